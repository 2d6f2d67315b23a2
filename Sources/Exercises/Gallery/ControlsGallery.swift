import Animation
import Foundation
import Geometry
import Widgets

/// Every control on one page, as UIKit's own catalog app has them, to try each one and
/// screenshot it (`motionlab run --gallery`). Each row names a control, shows it, and
/// says its value as it changes.
///
/// Layer names for dumps: "gallery", rows "gallery.<control>" with the control itself
/// named "<control>" and its readout "gallery.<control>.value".
public final class ControlsGallery: Exercise {
    public let layer: Layer
    private let services: ExerciseServices
    private let title = TextLayer(name: "gallery.title", string: "Controls", fontSize: 28, textColor: Theme.label, bold: true)
    private var rows: [GalleryRow] = []

    private let styleButtons = [
        Button(name: "button.filled", title: "Filled"),
        Button(name: "button.tinted", title: "Tinted", style: .tinted),
        Button(name: "button.gray", title: "Gray", style: .gray),
        Button(name: "button.plain", title: "Plain", style: .plain),
    ]
    private let symbolButtons = [
        Button(name: "button.add", title: "Add", glyph: .plus),
        Button(name: "button.next", title: "Next", style: .tinted, glyph: .chevronRight),
        Button(name: "button.disabled", title: "Disabled", style: .gray, glyph: .xmark),
    ]
    private let stepper = Stepper(name: "stepper", value: 3, minimum: 0, maximum: 10)
    private let toggle = Switch(name: "switch", isOn: true)
    private let segmented = SegmentedControl(name: "segmented", titles: ["Grid", "Spectrum", "Sliders"])
    private let slider = Slider(name: "slider", value: 0.4)
    private let textField: TextField
    private let glyphs: [ShapeLayer]
    private let ring = ShapeLayer(name: "gallery.ring")
    private let gradients: [GradientLayer] = [
        GradientLayer(name: "gradient.axial", kind: .axial, colors: [Theme.tint, Color(r8: 0xAF, g8: 0x52, b8: 0xDE), Theme.destructive]),
        GradientLayer(name: "gradient.radial", kind: .radial, colors: [.white, Theme.tint]),
        GradientLayer(name: "gradient.conic", kind: .conic,
                      colors: [0, 60, 120, 180, 240, 300, 360].map { HSBColor(hue: Double($0) / 360, saturation: 1, brightness: 1).rgb }),
    ]

