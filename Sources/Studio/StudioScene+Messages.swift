import Animation
import Gestures
import Widgets

/// The window's one toast and the studio's alert: a report's toast ("click to see all")
/// opens the alert that lists its problems, both in the studio's overlay. Neither is the
/// content's, so the input they take is not recorded and the content never sees it.
extension StudioScene {
    /// Lists every problem of a report in the studio's alert over the window.
    func showDetails(_ lines: [String]) {
        alerts.present(AlertController(listing: lines), over: overlay)
    }

    /// Takes input for the toast and the studio's alert; returns whether it took it.
    /// While the alert shows it takes every key, wheel and press (it is modal); a press on
    /// a report's toast is the toast's until it lifts. Pointers pressed before either
    /// showed go on to the content.
    func messagesTake(_ event: InputEvent) -> Bool {
        let modal = alerts.current != nil
        switch event.kind {
        case .key(let k):
            // As in a tab: Tab and a focused button first (its modal scope), then Return
            // and Esc.
            if modal, !focusChain.handleKey(k) { _ = alerts.handleKey(k) }
            return modal
        case .text, .composition, .wheel:
            return modal
        case .window:
            return false
        case .pointer(let p):
            switch p.phase {
            case .down:
                guard modal || (toast.takesClicks && toast.layer.frameInWindow.contains(p.location)) else { return false }
                overlayHost.advance(to: event.time)
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
