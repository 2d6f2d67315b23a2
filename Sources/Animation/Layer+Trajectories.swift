import Dynamics

extension Layer {
    /// Moves a property along a trajectory from now: the model takes the resting value at
    /// once, and the presentation follows the trajectory there (replacing any animation
    /// under `key`). Returns the animation on the layer (a copy of the one made), for
    /// reading its velocity later.
    @discardableResult
    public func move(_ property: AnimatableProperty, along trajectory: some Trajectory, forKey key: String) -> TrajectoryAnimation {
        start(TrajectoryAnimation(property, along: trajectory), forKey: key)
    }

    /// Moves a point property (position) along a pair of trajectories; see above.
    @discardableResult
    public func move<Axis>(_ property: AnimatableProperty, along trajectory: Trajectory2D<Axis>, forKey key: String) -> TrajectoryAnimation {
        start(TrajectoryAnimation(property, along: trajectory), forKey: key)
    }

    private func start(_ animation: TrajectoryAnimation, forKey key: String) -> TrajectoryAnimation {
        var values = model
        do { try animation.property.set(animation.restingValue, in: &values) } catch { preconditionFailure("\(error)") }
        self[dynamicMember: \LayerProperties.self] = values
        add(animation, forKey: key)
        return self.animation(forKey: key) as? TrajectoryAnimation ?? animation
    }
}
