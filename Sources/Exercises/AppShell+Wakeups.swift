import Animation
import Loop

/// When the window must next be woken without input, and the deadlines that fire on the way.
extension AppShell {
    public var nextWakeTime: MediaTime? { schedule(of: WakeSource.allCases, animations: host.nextChangeTime).time }

    public var nextDueTime: MediaTime? { schedule(of: WakeSource.allCases, animations: host.nextBoundaryTime).time }

    /// The parts of the window that may need waking without input.
    enum WakeSource: String, CaseIterable {
        /// Gesture recognizers' deadlines (a long press at 0.5 s, a multi-tap timeout).
        case gestures
        /// Controls' timers (a held stepper's repeat).
        case controls
        /// The end of a window shake.
        case shake
        /// The shell's own message pill fading (when no window gave it one).
        case toast
        /// Layer animations (their next change, or next boundary).
        case animations
        /// The exercise's own next wake (a countdown's tick), from its local time.
        case exercise
    }

    /// When the chosen parts next need waking, in media time, and which part is first.
    func schedule(of sources: [WakeSource], animations: MediaTime? = nil) -> WakeSchedule {
        var schedule = WakeSchedule()
        for source in sources {
            switch source {
            case .gestures: schedule.add(pointers.nextDeadline, from: source.rawValue)
            case .controls: schedule.add(focusChain.nextWakeTime, from: source.rawValue)
            case .shake: schedule.add(shake.end, from: source.rawValue)
            case .toast: schedule.add(presentation.nextWakeTime, from: source.rawValue)
            case .animations: schedule.add(animations, from: source.rawValue)
            case .exercise:
                // Local time is converted to media time; while the tab is frozen it never comes.
                let wake = current.nextWakeTime.flatMap { current.layer.isFrozen ? nil : current.layer.mediaTime(atLocalTime: $0) }
                schedule.add(wake, from: source.rawValue)
            }
        }
        return schedule
    }

    /// Fires the gesture and control deadlines (a long press at 0.5 s, a multi-tap timeout,
    /// a held stepper's repeat) that fell due by `time`, each at its own time, so what
    /// they start begins when it was due, not at whatever time the loop last saw before
    /// it slept.
    func fireDeadlines(through time: MediaTime) {
        // Each firing clears or moves its deadline; the cap only guards against a
        // recognizer that does neither.
        for _ in 0..<64 {
            let deadlines = schedule(of: [.gestures, .controls, .shake])
            guard let due = deadlines.time, deadlines.isDue(by: time) else { return }
            host.advance(to: due)
            if let m = shake.update(at: due) { current.motion(m, at: local(due)) }
            if let g = pointers.nextDeadline, g <= due { pointers.update(at: due) }
            if let c = focusChain.nextWakeTime, c <= due { focusChain.update(at: due) }
        }
    }
}
