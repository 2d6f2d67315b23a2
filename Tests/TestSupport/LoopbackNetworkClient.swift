import Exercises
import Foundation

/// The real URLSession client, for tests that hand the app a server they started on this
/// machine: a URL whose host is not a loopback address fails at once, before any lookup
/// or connection, so a test that points the 8-Ball at the wrong place cannot reach out.
public struct LoopbackNetworkClient: NetworkClient {
    /// Hosts that name this machine.
    public static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]

    private let client = URLSessionNetworkClient()

    public init() {}

    public func get(_ url: URL, timeout: Double, maximumBytes: Int) async throws(NetworkError) -> NetworkResponse {
        guard let host = url.host, Self.loopbackHosts.contains(host.lowercased()) else {
            throw .failed("refused: tests only reach servers on 127.0.0.1, not \(url.host ?? url.absoluteString)")
        }
        return try await client.get(url, timeout: timeout, maximumBytes: maximumBytes)
    }
}
