import Animation
import Gestures
import Loop

extension AppShell {
    /// Keys in priority order: a focused text field sees every key first (so "." types a
    /// full stop even while paused); then the scene's key commands (`KeyCommands`: tab
    /// switching, the shake, the QA keys, Ctrl+G), Esc, the focus chain (Tab, Space,
    /// Return), and last the exercise. The studio's commands never get here: the window
    /// level takes them, and a lone release of one (an old capture's) is no command.
    func handleKey(_ k: KeyEvent, at time: MediaTime) {
        if let client = focusChain.textInputClient, client.handleKey(k) { return }
        guard k.isDown else { return }
        if let action = KeyCommands.sceneAction(for: k), perform(action, at: time) { return }
        if k.isPress(.escape) {
            handleEscape(k, at: time)
        } else {
            refreshFocusChain()
            if !focusChain.handleKey(k) {
                // An alert, while one shows, takes every key; otherwise the tab has it.
                _ = currentPresenter.handleKey(k) ?? offerToExercise(k, at: time)
            }
        }
    }

    /// Performs one of the scene's key commands; returns false for one that does nothing
    /// now (a frame step while not paused), so the key goes on to the focus chain and the tab.
    private func perform(_ action: KeyAction, at time: MediaTime) -> Bool {
        let all = ExerciseKind.allCases
        switch action {
        case .selectTab(let n):
            guard (1...all.count).contains(n) else { return false }
            select(all[n - 1], at: time)
        case .nextTab:
            select(all[(selected.index + 1) % all.count], at: time)
        case .previousTab:
            select(all[(selected.index + all.count - 1) % all.count], at: time)
        case .shake:
            simulateShake(at: time)
        case .gestureOverlay:
            gestureOverlay.isVisible.toggle()
        case .slowAnimations, .pause, .stepForward, .stepBack:
            return qa.perform(action, at: time)
        case .inspector, .paintFlashing, .frameMeter, .screenshot, .saveReport, .capture, .takeOver, .quit:
            return false
        }
        return true
    }

    /// Esc first stops what is in flight (a drag, a press). With nothing in flight it is
    /// offered to the focus chain (a focused text field) and then the exercise (its alert
    /// cancels, or its navigation stack pops); if neither takes it, it closes what controls
    /// have open and drops the focus.
    private func handleEscape(_ k: KeyEvent, at time: MediaTime) {
        if !pointers.isTracking && !pointers.isBusy {
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
        let used = e.handleKey(k, at: e.layer.localTime(atMediaTime: time))
        // A key may change the screen (Esc pops a navigation stack): its controls join
        // the chain now, so a click on one of them takes focus.
        if used { refreshFocusChain() }
        return used
    }
}
