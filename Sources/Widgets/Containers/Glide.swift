import Animation
import Dynamics

/// One number moving along a trajectory that began at a known local time: what a scroll
/// view or a picker wheel samples each frame of its display link.
struct Glide {
    let trajectory: any Trajectory
    let start: LocalTime

    func value(at t: LocalTime) -> Double { trajectory.value(at: t - start) }
    func velocity(at t: LocalTime) -> Double { trajectory.velocity(at: t - start) }
    var end: LocalTime { start + trajectory.settlingTime }
    var resting: Double { trajectory.restingValue }
}
