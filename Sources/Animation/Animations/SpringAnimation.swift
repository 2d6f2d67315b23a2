import Dynamics

/// A basic animation whose progress follows a damped spring instead of a timing function
/// (CASpringAnimation). `initialVelocity` is in fractions of the distance per second,
/// positive toward the destination, as in Core Animation.
///
/// Defaults: mass 1, stiffness 100, damping 10, initial velocity 0; the duration defaults to
/// the settling duration.
public final class SpringAnimation: BasicAnimation {
    public var spring: Spring { didSet { timing.duration = settlingDuration } }
    public var initialVelocity: Double { didSet { timing.duration = settlingDuration } }

    public init(_ property: AnimatableProperty, spring: Spring = Spring(), initialVelocity: Double = 0,
                from: AnimatableValue? = nil, to: AnimatableValue? = nil, by: AnimatableValue? = nil) {
        self.spring = spring
        self.initialVelocity = initialVelocity
        super.init(property, from: from, to: to, by: by)
        timing.duration = settlingDuration
    }

    public override func copy() -> LayerAnimation {
        let c = copyPropertySettings(to: SpringAnimation(property, spring: spring, initialVelocity: initialVelocity, from: from, to: to, by: by))
        c.timing = timing
        return c
    }

    /// The time until the spring stays within 0.1% of the distance of rest
    /// (CASpringAnimation.settlingDuration).
    public var settlingDuration: Double {
        spring.motion(displacement: -1, velocity: initialVelocity).settlingTime(epsilon: 1e-3)
    }

    /// Progress 0...1 (and beyond, overshooting) at `seconds` into the spring.
    public func springProgress(atTime seconds: Double) -> Double {
        1 + spring.motion(displacement: -1, velocity: initialVelocity).displacement(at: seconds)
    }

    override func progress(_ fraction: Double) -> Double {
        springProgress(atTime: fraction * timing.duration)
    }
}
