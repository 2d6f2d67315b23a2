import Foundation
import Geometry

/// A spring carrying a value to a target, from any position and velocity: a
/// `SpringMotion` about the target. Retargeting mid-flight starts a new one from where
/// the old one is, at the speed it has, so neither position nor velocity jumps (what
/// UIKit's spring animators do when a gesture interrupts them).
public struct SpringTrajectory: Trajectory, Hashable {
    public let target: Double
    public let motion: SpringMotion
    /// How close to the target counts as rest, in the value's units. Defaults to 0.001.
    public let precision: Double

    public init(spring: Spring = Spring(), from value: Double, velocity: Double = 0, to target: Double,
                precision: Double = 0.001) {
        self.target = target
        self.precision = precision
        motion = spring.motion(displacement: value - target, velocity: velocity)
        settlingTime = motion.settlingTime(epsilon: precision)
    }

    public func value(at t: Double) -> Double { target + motion.displacement(at: t) }
    public func velocity(at t: Double) -> Double { motion.velocity(at: t) }
    public let settlingTime: Double
    public var restingValue: Double { target }

    /// The same spring, from this one's position and velocity at `t`, to a new target.
    /// Its time starts again at 0 at that moment.
    public func retargeted(to newTarget: Double, at t: Double) -> SpringTrajectory {
        SpringTrajectory(spring: motion.spring, from: value(at: t), velocity: velocity(at: t), to: newTarget, precision: precision)
    }

    /// A spring to an angle (radians) that turns the short way: the target is moved by
    /// whole turns to lie within half a turn of the start.
    public static func angular(spring: Spring = Spring(), from angle: Double, velocity: Double = 0, to target: Double,
                               precision: Double = 0.001) -> SpringTrajectory {
        let turn = 2 * Double.pi
        let near = target - ((target - angle) / turn).rounded() * turn
        return SpringTrajectory(spring: spring, from: angle, velocity: velocity, to: near, precision: precision)
    }
}

extension Trajectory2D where Axis == SpringTrajectory {
    /// One spring carrying a point to a target, from a position and velocity.
    public init(spring: Spring = Spring(), from p: Point, velocity v: Vector = .zero, to target: Point, precision: Double = 0.001) {
        self.init(x: SpringTrajectory(spring: spring, from: p.x, velocity: v.dx, to: target.x, precision: precision),
                  y: SpringTrajectory(spring: spring, from: p.y, velocity: v.dy, to: target.y, precision: precision))
    }

    /// Both axes retargeted at `t` (see `SpringTrajectory.retargeted(to:at:)`).
    public func retargeted(to target: Point, at t: Double) -> Trajectory2D {
        Trajectory2D(x: x.retargeted(to: target.x, at: t), y: y.retargeted(to: target.y, at: t))
    }
}
