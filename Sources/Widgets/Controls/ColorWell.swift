import Animation
import Geometry
import Gestures

/// A colour swatch that opens a colour picker (UIColorWell): the colour in a disc, ringed
/// with the hue wheel. A click (or Space / Return with focus) opens the picker as a
/// popover beside it; changes in the picker show here at once and reach `onColorChanged`.
/// Its natural size is 32 x 32 points. With keyboard focus a `FocusRing` circles it, clear
/// of the hue ring, as it does every other control.
public final class ColorWell: Control {
    public static let naturalSize = Size(width: 32, height: 32)

    public private(set) var color: Color
    public var onColorChanged: ((Color) -> Void)?
    public let picker: ColorPicker

    /// The hue ring: arcs stroked in turn round the wheel (a conic gradient would need a
    /// rounded mask to become a ring).
    private let ring: [ShapeLayer]
    private static let ringSegments = 36
    private let gap = Layer(name: "")
    private let swatch = Layer(name: "")
    private let focusRing: FocusRing

    public init(name: String, color: Color, swatches: SwatchStore, pasteboard: Pasteboard?) {
        self.color = color
        picker = ColorPicker(color: color, store: swatches, pasteboard: pasteboard)
        let layer = Layer(name: name)
        ring = (0..<Self.ringSegments).map { i in
            let arc = ShapeLayer(name: "\(name).ring.\(i)")
            arc.fillColor = nil
            arc.strokeColor = HSBColor(hue: Double(i) / Double(Self.ringSegments), saturation: 0.9, brightness: 1).rgb
            return arc
        }
        focusRing = FocusRing(name: name)
        gap.name = "\(name).gap"
        swatch.name = "\(name).swatch"
        gap.backgroundColor = .white
        for l in ring + [gap, swatch] {
            l.allowsHitTesting = false
            layer.addSublayer(l)
        }
        layer.addSublayer(focusRing.layer)
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
        let width = 3.0, radius = side / 2 - width / 2, step = 2 * Double.pi / Double(Self.ringSegments)
        for (i, arc) in ring.enumerated() {
            var p = Path()
            // A hair past each segment's end, so neighbours meet without a seam.
            let start = -Double.pi / 2 + Double(i) * step
            p.addArc(center: Point(x: side / 2, y: side / 2), radius: radius, startAngle: start, endAngle: start + step * 1.08, clockwise: true)
            arc.path = p
            arc.lineWidth = width
            arc.setFrame(r)
        }
        gap.setFrame(r.insetBy(dx: 3, dy: 3))
        gap.cornerRadius = side / 2 - 3
        swatch.setFrame(r.insetBy(dx: 5, dy: 5))
        swatch.cornerRadius = side / 2 - 5
        ringBounds = r
        refresh()
        picker.reposition(near: layer.frameInWindow)
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

    /// The square the hue ring fills, in the well's bounds.
    private var ringBounds = Rect.zero

    private func refresh() {
        swatch.backgroundColor = color
        layer.opacity = isEnabled ? 1 : 0.5
        layer.transform = .scale(state.contains(.pressed) ? 0.92 : 1)
        focusRing.update(shows: showsFocus, around: ringBounds, cornerRadius: ringBounds.width / 2)
    }
}
