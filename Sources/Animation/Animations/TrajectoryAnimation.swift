import Dynamics
import Geometry

/// Moves a layer property along a closed-form trajectory from Dynamics (a spring from any
/// velocity, a fling's decay, a fling that bounces off its bounds): the glue between
/// Dynamics and the layer tree. It runs on the layer's media timing like any animation,
/// so Ctrl+P pauses it and Ctrl+T slows it, and it lasts the trajectory's settling time,
/// so the loop sleeps once the value rests. Set the model to the resting value, as
/// `Layer.move(_:along:forKey:)` does.
public final class TrajectoryAnimation: PropertyAnimation {
    private let sample: @Sendable (Double) -> AnimatableValue
    private let sampleVelocity: @Sendable (Double) -> AnimatableValue
    /// Where the trajectory comes to rest.
    public let restingValue: AnimatableValue

    /// An animation sampling `value` and `velocity` at seconds since it began.
    public init(_ property: AnimatableProperty, duration: Double, restingValue: AnimatableValue,
                value: @escaping @Sendable (Double) -> AnimatableValue, velocity: @escaping @Sendable (Double) -> AnimatableValue) {
        sample = value
        sampleVelocity = velocity
        self.restingValue = restingValue
        super.init(property, duration: max(duration, 1e-6))
    }

    /// A scalar property (opacity, transform.rotation.z, position.x) along a trajectory.
    public convenience init(_ property: AnimatableProperty, along t: some Trajectory) {
        self.init(property, duration: t.settlingTime, restingValue: .scalar(t.restingValue),
                  value: { .scalar(t.value(at: $0)) }, velocity: { .scalar(t.velocity(at: $0)) })
    }

    /// A point property (position) along a pair of trajectories.
    public convenience init<Axis>(_ property: AnimatableProperty, along t: Trajectory2D<Axis>) {
        self.init(property, duration: t.settlingTime, restingValue: .point(t.restingPoint),
                  value: { .point(t.point(at: $0)) }, velocity: { .point(Point(x: t.velocity(at: $0).dx, y: t.velocity(at: $0).dy)) })
    }

    public override func copy() -> LayerAnimation {
        copyPropertySettings(to: TrajectoryAnimation(property, duration: timing.duration, restingValue: restingValue,
                                                     value: sample, velocity: sampleVelocity))
    }

    public override func value(atProgress p: Double, current: AnimatableValue) -> AnimatableValue? {
        sample(p * timing.duration)
    }

    /// Seconds into the trajectory at the layer's local time `t`.
    public func elapsed(atLayerTime t: Double) -> Double {
        min(max(0, (t - timing.beginTime) * timing.speed), timing.duration)
    }

    /// The value at the layer's local time `t`.
    public func value(atLayerTime t: Double) -> AnimatableValue { sample(elapsed(atLayerTime: t)) }

    /// The velocity (units per second of the trajectory) at the layer's local time `t`, for
    /// handing the motion on without a jump: to a gesture, a new spring, the physics world.
    public func velocity(atLayerTime t: Double) -> AnimatableValue { sampleVelocity(elapsed(atLayerTime: t)) }
}
