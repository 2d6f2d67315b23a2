internal import CChipmunk
import Foundation
import Geometry

/// One Chipmunk space: the rigid-body world behind a `DynamicAnimator`, with four thick
/// static walls around the reference bounds. Everything Chipmunk-specific stays here and
/// in `DynamicItem`.
final class ChipmunkSpace {
    let space: OpaquePointer
    private var walls: [OpaquePointer] = []

    /// Shape filter categories: items that collide, and the walls.
    static let itemCategory: cpBitmask = 1
    static let wallCategory: cpBitmask = 2

    init() {
        space = Self.makeSpace()
        // Chipmunk's default: enough for squares that touch a few at a time, and half the
        // solver cost of 20 (1,000 colliding squares: 1.7 ms a step at 20, 1.2 at 10).
        cpSpaceSetIterations(space, 10)
    }

    deinit {
        for w in walls {
            cpSpaceRemoveShape(space, w)
            cpShapeFree(w)
        }
        cpSpaceFree(space)
    }

    /// Debian builds Chipmunk with debugging on, and its first space prints a banner to
    /// standard output, which is the CLI's (CSV, a dump). The first space is made with
    /// standard output pointed at /dev/null; later ones print nothing.
    private static func makeSpace() -> OpaquePointer {
        _ = bannerSilenced
        return cpSpaceNew()
    }

    private static let bannerSilenced: Bool = {
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        let null = open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else { return false }
        dup2(null, STDOUT_FILENO)
        close(null)
        let first = cpSpaceNew()
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        cpSpaceFree(first)
        return true
    }()

    /// Puts four walls of `PhysicsDefaults.wallThickness` just outside `bounds`.
    func setWalls(around bounds: Rect) {
        for w in walls {
            cpSpaceRemoveShape(space, w)
            cpShapeFree(w)
        }
        walls.removeAll()
        let t = PhysicsDefaults.wallThickness
        let (l, r, top, b) = (bounds.minX, bounds.maxX, bounds.minY, bounds.maxY)
        let boxes = [
            cpBB(l: l - t, b: top - t, r: r + t, t: top),   // above (y grows downward)
            cpBB(l: l - t, b: b, r: r + t, t: b + t),       // below
            cpBB(l: l - t, b: top, r: l, t: b),             // left
            cpBB(l: r, b: top, r: r + t, t: b),             // right
        ]
        let body = cpSpaceGetStaticBody(space)
        for box in boxes {
            guard let shape = cpBoxShapeNew2(body, box, 0) else { continue }
            cpShapeSetElasticity(shape, 1)
            cpShapeSetFriction(shape, 1)
            cpShapeSetFilter(shape, cpShapeFilter(group: 0, categories: Self.wallCategory, mask: Self.itemCategory))
            cpSpaceAddShape(space, shape)
            walls.append(shape)
        }
        cpSpaceReindexStatic(space)
    }

    func step(_ dt: Double) {
        cpSpaceStep(space, dt)
    }
}

extension Point {
    init(_ v: cpVect) { self.init(x: v.x, y: v.y) }
    var cp: cpVect { cpVect(x: x, y: y) }
}

extension Vector {
    init(_ v: cpVect) { self.init(dx: v.x, dy: v.y) }
    var cp: cpVect { cpVect(x: dx, y: dy) }
}
