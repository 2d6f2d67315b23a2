import Animation

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
    /// The piece of work the current task runs for, numbered from 0 in the order `perform`
    /// was called (work paced by real time has none): how a capture ties what the work
    /// fetched to when its result arrived.
    @TaskLocal public static var currentWork: Int?
    /// Called on the loop's thread with each piece of work's number as its result is
    /// delivered (a capture records when); not for work paced by real time, which changes
    /// nothing on screen. Defaults to nil.
    public var onDeliver: ((Int) -> Void)?
    /// When each piece of work's result may be delivered, by number, on the time base that
    /// `drain(at:)` is told: a replay holds each result back until the frame at which the
    /// captured window received it. A result of work not in the plan is never delivered;
    /// work paced by real time is not planned, and is delivered as it comes. Defaults to
    /// nil: every result is delivered at the first drain after it is posted.
    public var deliveryPlan: [Int: MediaTime]?
    /// The order the captured window delivered results in, by number: results due at the
    /// same frame are delivered in it, not in the order their threads happened to finish.
    /// Defaults to none.
    public var deliveryOrder: [Int: Int] = [:]
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
            let result = await Inbox.$currentWork.withValue(replayWaits ? id : nil) { await work() }
            queue.post(id: id, Posted(epoch: epoch, result: result), counted: replayWaits)
        }
    }

    /// Whether work has started and not yet posted its result.
    public var hasRunningWork: Bool { queue.runningCount > 0 }

    /// Whether work is running, or has posted a result not yet delivered: either way the
    /// next frame has something to do.
    public var hasPendingResults: Bool { queue.runningCount > 0 || queue.hasMessages }

    /// Hands every result posted so far to its receiver, in the order posted (with a
    /// `deliveryPlan`, those due at `time`). Returns how many were delivered. Call on the
    /// loop's thread only.
    @discardableResult
    public func drain(at time: MediaTime) -> Int {
        let posted = queue.takeAll().compactMap { id, message -> (id: Int, message: any Sendable)? in
            guard let p = message as? Posted else { preconditionFailure("inbox message \(id) was not posted by perform") }
            return p.epoch == epoch ? (id, p.result) : nil
        }
        var ready = held + posted
        held = []
        if let plan = deliveryPlan {
            func due(_ id: Int) -> Bool { id < 0 || plan[id].map { $0 <= time } ?? false }
            held = ready.filter { !due($0.id) }
            ready = ready.filter { due($0.id) }
            let order = deliveryOrder
            ready = ready.enumerated().sorted {
                let (a, b) = (order[$0.element.id] ?? Int.max, order[$1.element.id] ?? Int.max)
                return a != b ? a < b : $0.offset < $1.offset
            }.map(\.element)
        }
        for (id, message) in ready {
            if id >= 0 { onDeliver?(id) }
            receivers.removeValue(forKey: id)?(message)
        }
        return ready.count
    }

    /// Whether results are held back by the delivery plan until a later frame.
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
