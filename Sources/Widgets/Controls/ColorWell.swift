import Animation
import Geometry
import Gestures

/// A colour swatch that opens a colour picker (UIColorWell): the colour in a disc, ringed
/// with the hue wheel. A click (or Space / Return with focus) opens the picker as a
/// popover beside it; changes in the picker show here at once and reach `onColorChanged`.
/// Its natural size is 32 x 32 points.
public final class ColorWell: Control {
    public static let naturalSize = Size(width: 32, height: 32)

    public private(set) var color: Color
    public var onColorChanged: ((Color) -> Void)?
    public let picker: ColorPicker

    private let ring = Layer(name: "")
    private let wheel = GradientLayer(kind: .conic)
    private let gap = Layer(name: "")
    private let swatch = Layer(name: "")

    public init(name: String, color: Color, swatches: SwatchStore, pasteboard: Pasteboard?) {
        self.color = color
        picker = ColorPicker(color: color, store: swatches, pasteboard: pasteboard)
        let layer = Layer(name: name)
        ring.name = "\(name).ring"
        gap.name = "\(name).gap"
        swatch.name = "\(name).swatch"
        wheel.name = "\(name).wheel"
        wheel.colors = (0...6).map { HSBColor(hue: Double($0) / 6, saturation: 0.9, brightness: 1).rgb }
        wheel.startPoint = Point(x: 0.5, y: 0.5)
        wheel.endPoint = Point(x: 0.5, y: 0)
        ring.masksToBounds = true
        ring.addSublayer(wheel)
        gap.backgroundColor = .white
        for l in [ring, gap, swatch] {
            l.allowsHitTesting = false
            layer.addSublayer(l)
        }
        super.init(layer: layer)
        picker.onColorChanged = { [weak self] c in
            guard let self else { return }
            self.color = c
            self.refresh()
            self.onColorChanged?(c)
        }
        setFrame(Rect(origin: .zero, size: Self.naturalSize))
    }

    public override func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        let side = min(rect.width, rect.height)
        let r = Rect(x: (rect.width - side) / 2, y: (rect.height - side) / 2, width: side, height: side)
        ring.setFrame(r)
        ring.cornerRadius = side / 2
        wheel.setFrame(Rect(origin: .zero, size: r.size))
        gap.setFrame(r.insetBy(dx: 3, dy: 3))
        gap.cornerRadius = side / 2 - 3
        swatch.setFrame(r.insetBy(dx: 5, dy: 5))
        swatch.cornerRadius = side / 2 - 5
        refresh()
    }

    /// Sets the colour from code (and in the picker), without calling `onColorChanged`.
    public func setColor(_ c: Color) {
        color = c
        picker.setColor(c)
        refresh()
    }

    /// The well and, while it is open, the picker's controls, for the focus chain.
    public var allControls: [Control] { [self] + picker.controls }

    public override func activate() {
        guard isEnabled else { return }
        if picker.isOpen {
            picker.close()
        } else {
            picker.setColor(color)
            picker.open(in: layer.rootLayer, near: layer.frameInWindow)
        }
        action?()
    }

    public override func cancelInteraction() {
        picker.close()
    }

    public override func stateDidChange() { refresh() }

    private func refresh() {
        swatch.backgroundColor = color
        layer.opacity = isEnabled ? 1 : 0.5
        layer.transform = .scale(state.contains(.pressed) ? 0.92 : 1)
        gap.borderWidth = showsFocus ? 2 : 0
        gap.borderColor = Theme.tint
    }
}
