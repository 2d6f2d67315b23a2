import Animation
import Geometry
import Widgets

/// The inspector's floating panel (DevTools' AnimationTimeline view), built from the
/// Widgets kit: a title bar that moves it and a button that collapses it; Replay, Play or
/// Pause, the rate (100, 25, 10 %) and Clear; the selected group with buttons to the
/// previous and next; a ruler in milliseconds with the playhead; and a row per animation.
/// It only draws what it is handed and reports what the user asks for; `Inspector`
/// connects it to the model. Root layer: "inspector".
final class InspectorPanel {
    /// The floating panel's width; docked, it takes the window's.
    static let width = 620.0
    static let titleHeight = 28.0
    static let toolbarHeight = 40.0
    static let statusHeight = 20.0
    static let rulerHeight = 22.0
    static let footerHeight = 30.0
    /// The names' column: "snowman-image · bounds.size.height" fits whole.
    static let nameWidth = 230.0
    /// Rows shown at once at most; more are counted in the footer.
    static let maximumRows = 12
    /// What the panel's parts take besides its rows.
    static let chromeHeight = titleHeight + toolbarHeight + statusHeight + rulerHeight + footerHeight + 8

    let layer = Layer(name: "inspector")
    let titleBar = Layer(name: "inspector.title-bar")
    private let title = TextLayer(name: "inspector.title", string: "Inspector", fontSize: 13, textColor: Theme.label, bold: true)
    let collapse = Button(name: "inspector.collapse", title: "", style: .plain, glyph: .chevronUp)
    /// The two pages: the animations' timeline and the layers.
    let page = SegmentedControl(name: "inspector.page", titles: ["Animations", "Layers"])
    /// Pick mode: the next click in the scene selects the layer under it.
    let pick = Button(name: "inspector.pick", title: "Pick", style: .gray)
    /// The 3D exploded view of the tab, on or off.
    let threeD = Button(name: "inspector.3d", title: "3D", style: .gray)
    let layers = LayersView()
    /// The controls in keyboard order, as Tab visits them.
    var keyboardControls: [Control] { [page, pick, threeD, collapse, replay, playPause, rate, clear, previous, next] }
    let replay = Button(name: "inspector.replay", title: "Replay", style: .gray)
    let playPause = Button(name: "inspector.play", title: "Pause", style: .gray)
    let rate = SegmentedControl(name: "inspector.rate", titles: ["100 %", "25 %", "10 %"])
    let clear = Button(name: "inspector.clear", title: "Clear", style: .gray)
    let previous = Button(name: "inspector.previous", title: "", style: .plain, glyph: .chevronLeft)
    let next = Button(name: "inspector.next", title: "", style: .plain, glyph: .chevronRight)
    private let body = Layer(name: "inspector.body")
    private let status = TextLayer(name: "inspector.status", fontSize: 11, textColor: Theme.secondaryLabel)
    let ruler = Layer(name: "inspector.ruler")
    private var tickLayers: [(line: Layer, label: TextLayer)] = []
    private let rowsArea = Layer(name: "inspector.rows")
    private var rowViews: [TimelineRowView] = []
    let playhead = Layer(name: "inspector.playhead")
    private let footer = TextLayer(name: "inspector.footer", fontSize: 10, textColor: Theme.secondaryLabel)
    /// The panel's width as last laid out.
    private(set) var width = InspectorPanel.width
    /// Rows shown at once in the height the panel was last given (at least one).
    private(set) var rowCapacity = InspectorPanel.maximumRows
    /// Whether only the title bar shows.
    private(set) var isCollapsed = false
    /// Whether the Layers page shows (else the timeline).
    var showsLayers: Bool { page.selectedIndex == 1 }
    /// The ruler's mapping from the group's time to x, in the panel's points.
    private(set) var scale = TimelineScale(x0: nameWidth, width: width - nameWidth - 12, duration: 1)

