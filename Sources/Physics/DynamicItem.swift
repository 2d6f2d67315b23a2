internal import CChipmunk
internal import CChipmunkIntegration
import Foundation
import Geometry

/// A rigid box that physics moves (UIDynamicItem with UIDynamicItemBehavior's
/// properties): its centre, angle and velocities, and how it bounces, slides, weighs and
/// slows. A Chipmunk body and box shape live behind it.
///
/// Values that reach Chipmunk are checked first: Debian's Chipmunk aborts the process on
/// a NaN, so a non-finite position or velocity is refused here (it keeps its old value)
/// and speeds are clamped to `PhysicsDefaults.maximumSpeed`.
///
/// Resistance is applied inside Chipmunk's step, in closed form (`StepDecay`): for a free
/// item the body holds the velocity's mean over the coming step, which its position moves
/// by, and the item's own velocity update (`MLItemNew`, in C) multiplies it by the step's
/// decay. `velocity` and `angularVelocity` convert, so the values read and set are the
/// item's own.
public final class DynamicItem {
    /// Width and height in points.
    public let size: Size
    let body: OpaquePointer
    let shape: OpaquePointer
    weak var animator: DynamicAnimator?
    /// Whether a `CollisionBehavior` holds it, and whether that one has walls.
    var collides = false { didSet { updateFilter() } }
    var collidesWithWalls = false { didSet { updateFilter() } }
    /// What the item's velocity update reads through the body's user data: the sliding and
    /// spin kept over one step, then the squares of their means, [linear, angular, linear²,
    /// angular²] (see `MLItemNew`).
    private let stepDecay: UnsafeMutablePointer<Double>
    /// What the body's velocity and spin are times the item's own: each decay's mean over a
    /// step while free, 1 while held.
    private var bodyScale = (linear: 1.0, angular: 1.0)

    /// A box of `size` centred at `position`.
    public init(size: Size, position: Point, angle: Double = 0) {
        precondition(size.width > 0 && size.height > 0 && size.width <= PhysicsDefaults.maximumExtent
                     && size.height <= PhysicsDefaults.maximumExtent, "an item's size must be positive and at most \(PhysicsDefaults.maximumExtent) pt, got \(size)")
        self.size = size
        let mass = PhysicsDefaults.density * size.width * size.height / PhysicsDefaults.areaPerUnitMass
        guard let body = MLItemNew(mass, cpMomentForBox(mass, size.width, size.height), size.width, size.height) else {
            fatalError("out of memory for a physics item")
        }
        self.body = body
        shape = MLItemShape(body)
        stepDecay = cpBodyGetUserData(body).assumingMemoryBound(to: Double.self)
        elasticity = PhysicsDefaults.elasticity
        friction = PhysicsDefaults.friction
        cpShapeSetElasticity(shape, elasticity)
        cpShapeSetFriction(shape, friction)
        updateFilter()
        updateDecay()
        self.position = position
        self.angle = angle
    }

    /// Whether the shape is attached to this item's own body (an invariant the tests check).
    var shapeBelongsToBody: Bool { cpShapeGetBody(shape) == body }

    deinit {
        MLItemFree(body)
    }

    // MARK: State

