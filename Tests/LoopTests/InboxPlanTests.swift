import Animation
import Foundation
@testable import Loop
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
        inbox.perform({ Inbox.currentWork.map { "work \($0)" } ?? "none" }) { log.delivered.append($0) }
        #expect(inbox.queue.waitUntilIdle(timeout: 10))
        // The wall-time work is not counted as running: drain until it has posted too.
        for _ in 0..<10_000 where log.delivered.count < 2 {
            _ = inbox.drain(at: .zero)
            usleep(500)
        }
        #expect(Set(log.delivered) == ["saved", "work 0"], "the counted work is number 0: \(log.delivered)")
        #expect(log.numbers == [0], "only counted work is reported")
    }

    @Test("results due at one frame are delivered in the order the plan recorded, however their threads finished")
    func plannedOrder() {
        let inbox = Inbox()
        inbox.deliveryPlan = [0: 1.0, 1: 1.0, 2: 2.0]
        inbox.deliveryOrder = [0: 1, 1: 0, 2: 2]
        let log = Log()
        for name in ["a", "b", "c"] {
            inbox.perform({ name }) { log.delivered.append($0) }
        }
        #expect(inbox.queue.waitUntilIdle(timeout: 10))
        #expect(inbox.drain(at: 0.5) == 0, "nothing is due before 1 s")
        #expect(inbox.drain(at: 1.0) == 2)
        #expect(log.delivered == ["b", "a"])
        #expect(inbox.hasHeldResults)
        #expect(inbox.drain(at: 2.0) == 1)
        #expect(log.delivered == ["b", "a", "c"])
    }
}
