internal import CChipmunk
import Foundation
import Geometry

/// A world of rigid items moved by collisions and behaviours (UIDynamicAnimator), backed
/// by Chipmunk2D.
///
/// It never reads a clock: `advance(to:)` is told the time (an exercise passes its own,
/// so Ctrl+P pauses the world and Ctrl+T slows it) and runs fixed steps of 1/120 s, so the
/// same inputs give the same motion on every run. Sliding and spin decay at each item's
/// resistance between steps. When every item is at rest and no behaviour is still acting,
/// the world sleeps (`isRunning` is false) and the frame loop may too; touching an item
/// or a behaviour wakes it. A world left alone for `PhysicsDefaults.longestUntouchedMotion`
/// sleeps too, whatever still pushes it: it is jammed, not going anywhere.
public final class DynamicAnimator {
    public static let stepDuration = PhysicsDefaults.stepDuration

    let world = ChipmunkSpace()
    /// The area whose edges collision behaviours may use as walls.
    public private(set) var referenceBounds: Rect
    public private(set) var items: [DynamicItem] = []
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Simulated seconds so far.
    public private(set) var elapsed = 0.0
    /// Whether the world is moving; false while it sleeps.
    public private(set) var isRunning = false
    /// Called after every step (to catch an item crossing something between frames).
    public var didStep: ((DynamicAnimator) -> Void)?
    private var lastTime: Double?
    private var remainder = 0.0
    /// Simulated seconds since something last woke the world.
    private var sinceWake = 0.0
    /// Set when a sleeping world is woken: the next advance runs at most one frame's worth
    /// of steps, since the time it slept through (no frames came) is not to be caught up.
    private var wokeFromSleep = false

    public init(referenceBounds: Rect) {
        self.referenceBounds = referenceBounds
        world.setWalls(around: referenceBounds)
    }

    deinit {
        for b in behaviors { b.didMove(to: nil) }
        for i in items {
            cpSpaceRemoveShape(world.space, i.shape)
            cpSpaceRemoveBody(world.space, i.body)
        }
    }

    // MARK: Contents

    public func addItem(_ item: DynamicItem) {
        guard item.animator !== self else { return }
        precondition(item.animator == nil, "an item belongs to one animator at a time")
        item.animator = self
        items.append(item)
        cpSpaceAddBody(world.space, item.body)
        cpSpaceAddShape(world.space, item.shape)
        wake()
    }

    public func removeItem(_ item: DynamicItem) {
        guard item.animator === self else { return }
        for b in behaviors { b.itemRemoved(item) }
        cpSpaceRemoveShape(world.space, item.shape)
        cpSpaceRemoveBody(world.space, item.body)
        items.removeAll { $0 === item }
        item.animator = nil
        item.collides = false
    }

    public func addBehavior(_ behavior: DynamicBehavior) {
        guard behavior.animator == nil else { return }
        behavior.animator = self
        behaviors.append(behavior)
        behavior.didMove(to: self)
        wake()
    }

    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard behavior.animator === self else { return }
        behavior.didMove(to: nil)
        behavior.animator = nil
        behaviors.removeAll { $0 === behavior }
        wake()
    }

    /// Moves the walls to new bounds (the window was resized) and brings every item whose
    /// centre fell outside back in.
    public func setReferenceBounds(_ bounds: Rect) {
        referenceBounds = bounds
        world.setWalls(around: bounds)
        for item in items { keepInside(item) }
        wake()
    }

    // MARK: Time

    /// Starts the world moving again (something changed).
    public func wake() {
        if !isRunning && lastTime != nil { wokeFromSleep = true }
        isRunning = true
        sinceWake = 0
    }

    func itemChanged() { wake() }

    /// Advances the world to `time`, in whole steps. The first call only sets the origin;
    /// a gap longer than `PhysicsDefaults.maximumStepsPerAdvance` steps is skipped.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        defer { lastTime = max(lastTime ?? time, time) }
        guard let last = lastTime, time > last else { return }
        guard isRunning else { remainder = 0; return }
        if wokeFromSleep {
            // Woken by something done since the last frame: start from about one frame ago.
            wokeFromSleep = false
            remainder = min(time - last, PhysicsDefaults.wakeCatchUp)
        } else {
            remainder += time - last
        }
        var steps = Int(remainder / Self.stepDuration + 1e-9)
        remainder -= Double(steps) * Self.stepDuration
        if steps > PhysicsDefaults.maximumStepsPerAdvance {
            steps = PhysicsDefaults.maximumStepsPerAdvance
            remainder = 0
        }
        for _ in 0..<steps where isRunning { step() }
    }

    /// One fixed step: behaviours act, then Chipmunk integrates (each item through its own
    /// update, which decays its sliding and spin by its resistance) and resolves contacts.
    private func step() {
        let dt = Self.stepDuration
        for b in behaviors { b.willStep(dt) }
        world.step(dt)
        for item in items { keepInside(item) }
        elapsed += dt
        sinceWake += dt
        didStep?(self)
        let settled = items.allSatisfy { $0.isResting || $0.isHeld } && !behaviors.contains(where: \.keepsWorldAwake) && !itemsOverlap
        // Whatever keeps it going (squares packed tighter than they fit, a field pressing one
        // on a wall), a world left alone this long has nothing more to show.
        let jammed = sinceWake >= PhysicsDefaults.longestUntouchedMotion
        if (settled || jammed) && !items.contains(where: \.isHeld) {
            for item in items {
                cpBodySetVelocity(item.body, cpVect(x: 0, y: 0))
                cpBodySetAngularVelocity(item.body, 0)
            }
            isRunning = false
        }
    }

    /// Whether two colliding items press into each other deeper than Chipmunk lets contacts
    /// sink (its collision slop): items put down on top of one another (a smaller window)
    /// do not move yet, but Chipmunk pushes them apart over the next steps, so the world
    /// is not at rest. Asked only when everything else is.
    private var itemsOverlap: Bool {
        let boxes = items.filter(\.collides).map(OverlapBox.init)
        let allowed = 2 * cpSpaceGetCollisionSlop(world.space)
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] where OverlapBox.depth(a, b) > allowed { return true }
        }
        return false
    }

    /// A safety net behind the walls: an item of a colliding kind whose centre is outside
    /// the bounds is put back at the edge, moving inward.
    private func keepInside(_ item: DynamicItem) {
        guard item.collidesWithWalls, !item.isHeld else { return }
        let b = referenceBounds
        var p = Point(cpBodyGetPosition(item.body))
        let halfW = min(item.size.width / 2, b.width / 2), halfH = min(item.size.height / 2, b.height / 2)
        let outsideX = p.x < b.minX + halfW - 1 || p.x > b.maxX - halfW + 1
        let outsideY = p.y < b.minY + halfH - 1 || p.y > b.maxY - halfH + 1
        guard outsideX || outsideY, !b.isEmpty else { return }
        // The body's velocity, flipped inward where it crossed (its scale does not matter).
        var v = Vector(cpBodyGetVelocity(item.body))
        if outsideX {
            p.x = min(max(p.x, b.minX + halfW), b.maxX - halfW)
            v.dx = p.x < b.midX ? abs(v.dx) : -abs(v.dx)
        }
        if outsideY {
            p.y = min(max(p.y, b.minY + halfH), b.maxY - halfH)
            v.dy = p.y < b.midY ? abs(v.dy) : -abs(v.dy)
        }
        cpBodySetPosition(item.body, p.cp)
        cpBodySetVelocity(item.body, v.cp)
    }
}
