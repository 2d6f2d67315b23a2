import Animation
import Geometry
import Gestures
import Widgets

/// The animation inspector over the window (Ctrl+Shift+I, as in a browser): a floating
/// panel drawn in the studio's own tree, so Ctrl+P and Ctrl+T do not freeze it and its own
/// animations never reach its timeline. It connects the timeline model (what the tab's
/// animations are, seeking) to the panel (what the user sees and asks for).
///
/// While open it takes the pointers that press on it (they never reach the scene) and,
/// while it has focus, the keys it knows: Left and Right step a frame (1/60 s), with Shift
/// 100 ms; Home and End go to the group's start and end; Space plays or pauses; Esc gives
/// focus back. Opening gives it focus; a press in the scene gives focus back.
public final class Inspector {
    /// One frame, as the window draws them: what Left and Right step.
    public static let frameStep = 1.0 / 60
    /// What Shift+Left and Shift+Right step.
    public static let longStep = 0.1

    let panel = InspectorPanel()
    /// The root of the panel: "inspector".
    public var layer: Layer { panel.layer }
    public private(set) var isOpen = false
    /// Whether keys go to the inspector.
    public internal(set) var hasFocus = false {
        didSet { if !hasFocus { keyboard.clearFocus() } }
    }
    /// Tab and Shift+Tab move through the panel's controls while it has focus; Space and
    /// Return then press the one focused, as anywhere in the window: the panel scope of
    /// the window's focus chain.
    var keyboard: FocusScope { focusChain.panel }
    /// The window's focus chain.
    let focusChain: FocusChain
    /// The model of the tab's animations, while open.
    public private(set) var timeline: AnimationTimeline?
    /// Why seeking is off (a capture records), or nil when it is on.
    public var seekingBlockedReason: String?
    /// The studio tree's dispatcher, which the panel shares with the studio's other tools.
    let dispatcher: PointerDispatcher
    /// The studio's tree the panel is drawn in.
    unowned let overlay: Layer
    /// The tab drawn exploded in 3D, while `isExploded`.
    let exploded = ExplodedView()
    public internal(set) var isExploded = false
    /// A press on the 3D view (its sequence is the exploded view's in the dispatcher): a
    /// drag from it orbits; without moving, it selects.
    var orbit: (start: Point, yaw: Double, pitch: Double, moved: Bool)?
    /// The panel's top-left corner, once moved; nil keeps it at the top right.
    private var origin: Point?
    private var windowSize = Size(width: 0, height: 0)
    /// Points at the window's foot the panel leaves free (the tab bar).
    private var bottomInset = 0.0
    /// Windows narrower than this dock the panel at the bottom, the window's width wide:
    /// floating, it would cover all but a strip of the scene.
    public static let dockingWidth = 900.0
    /// The share of the height above the tab bar a docked panel takes at most.
    static let dockedShare = 0.6
    /// Whether the panel is docked at the window's bottom (the window is narrow).
    public var isDocked: Bool { windowSize.width < Self.dockingWidth }
    /// The window the panel was last laid out in.
    var panelWindowSize: Size { windowSize }
    private var drag: (pointer: Point, origin: Point)?
    private let titleDrag = PointerDrag()
    private let rulerDrag = PointerDrag()
    var rows: [TimelineRowModel] = []
    /// The content whose tab is inspected, while open.
    weak var content: StudioContent?
    /// The layer of what showed when the timeline opened: a tab switch starts it afresh.
    private weak var shown: Layer?
    /// The first row shown, when a group has more rows than the panel shows at once.
    var rowOffset = 0
    /// Pick mode: hovering the scene outlines the layer under the pointer, and a click
    /// selects it without reaching the exercise.
    public internal(set) var isPicking = false
    /// The layer the Layers page shows, picked or chosen in the outline.
    public internal(set) var selectedLayer: Layer?
    /// The layer under the pointer: a pick's hover, or a hovered timeline row's layer.
    var hovered: Layer?
    let outline = PickOutline()
    /// The whole text of what the pointer is over on the panel.
    let tip = HoverTip()
    private let outlineDrag = PointerDrag()

