import Animation
import Gestures
import Widgets

/// The window's one toast and the studio's alert: a report's toast ("click to see all")
/// opens the alert that lists its problems, both in the studio's overlay. Neither is the
/// content's: the input they take is not recorded and the content never sees it, and the
/// alert's focus stands beside the content's, which it leaves as it was.
extension StudioScene {
    /// Lists every problem of a report in the studio's alert over the window.
    func showDetails(_ lines: [String]) {
        alerts.present(AlertController(listing: lines), over: overlay)
    }

    /// Takes input for the toast and the studio's alert; returns whether it took it.
    /// While the alert shows it is modal: it takes every key press (and that key's
    /// release), wheel, typed text and press. A press on a report's toast is the toast's
    /// until it lifts. Pointers pressed before either showed, keys pressed before the
    /// alert showed, and the window's own events go on to the content.
    func messagesTake(_ event: InputEvent) -> Bool {
        let taken = takes(event)
        if taken { overlayHost.advance(to: event.time) }
        return taken
    }

    private func takes(_ event: InputEvent) -> Bool {
        let modal = alerts.current != nil
        switch event.kind {
        case .key(let k):
            if !k.isDown { return keysTakenByAlert.remove(k.key) != nil }
            guard modal else { return false }
            keysTakenByAlert.insert(k.key)
            // As in a tab: Tab and a focused button first (its scope), then Return and Esc.
            if !(focusChain.toolModal?.handleKey(k) ?? false) { _ = alerts.handleKey(k) }
            return true
        case .wheel(let w):
            // The wheel scrolls a long list of problems.
            if modal { pointers.handle(w, at: event.time) }
            return modal
        case .text, .composition:
            return modal
        case .window:
            return false
        case .pointer(let p):
            switch p.phase {
            case .down:
                guard modal || (toast.takesClicks && toast.layer.frameInWindow.contains(p.location)) else { return false }
                pointers.handle(p, at: event.time, claimedBy: self)
                return true
            case .move, .up, .cancel:
                if pointers.isClaimed(p.id, by: self) {
                    pointers.handle(p, at: event.time)
                    return true
                }
                // Hover lights the alert's buttons; a pointer the content holds stays its own.
                guard modal, pointers.sequences[p.id] == nil else { return false }
                pointers.handle(p, at: event.time)
                return true
            }
        }
    }
}
