import Geometry

/// Ties a point of an item to an anchor with a damped spring (UIAttachmentBehavior with
/// length 0): move the anchor and the item follows, swinging and spinning as a held
/// object does. Dragging with physics is this.
public final class AttachmentBehavior: DynamicBehavior {
    public let item: DynamicItem
    /// Where on the item the spring holds, from its centre in its own unrotated frame.
    public let offsetFromCenter: Vector
    private let spring: AnchoredSpring

    /// Oscillations per second of the spring. Defaults to 5 Hz: firm, with a little give.
    public var frequency = 5.0 { didSet { spring.tune(frequency: frequency, dampingRatio: damping) } }
    /// Damping ratio, 0 (rings forever) to 1 (no overshoot). Defaults to 0.8.
    public var damping = 0.8 { didSet { spring.tune(frequency: frequency, dampingRatio: damping) } }

    public init(item: DynamicItem, offsetFromCenter: Vector = .zero, attachedToAnchor anchor: Point) {
        self.item = item
        self.offsetFromCenter = offsetFromCenter
        spring = AnchoredSpring(item: item, offset: offsetFromCenter, anchor: anchor, frequency: 5, dampingRatio: 0.8, uprights: false)
    }

    /// Where the spring pulls toward; moving it wakes the world.
    public var anchorPoint: Point {
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