    /// Builds the panel, hidden, on top of `overlay`, whose pointers `dispatcher` routes;
    /// its keys are the panel scope of the window's `focusChain`.
    public init(overlay: Layer, dispatcher: PointerDispatcher, focusChain: FocusChain) {
        precondition(dispatcher.rootLayer === overlay, "the inspector's pointers are routed in the tree it is drawn in")
        self.dispatcher = dispatcher
        self.focusChain = focusChain
        self.overlay = overlay
        overlay.addSublayer(panel.layer)
        outline.install(in: overlay, at: overlay.sublayers.count - 1)
        overlay.addSublayer(tip.layer)
        outlineDrag.attach(to: panel.layers.outline)
        outlineDrag.onDown = { [weak self] p in self?.chooseInOutline(at: p) }
        panel.page.onValueChanged = { [weak self] _ in
            guard let self else { return }
            layout(in: windowSize)
            refresh()
        }
        panel.pick.action = { [weak self] in self?.setPicking(!(self?.isPicking ?? true)) }
        panel.threeD.action = { [weak self] in self.map { $0.setExploded(!$0.isExploded) } }
        titleDrag.attach(to: panel.titleBar)
        titleDrag.onDown = { [weak self] p in self.map { $0.drag = (p, $0.panel.layer.frame.origin) } }
        titleDrag.onMove = { [weak self] p in self?.moveTitle(to: p) }
        titleDrag.onUp = { [weak self] _ in self?.drag = nil }
        rulerDrag.attach(to: panel.ruler)
        rulerDrag.onDown = { [weak self] p in self?.seek(atX: p.x) }
        rulerDrag.onMove = { [weak self] p in self?.seek(atX: p.x) }
        panel.collapse.action = { [weak self] in
            guard let self else { return }
            panel.setCollapsed(!panel.isCollapsed)
            layout(in: windowSize)
        }
        panel.replay.action = { [weak self] in self?.ifSeeking { $0.replay() } }
        panel.playPause.action = { [weak self] in self?.togglePlay() }
        panel.rate.onValueChanged = { [weak self] i in self?.ifSeeking { $0.setRate(AnimationTimeline.rates[i]) } }
        panel.clear.action = { [weak self] in self?.timeline?.clear(); self?.refresh() }
        panel.previous.action = { [weak self] in self?.selectGroup(by: -1) }
        panel.next.action = { [weak self] in self?.selectGroup(by: 1) }
    }

    // MARK: Opening

    /// Opens on what `content` shows, with focus, the most recent group selected.
    public func open(_ content: StudioContent) {
        let t = AnimationTimeline(host: content.host, tab: content.contentLayer, accepts: content.isInTab)
        t.companions = [content.liftedLayer]
        t.start()
        timeline = t
        self.content = content
        shown = content.shownLayer
        isOpen = true
        hasFocus = true
        panel.layer.isHidden = false
        refresh()
    }

    /// Closes: the tab a seek holds plays on at normal rate, and focus goes back.
    public func close(at time: MediaTime) {
        setExploded(false)
        timeline?.stop()
        timeline = nil
        isOpen = false
        hasFocus = false
        dispatcher.cancel(claimedBy: [self, outline, exploded], hoverInside: panel.layer, at: time)
        isPicking = false
        panel.showPicking(false)
        selectedLayer = nil
        hovered = nil
        outline.show(nil)
        tip.show(nil, near: .zero, in: windowSize)
        panel.layer.isHidden = true
    }

    /// After each frame of the scene: follows content the studio rebuilt, notes stepped
    /// motion, and redraws the rows and the playhead.
    public func frameDidUpdate(_ content: StudioContent, at time: MediaTime) {
        guard isOpen, let t = timeline else { return }
        // Rebuilt content, or another tab: the timeline starts afresh on what shows now,
        // and a seek held on the tab left plays on (as DevTools follows the page).
        if t.host !== content.host || content.shownLayer !== shown {
            let focused = hasFocus
            t.stop()
            open(content)
            hasFocus = focused && t.host === content.host
        }
        timeline?.frameDidUpdate(stepping: content.stepsEveryFrame)
        refresh()
    }

    // MARK: Actions

    /// Scrolls a group's rows by `delta` rows, within what there is to show.
    func scrollRows(by delta: Int) {
        let last = max(0, rows.count - panel.rowCapacity)
        let offset = min(max(0, rowOffset + delta), last)
        guard offset != rowOffset else { return }
        rowOffset = offset
        refresh()
    }

    /// Runs a seek, unless seeking is off (then the status line says why).
    func ifSeeking(_ action: (AnimationTimeline) -> Void) {
        guard let t = timeline, seekingBlockedReason == nil else { refresh(); return }
        action(t)
        refresh()
    }

    func togglePlay() {
        ifSeeking { t in
            if t.isHolding { t.play() } else { t.pause() }
        }
    }

    private func seek(atX x: Double) {
        let local = x - panel.layer.frameInWindow.minX
        ifSeeking { $0.seek(to: panel.scale.time(atX: local)) }
    }

    private func selectGroup(by delta: Int) {
        rowOffset = 0
        guard let t = timeline, !t.groups.isEmpty else { return }
        let i = t.selected.flatMap { s in t.groups.firstIndex { $0 === s } } ?? t.groups.count - 1
        t.selected = t.groups[min(max(0, i + delta), t.groups.count - 1)]
        refresh()
    }

