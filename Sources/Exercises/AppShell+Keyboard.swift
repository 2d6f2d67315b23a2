import Animation
import Gestures

extension AppShell {
    /// Keys in priority order: a focused text field sees every key first (so "." types a
    /// full stop even while paused); then tab switching, the QA keys (Ctrl+T, Ctrl+P, "."
    /// and ","), Ctrl+G, Esc, the focus chain (Tab, Space, Return), and last the exercise.
    func handleKey(_ k: KeyEvent, at time: MediaTime) {
        if let client = focusChain.textInputClient, client.handleKey(k) { return }
        guard k.isDown else { return }
        let all = ExerciseKind.allCases
        if k.modifiers == .control, let digit = Int(k.key.name), (1...all.count).contains(digit) {
            select(all[digit - 1], at: time)
        } else if k.isPress(.tab, .control) {
            select(all[(selected.index + 1) % all.count], at: time)
        } else if k.isPress(.tab, [.control, .shift]) {
            select(all[(selected.index + all.count - 1) % all.count], at: time)
        } else if k.isPress("z", [.control, .alt]) {
            simulateShake(at: time)
        } else if qa.handleKey(k, at: time) {
            return
        } else if k.isPress("g", .control) {
            gestureOverlay.isVisible.toggle()
        } else if k.isPress(.escape) {
            handleEscape(k, at: time)
        } else {
            refreshFocusChain()
            if !focusChain.handleKey(k) {
                // An alert, while one shows, takes every key; otherwise the tab has it.
                _ = currentPresenter.handleKey(k) ?? offerToExercise(k, at: time)
            }
        }
    }

    /// Esc first stops what is in flight (a drag, a press). With nothing in flight it is
    /// offered to the focus chain (a focused text field) and then the exercise (its alert
    /// cancels, or its navigation stack pops); if neither takes it, it closes what controls
    /// have open and drops the focus.
    private func handleEscape(_ k: KeyEvent, at time: MediaTime) {
        if !router.isTracking && !gestures.isBusy {
            refreshFocusChain()
            if focusChain.handleKey(k) { return }
            // An alert, while one shows, takes Esc (its cancel) before the tab sees it.
            if currentPresenter.handleKey(k) ?? offerToExercise(k, at: time) { return }
        }
        cancelInteractions(at: time)
        if !focusChain.isModal { focusChain.clearFocus() }
    }

    /// Offers a key to the tab showing, in its local time; returns whether it used it.
    private func offerToExercise(_ k: KeyEvent, at time: MediaTime) -> Bool {
        let e = shownExercise
        return e.handleKey(k, at: e.layer.localTime(atMediaTime: time))
    }
}