    public init(services: ExerciseServices) {
        self.services = services
        layer = services.layer
        layer.backgroundColor = Theme.groupedBackground
        textField = TextField(name: "textfield", placeholder: "Ask the 8-Ball a question", pasteboard: services.pasteboard)
        textField.maximumLength = 80
        glyphs = Glyph.allCases.map { $0.makeLayer(name: "glyph.\($0.rawValue)", size: 22, color: Theme.label) }
        layer.addSublayer(title)
        symbolButtons[2].isEnabled = false
        let buttons = Layer(name: "gallery.buttons")
        for b in styleButtons { buttons.addSublayer(b.layer) }
        let symbolRow = Layer(name: "gallery.symbol-buttons")
        for b in symbolButtons { symbolRow.addSublayer(b.layer) }
        let symbols = Layer(name: "gallery.glyphs")
        for g in glyphs { symbols.addSublayer(g) }
        // A progress ring starts at the top and runs clockwise, as iOS's do.
        var arc = Path()
        arc.addArc(center: Point(x: 13, y: 13), radius: 13, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        ring.path = arc
        ring.fillColor = nil
        ring.strokeColor = Theme.tint
        ring.lineWidth = 4
        ring.lineCap = .round
        ring.strokeEnd = slider.value
        symbols.addSublayer(ring)

        let swatches = Layer(name: "gallery.gradients")
        gradients[0].startPoint = Point(x: 0, y: 0.5)
        gradients[0].endPoint = Point(x: 1, y: 0.5)
        gradients[1].startPoint = Point(x: 0.5, y: 0.5)
        gradients[1].endPoint = Point(x: 1, y: 1)
        gradients[2].startPoint = Point(x: 0.5, y: 0.5)
        gradients[2].endPoint = Point(x: 0.5, y: 0)
        for g in gradients {
            g.cornerRadius = 6
            swatches.addSublayer(g)
        }
        rows = [
            GalleryRow(id: "buttons", caption: "Buttons", content: buttons),
            GalleryRow(id: "symbol-buttons", caption: "With symbols", content: symbolRow),
            GalleryRow(id: "stepper", caption: "Stepper", content: stepper.layer),
            GalleryRow(id: "switch", caption: "Switch", content: toggle.layer),
            GalleryRow(id: "segmented", caption: "Segmented control", content: segmented.layer),
            GalleryRow(id: "slider", caption: "Slider", content: slider.layer),
            GalleryRow(id: "textfield", caption: "Text field", content: textField.layer),
            GalleryRow(id: "glyphs", caption: "Symbols", content: symbols),
            GalleryRow(id: "gradients", caption: "Gradients", content: swatches),
        ]
        for r in rows { layer.addSublayer(r.layer) }

        for b in styleButtons + symbolButtons {
            let row = styleButtons.contains { $0 === b } ? "buttons" : "symbol-buttons"
            b.action = { [weak self] in self?.say(row, "\(b.title) pressed") }
        }
        stepper.onValueChanged = { [weak self] v in self?.say("stepper", Self.format(v)) }
        toggle.onValueChanged = { [weak self] on in self?.say("switch", on ? "On" : "Off") }
        segmented.onValueChanged = { [weak self] i in
            guard let self else { return }
            self.say("segmented", self.segmented.titles[i])
        }
        slider.onValueChanged = { [weak self] v in
            guard let self else { return }
            self.say("slider", String(format: "%.2f", v))
            self.ring.strokeEnd = v
        }
        say("buttons", "")
        say("symbol-buttons", "")
        say("stepper", Self.format(stepper.value))
        say("switch", toggle.isOn ? "On" : "Off")
        say("segmented", segmented.titles[segmented.selectedIndex])
        say("slider", String(format: "%.2f", slider.value))
        say("glyphs", "the ring follows the slider")
        say("gradients", "axial, radial, conic")
        textField.onChange = { [weak self] t in self?.say("textfield", "\(t.count) characters") }
        textField.onCommit = { [weak self] t in self?.say("textfield", "Return: \(t)") }
    }

    private static func format(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
    }

    private func row(_ id: String) -> GalleryRow { rows.first { $0.id == id }! }

    private func say(_ id: String, _ text: String) {
        row(id).value.string = text
    }

    public var focusableControls: [Control] {
        styleButtons + symbolButtons + [stepper, toggle, segmented, slider, textField]
    }

    public func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        let width = min(640, size.width - 32)
        let left = (size.width - width) / 2
        title.setFrame(Rect(x: left, y: 16, width: width, height: 40))
        var y = 72.0
        let rowHeight = min(72, max(44, (size.height - y - 16) / Double(rows.count)))
        for r in rows {
            r.layer.setFrame(Rect(x: left, y: y, width: width, height: rowHeight - 8))
            y += rowHeight
        }
        let controlX = GalleryRow.captionWidth
        func centred(_ s: Size, in row: GalleryRow) -> Rect {
            Rect(x: controlX, y: (row.layer.bounds.height - s.height) / 2, width: s.width, height: s.height)
        }
        for (i, b) in styleButtons.enumerated() { b.setFrame(Rect(x: Double(i) * 88, y: 0, width: 80, height: 36)) }
        for (i, b) in symbolButtons.enumerated() { b.setFrame(Rect(x: Double(i) * 118, y: 0, width: 110, height: 36)) }
        row("buttons").content.setFrame(centred(Size(width: 344, height: 36), in: row("buttons")))
        row("symbol-buttons").content.setFrame(centred(Size(width: 346, height: 36), in: row("symbol-buttons")))
        stepper.setFrame(centred(Stepper.naturalSize, in: row("stepper")))
        toggle.setFrame(centred(Theme.switchSize, in: row("switch")))
        segmented.setFrame(centred(Size(width: 270, height: Theme.segmentedHeight), in: row("segmented")))
        slider.setFrame(centred(Size(width: max(120, width - controlX - 150), height: 34), in: row("slider")))
        textField.setFrame(centred(Size(width: max(120, width - controlX - 150), height: 36), in: row("textfield")))
        for (i, g) in glyphs.enumerated() {
            g.position = Point(x: 11 + Double(i) * 30, y: 15)
        }
        ring.bounds = Rect(x: 0, y: 0, width: 26, height: 26)
        ring.position = Point(x: 13 + Double(glyphs.count) * 30, y: 15)
        row("glyphs").content.setFrame(centred(Size(width: Double(glyphs.count + 1) * 30, height: 30), in: row("glyphs")))
        for (i, g) in gradients.enumerated() { g.setFrame(Rect(x: Double(i) * 92, y: 0, width: i == 0 ? 84 : 36, height: 30)) }
        gradients[1].setFrame(Rect(x: 92, y: 0, width: 60, height: 30))
        gradients[2].setFrame(Rect(x: 160, y: 0, width: 30, height: 30))
        gradients[2].cornerRadius = 0
        row("gradients").content.setFrame(centred(Size(width: 190, height: 30), in: row("gradients")))
        for r in rows { r.layoutValue() }
    }
}
