import Geometry

/// A fling with nothing in its way: friction decay from a start value and velocity,
/// coming to rest at the projected point (UIScrollView's deceleration).
public struct DecayTrajectory: Trajectory, Hashable {
    public let start: Double
    public let initialVelocity: Double
    public let decay: FrictionDecay
    /// How close to the resting value counts as rest, in the value's units. Defaults to 0.1.
    public let precision: Double

    public init(from start: Double, velocity: Double, decay: FrictionDecay = FrictionDecay(), precision: Double = 0.1) {
        self.start = start
        initialVelocity = velocity
        self.decay = decay
        self.precision = precision
        // Rest is |v|/k away once the speed is v: settle when that is under the precision.
        settlingTime = decay.duration(velocity: velocity, threshold: precision * decay.ratePerSecond)
    }

    public func value(at t: Double) -> Double { start + decay.offset(at: t, velocity: initialVelocity) }
    public func velocity(at t: Double) -> Double { decay.velocity(at: t, velocity: initialVelocity) }
    public let settlingTime: Double
    public var restingValue: Double { start + decay.restingOffset(velocity: initialVelocity) }
}

extension Trajectory2D where Axis == DecayTrajectory {
    /// A point flung with `velocity`, decaying on both axes at one rate.
    public init(from p: Point, velocity v: Vector, decay: FrictionDecay = FrictionDecay(), precision: Double = 0.1) {
        self.init(x: DecayTrajectory(from: p.x, velocity: v.dx, decay: decay, precision: precision),
                  y: DecayTrajectory(from: p.y, velocity: v.dy, decay: decay, precision: precision))
    }
}