    init() {
        // Opaque: the scene never shows through behind the text.
        layer.backgroundColor = .white
        layer.cornerRadius = 10
        layer.borderWidth = 1
        layer.borderColor = Theme.separator
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 12
        layer.shadowOffset = Vector(dx: 0, dy: 4)
        layer.isHidden = true
        titleBar.backgroundColor = Theme.barBackground
        titleBar.cornerRadius = 10
        title.allowsHitTesting = false
        titleBar.addSublayer(title)
        titleBar.addSublayer(collapse.layer)
        titleBar.addSublayer(page.layer)
        titleBar.addSublayer(pick.layer)
        titleBar.addSublayer(threeD.layer)
        layer.addSublayer(titleBar)
        layer.addSublayer(layers.layer)
        for c in [replay, playPause, clear, previous, next] { body.addSublayer(c.layer) }
        body.addSublayer(rate.layer)
        for l in [status, footer] as [Layer] { body.addSublayer(l) }
        footer.numberOfLines = 2
        ruler.backgroundColor = Theme.groupedBackground
        body.addSublayer(ruler)
        body.addSublayer(rowsArea)
        rowsArea.allowsHitTesting = false
        playhead.backgroundColor = Theme.destructive
        playhead.allowsHitTesting = false
        body.addSublayer(playhead)
        layer.addSublayer(body)
    }

    /// Collapses the panel to its title bar, or opens it again.
    func setCollapsed(_ collapsed: Bool) {
        isCollapsed = collapsed
        collapse.glyph = collapsed ? .chevronDown : .chevronUp
        showPage()
    }

    /// Shows the page the segmented control chose, unless collapsed.
    func showPage() {
        body.isHidden = isCollapsed || showsLayers
        layers.layer.isHidden = isCollapsed || !showsLayers
    }

    /// Marks the 3D view on its button.
    func showExploded(_ on: Bool) {
        threeD.title = on ? "3D ✓" : "3D"
    }

    /// Marks pick mode on the Pick button.
    func showPicking(_ picking: Bool) {
        pick.title = picking ? "Picking…" : "Pick"
    }

    /// The panel's height for `rows` rows.
    static func height(rows: Int) -> Double {
        chromeHeight + Double(max(rows, 1)) * TimelineRowView.height
    }

    /// The height the panel takes for `rows` rows, `width` wide, in at most `maxHeight`
    /// points: the rows and the outline's lines shown are cut to fit.
    func height(rows: Int, maxHeight: Double) -> Double {
        if isCollapsed { return Self.titleHeight }
        if showsLayers { return Self.titleHeight + LayersView.height(lines: LayersView.lines(fitting: maxHeight - Self.titleHeight)) }
        return Self.height(rows: min(rows, Self.rows(fitting: maxHeight)))
    }

    /// The rows shown at once in a panel at most `maxHeight` tall: one at least.
    static func rows(fitting maxHeight: Double) -> Int {
        guard maxHeight.isFinite else { return maximumRows }
        return min(maximumRows, max(1, Int(((maxHeight - chromeHeight) / TimelineRowView.height).rounded(.down))))
    }

    /// Places the panel with its top-left corner at `origin`, `width` wide and at most
    /// `maxHeight` tall, for a group of `rows` rows.
    func layout(origin: Point, width: Double = InspectorPanel.width, maxHeight: Double = .infinity, rows: Int) {
        self.width = width
        rowCapacity = Self.rows(fitting: maxHeight)
        layers.lineCapacity = LayersView.lines(fitting: maxHeight - Self.titleHeight)
        let h = height(rows: rows, maxHeight: maxHeight)
        layer.setFrame(Rect(x: origin.x, y: origin.y, width: width, height: h))
        titleBar.setFrame(Rect(x: 0, y: 0, width: width, height: Self.titleHeight))
        title.setFrame(Rect(x: 12, y: 0, width: 80, height: Self.titleHeight))
        page.setFrame(Rect(x: 96, y: 2, width: 210, height: Self.titleHeight - 4))
        pick.setFrame(Rect(x: 314, y: 2, width: 96, height: Self.titleHeight - 4))
        threeD.setFrame(Rect(x: 416, y: 2, width: 70, height: Self.titleHeight - 4))
        layers.layer.setFrame(Rect(x: 0, y: Self.titleHeight, width: width, height: LayersView.height(lines: layers.lineCapacity)))
        layers.layout(width: width)
        showPage()
        collapse.setFrame(Rect(x: width - 34, y: 2, width: 30, height: Self.titleHeight - 4))
        body.setFrame(Rect(x: 0, y: Self.titleHeight, width: width, height: h - Self.titleHeight))
        var x = 10.0
        for (button, w) in [(replay, 78.0), (playPause, 70.0)] {
            button.setFrame(Rect(x: x, y: 6, width: w, height: 28))
            x += w + 6
        }
        rate.setFrame(Rect(x: x, y: 6, width: 170, height: 28))
        x += 176
        clear.setFrame(Rect(x: x, y: 6, width: 60, height: 28))
        previous.setFrame(Rect(x: width - 72, y: 6, width: 30, height: 28))
        next.setFrame(Rect(x: width - 38, y: 6, width: 30, height: 28))
        status.setFrame(Rect(x: 12, y: Self.toolbarHeight, width: width - 24, height: Self.statusHeight))
        ruler.setFrame(Rect(x: 0, y: rulerY, width: width, height: Self.rulerHeight))
        let shown = min(max(rows, 1), rowCapacity)
        rowsArea.setFrame(Rect(x: 0, y: rowsY, width: width, height: Double(shown) * TimelineRowView.height))
        footer.setFrame(Rect(x: 12, y: rowsY + Double(shown) * TimelineRowView.height + 2, width: width - 24, height: Self.footerHeight))
    }

