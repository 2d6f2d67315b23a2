import Loop

/// Calls back on the frame loop's thread once some seconds of wall time have passed: for
/// work paced by the user's real time, such as coalescing writes to disk, which must go on
/// while media time stands still (Ctrl+P) or crawls (Ctrl+T).
///
/// The Color Timer's saver is handed one, so tests step wall time by hand; the saver itself
/// never reads a clock.
protocol WallScheduler: AnyObject {
    /// Runs `action` on the loop's thread after `seconds` of wall time.
    func after(_ seconds: Double, _ action: @escaping () -> Void)
}

/// The window's wall time: a sleep off the loop through the exercise's inbox, whose result
/// wakes the loop even while it sleeps with nothing due on the media clock.
final class InboxWallScheduler: WallScheduler {
    private let inbox: Inbox

    init(inbox: Inbox) {
        self.inbox = inbox
    }

    func after(_ seconds: Double, _ action: @escaping () -> Void) {
        let nanoseconds = UInt64(max(0, seconds) * 1e9)
        // A replay does not wait for it: it changes nothing on screen.
        inbox.perform({ try? await Task.sleep(nanoseconds: nanoseconds) }, replayWaits: false, then: { _ in action() })
    }
}
