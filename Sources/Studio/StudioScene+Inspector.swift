import Animation
import Gestures

extension StudioScene {
    /// What a seek would do behind a capture's back: the replay would not see it.
    static let seekingWhileCapturing = "Seeking is off while a capture records: it would change the scene behind the capture's back."

    /// Gives the inspector what is its own (Ctrl+Shift+I is a key command: see `perform`):
    /// pointers that press on its panel
    /// (they never reach the content, nor a capture) and hovers over it; the wheel over it;
    /// keys while it has focus. Returns whether it took the event.
    func inspectorTakes(_ event: InputEvent) -> Bool {
        advanceTools(to: event.time)
        switch event.kind {
        case .key(let k):
            return inspector.handleKey(k)
        case .pointer(let p):
            return inspector.handlePointer(p, at: event.time)
        case .wheel(let w):
            return inspector.isOpen && inspector.handleWheel(w)
        case .text, .composition, .window:
            return false
        }
    }

    /// Brings the studio's tools to `time` before they act on input there.
    func advanceTools(to time: MediaTime) {
        inspector.seekingBlockedReason = isCapturing ? Self.seekingWhileCapturing : nil
        overlayHost.advance(to: time)
        // A seek or a Play acts at the event's time: the window may have slept since the
        // last frame, and the content's host still reads that frame's time.
        // Not while a capture records: the replay has no inspector, and seeking is off then.
        if inspector.isOpen && !isCapturing { content.host.advance(to: toContent(time)) }
    }

    /// Opens the inspector on the tab showing, with focus, or closes it.
    func toggleInspector(at time: MediaTime) {
        if inspector.isOpen {
            inspector.close(at: time)
        } else {
            inspector.open(content)
        }
    }
}
