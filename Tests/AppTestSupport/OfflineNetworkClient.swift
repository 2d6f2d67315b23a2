import Exercises
import Foundation
import Services

/// A network client for tests: every request fails at once as "offline", as on a machine
/// with no network, so a fuzzer that shakes the 8-Ball still runs every path (the saved
/// answers, the offline tag) and nothing leaves the machine. It keeps the URLs it was
/// asked for, so a test that expects no request at all can say so:
/// `#expect(client.requests.isEmpty)`.
///
/// `ShellHarness` uses one unless a test hands in another (a client aimed at a server the
/// test started on 127.0.0.1).
public final class OfflineNetworkClient: NetworkClient, @unchecked Sendable {
    // Read and written only under `lock`: requests come from the inbox's threads.
    private let lock = NSLock()
    private var asked: [URL] = []

    public init() {}

    /// Every URL asked for so far, in order.
    public var requests: [URL] { lock.withLock { asked } }

    public func get(_ url: URL, timeout: Double, maximumBytes: Int, for work: WorkID?) async throws(NetworkError) -> NetworkResponse {
        lock.withLock { asked.append(url) }
        throw .failed("offline: tests reach no server unless they start one on 127.0.0.1")
    }
}