    /// The centre, in points.
    public var position: Point {
        get { Point(cpBodyGetPosition(body)) }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            let m = PhysicsDefaults.maximumExtent
            cpBodySetPosition(body, cpVect(x: min(max(newValue.x, -m), m), y: min(max(newValue.y, -m), m)))
            animator?.itemChanged()
        }
    }

    /// Clockwise rotation in radians (y points down, as on screen).
    public var angle: Double {
        get { cpBodyGetAngle(body) }
        set {
            guard newValue.isFinite else { return }
            cpBodySetAngle(body, newValue.truncatingRemainder(dividingBy: 2 * .pi * 1e6))
            animator?.itemChanged()
        }
    }

    /// Points per second.
    public var velocity: Vector {
        get { Vector(cpBodyGetVelocity(body)) * (1 / bodyScale.linear) }
        set {
            guard newValue.dx.isFinite, newValue.dy.isFinite else { return }
            let speed = newValue.length, limit = PhysicsDefaults.maximumSpeed
            cpBodySetVelocity(body, ((speed > limit ? newValue * (limit / speed) : newValue) * bodyScale.linear).cp)
            animator?.itemChanged()
        }
    }

    /// Radians per second, clockwise positive.
    public var angularVelocity: Double {
        get { cpBodyGetAngularVelocity(body) / bodyScale.angular }
        set {
            guard newValue.isFinite else { return }
            let limit = PhysicsDefaults.maximumSpin
            cpBodySetAngularVelocity(body, min(max(newValue, -limit), limit) * bodyScale.angular)
            animator?.itemChanged()
        }
    }

    /// The velocity of a point of the item given in window coordinates (spin included).
    public func velocity(atPoint p: Point) -> Vector {
        let r = p - position
        return velocity + Vector(dx: -r.dy, dy: r.dx) * angularVelocity
    }

    /// Density × area, with 100x100 at density 1 weighing 1 (what Chipmunk uses while the
    /// item is free; a held item weighs infinitely much to the world).
    public var mass: Double { density * size.width * size.height / PhysicsDefaults.areaPerUnitMass }

    // MARK: Properties (UIDynamicItemBehavior)

    /// 0 (a dead stop) to 1 (no energy lost). Defaults to `PhysicsDefaults.elasticity`.
    public var elasticity: Double {
        didSet { cpShapeSetElasticity(shape, Self.clamp(elasticity, 0...1, else: oldValue)); elasticity = cpShapeGetElasticity(shape) }
    }

    /// Coulomb friction, 0 or more. Defaults to `PhysicsDefaults.friction`.
    public var friction: Double {
        didSet { cpShapeSetFriction(shape, Self.clamp(friction, 0...10, else: oldValue)); friction = cpShapeGetFriction(shape) }
    }

    /// Mass per area (1 makes a 100x100 item weigh 1). Defaults to 1.
    public var density: Double = PhysicsDefaults.density {
        didSet {
            density = Self.clamp(density, 1e-6...1e6, else: oldValue)
            guard !isHeld else { return }
            cpBodySetMass(body, mass)
            cpBodySetMoment(body, allowsRotation ? cpMomentForBox(mass, size.width, size.height) : .infinity)
        }
    }

    /// How fast sliding dies away, per second (velocity × e^(−k·t)). Defaults to
    /// UIScrollView's deceleration, `PhysicsDefaults.linearResistance`; 0 never slows.
    public var linearResistance: Double = PhysicsDefaults.linearResistance {
        didSet {
            linearResistance = Self.clamp(linearResistance, 0...1e4, else: oldValue)
            updateDecay()
        }
    }

    /// How fast spin dies away, per second. Defaults to `PhysicsDefaults.angularResistance`.
    public var angularResistance: Double = PhysicsDefaults.angularResistance {
        didSet {
            angularResistance = Self.clamp(angularResistance, 0...1e4, else: oldValue)
            updateDecay()
        }
    }

    /// Whether collisions and forces may turn it. Defaults to true.
    public var allowsRotation = true {
        didSet {
            guard !isHeld else { return }
            cpBodySetMoment(body, allowsRotation ? cpMomentForBox(mass, size.width, size.height) : .infinity)
            if !allowsRotation { cpBodySetAngularVelocity(body, 0) }
        }
    }

    /// Whether a hand holds it (a finger dragging it): forces and collisions no longer move
    /// it, but it still shoves other items aside, at the velocity it is given. Set its
    /// position (and velocity) each frame while held; releasing gives it back to the world
    /// with the velocity it last had. Defaults to false.
    public var isHeld = false {
        didSet {
            guard isHeld != oldValue else { return }
            updateDecay {
                // Chipmunk zeroes the velocity of a body whose type changes.
                cpBodySetType(body, isHeld ? CP_BODY_TYPE_KINEMATIC : CP_BODY_TYPE_DYNAMIC)
                if !isHeld {
                    // Back to a dynamic body, with its own mass and moment again.
                    cpBodySetMass(body, mass)
                    cpBodySetMoment(body, allowsRotation ? cpMomentForBox(mass, size.width, size.height) : .infinity)
                }
            }
            animator?.itemChanged()
        }
    }

    /// Whether it is slower than the rest thresholds (1 pt/s and 0.02 rad/s).
    public var isResting: Bool {
        velocity.length < PhysicsDefaults.restSpeed && abs(angularVelocity) < PhysicsDefaults.restSpin
    }

    /// Makes `change` (to the body), then sets the step's decay and the body's scale from
    /// the resistances and whether it is held, keeping the item's own velocity and spin.
    private func updateDecay(_ change: () -> Void = {}) {
        let v = velocity, w = angularVelocity
        change()
        let dt = PhysicsDefaults.stepDuration
        let linear = StepDecay(resistance: linearResistance, step: dt), angular = StepDecay(resistance: angularResistance, step: dt)
        stepDecay[0] = linear.end
        stepDecay[1] = angular.end
        stepDecay[2] = linear.mean * linear.mean
        stepDecay[3] = angular.mean * angular.mean
        bodyScale = isHeld ? (1, 1) : (linear.mean, angular.mean)
        cpBodySetVelocity(body, (v * bodyScale.linear).cp)
        cpBodySetAngularVelocity(body, w * bodyScale.angular)
    }

    private func updateFilter() {
        let mask = collides ? ChipmunkSpace.itemCategory | (collidesWithWalls ? ChipmunkSpace.wallCategory : 0) : 0
        cpShapeSetFilter(shape, cpShapeFilter(group: 0, categories: collides ? ChipmunkSpace.itemCategory : 0, mask: mask))
    }

    private static func clamp(_ v: Double, _ range: ClosedRange<Double>, else fallback: Double) -> Double {
        v.isFinite ? min(max(v, range.lowerBound), range.upperBound) : fallback
    }
}
