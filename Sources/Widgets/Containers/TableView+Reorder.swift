import Animation
import Geometry
import Gestures

/// A row lifted by its reorder handle: where it came from, the slot it would drop into
/// now, and where on the row the pointer holds it.
struct ReorderDrag {
    let source: IndexPath
    var target: IndexPath
    let grab: Double
}

extension TableView {
    func setUpReorder() {
        reorderPan.delegate = self
        // A press on a handle starts the drag at once, so the scroll view never gets it.
        reorderPan.beginsAtTouch = { [weak self] in self?.reorderGrab() != nil }
        reorderPan.action = { [weak self] _ in self?.reordered() }
        scrollView.contentLayer.addGestureRecognizer(reorderPan)
    }

    /// The movable row whose handle is under the reorder pan's start, in edit mode.
    func reorderGrab() -> (IndexPath, Double)? {
        // A row open on its Delete button has the button where its handle was.
        guard isEditing, let (ip, start) = rowUnderStart(of: reorderPan), canMove(ip), openSwipe != ip, let cell = visibleCells[ip],
              let q = cell.layer.convert(start, from: scrollView.contentLayer), cell.isOnReorderHandle(q) else { return nil }
        return (ip, start.y - layout.rowRect(ip).minY)
    }

    /// Edit mode on or off (setEditing(_:animated:)): rows show a red minus and a reorder
    /// handle, sliding their content aside.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        closeSwipe()
        isEditing = editing
        for (ip, cell) in visibleCells { cell.setEditing(editing && canEdit(ip), animated: animated) }
    }

    /// The lifted row goes where the pointer holds it, within its section, and the rows it
    /// has passed make way; near the top or bottom edge the table scrolls under it, faster
    /// the nearer the edge, as UIKit's does.
    private func followDrag() {
        guard var drag = reorder, let cell = visibleCells[drag.source],
              let p = reorderPan.location(in: scrollView.contentLayer) else { return }
        let sec = layout.sections[drag.source.section], h = layout.rowRect(drag.source).height
        let top = min(max(p.y - drag.grab, sec.rowsTop), sec.rowsBottom - h)
        cell.layer.removeAnimation(forKey: "reorder")
        cell.layer.position = Point(x: cell.layer.position.x, y: top + h / 2)
        updateAutoScroll()
        // It would drop in the slot of the row its middle is over.
        let target = IndexPath(row: layout.row(at: top + h / 2, inSection: sec), section: drag.source.section)
        guard target != drag.target else { return }
        drag.target = target
        reorder = drag
        for (ip, other) in visibleCells where ip.section == drag.source.section && ip != drag.source {
            let slot = slotRect(ip, drag: drag)
            other.layer.springChange(.position, key: "reorder") { other.layer.position = Point(x: slot.midX, y: slot.midY) }
        }
    }

    /// Scrolls while the pointer holds a lifted row within a row's height of the top or
    /// bottom edge: up to 600 pt/s at the very edge.
    private func updateAutoScroll() {
        guard let v = reorderPan.location(in: scrollView.layer) else { return }
        let edge = reorder.map { layout.rowRect($0.source).height } ?? layout.rowHeight, height = scrollView.viewportSize.height
        if v.y < edge { autoScrollSpeed = -Theme.tableAutoScrollSpeed * min(1, (edge - v.y) / edge) }
        else if v.y > height - edge { autoScrollSpeed = Theme.tableAutoScrollSpeed * min(1, (v.y - (height - edge)) / edge) }
        else { autoScrollSpeed = 0 }
        if autoScrollSpeed == 0 { autoScrollLink.stop(); return }
        if autoScrollLink.isPaused {
            autoScrollTime = scrollView.layer.currentLocalTime
            autoScrollLink.start()
        }
    }

    func autoScroll(at t: LocalTime) {
        let last = autoScrollTime ?? t
        autoScrollTime = t
        guard reorder != nil, autoScrollSpeed != 0 else { autoScrollLink.stop(); return }
        // Only as far as the lifted row's own section goes: its first or last row in view.
        guard let drag = reorder else { return }
        let sec = layout.sections[drag.source.section], margin = layout.rowRect(drag.source).height / 2
        let range = scrollView.offsetRange.y, h = scrollView.viewportSize.height
        let lowest = max(range.lowerBound, min(scrollView.contentOffset.y, sec.rowsTop - margin))
        let highest = min(range.upperBound, max(scrollView.contentOffset.y, sec.rowsBottom + margin - h))
        let y = min(max(scrollView.contentOffset.y + autoScrollSpeed * (t - last), lowest), highest)
        guard y != scrollView.contentOffset.y else { return }
        scrollView.setContentOffset(Point(x: scrollView.contentOffset.x, y: y), animated: false)
        followDrag()
    }

    /// Puts a lifted row down where it came from, moving nothing (the data changed under
    /// it): the rows that made way go back, and the drag ends.
    func cancelReorder() {
        guard let drag = reorder else { return }
        reorder = nil
        autoScrollLink.stop()
        if let cell = visibleCells[drag.source] { unlift(cell) }
        for (ip, c) in visibleCells { c.layer.springChange(.position, key: "reorder") { place(c, at: ip) } }
        reorderPan.cancel()
    }

    private func unlift(_ cell: TableViewCell) {
        cell.layer.shadowOpacity = 0
        cell.layer.masksToBounds = true
        cell.layer.zPosition = 0
    }

    /// Where a row of the lifted row's section shows while the lifted row would drop into
    /// the drag's target: the rows it has passed close up by its height.
    func slotRect(_ ip: IndexPath, drag: ReorderDrag) -> Rect {
        let r = layout.rowRect(ip), s = drag.source.row, t = drag.target.row
        let h = layout.rowRect(drag.source).height
        if s < t && ip.row > s && ip.row <= t { return r.offsetBy(Vector(dx: 0, dy: -h)) }
        if t < s && ip.row >= t && ip.row < s { return r.offsetBy(Vector(dx: 0, dy: h)) }
        return r
    }

    /// The row a slot shows while a lifted row would drop into `target`.
    func displayRow(_ row: Int, drag: ReorderDrag) -> Int {
        let s = drag.source.row, t = drag.target.row
        if s < t && row > s && row <= t { return row - 1 }
        if t < s && row >= t && row < s { return row + 1 }
        return row
    }

    /// The lifted row follows the pointer within its section, with a shadow; the rows it
    /// passes make way on springs; dropped, it springs into its slot and the data source
    /// moves the row.
    private func reordered() {
        switch reorderPan.state {
        case .began:
            guard let (ip, grab) = reorderGrab(), let cell = visibleCells[ip] else { return }
            closeSwipe()
            reorder = ReorderDrag(source: ip, target: ip, grab: grab)
            // Lifted, it is a card of its own, rounded all round.
            cell.setFrame(layout.rowRect(ip), corners: .all)
            cell.layer.zPosition = 10
            cell.layer.masksToBounds = false
            cell.layer.shadowColor = .black
            cell.layer.shadowOffset = Vector(dx: 0, dy: 4)
            cell.layer.shadowRadius = 10
            cell.layer.shadowOpacity = Theme.tableReorderShadowOpacity
        case .changed:
            followDrag()
        case .ended, .cancelled:
            autoScrollLink.stop()
            guard var drag = reorder else { return }
            reorder = nil
            guard let cell = visibleCells[drag.source] else { return }
            if reorderPan.state == .cancelled { drag.target = drag.source }
            unlift(cell)
            if drag.target != drag.source {
                dataSource?.tableView(self, moveRowAt: drag.source, to: drag.target)
                // Rows of their own heights take them along: the slots change.
                layout = makeLayout()
            }
            var moved: [IndexPath: TableViewCell] = [:]
            for (ip, c) in visibleCells {
                let row = ip == drag.source ? drag.target.row : (ip.section == drag.source.section ? displayRow(ip.row, drag: drag) : ip.row)
                moved[IndexPath(row: row, section: ip.section)] = c
            }
            if let s = selectedIndexPath, s.section == drag.source.section {
                selectedIndexPath = IndexPath(row: s == drag.source ? drag.target.row : displayRow(s.row, drag: drag), section: s.section)
            }
            visibleCells = moved
            for (ip, c) in visibleCells {
                c.layer.springChange(.position, key: "reorder") { place(c, at: ip) }
            }
            reconcile()
        case .possible, .failed:
            break
        }
    }
}
