import Animation
import Dynamics
import Geometry
import Gestures

extension TableView: GestureRecognizerDelegate {
    func setUpSwipe() {
        swipe.axis = .horizontal
        swipe.delegate = self
        swipe.action = { [weak self] _ in self?.swiped() }
        scrollView.contentLayer.addGestureRecognizer(swipe)
    }

    /// The row under the point where a pan started, in content coordinates.
    func rowUnderStart(of pan: PanGestureRecognizer) -> (IndexPath, Point)? {
        guard let now = pan.location(in: scrollView.contentLayer) else { return nil }
        let t = pan.translation(in: scrollView.contentLayer)
        let start = Point(x: now.x - t.dx, y: now.y - t.dy)
        return layout.indexPath(at: start).map { ($0, start) }
    }

    public func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool {
        if r === swipe {
            guard !isEditing, reorder == nil, let (ip, _) = rowUnderStart(of: swipe) else { return false }
            // A closed row only opens leftwards; a drag to the right is the navigation
            // stack's edge swipe, or nothing.
            guard openSwipe == ip || swipe.translation(in: nil).dx < 0 else { return false }
            return visibleCells[ip] != nil && (canEdit(ip) || whyCannotDelete(ip) != nil)
        }
        if r === reorderPan { return reorderGrab() != nil }
        return true
    }

    /// A row follows a horizontal drag left over its Delete button (UIKit's trailing swipe
    /// action). Released more than half-way over the button, or flicked left, it stays
    /// open there; dragged past 60 % of its width it deletes at once; otherwise it closes.
    private func swiped() {
        switch swipe.state {
        case .began:
            guard let (ip, _) = rowUnderStart(of: swipe), let cell = visibleCells[ip] else { return }
            if openSwipe != ip { closeSwipe() }
            swipeRow = (ip, cell.swipeOffset)
            swipeRefusal = canEdit(ip) ? nil : whyCannotDelete(ip)
            cell.swipeRevealsDelete = swipeRefusal == nil
        case .changed:
            guard let (ip, start) = swipeRow, let cell = visibleCells[ip] else { return }
            let w = cell.layer.bounds.width
            let x = start + swipe.translation(in: scrollView.contentLayer).dx
            // Right of rest the row barely gives, as a rubber band; left it follows the finger,
            // unless it cannot be deleted: then it gives as little that way too.
            let resisted = (x < 0 ? -1 : 1) * RubberBand.offset(overshoot: abs(x), dimension: w) * 0.3
            cell.setSwipeOffset(x > 0 || swipeRefusal != nil ? resisted : max(x, -w), animated: false)
        case .ended, .cancelled:
            let refusal = swipeRefusal
            swipeRefusal = nil
            guard let (ip, _) = swipeRow, let cell = visibleCells[ip] else { swipeRow = nil; return }
            swipeRow = nil
            if let refusal {
                // It cannot go: it bounces back, and the footer says why.
                cell.setSwipeOffset(0, animated: true)
                cell.swipeRevealsDelete = true
                if swipe.state == .ended { showFooterNote(refusal, in: ip.section) }
                return
            }
            let x = cell.swipeOffset, v = swipe.state == .ended ? swipe.velocity(in: scrollView.contentLayer).dx : 0
            let w = cell.layer.bounds.width
            if swipe.state == .ended && x < -w * Theme.tableFullSwipeFraction {
                openSwipe = nil
                cell.setSwipeOffset(-w, animated: true)
                dataSource?.tableView(self, commitDeleteAt: ip)
            } else if swipe.state == .ended && (v < -300 || (x < -Theme.tableDeleteWidth / 2 && v < 300)) {
                cell.setSwipeOffset(-Theme.tableDeleteWidth, animated: true)
                openSwipe = ip
            } else {
                cell.setSwipeOffset(0, animated: true)
                if openSwipe == ip { openSwipe = nil }
            }
        case .possible, .failed:
            break
        }
    }

    /// Why a row cannot be deleted, from the data source, if it says.
    func whyCannotDelete(_ ip: IndexPath) -> String? { dataSource?.tableView(self, whyCannotDeleteRowAt: ip) }

    /// The section's footer says, in the label colour, why a row could not go, until the
    /// data changes.
    func showFooterNote(_ note: String, in section: Int) {
        guard footerNotes[section] != note else { return }
        footerNotes[section] = note
        relayout()
    }

    /// Lets go of a swipe in flight: the row springs closed.
    func cancelSwipe() {
        guard swipeRow != nil else { return }
        swipe.cancel()
    }

    /// Opens a row on its Delete button (the red minus in edit mode does this).
    func openSwipe(at ip: IndexPath) {
        closeSwipe()
        visibleCells[ip]?.setSwipeOffset(-Theme.tableDeleteWidth, animated: true)
        openSwipe = ip
    }

    /// Closes the row left open on its Delete button, if any.
    public func closeSwipe() {
        guard let ip = openSwipe else { return }
        openSwipe = nil
        visibleCells[ip]?.setSwipeOffset(0, animated: true)
    }
}
