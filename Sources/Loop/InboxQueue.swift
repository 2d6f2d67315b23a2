import Foundation

/// The thread-safe half of an `Inbox`: results posted from any thread, and a count of
/// work still running, guarded by one lock. Only `Inbox` and front ends use it.
public final class InboxQueue: @unchecked Sendable {
    // Every stored property below is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var messages: [(id: Int, message: any Sendable)] = []
    private var running = 0
    private var waker: (@Sendable () -> Void)?

    init() {}

    /// Called on every post, from the posting thread: a front end wakes its sleeping loop
    /// here (SDL_PushEvent). Nil by default.
    public func setWaker(_ waker: (@Sendable () -> Void)?) {
        condition.lock()
        self.waker = waker
        condition.unlock()
    }

    /// The waker set last, to hand on to the inbox of a scene built afresh (a capture
    /// that restarts the window's content).
    public var currentWaker: (@Sendable () -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        return waker
    }

    /// How many pieces of work have started and not yet posted.
    public var runningCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return running
    }

    /// Whether results have been posted and not yet taken.
    public var hasMessages: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !messages.isEmpty
    }

    /// Blocks the calling thread until no work is running, or until `timeout` seconds of
    /// real time have passed (a safety net: the work's own timeouts should end it first).
    /// Returns whether everything finished.
    public func waitUntilIdle(timeout: Double) -> Bool {
        let limit = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while running > 0 {
            if !condition.wait(until: limit) { return running == 0 }
        }
        return true
    }

    func begin() {
        condition.lock()
        running += 1
        condition.unlock()
    }

    /// Posts a result; `counted` work was counted as running by `begin`.
    func post(id: Int, _ message: any Sendable, counted: Bool = true) {
        condition.lock()
        messages.append((id, message))
        let wake = waker
        condition.unlock()
        // Wake the loop (outside the lock), then count the work as done, so a waiter that
        // sees the work finished also sees the loop woken.
        wake?()
        guard counted else { return }
        condition.lock()
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    func takeAll() -> [(id: Int, message: any Sendable)] {
        condition.lock()
        defer { condition.unlock() }
        let out = messages
        messages.removeAll()
        return out
    }
}
