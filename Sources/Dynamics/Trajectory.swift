import Geometry

/// One number moving over time in closed form: sampled at any time since the motion
/// began, never stepped (Flutter's Simulation, Framer Motion's generators). Springs,
/// decays and bounded flings are trajectories; `Trajectory2D` pairs two for a point.
public protocol Trajectory: Sendable {
    /// The value `t` seconds after the motion began (t < 0 reads as 0).
    func value(at t: Double) -> Double
    /// The velocity at `t`, in units per second.
    func velocity(at t: Double) -> Double
    /// Seconds from the start until the value stays within its precision of rest.
    var settlingTime: Double { get }
    /// Where the motion comes to rest.
    var restingValue: Double { get }
}

extension Trajectory {
    /// Whether the motion has come to rest by `t`.
    public func isSettled(at t: Double) -> Bool { t >= settlingTime }
}

/// Two trajectories of the same kind moving a point: x and y, each on its own.
public struct Trajectory2D<Axis: Trajectory>: Sendable {
    public let x: Axis
    public let y: Axis

    public init(x: Axis, y: Axis) {
        self.x = x
        self.y = y
    }

    public func point(at t: Double) -> Point { Point(x: x.value(at: t), y: y.value(at: t)) }
    public func velocity(at t: Double) -> Vector { Vector(dx: x.velocity(at: t), dy: y.velocity(at: t)) }
    public var settlingTime: Double { max(x.settlingTime, y.settlingTime) }
    public var restingPoint: Point { Point(x: x.restingValue, y: y.restingValue) }
}
