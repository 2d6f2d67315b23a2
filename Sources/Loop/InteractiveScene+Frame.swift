import Animation

extension InteractiveScene {
    /// Starts a frame at `time`, the one way every loop does it: the window's frame
    /// driver, the script player and a capture's replay. A headless run (`waitsForWork`)
    /// first waits for the off-loop work still running, so its result lands at the same
    /// virtual time on every run; the window never waits, and takes what has come.
    public func startFrame(at time: MediaTime, waitsForWork: Bool) {
        if waitsForWork && inbox.hasRunningWork { _ = inbox.queue.waitUntilIdle(timeout: ScriptPlayer.workTimeout) }
        update(at: time)
    }
}