    private var rulerY: Double { Self.toolbarHeight + Self.statusHeight }
    private var rowsY: Double { rulerY + Self.rulerHeight }

    /// Draws the rows of the selected group on a ruler `duration` seconds long, the status
    /// line and the footer.
    func show(rows: [TimelineRowModel], duration: Double, status text: String, footer note: String, highlighted: (TimelineRowModel) -> Bool) {
        scale = TimelineScale(x0: Self.nameWidth, width: width - Self.nameWidth - 16, duration: duration)
        status.string = text
        footer.string = note
        showTicks()
        let visible = Array(rows.prefix(rowCapacity))
        while rowViews.count < visible.count {
            let v = TimelineRowView(index: rowViews.count)
            rowsArea.addSublayer(v.layer)
            rowViews.append(v)
        }
        for (i, v) in rowViews.enumerated() {
            v.layer.isHidden = i >= visible.count
            guard i < visible.count else { continue }
            v.show(visible[i], frame: Rect(x: 0, y: Double(i) * TimelineRowView.height, width: width, height: TimelineRowView.height),
                   nameWidth: Self.nameWidth, scale: scale, highlighted: highlighted(visible[i]))
        }
    }

    private func showTicks() {
        let ticks = scale.ticks
        while tickLayers.count < ticks.count {
            let line = Layer(name: "inspector.ruler.tick")
            line.backgroundColor = Theme.separator
            line.allowsHitTesting = false
            let label = TextLayer(name: "inspector.ruler.label", fontSize: 9, textColor: Theme.secondaryLabel)
            ruler.addSublayer(line)
            ruler.addSublayer(label)
            tickLayers.append((line, label))
        }
        for (i, t) in tickLayers.enumerated() {
            t.line.isHidden = i >= ticks.count
            t.label.isHidden = i >= ticks.count
            guard i < ticks.count else { continue }
            let x = scale.x(ticks[i])
            t.line.setFrame(Rect(x: x, y: 12, width: 1, height: Self.rulerHeight - 12))
            t.label.string = TimelineScale.label(ticks[i]) + (i == ticks.count - 1 ? " ms" : "")
            t.label.setFrame(Rect(x: x + 2, y: 1, width: 60, height: 12))
        }
    }

    /// Puts the playhead at `t` seconds into the group, or hides it.
    func showPlayhead(_ t: Double?, rows: Int) {
        guard let t else { playhead.isHidden = true; return }
        playhead.isHidden = false
        let shown = Double(min(max(rows, 1), rowCapacity))
        playhead.setFrame(Rect(x: scale.x(t) - 1, y: rulerY, width: 2, height: Self.rulerHeight + shown * TimelineRowView.height))
    }

    /// The index of the timeline row under a window point, if any.
    func rowIndex(at p: Point) -> Int? {
        guard !body.isHidden, !rowsArea.isHidden else { return nil }
        let f = rowsArea.frameInWindow
        guard f.contains(p) else { return nil }
        return Int(((p.y - f.minY) / TimelineRowView.height).rounded(.down))
    }

    /// The whole text of the row, outline line or property under a window point, for the
    /// hover tip; nil over anything else.
    func fullText(at p: Point) -> String? {
        guard !isCollapsed else { return nil }
        if showsLayers { return layers.fullText(at: p) }
        guard let i = rowIndex(at: p), rowViews.indices.contains(i), !rowViews[i].layer.isHidden,
              let row = rowViews[i].model else { return nil }
        return TimelineRowView.fullText(of: row)
    }

    /// Marks the panel as holding keyboard focus (the title bar tinted) or not.
    func showFocus(_ focused: Bool) {
        // The tint mixed into the bar, not laid over it: the backing stays opaque.
        titleBar.backgroundColor = focused ? Theme.barBackground.interpolated(to: Theme.tint, fraction: 0.16) : Theme.barBackground
    }
}
