import Animation
import Geometry
import Gestures

/// A scrolling list of rows in sections (UITableView, insetGrouped style): header and
/// footer titles, rows from a data source, cells reused as they scroll so only the rows
/// in view exist, a highlight while pressed, selection, swipe-to-delete, an edit mode
/// whose handles reorder rows (the others make way on springs), and animated inserts and
/// deletes, with the section titles sliding along with the rows. Rows may have heights
/// of their own, from the data source. Keyboard: Up and Down move the selection, Return
/// activates the selected row, Delete (or Backspace) deletes it in edit mode.
///
/// Layer names for dumps: the table's own name, its cells "cell" (with "cell.title",
/// "cell.detail"), section titles "<name>.header.<section>" and "<name>.footer.<section>".
public final class TableView: Control {
    public let scrollView: ScrollView
    public weak var dataSource: TableViewDataSource?
    /// A row was selected by a click or the arrow keys (tableView(_:didSelectRowAt:)).
    public var onSelect: ((IndexPath) -> Void)?
    /// Return (or Space) on the selected row, or a click on it. Defaults to nil: the click
    /// only selects.
    public var onActivate: ((IndexPath) -> Void)?
    /// The height of a row whose data source does not give its own
    /// (`tableView(_:heightForRowAt:)`). Defaults to 44 pt, UIKit's.
    public var rowHeight = Theme.tableRowHeight { didSet { reloadData() } }
    /// Whether a selection stays shown after the click (a checklist shows it with a
    /// checkmark instead, and sets this false). With keyboard focus the selection always
    /// shows, since the arrow keys move it. Defaults to true.
    public var showsSelection = true
    public internal(set) var selectedIndexPath: IndexPath?
    /// Whether the rows show their delete and reorder controls (setEditing(_:animated:)).
    public internal(set) var isEditing = false
    /// How many cells the table has made in all: the ones in view plus the few waiting in
    /// the reuse pool.
    public private(set) var cellsMade = 0

    var layout = TableLayout.empty
    /// The cells showing rows now, by row.
    public internal(set) var visibleCells: [IndexPath: TableViewCell] = [:]
    private var pool: [String: [TableViewCell]] = [:]
    private var factories: [String: () -> TableViewCell] = [:]
    /// The section titles in view, by section.
    var headers: [Int: TextLayer] = [:]
    var footers: [Int: TextLayer] = [:]
    private var titlePool: [TextLayer] = []
    let press = RowPress()
    let swipe: PanGestureRecognizer
    let reorderPan: PanGestureRecognizer
    /// The row a swipe has left open on its Delete button.
    var openSwipe: IndexPath?
    /// The row a swipe is sliding, and its offset when the swipe began.
    var swipeRow: (IndexPath, Double)?
    /// Why the row a swipe is sliding cannot be deleted, when it cannot: it only gives a
    /// little and springs back.
    var swipeRefusal: String?
    /// Footers that say, for now, why a row could not be deleted, by section (in the
    /// label colour, in place of the data source's footer until the data changes).
    var footerNotes: [Int: String] = [:]
    var reorder: ReorderDrag?
    /// Cells fading out after a delete, kept until their animation ends.
    var leaving: [TableViewCell] = []
    /// Scrolls under a lifted row held near an edge.
    lazy var autoScrollLink = DisplayLink(layer: scrollView.layer) { [weak self] t in self?.autoScroll(at: t) }
    var autoScrollSpeed = 0.0
    var autoScrollTime: LocalTime?
    /// Whether keyboard focus showed at the last state change, to notice it arriving.
    private var focusShown = false

    public init(name: String) {
        scrollView = ScrollView(name: name)
        swipe = PanGestureRecognizer(name: "\(name).swipe")
        reorderPan = PanGestureRecognizer(name: "\(name).reorder")
        super.init(layer: scrollView.layer)
        scrollView.onScroll = { [weak self] _ in self?.reconcile() }
        scrollView.onBeginDragging = { [weak self] in self?.closeSwipe() }
        press.table = self
        scrollView.contentLayer.attachments.add(press, as: PointerHandler.self)
        setUpSwipe()
        setUpReorder()
    }

    /// Registers how to make cells of a kind (register(_:forCellReuseIdentifier:)).
    public func register(_ identifier: String, make: @escaping () -> TableViewCell) {
        factories[identifier] = make
    }

