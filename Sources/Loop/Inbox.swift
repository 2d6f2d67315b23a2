/// The one way back into the scene from another thread.
///
/// The scene and everything in it (layers, recognizers, exercises) belong to the thread that
/// runs the frame loop and are not Sendable. Work that must not block a frame (an HTTP
/// request) runs off the loop through `perform(_:then:)`; its result is queued, the loop is
/// woken if it sleeps, and the result is handed to the `then` closure on the loop's thread
/// at the start of the next frame (`drain()`). Headless runs wait for running work before
/// they advance the virtual clock, so their output stays deterministic.
public final class Inbox {
    /// The thread-safe queue the results travel through.
    public let queue = InboxQueue()
    private var receivers: [Int: (any Sendable) -> Void] = [:]
    private var nextID = 0
    /// Runs every inbox's work, on threads of its own.
    private static let executor = InboxExecutor()

    public init() {}

    /// Runs `work` off the loop and hands its result to `deliver` on the loop's thread at
    /// the start of a later frame. A headless replay waits for it before it moves the
    /// virtual clock on, unless `replayWaits` is false: work paced by real time that
    /// changes nothing on screen (a write to disk held back to coalesce a burst), which a
    /// replay must not sit out in real time.
    public func perform<Result: Sendable>(_ work: @escaping @Sendable () async -> Result, replayWaits: Bool = true,
                                          then deliver: @escaping (Result) -> Void) {
        let id = nextID
        nextID += 1
        receivers[id] = { message in
            guard let result = message as? Result else {
                preconditionFailure("inbox message \(id) is \(type(of: message)), expected \(Result.self)")
            }
            deliver(result)
        }
        let queue = self.queue
        if replayWaits { queue.begin() }
        Task.detached(executorPreference: Self.executor) {
            let result = await work()
            queue.post(id: id, result, counted: replayWaits)
        }
    }

    /// Whether work has started and not yet posted its result.
    public var hasRunningWork: Bool { queue.runningCount > 0 }

    /// Whether work is running, or has posted a result not yet delivered: either way the
    /// next frame has something to do.
    public var hasPendingResults: Bool { queue.runningCount > 0 || queue.hasMessages }

    /// Hands every result posted so far to its receiver, in the order posted. Returns how
    /// many were delivered. Call on the loop's thread only.
    @discardableResult
    public func drain() -> Int {
        let posted = queue.takeAll()
        for (id, message) in posted {
            receivers.removeValue(forKey: id)?(message)
        }
        return posted.count
    }
}
