import Dispatch
import FlyingFox
import Foundation

/// An HTTP server on 127.0.0.1 at a port the system picks, for network tests: routes
/// answer with what the test says, and it stops when the test is done.
public final class LoopbackServer: Sendable {
    private let server: HTTPServer
    private let task: Task<Void, Error>
    /// The port it listens on.
    public let port: UInt16

    /// Starts a server whose routes ("GET /hello") answer with the handlers given.
    public init(routes: [(String, @Sendable (HTTPRequest) async throws -> HTTPResponse)]) async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
        for (route, handler) in routes { await server.appendRoute(HTTPRoute(stringLiteral: route), handler: handler) }
        // On threads of its own: a test that holds one of Swift concurrency's shared threads
        // (a harness waiting for the 8-Ball's request) must not starve the server it waits on.
        task = Task(executorPreference: serverExecutor) { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port)? = await server.listeningAddress else {
            throw URLError(.cannotConnectToHost)
        }
        self.server = server
        self.port = port
    }

    /// A URL on this server.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    public func stop() async {
        await server.stop()
        task.cancel()
    }
}

/// Where every loopback server's tasks run: a queue of its own, not the shared pool.
private final class ServerExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "motionlab.tests.loopback-server", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

private let serverExecutor = ServerExecutor()
