import Animation
import Geometry

extension TableView {
    /// Removes rows the data source has already removed (deleteRows(at:with:)): each
    /// fades where it is while the rows below slide up on springs into the gap.
    public func deleteRows(at indexPaths: [IndexPath], animated: Bool = true) {
        let gone = Dictionary(grouping: indexPaths, by: \.section).mapValues { $0.map(\.row).sorted() }
        applyUpdate(animated: animated, inserted: []) { old in
            guard let rows = gone[old.section] else { return old }
            if rows.contains(old.row) { return nil }
            return IndexPath(row: old.row - rows.filter { $0 < old.row }.count, section: old.section)
        } oldIndex: { new in
            guard let rows = gone[new.section] else { return new }
            var r = new.row
            for d in rows where d <= r { r += 1 }
            return IndexPath(row: r, section: new.section)
        }
    }

    /// Shows rows the data source has already added (insertRows(at:with:)): the rows
    /// below slide down on springs and the new ones fade in.
    public func insertRows(at indexPaths: [IndexPath], animated: Bool = true) {
        let added = Dictionary(grouping: indexPaths, by: \.section).mapValues { $0.map(\.row).sorted() }
        applyUpdate(animated: animated, inserted: Set(indexPaths)) { old in
            guard let rows = added[old.section] else { return old }
            var r = old.row
            for a in rows where a <= r { r += 1 }
            return IndexPath(row: r, section: old.section)
        } oldIndex: { new in
            guard let rows = added[new.section] else { return new }
            if rows.contains(new.row) { return nil }
            return IndexPath(row: new.row - rows.filter { $0 < new.row }.count, section: new.section)
        }
    }

    /// Moves every row in view to its new index and lays the table out again from the
    /// data source. `newIndex` maps an old row to its new one (nil: deleted); `oldIndex`
    /// the other way (nil: inserted), so a row that scrolls into view slides in from where
    /// it was.
    private func applyUpdate(animated: Bool, inserted: Set<IndexPath>,
                             newIndex: (IndexPath) -> IndexPath?, oldIndex: (IndexPath) -> IndexPath?) {
        // A row lifted for reordering goes back first: its drop would refer to old rows.
        cancelReorder()
        // A note on why a row could not go is out of date once the rows change.
        footerNotes.removeAll()
        let old = layout
        var moved: [IndexPath: TableViewCell] = [:]
        for (ip, cell) in visibleCells {
            if let n = newIndex(ip) { moved[n] = cell } else { leave(cell, animated: animated) }
        }
        selectedIndexPath = selectedIndexPath.flatMap(newIndex)
        openSwipe = openSwipe.flatMap(newIndex)
        if let (ip, start) = swipeRow {
            if let n = newIndex(ip) { swipeRow = (n, start) } else { cancelSwipe(); swipeRow = nil }
        }
        visibleCells = moved
        // Setting the content size reconciles (it scrolls), so note the rows that exist first.
        let before = Set(moved.keys)
        let shownHeaders = headers.mapValues(\.presentation.position), shownFooters = footers.mapValues(\.presentation.position)
        layout = makeLayout()
        scrollView.contentSize = Size(width: scrollView.viewportSize.width, height: layout.contentHeight)
        for (ip, cell) in visibleCells {
            if animated { cell.layer.springChange(.position, key: "update") { place(cell, at: ip) } } else { place(cell, at: ip) }
        }
        relayoutTitles()
        reconcile()
        guard animated else { return }
        slide(headers, from: shownHeaders) { old.sections.indices.contains($0) && old.sections[$0].header != nil ? old.headerRect($0) : nil }
        slide(footers, from: shownFooters) { old.sections.indices.contains($0) && old.sections[$0].footer != nil ? old.footerRect($0) : nil }
        for (ip, cell) in visibleCells where !before.contains(ip) {
            if inserted.contains(ip) {
                cell.layer.add(BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: 0.25), forKey: "update")
            } else if let o = oldIndex(ip), old.contains(o) {
                let from = old.rowRect(o), to = layout.rowRect(ip)
                cell.layer.add(SpringAnimation(.position, spring: Theme.controlSpring, from: .point(from.center), to: .point(to.center)), forKey: "update")
            }
        }
    }

    /// Section titles move with their rows: each springs from where it showed (or, one
    /// that comes into view, from where the old layout had it) to its new place.
    private func slide(_ titles: [Int: TextLayer], from shown: [Int: Point], oldRect: (Int) -> Rect?) {
        for (s, t) in titles {
            guard let from = shown[s] ?? oldRect(s)?.center, from != t.position else { continue }
            t.add(SpringAnimation(.position, spring: Theme.controlSpring, from: .point(from), to: .point(t.position)), forKey: "update")
        }
    }

    /// A deleted row's cell fades where it is, under the rows sliding over it, and goes
    /// back to the pool when it has.
    private func leave(_ cell: TableViewCell, animated: Bool) {
        guard animated, cell.layer.host != nil else { recycle(cell); return }
        leaving.append(cell)
        cell.layer.zPosition = -1
        cell.layer.opacity = 0
        let fade = BasicAnimation(.opacity, from: .scalar(1), to: .scalar(0), duration: 0.25)
        fade.onStop = { [weak self, weak cell] _ in
            guard let self, let cell, let i = self.leaving.firstIndex(where: { $0 === cell }) else { return }
            self.leaving.remove(at: i)
            self.recycle(cell)
        }
        cell.layer.add(fade, forKey: "leave")
    }
}
