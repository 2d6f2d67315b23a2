import Animation
import Foundation
import Loop
import Services
@testable import Studio
import Testing

/// Answers every request with its own URL's last path component.
private struct EchoClient: NetworkClient {
    func get(_ url: URL, timeout: Double, maximumBytes: Int, for work: WorkID?) async throws(NetworkError) -> NetworkResponse {
        NetworkResponse(status: 200, body: Data(url.lastPathComponent.utf8))
    }
}

@Suite("A replay's delivery and network")
struct CapturedDeliveryTests {
    final class Log: @unchecked Sendable {
        var delivered: [String] = []
    }

    @Test("results due at one frame are delivered in the order the capture recorded, however their threads finished")
    func plannedOrder() {
        let inbox = Inbox()
        inbox.delivery = CapturedDelivery(plan: [0: 1.0, 1: 1.0, 2: 2.0], order: [0: 1, 1: 0, 2: 2])
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

    @Test("two requests of one piece of work are both kept, in order, and a replay answers each in turn")
    func twoRequestsInOneWork() async throws {
        let capturing = CapturingNetworkClient(wrapping: EchoClient())
        let work = WorkID(0)
        _ = try await capturing.get(URL(string: "http://127.0.0.1:9/first")!, timeout: 1, maximumBytes: 100, for: work)
        _ = try await capturing.get(URL(string: "http://127.0.0.1:9/second")!, timeout: 1, maximumBytes: 100, for: work)
        let made = capturing.take(work: 0)
        #expect(made.map(\.url) == ["http://127.0.0.1:9/first", "http://127.0.0.1:9/second"])
        let replay = ReplayNetworkClient(exchanges: [0: made.map { CapturedExchange(work: 0, time: 1, url: $0.url, result: $0.result) }])
        let first = try await replay.get(URL(string: "http://127.0.0.1:9/first")!, timeout: 1, maximumBytes: 100, for: work)
        let second = try await replay.get(URL(string: "http://127.0.0.1:9/second")!, timeout: 1, maximumBytes: 100, for: work)
        #expect(String(decoding: first.body, as: UTF8.self) == "first" && String(decoding: second.body, as: UTF8.self) == "second")
        await #expect(throws: NetworkError.self) {
            try await replay.get(URL(string: "http://127.0.0.1:9/third")!, timeout: 1, maximumBytes: 100, for: work)
        }
        #expect(replay.takeMismatches().isEmpty)
    }
}
