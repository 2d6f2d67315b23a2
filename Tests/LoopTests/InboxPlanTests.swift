import Animation
import Foundation
@testable import Loop
import Services
import Testing

/// How an inbox numbers work and holds results to a replay's plan.
@Suite("Inbox plan")
struct InboxPlanTests {
    /// Collects what an inbox delivers, in order.
    final class Log: @unchecked Sendable {
        var delivered: [String] = []
        var numbers: [Int] = []
    }

    @Test("work paced by real time does not shift the numbers of the work a capture records, and is never planned")
    func wallWorkHasNumbersOfItsOwn() {
        let inbox = Inbox()
        let log = Log()
        inbox.onDeliver = { log.numbers.append($0) }
        inbox.perform({ "saved" }, replayWaits: false) { log.delivered.append($0) }
        inbox.perform({ (work: WorkID?) in work.map { "work \($0.number)" } ?? "none" }) { log.delivered.append($0) }
        #expect(inbox.queue.waitUntilIdle(timeout: 10))
        // The wall-time work is not counted as running: drain until it has posted too.
        for _ in 0..<10_000 where log.delivered.count < 2 {
            _ = inbox.drain(at: .zero)
            usleep(500)
        }
        #expect(Set(log.delivered) == ["saved", "work 0"], "the counted work is number 0: \(log.delivered)")
        #expect(log.numbers == [0], "only counted work is reported")
    }

    /// Holds every result until `release`, then delivers them last posted first.
    final class HoldUntil: DeliveryPolicy {
        var release: MediaTime
        init(_ release: MediaTime) { self.release = release }
        func deliverable(_ waiting: [Int], at time: MediaTime) -> [Int] { time < release ? [] : waiting.indices.reversed() }
    }

    @Test("an injected delivery policy decides when results are delivered and in what order; the rest are held")
    func injectedPolicy() {
        let inbox = Inbox()
        inbox.delivery = HoldUntil(1.0)
        let log = Log()
        for name in ["a", "b"] {
            inbox.perform({ name }) { log.delivered.append($0) }
            #expect(inbox.queue.waitUntilIdle(timeout: 10))
        }
        #expect(inbox.drain(at: 0.5) == 0)
        #expect(inbox.hasHeldResults)
        #expect(inbox.drain(at: 1.0) == 2)
        #expect(log.delivered == ["b", "a"])
        #expect(!inbox.hasHeldResults)
    }

    @Test("each piece of work is handed its number, also on another thread; starting over drops what is still to come")
    func workNumbersAndStartingOver() {
        let inbox = Inbox()
        let log = Log()
        inbox.perform({ (work: WorkID?) in
            // A request made on another thread still knows the work it is for (a task-local
            // would not cross there).
            await withCheckedContinuation { (c: CheckedContinuation<String, Never>) in
                Thread.detachNewThread { c.resume(returning: work.map { "work \($0.number)" } ?? "none") }
            }
        }) { log.delivered.append($0) }
        #expect(inbox.queue.waitUntilIdle(timeout: 10))
        #expect(inbox.drain(at: 0) == 1)
        inbox.perform({ "old" }) { log.delivered.append($0) }
        #expect(inbox.queue.waitUntilIdle(timeout: 10))
        inbox.startOver()
        inbox.perform({ (work: WorkID?) in work.map { "new work \($0.number)" } ?? "none" }) { log.delivered.append($0) }
        #expect(inbox.queue.waitUntilIdle(timeout: 10))
        _ = inbox.drain(at: 0)
        #expect(log.delivered == ["work 0", "new work 0"], "the old content's result is dropped, and numbering starts again")
    }
}