    /// A cell of a registered kind: one that scrolled out of view if there is one, else a
    /// new one.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell {
        if let cell = pool[identifier]?.popLast() { return cell }
        guard let make = factories[identifier] else { preconditionFailure("no cell registered as \(identifier)") }
        cellsMade += 1
        return make()
    }

    public override func setFrame(_ rect: Rect) {
        scrollView.setFrame(rect)
        relayout()
    }

    /// Asks the data source for everything again (reloadData); the selection stays if its
    /// row still exists.
    public func reloadData() {
        footerNotes.removeAll()
        cancelReorder()
        cancelSwipe()
        for cell in visibleCells.values { recycle(cell) }
        visibleCells.removeAll()
        openSwipe = nil
        relayout()
        if let s = selectedIndexPath, !layout.contains(s) { selectedIndexPath = nil }
    }

    /// The cell showing a row, if it is in view.
    public func cellForRow(at ip: IndexPath) -> TableViewCell? { visibleCells[ip] }

    /// The rows in the data source now, as last laid out.
    public func numberOfRows(inSection section: Int) -> Int {
        layout.sections.indices.contains(section) ? layout.sections[section].rows : 0
    }

    /// The row's frame in content coordinates.
    public func rectForRow(at ip: IndexPath) -> Rect { layout.rowRect(ip) }

    func makeLayout() -> TableLayout {
        guard let ds = dataSource else { return TableLayout(width: scrollView.viewportSize.width, rowHeight: rowHeight, sections: []) }
        let specs = (0..<ds.numberOfSections(in: self)).map { s in
            let rows = ds.tableView(self, numberOfRowsInSection: s)
            return TableLayout.SectionSpec(
                rows: rows,
                header: ds.tableView(self, titleForHeaderInSection: s),
                footer: footerNotes[s] ?? ds.tableView(self, titleForFooterInSection: s),
                heights: (0..<rows).map { ds.tableView(self, heightForRowAt: IndexPath(row: $0, section: s)) })
        }
        return TableLayout(width: scrollView.viewportSize.width, rowHeight: rowHeight, sections: specs)
    }

    /// Lays every row out again from the data source's counts, without animation.
    func relayout() {
        layout = makeLayout()
        scrollView.contentSize = Size(width: scrollView.viewportSize.width, height: layout.contentHeight)
        for (ip, cell) in visibleCells {
            guard layout.contains(ip) else { recycle(cell); visibleCells[ip] = nil; continue }
            place(cell, at: ip)
        }
        relayoutTitles()
        reconcile()
    }

    /// Drops the section titles so the next reconcile places them anew.
    func relayoutTitles() {
        for (s, t) in headers { recycleTitle(t); headers[s] = nil }
        for (s, t) in footers { recycleTitle(t); footers[s] = nil }
    }

    /// Makes the cells and titles in view exist and no others: the ones that scrolled out
    /// go to the reuse pool, the ones that scrolled in come from it.
    func reconcile() {
        let top = scrollView.contentOffset.y, bottom = top + scrollView.viewportSize.height
        let wanted = layout.indexPaths(from: top, to: bottom)
        let wantedSet = Set(wanted)
        for (ip, cell) in visibleCells where !wantedSet.contains(ip) && reorder?.source != ip {
            recycle(cell)
            visibleCells[ip] = nil
        }
        for ip in wanted where visibleCells[ip] == nil {
            guard let cell = dataSource?.tableView(self, cellForRowAt: ip) else { continue }
            visibleCells[ip] = cell
            scrollView.contentLayer.addSublayer(cell.layer)
            place(cell, at: ip)
            // While a row is lifted, one that scrolls into view takes the slot it makes way to.
            if let drag = reorder, ip.section == drag.source.section {
                let slot = slotRect(ip, drag: drag)
                cell.layer.position = Point(x: slot.midX, y: slot.midY)
            }
        }
        reconcileTitles(from: top, to: bottom)
    }

    func place(_ cell: TableViewCell, at ip: IndexPath) {
        cell.indexPath = ip
        cell.setFrame(layout.rowRect(ip), corners: layout.corners(ip))
        cell.setEditing(isEditing && canEdit(ip), animated: false)
        cell.showsFocusedSelection = showsFocus
        cell.setSelected(selectionVisible && ip == selectedIndexPath)
        cell.showsFocusRing = showsFocus && ip == selectedIndexPath
    }

    func recycle(_ cell: TableViewCell) {
        cell.layer.removeFromSuperlayer()
        cell.indexPath = nil
        cell.prepareForReuse()
        pool[cell.reuseIdentifier, default: []].append(cell)
    }

    private func reconcileTitles(from top: Double, to bottom: Double) {
        let sections = Set(layout.sections(from: top, to: bottom))
        for (s, t) in headers where !sections.contains(s) { recycleTitle(t); headers[s] = nil }
        for (s, t) in footers where !sections.contains(s) { recycleTitle(t); footers[s] = nil }
        for s in sections.sorted() {
            let sec = layout.sections[s]
            if let h = sec.header, headers[s] == nil {
                let t = title("\(layer.name).header.\(s)", h.uppercased())
                t.textColor = Theme.secondaryLabel
                t.setFrame(layout.headerRect(s))
                t.alignment = .left
                headers[s] = t
            }
            if let f = sec.footer, footers[s] == nil {
                let t = title("\(layer.name).footer.\(s)", f)
                t.textColor = footerNotes[s] == nil ? Theme.secondaryLabel : Theme.label
                t.setFrame(layout.footerRect(s))
                footers[s] = t
            }
        }
    }

    private func title(_ name: String, _ text: String) -> TextLayer {
        let t = titlePool.popLast() ?? TextLayer(fontSize: Theme.tableHeaderFontSize, textColor: Theme.secondaryLabel)
        t.name = name
        t.string = text
        t.numberOfLines = 2
        t.allowsHitTesting = false
        scrollView.contentLayer.addSublayer(t)
        return t
    }

    private func recycleTitle(_ t: TextLayer) {
        t.removeFromSuperlayer()
        t.removeAllAnimations()
        titlePool.append(t)
    }

    func canEdit(_ ip: IndexPath) -> Bool { dataSource?.tableView(self, canEditRowAt: ip) ?? false }
    func canMove(_ ip: IndexPath) -> Bool { dataSource?.tableView(self, canMoveRowAt: ip) ?? false }

    // MARK: Selection

    /// Selects a row (nil clears), showing it, and scrolls it into view if asked.
    public func selectRow(at ip: IndexPath?, scrollToVisible: Bool = true) {
        if let old = selectedIndexPath {
            visibleCells[old]?.setSelected(false)
            visibleCells[old]?.showsFocusRing = false
        }
        selectedIndexPath = ip.flatMap { layout.contains($0) ? $0 : nil }
        guard let s = selectedIndexPath else { return }
        visibleCells[s]?.setSelected(selectionVisible)
        visibleCells[s]?.showsFocusRing = showsFocus
        if scrollToVisible { scrollView.scrollRectToVisible(layout.rowRect(s), animated: true) }
    }

    /// Scrolls so the row is in view.
    public func scrollToRow(at ip: IndexPath, animated: Bool) {
        guard layout.contains(ip) else { return }
        scrollView.scrollRectToVisible(layout.rowRect(ip), animated: animated)
    }

    /// A click on a row: select it and tell the owner.
    func userSelected(_ ip: IndexPath) {
        selectRow(at: ip, scrollToVisible: false)
        onSelect?(ip)
        onActivate?(ip)
    }

    /// The row before or after `ip` across sections, if any.
    func neighbour(of ip: IndexPath?, step: Int) -> IndexPath? {
        let all = layout.sections.enumerated().filter { $0.element.rows > 0 }
        guard !all.isEmpty else { return nil }
        guard let ip else {
            return step > 0 ? IndexPath(row: 0, section: all.first!.offset) : IndexPath(row: all.last!.element.rows - 1, section: all.last!.offset)
        }
        let row = ip.row + step
        if row >= 0 && row < layout.sections[ip.section].rows { return IndexPath(row: row, section: ip.section) }
        if step > 0, let next = all.first(where: { $0.offset > ip.section }) { return IndexPath(row: 0, section: next.offset) }
        if step < 0, let prev = all.last(where: { $0.offset < ip.section }) { return IndexPath(row: prev.element.rows - 1, section: prev.offset) }
        return nil
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, isFocused, event.isDown else { return false }
        if event.isPress(.down) || event.isPress(.up) {
            if let n = neighbour(of: selectedIndexPath, step: event.key == .down ? 1 : -1) {
                selectRow(at: n)
                onSelect?(n)
            }
            return true
        }
        if event.isPress(.return) || event.isPress(.space), !event.isRepeat, let s = selectedIndexPath {
            onActivate?(s)
            return true
        }
        if (event.isPress(.delete) || event.isPress(.backspace)), isEditing, let s = selectedIndexPath, canEdit(s) {
            dataSource?.tableView(self, commitDeleteAt: s)
            return true
        }
        return false
    }

    /// With keyboard focus the selected row shows in the tint with a focus ring round it,
    /// as a focused list does on a desktop and iOS's focus ring does on a cell, rather than
    /// a ring round the whole table. Focus arriving puts the arrows on a row in view.
    public override func stateDidChange() {
        if showsFocus && !focusShown { startArrowsInView() }
        focusShown = showsFocus
        for (ip, cell) in visibleCells {
            cell.showsFocusedSelection = showsFocus
            cell.setSelected(selectionVisible && ip == selectedIndexPath)
            cell.showsFocusRing = showsFocus && ip == selectedIndexPath
        }
    }

    /// Keyboard focus arrived: the arrow keys start from a row the user can see. The
    /// selected row, if it is wholly in view (a row clicked earlier and scrolled away is
    /// not); else the first row wholly in view. Nothing scrolls and nothing is told.
    private func startArrowsInView() {
        let top = scrollView.contentOffset.y, bottom = top + scrollView.viewportSize.height
        let shown = layout.indexPaths(from: top, to: bottom)
        let whole = shown.filter { let r = layout.rowRect($0); return r.minY >= top - 0.5 && r.maxY <= bottom + 0.5 }
        if let s = selectedIndexPath, whole.contains(s) { return }
        guard let first = whole.first ?? shown.first else { return }
        selectRow(at: first, scrollToVisible: false)
    }

    private var selectionVisible: Bool { showsSelection || showsFocus }

    public override func cancelInteraction() {
        closeSwipe()
    }
}
