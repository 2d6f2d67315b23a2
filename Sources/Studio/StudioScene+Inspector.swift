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

    /// What a seek into a finished group would do to a recording: its replay could not put
    /// the finished animations back.
    static let seekingFinishedGroup = "Seeking into a finished group is off while a capture records: its replay could not put the "
        + "group's animations back. Seek while the group runs, or stop the capture (Ctrl+R)."

    /// Brings the studio's tools to `time` before they act on input there. While a capture
    /// the user asked for records, a seek that would put back a finished group's
    /// animations is off (its replay could not), and the panel says why.
    func advanceTools(to time: MediaTime) {
        inspector.seekingBlockedReason = isCapturing && inspector.timeline?.seekWouldReapply == true ? Self.seekingFinishedGroup : nil
        overlayHost.advance(to: time)
        // A seek or a Play acts at the event's time: the window may have slept since the
        // last frame, and the content's host still reads that frame's time.
        if inspector.isOpen { content.host.advance(to: toContent(time)) }
    }

    /// Records the timing the inspector set on what shows, when it changed since it was
    /// last recorded: a session in which the tester seeks replays exactly.
    func recordTabTiming() {
        // A seek put a finished group's animations back: an always-on session could not
        // replay past here, so it ends, saying so once; Ctrl+R starts a fresh one.
        if let s = session, !s.isExplicit, s.captureTo == nil, inspector.timeline?.reappliedCount ?? 0 > reappliedAtLastCheck {
            finishSession(at: mediaNow)
            showMessage("This session's recording ends here: a seek into a finished group cannot be replayed. Ctrl+R starts a fresh one.",
                        at: mediaNow)
        }
        reappliedAtLastCheck = inspector.timeline?.reappliedCount ?? 0
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
