import Foundation
import Loop
import Services
import Synchronization

/// The window's network client while the studio watches: it asks the real client and
/// keeps each exchange under the number of the off-loop work that made it
/// (`Inbox.currentWork`), so a capture can record it when the result reaches the loop.
public final class CapturingNetworkClient: NetworkClient {
    private let base: NetworkClient
    private let kept = Mutex<[Int: (url: String, result: Result<NetworkResponse, NetworkError>)]>([:])

    public init(wrapping base: NetworkClient) {
        self.base = base
    }

    public func get(_ url: URL, timeout: Double, maximumBytes: Int) async throws(NetworkError) -> NetworkResponse {
        let result: Result<NetworkResponse, NetworkError>
        do {
            result = .success(try await base.get(url, timeout: timeout, maximumBytes: maximumBytes))
        } catch {
            result = .failure(error)
        }
        if let work = Inbox.currentWork {
            kept.withLock { $0[work] = (url.absoluteString, result) }
        }
        return try result.get()
    }

    /// The exchange that work `work` made, if any, forgotten as it is taken.
    public func take(work: Int) -> (url: String, result: Result<NetworkResponse, NetworkError>)? {
        kept.withLock { $0.removeValue(forKey: work) }
    }
}

/// A replay's network client: it answers each piece of work with what the same work got in
/// the captured window, and asks no server. Work the capture did not see finish gets a
/// failure that says so (its result is never delivered: the window never received it).
public final class ReplayNetworkClient: NetworkClient {
    private let exchanges: [Int: CapturedExchange]
    /// URLs asked that the capture answered differently or not at all, for a warning.
    private let mismatches = Mutex<[String]>([])

    public init(exchanges: [Int: CapturedExchange]) {
        self.exchanges = exchanges
    }

    public func get(_ url: URL, timeout: Double, maximumBytes: Int) async throws(NetworkError) -> NetworkResponse {
        guard let work = Inbox.currentWork, let x = exchanges[work] else {
            throw .failed("the capture holds no answer for \(url.absoluteString)")
        }
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
