import Animation
import Geometry
import Gestures

/// The picker's Spectrum mode: hue across, from pale at the top through pure in the middle
/// to dark at the bottom, drawn with gradient layers. Press or drag to choose; a ring
/// marks the colour.
final class ColorSpectrum: DragToPick {
    let layer = Layer(name: "colorpicker.spectrum")
    var onPick: ((Color) -> Void)?
    private let hues = GradientLayer(name: "colorpicker.spectrum.hues", kind: .axial)
    private let light = GradientLayer(name: "colorpicker.spectrum.light", kind: .axial, colors: [.white, Color.white.withAlpha(0)])
    private let dark = GradientLayer(name: "colorpicker.spectrum.dark", kind: .axial, colors: [Color.black.withAlpha(0), .black])
    private let marker = Layer(name: "colorpicker.spectrum.marker")
    var tracking: PointerID?

    init() {
        hues.colors = (0...6).map { HSBColor(hue: Double($0) / 6, saturation: 1, brightness: 1).rgb }
        hues.startPoint = Point(x: 0, y: 0.5)
        hues.endPoint = Point(x: 1, y: 0.5)
        for l in [hues, light, dark, marker] {
            l.allowsHitTesting = false
            layer.addSublayer(l)
        }
        marker.borderWidth = 3
        marker.borderColor = .white
        marker.shadowOpacity = 0.3
        marker.shadowRadius = 2
        marker.shadowOffset = .zero
        layer.attachments.add(self, as: PointerHandler.self)
    }

    func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        let b = Rect(origin: .zero, size: rect.size)
        hues.setFrame(b)
        light.setFrame(Rect(x: 0, y: 0, width: b.width, height: b.height / 2))
        dark.setFrame(Rect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2))
        marker.bounds = Rect(x: 0, y: 0, width: 18, height: 18)
        marker.cornerRadius = 9
    }

    /// The colour at unit point (u, v) of the field: hue u; above the middle, paler towards
    /// white; below, darker towards black.
    static func color(atUnit u: Double, _ v: Double) -> Color {
        let hue = min(max(u, 0), 0.9999), y = min(max(v, 0), 1)
        if y < 0.5 {
            return HSBColor(hue: hue, saturation: y / 0.5, brightness: 1).rgb
        }
        return HSBColor(hue: hue, saturation: 1, brightness: 1 - (y - 0.5) / 0.5).rgb
    }

    /// Where a colour sits on the field, as a unit point.
    static func unitPoint(of color: Color) -> Point {
        let hsb = HSBColor(color)
        // Darker than full brightness: the lower half, however grey; else the upper half.
        let v = hsb.brightness < 1 ? 0.5 + (1 - hsb.brightness) * 0.5 : hsb.saturation * 0.5
        return Point(x: hsb.hue, y: v)
    }

    func show(_ color: Color) {
        let u = Self.unitPoint(of: color), b = layer.bounds
        marker.position = Point(x: u.x * b.width, y: u.y * b.height)
        marker.backgroundColor = color.withAlpha(1)
    }

    func pick(at windowPoint: Point) {
        guard let p = layer.convert(windowPoint, from: nil) else { return }
        let b = layer.bounds
        guard b.width > 0, b.height > 0 else { return }
        onPick?(Self.color(atUnit: p.x / b.width, p.y / b.height))
    }
}
