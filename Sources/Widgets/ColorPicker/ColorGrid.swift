import Animation
import Geometry
import Gestures

/// The picker's Grid mode: a palette of 12 x 10 colours, as UIColorPickerViewController's
/// grid has them: a row of greys from white to black, then each of twelve hues in nine
/// steps from pale to deep. Press or drag over it to choose.
final class ColorGrid: DragToPick {
    static let columns = 12
    static let rows = 10

    let layer = Layer(name: "colorpicker.grid")
    /// The grid's colours, row by row.
    let colors: [Color]
    var onPick: ((Color) -> Void)?
    private var cells: [Layer] = []
    private let marker = Layer(name: "colorpicker.grid.marker")
    var tracking: PointerID?

    init() {
        var palette: [Color] = (0..<Self.columns).map { i in
            let v = 1 - Double(i) / Double(Self.columns - 1)
            return Color(red: v, green: v, blue: v)
        }
        // Hues round the wheel in twelve columns; rows go from pale (low saturation, bright)
        // through pure to deep (full saturation, darker).
        for row in 0..<(Self.rows - 1) {
            let t = Double(row) / Double(Self.rows - 2)
            for col in 0..<Self.columns {
                let hue = Double(col) / Double(Self.columns)
                let saturation = min(1, 0.25 + 1.5 * t), brightness = t < 0.5 ? 1 : 1 - (t - 0.5) * 1.2
                palette.append(HSBColor(hue: hue, saturation: saturation, brightness: brightness).rgb)
            }
        }
        colors = palette
        for (i, c) in colors.enumerated() {
            let cell = Layer(name: "colorpicker.grid.\(i)")
            cell.backgroundColor = c
            cell.allowsHitTesting = false
            cells.append(cell)
            layer.addSublayer(cell)
        }
        marker.borderWidth = 2
        marker.borderColor = .white
        marker.allowsHitTesting = false
        marker.isHidden = true
        layer.addSublayer(marker)
        layer.attachments.add(self, as: PointerHandler.self)
    }

    func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        let w = rect.width / Double(Self.columns), h = rect.height / Double(Self.rows)
        for (i, cell) in cells.enumerated() {
            let x = (Double(i % Self.columns) * w).rounded(), y = (Double(i / Self.columns) * h).rounded()
            let x1 = (Double(i % Self.columns + 1) * w).rounded(), y1 = (Double(i / Self.columns + 1) * h).rounded()
            cell.setFrame(Rect(x: x, y: y, width: x1 - x, height: y1 - y))
        }
    }

    /// Rings the cell holding `color`, if one does.
    func show(_ color: Color) {
        let opaque = color.withAlpha(1)
        guard let i = colors.firstIndex(where: { $0.rgba8 == opaque.rgba8 }) else {
            marker.isHidden = true
            return
        }
        marker.isHidden = false
        marker.setFrame(cells[i].frame)
    }

    func pick(at windowPoint: Point) {
        guard let p = layer.convert(windowPoint, from: nil) else { return }
        let b = layer.bounds
        guard b.width > 0, b.height > 0, p.x.isFinite, p.y.isFinite else { return }
        let col = min(Self.columns - 1, max(0, Int(min(1, max(0, p.x / b.width)) * Double(Self.columns))))
        let row = min(Self.rows - 1, max(0, Int(min(1, max(0, p.y / b.height)) * Double(Self.rows))))
        onPick?(colors[row * Self.columns + col])
    }
}