    private func moveTitle(to p: Point) {
        guard let d = drag, !isDocked else { return }
        origin = Point(x: d.origin.x + p.x - d.pointer.x, y: d.origin.y + p.y - d.pointer.y)
        layout(in: windowSize)
    }

    // MARK: Drawing

    /// Keeps the panel in a window of `size` whose foot `bottomInset` points tall (a tab
    /// bar) it leaves free. In a narrow window (`dockingWidth`) it is docked at the bottom,
    /// the window's width wide and at most `dockedShare` of the height, so the scene shows
    /// above it. Else it floats: at the top right until moved, never out of reach (its
    /// title bar stays inside) and never over the foot.
    public func layout(in size: Size, bottomInset: Double) {
        self.bottomInset = bottomInset
        layout(in: size)
    }

    /// Lays the panel out again in a window of `size`, with the foot as last given.
    public func layout(in size: Size) {
        windowSize = size
        let above = max(InspectorPanel.titleHeight, size.height - bottomInset)
        if isDocked {
            let maxHeight = above * Self.dockedShare
            let h = panel.height(rows: rows.count, maxHeight: maxHeight)
            panel.layout(origin: Point(x: 0, y: above - h), width: size.width, maxHeight: maxHeight, rows: rows.count)
            return
        }
        let maxHeight = above - 24
        let h = panel.height(rows: rows.count, maxHeight: maxHeight)
        let o = origin ?? Point(x: size.width - InspectorPanel.width - 12, y: 12)
        let clamped = Point(x: min(max(o.x, 40 - InspectorPanel.width), size.width - 40),
                            y: min(max(o.y, 0), max(0, above - h)))
        panel.layout(origin: clamped, maxHeight: maxHeight, rows: rows.count)
    }

    /// Redraws from the model: the rows, the status line, the buttons and the playhead.
    func refresh() {
        guard isOpen, let t = timeline else { return }
        let newRows = t.selected.map { TimelineRowModel.rows(of: $0, stepped: t.stepped, modelChanges: t.modelChanges) } ?? []
        if newRows.count != rows.count || panel.layer.bounds.width == 0 {
            rows = newRows
            layout(in: windowSize)
        }
        rows = newRows
        rowOffset = min(rowOffset, max(0, rows.count - panel.rowCapacity))
        let group = t.selected
        let selectedLayer = selectedLayer
        panel.show(rows: Array(rows.dropFirst(rowOffset)), duration: group?.duration ?? 1, status: statusLine(t),
                   footer: Self.footer(rows.count, from: rowOffset, shown: panel.rowCapacity),
                   highlighted: { selectedLayer != nil && $0.target === selectedLayer })
        refreshLayers()
        refreshExploded()
        panel.showPlayhead(t.playhead, rows: rows.count)
        panel.playPause.title = t.isHolding ? "Play" : "Pause"
        let blocked = seekingBlockedReason != nil
        for c in [panel.replay, panel.playPause] as [Control] { c.isEnabled = !blocked && group != nil }
        panel.rate.isEnabled = !blocked
        if let i = AnimationTimeline.rates.firstIndex(of: t.rate), i != panel.rate.selectedIndex { panel.rate.select(i, animated: false) }
        panel.showFocus(hasFocus)
    }

    private func statusLine(_ t: AnimationTimeline) -> String {
        if let reason = seekingBlockedReason { return reason }
        guard let g = t.selected, let i = t.groups.firstIndex(where: { $0 === g }) else {
            return "No animations yet: they are captured as they start."
        }
        let ms = { (s: Double) in "\(Int((s * 1000).rounded())) ms" }
        let head = t.playhead.map { " · playhead \(ms($0))" } ?? ""
        return "Group \(i + 1) of \(t.groups.count) · \(g.animations.count) animation\(g.animations.count == 1 ? "" : "s") · \(ms(g.duration))\(head)"
            + (t.isHolding ? " · held (Play resumes)" : "")
    }

    /// What the footer says: what a seek does not show, the keys, and rows past the last.
    static func footer(_ rows: Int, from first: Int = 0, shown: Int = InspectorPanel.maximumRows) -> String {
        let more = rows > shown ? "Rows \(first + 1)–\(min(rows, first + shown)) of \(rows) (wheel or ↑/↓ to scroll). " : ""
        return more + "A seek pauses the tab (QA1673) and shows its animations only: model changes between frames "
            + "(a countdown's text) stay as they are. ←/→ a frame · Shift 100 ms · Home/End · Space"
    }
}
