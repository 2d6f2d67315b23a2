import Animation
import Gestures

extension StudioScene {
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
        overlayHost.advance(to: time)
        // A seek or a Play acts at the event's time: the window may have slept since the
        // last frame, and the content's host still reads that frame's time.
        if inspector.isOpen { content.host.advance(to: toContent(time)) }
    }

    /// Records the timing the inspector set on what shows, when it changed since it was
    /// last recorded: a session in which the tester seeks replays exactly.
    func recordTabTiming() {
        let now = TabTiming(time: contentTime, content: TabTiming.clock(of: content.contentLayer),
                            lifted: TabTiming.clock(of: content.liftedLayer))
        guard now.content != recordedTiming.content || now.lifted != recordedTiming.lifted else { return }
        recordedTiming = now
        session?.record(.timing(now))
    }

    /// A replay sets the timing the window's inspector set, at the same moment.
    func setTabTiming(_ x: TabTiming) {
        content.host.advance(to: x.time)
        TabTiming.set(x.content, on: content.contentLayer)
        TabTiming.set(x.lifted, on: content.liftedLayer)
        recordedTiming = x
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
