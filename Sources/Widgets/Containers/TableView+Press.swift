import Animation
import Geometry
import Gestures

extension TableView {
    /// Follows presses on the rows: the row under a press highlights at once and is
    /// selected when the press lifts on it. A scroll or a swipe that takes the press
    /// cancels it (the highlight goes, nothing is selected), as UIKit's does. A press on a
    /// control inside a row (a stepper) is the control's alone. With a row swiped open, a
    /// press elsewhere only closes it; on its Delete button, it deletes. A press that
    /// wanders past the tap slop is a drag, never a click, even when nothing takes it
    /// (a sideways drag on a row that cannot be deleted).
    final class RowPress: PointerHandler {
        weak var table: TableView?
        private var pressed: (id: PointerID, row: IndexPath, deletes: Bool, start: Point)?

        func pointerDown(_ event: PointerEvent, at time: MediaTime) {
            guard let table, pressed == nil, event.button != .right,
                  let p = table.scrollView.contentLayer.convert(event.location, from: nil) else { return }
            let ip = table.layout.indexPath(at: p)
            if let open = table.openSwipe {
                if ip == open, let cell = table.visibleCells[open], let q = cell.layer.convert(event.location, from: nil),
                   cell.isOnDeleteButton(q) {
                    pressed = (event.id, open, true, event.location)
                } else {
                    table.closeSwipe()
                }
                return
            }
            guard let ip, let cell = table.visibleCells[ip], !table.isOnControl(event.location, in: cell) else { return }
            if table.isEditing, let q = cell.layer.convert(event.location, from: nil) {
                if cell.isOnMinus(q), table.canEdit(ip) { table.openSwipe(at: ip); return }
                if cell.isOnReorderHandle(q) { return }
            }
            pressed = (event.id, ip, false, event.location)
            cell.setHighlighted(true)
        }

        func pointerMoved(_ event: PointerEvent, at time: MediaTime) {
            guard let press = pressed, press.id == event.id,
                  press.start.distance(to: event.location) > GestureDefaults.tapSlop else { return }
            pointerCancelled(event, at: time)
        }

        func pointerUp(_ event: PointerEvent, at time: MediaTime) {
            guard let table, let press = pressed, press.id == event.id else { return }
            pressed = nil
            table.visibleCells[press.row]?.setHighlighted(false)
            guard let p = table.scrollView.contentLayer.convert(event.location, from: nil),
                  table.layout.indexPath(at: p) == press.row else { return }
            if press.deletes {
                table.dataSource?.tableView(table, commitDeleteAt: press.row)
            } else {
                table.userSelected(press.row)
            }
        }

        func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {
            guard let table, let press = pressed, press.id == event.id else { return }
            pressed = nil
            table.visibleCells[press.row]?.setHighlighted(false)
        }
    }

    /// Whether a window point lands on a control inside the cell (it takes the press).
    func isOnControl(_ windowPoint: Point, in cell: TableViewCell) -> Bool {
        var node = cell.layer.hitTest(windowPoint)
        while let n = node, n !== cell.layer {
            if n.attachments.contains(Control.self) { return true }
            node = n.superlayer
        }
        return false
    }
}
