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
    /// The page: the title over the rows, which share the height left (up to a limit).
    private var page = StackLayout(axis: .vertical)

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
    private let colorWell: ColorWell
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
        colorWell = ColorWell(name: "colorwell", color: Theme.tint,
                              swatches: SwatchFile(folders: services.folders, now: services.now, warn: services.warn),
                              pasteboard: services.pasteboard)
        glyphs = Glyph.allCases.map { $0.makeLayer(name: "glyph.\($0.rawValue)", size: 22, color: Theme.label) }
        layer.addSublayer(title)
        symbolButtons[2].isEnabled = false
        // A progress ring starts at the top and runs clockwise, as iOS's do.
        var arc = Path()
        arc.addArc(center: Point(x: 13, y: 13), radius: 13, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        ring.path = arc
        ring.fillColor = nil
        ring.strokeColor = Theme.tint
        ring.lineWidth = 4
        ring.lineCap = .round
        ring.strokeEnd = slider.value
        gradients[0].startPoint = Point(x: 0, y: 0.5)
        gradients[0].endPoint = Point(x: 1, y: 0.5)
        gradients[1].startPoint = Point(x: 0.5, y: 0.5)
        gradients[1].endPoint = Point(x: 1, y: 1)
        gradients[2].startPoint = Point(x: 0.5, y: 0.5)
        gradients[2].endPoint = Point(x: 0.5, y: 0)

        typealias Item = StackLayout.Item
        let wide = Size(width: 280, height: 36)
        rows = [
            GalleryRow(id: "buttons", caption: "Buttons", layers: styleButtons.map(\.layer),
                       items: styleButtons.map { Item.control($0, size: Size(width: 80, height: 36)) }),
            GalleryRow(id: "symbol-buttons", caption: "With symbols", layers: symbolButtons.map(\.layer),
                       items: symbolButtons.map { Item.control($0, size: Size(width: 110, height: 36)) }),
            GalleryRow(id: "stepper", caption: "Stepper", layers: [stepper.layer], items: [.control(stepper, size: Stepper.naturalSize)]),
            GalleryRow(id: "switch", caption: "Switch", layers: [toggle.layer], items: [.control(toggle, size: Theme.switchSize)]),
            GalleryRow(id: "segmented", caption: "Segmented control", layers: [segmented.layer],
                       items: [.control(segmented, size: Size(width: 270, height: Theme.segmentedHeight))]),
            GalleryRow(id: "slider", caption: "Slider", layers: [slider.layer],
                       items: [.control(slider, size: Size(width: wide.width, height: 34), flexible: true)]),
            GalleryRow(id: "textfield", caption: "Text field", layers: [textField.layer],
                       items: [.control(textField, size: wide, flexible: true)]),
            GalleryRow(id: "colorwell", caption: "Colour well", layers: [colorWell.layer],
                       items: [.control(colorWell, size: ColorWell.naturalSize)]),
            GalleryRow(id: "glyphs", caption: "Symbols", layers: glyphs + [ring],
                       items: glyphs.map { g in Item(size: Size(width: 22, height: 22)) { g.position = Point(x: $0.midX.rounded(), y: $0.midY.rounded()) } }
                           + [.layer(ring, size: Size(width: 26, height: 26))]),
            GalleryRow(id: "gradients", caption: "Gradients", layers: gradients,
                       items: [.layer(gradients[0], size: Size(width: 84, height: 30)), .layer(gradients[1], size: Size(width: 60, height: 30)),
                               .layer(gradients[2], size: Size(width: 30, height: 30))]),
        ]
        for r in rows { layer.addSublayer(r.layer) }
        page = StackLayout(axis: .vertical, spacing: 8, alignment: .fill, distribution: .fill,
                           items: [.layer(title, size: Size(width: 0, height: 40))]
                               + rows.map { r in Item(size: Size(width: 0, height: GalleryRow.height), flexible: true) { r.layout(in: $0) } })

        for b in styleButtons + symbolButtons {
            let row = styleButtons.contains { $0 === b } ? "buttons" : "symbol-buttons"
            b.action = { [weak self, weak b] in self?.say(row, "\(b?.title ?? "") pressed") }
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
        say("colorwell", colorWell.color.hexString)
        colorWell.onColorChanged = { [weak self] c in self?.say("colorwell", c.hexString) }
        textField.onChange = { [weak self] t in self?.say("textfield", Plural.count(t.count, "character")) }
        textField.onCommit = { [weak self] t in self?.say("textfield", "Return: \(t)") }
        textField.onLimit = { [weak self] message in self?.say("textfield", message) }
    }

    private static func format(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
    }

    private func row(_ id: String) -> GalleryRow { rows.first { $0.id == id }! }

    private func say(_ id: String, _ text: String) {
        row(id).value.string = text
    }

    public var focusableControls: [Control] {
        styleButtons + symbolButtons + [stepper, toggle, segmented, slider, textField] + colorWell.allControls
    }

    /// The page's column in a window `size` wide: 640 pt up to an 800-pt window, then
    /// growing with the window, to 880 pt, so the readouts on the right have room for
    /// what they say ("Filled pressed") in a wide window.
    static func columnWidth(for size: Size) -> Double {
        min(size.width - 32, min(880, 640 + max(0, size.width - 800)))
    }

    public func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        let width = Self.columnWidth(for: size)
        let rowsHeight = Double(rows.count) * (GalleryRow.maximumHeight + page.spacing)
        let height = min(size.height - 24, 40 + page.spacing + rowsHeight)
        page.layout(in: Rect(x: ((size.width - width) / 2).rounded(), y: 12, width: width, height: height))
    }
}
