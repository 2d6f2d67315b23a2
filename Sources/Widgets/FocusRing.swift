import Animation
import Geometry

/// The keyboard focus ring iOS draws round a focused control (UIFocusEffect's halo): a
/// tint-coloured rounded outline that stands a little clear of the control's edge, so it
/// shows on any fill, the tint's own included.
///
/// It is a sublayer of the layer it rings, named "<name>.focus-ring", drawn above the
/// layer's content and not hit-tested. Hidden until `update(shows:)` shows it.
public final class FocusRing {
    /// The outline. Its frame is the ringed layer's bounds grown by `gap` plus the width.
    public let layer: ShapeLayer
    /// Space between the ringed edge and the ring. Defaults to `Theme.focusRingGap`.
    public var gap = Theme.focusRingGap
    /// Whether the ring sits inside the ringed bounds instead of outside (for a layer that
    /// clips its sublayers, as a table row does). Defaults to false.
    public var inset = false

    /// A hidden ring for the layer named `name`.
    public init(name: String) {
        layer = ShapeLayer(name: "\(name).focus-ring")
        layer.fillColor = nil
        layer.strokeColor = Theme.tint
        layer.lineWidth = Theme.focusRingWidth
        layer.allowsHitTesting = false
        layer.isHidden = true
        layer.zPosition = 1
    }

    /// Shows or hides the ring round `bounds` (the ringed layer's), following its corners.
    public func update(shows: Bool, around bounds: Rect, cornerRadius: Double, corners: RectCorners = .all) {
        layer.isHidden = !shows
        guard shows else { return }
        let w = Theme.focusRingWidth
        let grow = inset ? -(w / 2) : gap + w / 2
        let frame = bounds.insetBy(dx: -grow - w / 2, dy: -grow - w / 2)
        layer.setFrame(frame)
        let outline = Rect(x: w / 2, y: w / 2, width: max(0, frame.width - w), height: max(0, frame.height - w))
        layer.path = Path(roundedRect: outline, cornerRadius: max(0, cornerRadius + grow), corners: corners)
    }
}
