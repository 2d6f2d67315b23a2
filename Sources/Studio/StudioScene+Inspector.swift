import Animation
import Gestures

extension StudioScene {
    /// Ctrl+Shift+I, as in a browser, opens and closes the inspector.
    static let inspectorKey = KeyChord(key: "i", modifiers: [.control, .shift])

    /// What a seek would do behind a capture's back: the replay would not see it.
    static let seekingWhileCapturing = "Seeking is off while a capture records: it would change the scene behind the capture's back."

    /// Gives the inspector what is its own: Ctrl+Shift+I; pointers that press on its panel
    /// (they never reach the shell, nor a capture) and hovers over it; the wheel over it;
    /// keys while it has focus. Returns whether it took the event.
    func inspectorTakes(_ event: InputEvent) -> Bool {
        inspector.seekingBlockedReason = isCapturing ? Self.seekingWhileCapturing : nil
        overlayHost.advance(to: event.time)
        // A seek or a Play acts at the event's time: the window may have slept since the
        // last frame, and the shell's host still reads that frame's time.
        // Not while a capture records: the replay has no inspector, and seeking is off then.
        if inspector.isOpen && !isCapturing { shell.host.advance(to: toShell(event.time)) }
        switch event.kind {
        case .key(let k):
            if k.key == Self.inspectorKey.key && k.modifiers == Self.inspectorKey.modifiers {
                if k.isDown && !k.isRepeat { toggleInspector(at: event.time) }
                return true
            }
            return inspector.handleKey(k)
        case .pointer(let p):
            return inspector.handlePointer(p, at: event.time)
        case .wheel(let w):
            return inspector.isOpen && inspector.handleWheel(w)
        case .text, .composition, .window:
            return false
        }
    }

    /// Opens the inspector on the tab showing, with focus, or closes it.
    func toggleInspector(at time: MediaTime) {
        if inspector.isOpen {
            inspector.close(at: time)
        } else {
            inspector.open(shell)
        }
    }
}
