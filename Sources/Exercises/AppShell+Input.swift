import Animation
import Geometry
import Gestures
import Loop

/// Input dispatch: pointers go to the dispatcher (after the focus has seen a press), the
/// wheel too; keys (`+Keyboard`), typed text and compositions to the focused control or the
/// tab; window events to the tab and the shake detector.
extension AppShell {
    /// Cancels every gesture in flight and lets the exercise restore its resting state.
    public func cancelInteractions(at time: MediaTime) {
        pointers.cancelAll(at: time)
        for c in focusChain.controls { c.cancelInteraction() }
        current.cancelInteractions()
    }

    public func handle(_ event: InputEvent) {
        fireDeadlines(through: event.time)
        host.advance(to: event.time)
        switch event.kind {
        case .pointer(let p):
            // One hit test serves the focus and the pointers.
            let hit: Layer?? = p.phase == .down || (p.phase == .move && !pointers.isTracking) ? .some(rootLayer.hitTest(p.location)) : nil
            // A press elsewhere takes focus away; one inside the focused control (a click to
            // move a text field's caret) keeps it, and its editing goes on. While an alert
            // shows, a press on the dimmed window around it changes nothing, as on iOS.
            if p.phase == .down, !focusChain.isModal, let focused = focusChain.focused,
               !((hit ?? nil).map { $0 === focused.layer || $0.isDescendant(of: focused.layer) } ?? false) {
                focusChain.clearFocus()
            }
            pointers.handle(p, at: event.time, hit: hit)
        case .key(let k):
            handleKey(k, at: event.time)
        case .wheel(let w):
            pointers.handle(w, at: event.time)
        case .text(let text):
            if let client = focusChain.textInputClient { client.insertText(text) }
            else { current.handleText(.commit(text), at: local(event.time)) }
        case .composition(let c):
            if let client = focusChain.textInputClient { client.setComposition(c) }
            else { current.handleText(.composition(c), at: local(event.time)) }
        case .window(let w):
            handleWindow(w, at: event.time)
        }
        gestureOverlay.refresh()
    }

    private func handleWindow(_ w: WindowEvent, at time: MediaTime) {
        switch w {
        case .resized(let s):
            size = s
            layout()
        case .focusLost:
            if let m = shake.cancel() { current.motion(m, at: local(time)) }
            cancelInteractions(at: time)
            current.windowFocusChanged(false, at: local(time))
        case .focusGained:
            current.windowFocusChanged(true, at: local(time))
        case .moved(let dx, let dy):
            current.windowMoved(by: Vector(dx: dx, dy: dy), at: local(time))
            if let m = shake.moved(by: Vector(dx: dx, dy: dy), at: time) { current.motion(m, at: local(time)) }
        }
    }

    public var wantsTextInput: Bool { focusChain.textInputClient != nil }

    /// Ctrl+Alt+Z: a whole shake at once, as the iOS Simulator's Shake Gesture sends it.
    func simulateShake(at time: MediaTime) {
        current.motion(.began, at: local(time))
        current.motion(.ended, at: local(time))
    }
}
