import Foundation
import Loop
import Services
import Synchronization

/// The window's network client while the studio watches: it asks the real client and
/// keeps each exchange under the number of the off-loop work that made it (handed in by
/// the work itself), so a capture can record it when the result reaches the loop.
public final class CapturingNetworkClient: NetworkClient {
    private let base: NetworkClient
    private let kept = Mutex<[Int: [(url: String, result: Result<NetworkResponse, NetworkError>)]]>([:])

    public init(wrapping base: NetworkClient) {
        self.base = base
    }

    public func get(_ url: URL, timeout: Double, maximumBytes: Int, for work: WorkID?) async throws(NetworkError) -> NetworkResponse {
        let result: Result<NetworkResponse, NetworkError>
        do {
            result = .success(try await base.get(url, timeout: timeout, maximumBytes: maximumBytes, for: work))
        } catch {
            result = .failure(error)
        }
        if let work {
            kept.withLock { $0[work.number, default: []].append((url.absoluteString, result)) }
        }
        return try result.get()
    }

    /// The exchanges work `work` made, in the order it made them, forgotten as they are
    /// taken.
    public func take(work: Int) -> [(url: String, result: Result<NetworkResponse, NetworkError>)] {
        kept.withLock { $0.removeValue(forKey: work) ?? [] }
    }
}

/// A replay's network client: it answers each request of a piece of work with what the
/// same request of the same work got in the captured window, and asks no server. Work the
/// capture did not see finish gets a failure that says so (its result is never delivered:
/// the window never received it).
public final class ReplayNetworkClient: NetworkClient {
    private let exchanges: [Int: [CapturedExchange]]
    /// How many of each work's requests have been answered.
    private let answered = Mutex<[Int: Int]>([:])
    /// URLs asked that the capture answered differently or not at all, for a warning.
    private let mismatches = Mutex<[String]>([])
    /// The real network once a tester took the session over; nil while it replays.
    private let live = Mutex<(any NetworkClient)?>(nil)

    public init(exchanges: [Int: [CapturedExchange]]) {
        self.exchanges = exchanges
    }

    /// From now on every request goes to `client`: the session was taken over, and work
    /// begun after that is the tester's, not the capture's.
    public func goLive(_ client: any NetworkClient) {
        live.withLock { $0 = client }
    }

    public func get(_ url: URL, timeout: Double, maximumBytes: Int, for work: WorkID?) async throws(NetworkError) -> NetworkResponse {
        if let client = live.withLock({ $0 }) {
            return try await client.get(url, timeout: timeout, maximumBytes: maximumBytes, for: work)
        }
        guard let work = work?.number, let made = exchanges[work] else {
            throw .failed("the capture holds no answer for \(url.absoluteString)")
        }
        let index = answered.withLock { n in
            defer { n[work, default: 0] += 1 }
            return n[work, default: 0]
        }
        guard index < made.count else {
            throw .failed("the capture holds no answer for \(url.absoluteString) (work \(work) asked \(made.count) in the window)")
        }
        let x = made[index]
        if x.url != url.absoluteString {
            mismatches.withLock { $0.append("work \(work) asked \(url.absoluteString); the capture's asked \(x.url)") }
        }
        return try x.result.get()
    }

    /// Requests that differed from the capture's, one line each: the replay has drifted.
    public func takeMismatches() -> [String] {
        mismatches.withLock { m in
            defer { m.removeAll() }
            return m
        }
    }
}
