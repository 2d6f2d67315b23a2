import Exercises
import Foundation

/// The real URLSession client, for tests that hand the app a server they started on this
/// machine: it reaches only loopback addresses, first and after any redirect, so neither
/// a test pointing at the wrong place nor a server redirecting elsewhere can reach out.
/// A refused URL fails at once, before any lookup or connection.
public enum LoopbackNetworkClient {
    /// Hosts that name this machine.
    public static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]

    /// A URLSession client limited to `loopbackHosts`.
    public static func make() -> URLSessionNetworkClient {
        URLSessionNetworkClient(allowedHosts: loopbackHosts)
    }
}
