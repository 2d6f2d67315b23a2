internal import CChipmunk
import Foundation
import Geometry

/// A damped spring from a point of an item to an anchor that can move, optionally with a
/// second spring turning the item back upright: what attachment and snap behaviours are
/// made of. The anchor is a kinematic Chipmunk body; springs are tuned by frequency and
/// damping ratio and scaled by the item's mass, so a heavy square feels the same.
final class AnchoredSpring {
    let item: DynamicItem
    let offset: Vector
    private(set) var anchorPoint: Point
    private var frequency: Double
    private var dampingRatio: Double
    private let uprights: Bool
    private var anchor: OpaquePointer?
    private var spring: OpaquePointer?
    private var rotary: OpaquePointer?
    private weak var space: ChipmunkSpace?

    init(item: DynamicItem, offset: Vector, anchor: Point, frequency: Double, dampingRatio: Double, uprights: Bool) {
        self.item = item
        self.offset = offset
        anchorPoint = anchor
        self.frequency = frequency
        self.dampingRatio = dampingRatio
        self.uprights = uprights
    }

    deinit { detach() }

    private var coefficients: (stiffness: Double, damping: Double, angularStiffness: Double, angularDamping: Double) {
        let w = 2 * Double.pi * max(0.01, frequency)
        let m = item.mass
        let i = cpMomentForBox(m, item.size.width, item.size.height)
        return (m * w * w, 2 * dampingRatio * m * w, i * w * w, 2 * dampingRatio * i * w)
    }

    func attach(to space: ChipmunkSpace) {
        detach()
        self.space = space
        guard let body = cpBodyNewKinematic() else { return }
        cpBodySetPosition(body, anchorPoint.cp)
        cpSpaceAddBody(space.space, body)
        anchor = body
        let c = coefficients
        spring = cpDampedSpringNew(item.body, body, offset.cp, cpVect(x: 0, y: 0), 0, c.stiffness, c.damping)
        if let spring { cpSpaceAddConstraint(space.space, spring) }
        if uprights {
            rotary = cpDampedRotarySpringNew(body, item.body, 0, c.angularStiffness, c.angularDamping)
            if let rotary { cpSpaceAddConstraint(space.space, rotary) }
        }
    }

    func detach() {
        guard let space else { return }
        for c in [spring, rotary].compactMap({ $0 }) {
            cpSpaceRemoveConstraint(space.space, c)
            cpConstraintFree(c)
        }
        if let anchor {
            cpSpaceRemoveBody(space.space, anchor)
            cpBodyFree(anchor)
        }
        spring = nil
        rotary = nil
        anchor = nil
        self.space = nil
    }

    func move(to p: Point) {
        guard p.x.isFinite, p.y.isFinite else { return }
        anchorPoint = p
        if let anchor { cpBodySetPosition(anchor, p.cp) }
    }

    func tune(frequency f: Double, dampingRatio z: Double) {
        guard f.isFinite, z.isFinite, f > 0, z >= 0 else { return }
        frequency = f
        dampingRatio = z
        let c = coefficients
        if let spring {
            cpDampedSpringSetStiffness(spring, c.stiffness)
            cpDampedSpringSetDamping(spring, c.damping)
        }
        if let rotary {
            cpDampedRotarySpringSetStiffness(rotary, c.angularStiffness)
            cpDampedRotarySpringSetDamping(rotary, c.angularDamping)
        }
    }

    /// Whether the item sits at the anchor, still.
    var isSettled: Bool {
        let p = item.position + offset.rotated(by: item.angle)
        return p.distance(to: anchorPoint) < 0.5 && item.isResting && (!uprights || abs(remainder(item.angle, 2 * .pi)) < 0.005)
    }
}

extension Vector {
    func rotated(by a: Double) -> Vector {
        Vector(dx: dx * cos(a) - dy * sin(a), dy: dx * sin(a) + dy * cos(a))
    }
}
