import Geometry

/// Sets an item moving at once (UIPushBehavior in instantaneous mode): at the next step it
/// is given a velocity and a spin, or has them added, and then the push is spent.
/// Handing a released pan's velocity to the world is exactly this.
public final class PushBehavior: DynamicBehavior {
    public let item: DynamicItem
    /// Points per second.
    public let velocity: Vector
    /// Radians per second, clockwise positive.
    public let angularVelocity: Double
    /// Whether the push adds to the item's motion rather than replacing it. Defaults to false.
    public let adds: Bool
    /// False once the push has been applied (UIPushBehavior.active).
    public private(set) var isActive = true

    public init(item: DynamicItem, velocity: Vector, angularVelocity: Double = 0, adds: Bool = false) {
        self.item = item
        self.velocity = velocity
        self.angularVelocity = angularVelocity
        self.adds = adds
    }

    override func willStep(_ dt: Double) {
        guard isActive else { return }
        isActive = false
        item.velocity = adds ? item.velocity + velocity : velocity
        item.angularVelocity = adds ? item.angularVelocity + angularVelocity : angularVelocity
    }

    override var keepsWorldAwake: Bool { isActive }
}
