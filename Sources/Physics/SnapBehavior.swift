import Geometry

/// Springs an item's centre to a point and turns it back upright (UISnapBehavior): a
/// quick move that overshoots a little and settles.
public final class SnapBehavior: DynamicBehavior {
    /// How quickly it snaps: 3 oscillations a second.
    public static let frequency = 3.0

    public let item: DynamicItem
    private let spring: AnchoredSpring

    /// How much the motion is damped, 0 to 1. Defaults to 0.5, as UISnapBehavior.
    public var damping = 0.5 { didSet { spring.tune(frequency: Self.frequency, dampingRatio: damping) } }

    public init(item: DynamicItem, snapTo point: Point) {
        self.item = item
        spring = AnchoredSpring(item: item, offset: .zero, anchor: point, frequency: Self.frequency, dampingRatio: 0.5, uprights: true)
    }

    /// Where the item's centre goes.
    public var snapPoint: Point {
        get { spring.anchorPoint }
        set {
            spring.move(to: newValue)
            animator?.itemChanged()
        }
    }

    override func didMove(to animator: DynamicAnimator?) {
        if let animator { spring.attach(to: animator.world) } else { spring.detach() }
    }

    override var keepsWorldAwake: Bool { !spring.isSettled }
}
