import Geometry

/// A fling inside bounds, as UIScrollView decelerates and bounces: friction decay until
/// the value crosses a bound, then a spring back to that bound, seeded with the decay's
/// position and velocity at the crossing, so nothing jumps. A fling that comes to rest
/// inside never meets the spring; a value that starts outside (released past an edge)
/// springs straight back to the nearer bound with its release velocity.
public struct BoundedDecay: Trajectory, Hashable {
    /// The bounce: critically damped with a half-second period, so content returns to the
    /// edge in about 0.4 s without wobbling, like UIScrollView's.
    public static let defaultSpring = Spring(response: 0.5, dampingFraction: 1)

    public let start: Double
    public let initialVelocity: Double
    public let bounds: ClosedRange<Double>
    public let decay: FrictionDecay
    /// When the spring takes over (0 when starting outside), or nil if it never does.
    public let handOffTime: Double?
    /// The bound the spring returns to.
    public let edge: Double
    private let glide: DecayTrajectory
    private let bounce: SpringTrajectory?

    public init(from start: Double, velocity: Double, bounds: ClosedRange<Double>, decay: FrictionDecay = FrictionDecay(),
                spring: Spring = BoundedDecay.defaultSpring, precision: Double = 0.1) {
        self.start = start
        initialVelocity = velocity
        self.bounds = bounds
        self.decay = decay
        glide = DecayTrajectory(from: start, velocity: velocity, decay: decay, precision: precision)
        if !bounds.contains(start) {
            edge = start < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
            handOffTime = 0
            bounce = SpringTrajectory(spring: spring, from: start, velocity: velocity, to: edge, precision: precision)
        } else if !bounds.contains(glide.restingValue) {
            edge = velocity > 0 ? bounds.upperBound : bounds.lowerBound
            // The decay rests beyond the edge, so it reaches it: time(toReach:) is defined.
            let t = decay.time(toReach: edge - start, velocity: velocity) ?? glide.settlingTime
            handOffTime = t
            bounce = SpringTrajectory(spring: spring, from: edge, velocity: glide.velocity(at: t), to: edge, precision: precision)
        } else {
            edge = glide.restingValue
            handOffTime = nil
            bounce = nil
        }
        settlingTime = (handOffTime ?? 0) + (bounce?.settlingTime ?? glide.settlingTime)
    }

    public func value(at t: Double) -> Double {
        guard let h = handOffTime, let bounce, t >= h else { return glide.value(at: t) }
        return bounce.value(at: t - h)
    }

    public func velocity(at t: Double) -> Double {
        guard let h = handOffTime, let bounce, t >= h else { return glide.velocity(at: t) }
        return bounce.velocity(at: t - h)
    }

    public let settlingTime: Double
    public var restingValue: Double { bounce == nil ? glide.restingValue : edge }
}

extension Trajectory2D where Axis == BoundedDecay {
    /// A point flung inside a rectangle: each axis decays and bounces on its own.
    public init(from p: Point, velocity v: Vector, bounds: Rect, decay: FrictionDecay = FrictionDecay(),
                spring: Spring = BoundedDecay.defaultSpring, precision: Double = 0.1) {
        self.init(x: BoundedDecay(from: p.x, velocity: v.dx, bounds: bounds.minX...bounds.maxX, decay: decay, spring: spring, precision: precision),
                  y: BoundedDecay(from: p.y, velocity: v.dy, bounds: bounds.minY...bounds.maxY, decay: decay, spring: spring, precision: precision))
    }
}
