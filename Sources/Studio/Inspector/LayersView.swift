import Animation
import Geometry
import Widgets

/// The Layers page of the panel: the tab's tree as an outline (names, indented by depth,
/// the selection marked) beside the selected layer's properties, model and presentation.
final class LayersView {
    static let lineHeight = 17.0
    static let outlineWidth = 220.0
    /// Lines of the outline and of the properties shown at once.
    static let lines = 18

    let layer = Layer(name: "inspector.layers")
    /// The outline's area: a press on a line selects its layer.
    let outline = Layer(name: "inspector.layers.outline")
    private var outlineLines: [TextLayer] = []
    private let selectionBar = Layer(name: "inspector.layers.selection")
    private let header = TextLayer(name: "inspector.layers.header", fontSize: 11, textColor: Theme.label, bold: true)
    private var propertyLines: [(name: TextLayer, model: TextLayer, presentation: TextLayer)] = []
    /// The layers the outline lists, top to bottom, from `first`.
    private(set) var listed: [Layer] = []
    private var first = 0

    init() {
        outline.backgroundColor = Theme.groupedBackground
        selectionBar.backgroundColor = Theme.tint.withAlpha(0.18)
        selectionBar.allowsHitTesting = false
        outline.addSublayer(selectionBar)
        layer.addSublayer(outline)
        layer.addSublayer(header)
        for i in 0..<Self.lines {
            let t = TextLayer(name: "inspector.layers.line.\(i)", fontSize: 11, textColor: Theme.label)
            t.truncationMode = .end
            outline.addSublayer(t)
            outlineLines.append(t)
            let row = (TextLayer(name: "inspector.layers.property.\(i)", fontSize: 11, textColor: Theme.secondaryLabel),
                       TextLayer(name: "inspector.layers.model.\(i)", fontSize: 11, textColor: Theme.label),
                       TextLayer(name: "inspector.layers.presentation.\(i)", fontSize: 11, textColor: Theme.label))
            for t in [row.0, row.1, row.2] {
                t.truncationMode = .end
                layer.addSublayer(t)
            }
            propertyLines.append(row)
        }
    }

    static var height: Double { Double(lines) * lineHeight + 24 }

    /// Lays the page out `width` points wide (its own frame is the panel's to set).
    func layout(width: Double) {
        outline.setFrame(Rect(x: 8, y: 4, width: Self.outlineWidth, height: Double(Self.lines) * Self.lineHeight + 8))
        let x = Self.outlineWidth + 18
        let column = (width - x - 96) / 2
        header.setFrame(Rect(x: x, y: 2, width: width - x - 8, height: Self.lineHeight))
        for (i, row) in propertyLines.enumerated() {
            let y = 4 + Double(i + 1) * Self.lineHeight
            row.name.setFrame(Rect(x: x, y: y, width: 92, height: Self.lineHeight))
            row.model.setFrame(Rect(x: x + 94, y: y, width: column - 4, height: Self.lineHeight))
            row.presentation.setFrame(Rect(x: x + 94 + column, y: y, width: column - 4, height: Self.lineHeight))
        }
    }

    /// Lists the tree under `roots` with `selected` marked (scrolled into view), and the
    /// selected layer's properties.
    func show(roots: [Layer], selected: Layer?) {
        var all: [(Layer, Int)] = []
        func walk(_ l: Layer, _ depth: Int) {
            all.append((l, depth))
            for s in l.sublayers { walk(s, depth + 1) }
        }
        for r in roots { walk(r, 0) }
        let index = selected.flatMap { s in all.firstIndex { $0.0 === s } }
        if let index, index < first || index >= first + Self.lines { first = max(0, index - Self.lines / 2) }
        first = min(first, max(0, all.count - Self.lines))
        let window = all.dropFirst(first).prefix(Self.lines)
        listed = window.map(\.0)
        for (i, line) in outlineLines.enumerated() {
            guard i < window.count else { line.isHidden = true; continue }
            let (l, depth) = window[window.startIndex + i]
            line.isHidden = false
            line.string = String(repeating: "  ", count: depth) + (l.name.isEmpty ? "(unnamed)" : l.name) + (l.animations.isEmpty ? "" : " ◆")
            line.setFrame(Rect(x: 6, y: 4 + Double(i) * Self.lineHeight, width: Self.outlineWidth - 10, height: Self.lineHeight))
        }
        if let index, index >= first, index < first + Self.lines {
            selectionBar.isHidden = false
            selectionBar.setFrame(Rect(x: 0, y: 4 + Double(index - first) * Self.lineHeight, width: Self.outlineWidth, height: Self.lineHeight))
        } else {
            selectionBar.isHidden = true
        }
        let inspection = selected.map(LayerInspection.init)
        header.string = inspection.map { "\($0.name.isEmpty ? "(unnamed)" : $0.name)   model · presentation" }
            ?? "Pick a layer (Pick, then click the scene) or click one in the outline"
        for (i, row) in propertyLines.enumerated() {
            let r = inspection.flatMap { i < $0.rows.count ? $0.rows[i] : nil }
            row.name.string = r?.name ?? ""
            row.model.string = r?.model ?? ""
            row.presentation.string = r?.presentation ?? ""
            row.presentation.textColor = r.map { $0.model == $0.presentation ? Theme.label : Theme.tint } ?? Theme.label
        }
    }

    /// The listed layer at a point in the outline's own coordinates.
    func layer(atOutlineY y: Double) -> Layer? {
        let i = Int(((y - 4) / Self.lineHeight).rounded(.down))
        return listed.indices.contains(i) ? listed[i] : nil
    }
}
