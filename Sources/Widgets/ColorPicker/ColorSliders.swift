import Animation
import Foundation
import Geometry
import Gestures

/// The picker's Sliders mode: red, green, blue (0...255) and opacity (0...100 %), each with
/// its value, and a hex field that takes #RGB, #RRGGBB and #RRGGBBAA. A hex that does not
/// parse marks the field and changes nothing.
final class ColorSliders {
    let layer = Layer(name: "colorpicker.sliders")
    let sliders: [Slider]
    let hexField: TextField
    var onPick: ((Color) -> Void)?
    private let labels: [TextLayer]
    private let values: [TextLayer]
    private let hexLabel = TextLayer(name: "colorpicker.hex.label", string: "Hex", fontSize: 15, textColor: Theme.label)
    private var color = Color.black

    init(pasteboard: Pasteboard?) {
        let names = ["Red", "Green", "Blue", "Opacity"]
        let tints = [Theme.destructive, Theme.switchOn, Theme.tint, Theme.secondaryLabel]
        sliders = names.enumerated().map { i, n in
            let s = Slider(name: "colorpicker.\(n.lowercased())", value: 0, minimum: 0, maximum: i == 3 ? 100 : 255)
            s.minimumTrackTint = tints[i]
            return s
        }
        labels = names.map { TextLayer(name: "colorpicker.\($0.lowercased()).label", string: $0, fontSize: 15, textColor: Theme.label) }
        values = names.map { TextLayer(name: "colorpicker.\($0.lowercased()).value", fontSize: 15, textColor: Theme.secondaryLabel, alignment: .right) }
        hexField = TextField(name: "colorpicker.hex", placeholder: "#RRGGBB", fontSize: 15, pasteboard: pasteboard)
        hexField.maximumLength = 9
        hexField.showsCounter = false
        for l in labels + values { layer.addSublayer(l) }
        for s in sliders { layer.addSublayer(s.layer) }
        layer.addSublayer(hexLabel)
        layer.addSublayer(hexField.layer)
        for (i, s) in sliders.enumerated() {
            s.onValueChanged = { [weak self] v in self?.slid(i, to: v) }
        }
        hexField.onChange = { [weak self] text in self?.typed(text, final: false) }
        hexField.onCommit = { [weak self] text in self?.typed(text, final: true) }
    }

    func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        let rowHeight = rect.height / 5
        for i in 0..<4 {
            let y = Double(i) * rowHeight
            StackLayout(axis: .horizontal, spacing: 8, alignment: .center, items: [
                .layer(labels[i], size: Size(width: 62, height: 20)),
                .control(sliders[i], size: Size(width: 100, height: 30), flexible: true),
                .layer(values[i], size: Size(width: 40, height: 20)),
            ]).layout(in: Rect(x: 0, y: y, width: rect.width, height: rowHeight))
        }
        StackLayout(axis: .horizontal, spacing: 8, alignment: .center, items: [
            .layer(hexLabel, size: Size(width: 62, height: 20)),
            .control(hexField, size: Size(width: 120, height: 32)),
            .spacer(),
        ]).layout(in: Rect(x: 0, y: 4 * rowHeight, width: rect.width, height: rowHeight))
    }

    /// Shows `c` on every slider and, unless the user is typing there, in the hex field.
    func show(_ c: Color) {
        color = c
        let channels = [c.red * 255, c.green * 255, c.blue * 255, c.alpha * 100].map { $0.rounded() }
        for (i, v) in channels.enumerated() {
            sliders[i].setValue(v)
            values[i].string = i == 3 ? "\(Int(v)) %" : "\(Int(v))"
        }
        if !hexField.isFocused {
            hexField.setText(c.hexString)
            hexField.isInvalid = false
        }
    }

    private func slid(_ channel: Int, to v: Double) {
        var c = color
        switch channel {
        case 0: c.red = v.rounded() / 255
        case 1: c.green = v.rounded() / 255
        case 2: c.blue = v.rounded() / 255
        default: c.alpha = v.rounded() / 100
        }
        onPick?(c)
    }

    private func typed(_ text: String, final: Bool) {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard let c = try? Color(hex: t.hasPrefix("#") ? t : "#" + t), [4, 7, 9].contains(t.hasPrefix("#") ? t.count : t.count + 1) else {
            // Mark it only once it could be whole, or on Return: "#1" is not wrong yet.
            hexField.isInvalid = final || t.count >= 7 || t.contains(where: { !$0.isHexDigit && $0 != "#" })
            return
        }
        hexField.isInvalid = false
        onPick?(c)
    }
}
