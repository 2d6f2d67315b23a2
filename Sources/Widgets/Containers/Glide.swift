import Dynamics

/// One number moving along a trajectory that began at a known local time: what a scroll
/// view or a picker wheel samples each frame of its display link.
struct Glide {
    let trajectory: any Trajectory
    let start: Double

    func value(at t: Double) -> Double { trajectory.value(at: t - start) }
    func velocity(at t: Double) -> Double { trajectory.velocity(at: t - start) }
    var end: Double { start + trajectory.settlingTime }
    var resting: Double { trajectory.restingValue }
}
