import Animation
import Geometry
import Gestures

/// A push button with a title (UIButton): filled with the tint colour, or plain text.
/// Hover lightens it, a press darkens it, focus draws a ring and disabled dims it.
public final class Button: Control {
    public enum Style: Sendable { case filled, plain }

    public let titleLayer: TextLayer
    public let style: Style
    public var title: String {
        get { titleLayer.string }
        set { titleLayer.string = newValue }
    }
    /// The colour of a filled background, or of plain text. Defaults to `Theme.tint`.
    public var tintColor = Theme.tint { didSet { stateDidChange() } }

    public init(name: String, title: String, style: Style = .filled, action: (() -> Void)? = nil) {
        self.style = style
        titleLayer = TextLayer(name: "\(name).title", string: title, fontSize: Theme.bodyFontSize, alignment: .center, bold: style == .filled)
        let layer = Layer(name: name)
        layer.cornerRadius = Theme.buttonCornerRadius
        layer.addSublayer(titleLayer)
        super.init(layer: layer)
        self.action = action
        stateDidChange()
    }

    /// Places the button; the title fills it.
    public func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        titleLayer.setFrame(Rect(origin: .zero, size: rect.size).insetBy(dx: 8, dy: 0))
    }

    public override func stateDidChange() {
        let base = tintColor
        let shade: Color
        if state.contains(.disabled) {
            shade = Theme.secondaryLabel.withAlpha(0.35)
        } else if state.contains(.pressed) {
            shade = base.interpolated(to: .black, fraction: 0.25)
        } else if state.contains(.hovered) {
            shade = base.interpolated(to: .white, fraction: 0.15)
        } else {
            shade = base
        }
        switch style {
        case .filled:
            layer.backgroundColor = shade
            titleLayer.textColor = state.contains(.disabled) ? Theme.secondaryLabel : .white
        case .plain:
            layer.backgroundColor = state.contains(.pressed) ? base.withAlpha(0.12) : state.contains(.hovered) ? base.withAlpha(0.06) : nil
            titleLayer.textColor = shade.withAlpha(state.contains(.disabled) ? 0.6 : 1)
        }
        layer.borderWidth = showsFocus ? Theme.focusRingWidth : 0
        layer.borderColor = Theme.tint.withAlpha(0.6)
    }
}
