import Animation
import Geometry

/// One of an alert's buttons: its whole cell greys while pressed, as UIAlertController's
/// do, and takes a tinted wash while it has keyboard focus. Bold marks the preferred
/// action; red a destructive one.
final class AlertButton: Control {
    let titleLayer: TextLayer
    let color: Color
    /// The cell's fill: a shape, so a bottom cell rounds the panel's corners with it.
    private let fill = ShapeLayer(name: "alert.button.fill")
    /// Which of the cell's corners are the panel's (rounded). Defaults to none.
    var corners: RectCorners = [] { didSet { reshape() } }

    init(name: String, action: AlertAction, bold: Bool) {
        color = action.style == .destructive ? Theme.destructive : Theme.tint
        titleLayer = TextLayer(name: "\(name).title", string: action.title, fontSize: 17, textColor: color, alignment: .center, bold: bold)
        titleLayer.truncationMode = .end
        titleLayer.allowsHitTesting = false
        let layer = Layer(name: name)
        fill.allowsHitTesting = false
        layer.addSublayer(fill)
        layer.addSublayer(titleLayer)
        super.init(layer: layer)
        stateDidChange()
    }

    var title: String {
        get { titleLayer.string }
        set { titleLayer.string = newValue }
    }

    override func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        titleLayer.setFrame(Rect(origin: .zero, size: rect.size).insetBy(dx: 8, dy: 0))
        reshape()
    }

    private func reshape() {
        let b = Rect(origin: .zero, size: layer.bounds.size)
        fill.setFrame(b)
        fill.path = Path(roundedRect: b, cornerRadius: Theme.alertCornerRadius, corners: corners)
    }

    override func stateDidChange() {
        let pressed = state.contains(.pressed), hovered = state.contains(.hovered)
        if pressed { fill.fillColor = Color.black.withAlpha(0.1) }
        else if showsFocus { fill.fillColor = Theme.tint.withAlpha(0.14) }
        else if hovered { fill.fillColor = Color.black.withAlpha(0.04) }
        else { fill.fillColor = nil }
        titleLayer.textColor = isEnabled ? color : Theme.disabledLabel
    }
}
