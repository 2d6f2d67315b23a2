import Animation
import Services

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
    private var nextWallID = -1
    /// Called on the loop's thread with each piece of work's number as its result is
    /// delivered (a capture records when); not for work paced by real time, which changes
    /// nothing on screen. Defaults to nil.
    public var onDeliver: ((Int) -> Void)?
    /// When each result is handed to its receiver: a replay injects the captured window's.
    /// Defaults to each at the first frame after it is posted.
    public var delivery: DeliveryPolicy = DeliverAsPosted()
    private var held: [(id: Int, message: any Sendable)] = []
    /// Counts `startOver` calls: a result posted for work begun before the last one is
    /// dropped.
    private var epoch = 0

    /// A result as it travels: with the epoch of the work that made it.
    private struct Posted: Sendable {
        let epoch: Int
        let result: any Sendable
    }
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
        perform({ _ in await work() }, replayWaits: replayWaits, then: deliver)
    }

    /// Runs `work` off the loop as `perform(_:replayWaits:then:)` does, handing it its
    /// number (nil for work paced by real time) to pass to whoever fetches for it.
    public func perform<Result: Sendable>(_ work: @escaping @Sendable (WorkID?) async -> Result, replayWaits: Bool = true,
                                          then deliver: @escaping (Result) -> Void) {
        // Work paced by real time gets numbers of its own (from -1 down): how much of it
        // runs depends on the wall clock, so it must not shift the numbers of the work a
        // capture records and a replay answers.
        let id: Int
        if replayWaits {
            id = nextID
            nextID += 1
        } else {
            id = nextWallID
            nextWallID -= 1
        }
        receivers[id] = { message in
            guard let result = message as? Result else {
                preconditionFailure("inbox message \(id) is \(type(of: message)), expected \(Result.self)")
            }
            deliver(result)
        }
        let queue = self.queue
        let epoch = self.epoch
        if replayWaits { queue.begin() }
        Task.detached(executorPreference: Self.executor) {
            let result = await work(replayWaits ? WorkID(id) : nil)
            queue.post(id: id, Posted(epoch: epoch, result: result), counted: replayWaits)
        }
    }

    /// How many pieces of numbered work have started since the last `startOver`: the
    /// number the next one gets. A replay's narrator reads it to tell when a request began.
    public var startedWork: Int { nextID }

    /// Whether work has started and not yet posted its result.
    public var hasRunningWork: Bool { queue.runningCount > 0 }

    /// Whether work is running, or has posted a result not yet delivered: either way the
    /// next frame has something to do.
    public var hasPendingResults: Bool { queue.runningCount > 0 || queue.hasMessages }

    /// Hands the results posted so far to their receivers: those `delivery` says are due
    /// at `time`, in its order (by default all, in the order posted). Returns how many were delivered. Call on the
    /// loop's thread only.
    @discardableResult
    public func drain(at time: MediaTime) -> Int {
        let posted = queue.takeAll().compactMap { id, message -> (id: Int, message: any Sendable)? in
            guard let p = message as? Posted else { preconditionFailure("inbox message \(id) was not posted by perform") }
            return p.epoch == epoch ? (id, p.result) : nil
        }
        let waiting = held + posted
        let chosen = delivery.deliverable(waiting.map(\.id), at: time)
        let ready = chosen.map { waiting[$0] }
        let taken = Set(chosen)
        held = waiting.indices.filter { !taken.contains($0) }.map { waiting[$0] }
        for (id, message) in ready {
            if id >= 0 { onDeliver?(id) }
            receivers.removeValue(forKey: id)?(message)
        }
        return ready.count
    }

    /// Whether results are held back by the delivery policy until a later frame.
    public var hasHeldResults: Bool { !held.isEmpty }

    /// Starts over for new content (a capture restarting the window's content): results of
    /// work begun so far are dropped when they come, and work is numbered from 0 again, as
    /// a replay of the new content numbers it. The queue and its waker stay.
    public func startOver() {
        epoch += 1
        receivers.removeAll()
        held.removeAll()
        nextID = 0
        nextWallID = -1
    }
}
