import Animation
import Geometry
import Widgets

/// The Layers page of the panel: the tab's tree as an outline (names, indented by depth,
/// the selection marked) beside the selected layer's properties, model and presentation.
final class LayersView {
    static let lineHeight = 17.0
    static let outlineWidth = 220.0
    /// The properties' names: "backgroundColor" fits whole.
    static let propertyNameWidth = 112.0
    /// Lines of the outline and of the properties shown at once, at most.
    static let lines = 18
    /// The fewest lines shown, however short the window.
    static let minimumLines = 4
    /// What shows when no layer is selected.
    static let placeholder = "Pick a layer: Pick, then click the scene, or click a line of the outline."

    let layer = Layer(name: "inspector.layers")
    /// The outline's area: a press on a line selects its layer.
    let outline = Layer(name: "inspector.layers.outline")
    private var outlineLines: [TextLayer] = []
    private let selectionBar = Layer(name: "inspector.layers.selection")
    private let header = TextLayer(name: "inspector.layers.header", fontSize: 11, textColor: Theme.label, bold: true)
    private var propertyLines: [(name: TextLayer, model: TextLayer, presentation: TextLayer)] = []
    /// The layers the outline lists, top to bottom, from `first`.
    private(set) var listed: [Layer] = []
    /// The selected layer's properties as last shown.
    private var inspection: LayerInspection?
    private var width = 0.0
    private var first = 0
    /// Lines shown at once in the height the page was last given.
    var lineCapacity = LayersView.lines

    init() {
        outline.backgroundColor = Theme.groupedBackground
        selectionBar.backgroundColor = Theme.tint.withAlpha(0.18)
        selectionBar.allowsHitTesting = false
        outline.addSublayer(selectionBar)
        layer.addSublayer(outline)
        header.truncationMode = .middle
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

    /// The page's height with `lines` lines.
    static func height(lines: Int) -> Double { Double(lines) * lineHeight + 24 }

    /// The lines shown in a page at most `maxHeight` tall.
    static func lines(fitting maxHeight: Double) -> Int {
        guard maxHeight.isFinite else { return lines }
        return min(lines, max(minimumLines, Int(((maxHeight - 24) / lineHeight).rounded(.down))))
    }

    /// Lays the page out `width` points wide (its own frame is the panel's to set).
    func layout(width: Double) {
        outline.setFrame(Rect(x: 8, y: 4, width: Self.outlineWidth, height: Double(lineCapacity) * Self.lineHeight + 8))
        let x = Self.outlineWidth + 18
        let name = Self.propertyNameWidth
        let column = (width - x - name - 4) / 2
        header.setFrame(Rect(x: x, y: 2, width: width - x - 8, height: Self.lineHeight * (header.numberOfLines == 1 ? 1 : 3)))
        for (i, row) in propertyLines.enumerated() {
            let y = 4 + Double(i + 1) * Self.lineHeight
            row.name.setFrame(Rect(x: x, y: y, width: name, height: Self.lineHeight))
            row.model.setFrame(Rect(x: x + name + 2, y: y, width: column - 4, height: Self.lineHeight))
            row.presentation.setFrame(Rect(x: x + name + 2 + column, y: y, width: column - 4, height: Self.lineHeight))
            for t in [row.name, row.model, row.presentation] { t.isHidden = i >= lineCapacity - 1 }
        }
        self.width = width
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
        let lines = lineCapacity
        if let index, index < first || index >= first + lines { first = max(0, index - lines / 2) }
        first = min(first, max(0, all.count - lines))
        let window = all.dropFirst(first).prefix(lines)
        listed = window.map(\.0)
        for (i, line) in outlineLines.enumerated() {
            guard i < window.count else { line.isHidden = true; continue }
            let (l, depth) = window[window.startIndex + i]
            line.isHidden = false
            line.string = String(repeating: "  ", count: depth) + (l.name.isEmpty ? "(unnamed)" : l.name) + (l.animations.isEmpty ? "" : " ◆")
            line.setFrame(Rect(x: 6, y: 4 + Double(i) * Self.lineHeight, width: Self.outlineWidth - 10, height: Self.lineHeight))
        }
        if let index, index >= first, index < first + lines {
            selectionBar.isHidden = false
            selectionBar.setFrame(Rect(x: 0, y: 4 + Double(index - first) * Self.lineHeight, width: Self.outlineWidth, height: Self.lineHeight))
        } else {
            selectionBar.isHidden = true
        }
        let inspection = selected.map(LayerInspection.init)
        header.string = inspection.map { "\($0.name.isEmpty ? "(unnamed)" : $0.name)   model · presentation" } ?? Self.placeholder
        // The placeholder wraps (no properties show under it); a layer's name is one line.
        let headerLines = inspection == nil ? 3 : 1
        if header.numberOfLines != headerLines {
            header.numberOfLines = headerLines
            layout(width: width)
        }
        self.inspection = inspection
        for (i, row) in propertyLines.enumerated() {
            let r = inspection.flatMap { i < $0.rows.count ? $0.rows[i] : nil }
            row.name.string = r?.name ?? ""
            row.model.string = r?.model ?? ""
            row.presentation.string = r?.presentation ?? ""
            row.presentation.textColor = r.map { $0.model == $0.presentation ? Theme.label : Theme.tint } ?? Theme.label
        }
    }

    /// The whole text of the line under a window point, for the hover tip: a layer of the
    /// outline (its path), a property (its name, model and presentation), or the header.
    func fullText(at p: Point) -> String? {
        guard !layer.isHidden else { return nil }
        let o = outline.frameInWindow
        if o.contains(p) {
            return layer(atOutlineY: p.y - o.minY).map { CapturedAnimation.path(of: $0) }
        }
        let page = layer.frameInWindow
        guard p.x >= page.minX + Self.outlineWidth + 18, p.x < page.maxX else { return nil }
        if header.frameInWindow.contains(p) { return header.string }
        let i = Int(((p.y - page.minY - 4) / Self.lineHeight).rounded(.down)) - 1
        guard i >= 0, i < lineCapacity - 1, let r = inspection.flatMap({ i < $0.rows.count ? $0.rows[i] : nil }) else { return nil }
        return r.model == r.presentation ? "\(r.name): \(r.model)" : "\(r.name): model \(r.model) · presentation \(r.presentation)"
    }

    /// The listed layer at a point in the outline's own coordinates.
    func layer(atOutlineY y: Double) -> Layer? {
        let i = Int(((y - 4) / Self.lineHeight).rounded(.down))
        return listed.indices.contains(i) ? listed[i] : nil
    }
}
