import AppTestSupport
import FlyingFox
import Foundation
import Services
import Testing
import TestSupport
@testable import Exercises

/// The URLSession client exercises are handed, against a server the test starts on
/// 127.0.0.1: a whole answer, one too large, one too slow, and no server at all.
///
/// The server runs on Swift concurrency's shared threads, which other tests (waiting on a
/// child process) may hold for seconds on a two-core machine: deadlines that are not what a
/// test is about are generous, and the slow server is far slower than the deadline tested.
@Suite("Network client")
struct NetworkClientTests {
    let client = LoopbackNetworkClient.make()

    @Test("a 200 answer arrives whole, with its status")
    func ok() async throws {
        let server = try await LoopbackServer(routes: [("GET /answer", { _ in HTTPResponse(statusCode: .ok, body: Data("yes".utf8)) })])
        let r = try await client.get(server.url("/answer"), timeout: 20, maximumBytes: 1024)
        await server.stop()
        #expect(r == NetworkResponse(status: 200, body: Data("yes".utf8)))
    }

    @Test("a body larger than the cap is refused")
    func tooLarge() async throws {
        let big = Data(repeating: 65, count: 200_000)
        let server = try await LoopbackServer(routes: [("GET /big", { _ in HTTPResponse(statusCode: .ok, body: big) })])
        await #expect(throws: NetworkError.tooLarge(limit: 64 * 1024)) {
            try await client.get(server.url("/big"), timeout: 20, maximumBytes: 64 * 1024)
        }
        await server.stop()
    }

    @Test("a server slower than the deadline times out at the deadline")
    func slow() async throws {
        let server = try await LoopbackServer(routes: [("GET /slow", { _ in
            try await Task.sleep(for: .seconds(30))
            return HTTPResponse(statusCode: .ok)
        })])
        let start = ContinuousClock.now
        await #expect(throws: NetworkError.timedOut(seconds: 0.5)) {
            try await client.get(server.url("/slow"), timeout: 0.5, maximumBytes: 1024)
        }
        // Well short of the server's 30 s, with room for a machine so busy (a build beside
        // the tests on two cores) that the 0.5 s deadline took 12 s to be noticed once.
        #expect(ContinuousClock.now - start < .seconds(20))
        await server.stop()
    }

    @Test("no server listening is a failure that says so")
    func refused() async throws {
        // Start a server to learn a free port, then stop it so nothing listens there.
        let server = try await LoopbackServer(routes: [])
        let url = server.url("/gone")
        await server.stop()
        do {
            _ = try await client.get(url, timeout: 20, maximumBytes: 1024)
            Issue.record("a request to a closed port succeeded")
        } catch {
            #expect(error == .failed("cannot connect to the server"), "\(error)")
        }
    }

    @Test("a redirect to another HTTP path is still followed")
    func redirectFollowed() async throws {
        let server = try await LoopbackServer(routes: [
            ("GET /old", { _ in HTTPResponse(statusCode: .found, headers: [.location: "/answer"]) }),
            ("GET /answer", { _ in HTTPResponse(statusCode: .ok, body: Data("yes".utf8)) }),
        ])
        let r = try await client.get(server.url("/old"), timeout: 20, maximumBytes: 1024)
        await server.stop()
        #expect(r == NetworkResponse(status: 200, body: Data("yes".utf8)))
    }

    @Test("a redirect to a URL that is not HTTP is refused as such, and never followed")
    func redirectToFile() async throws {
        let server = try RawLoopbackServer(.reply(Data("HTTP/1.1 302 Found\r\nLocation: file:///etc/passwd\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)))
        defer { server.stop() }
        await #expect(throws: NetworkError.failed("the server redirected to file:///etc/passwd, which is not an http or https URL")) {
            try await client.get(server.url("/redirect"), timeout: 20, maximumBytes: 1024)
        }
        // Foundation turns file:///etc/passwd into /etc/passwd on the same server: never asked.
        #expect(server.requestLines == ["GET /redirect HTTP/1.1"])
    }

    @Test("a client limited to some hosts refuses any other at once, and a redirect to one")
    func allowedHostsOnly() async throws {
        // 127.0.0.2 is this machine too, but not a host the client may reach.
        await #expect(throws: NetworkError.self) {
            try await client.get(URL(string: "http://127.0.0.2:9/x")!, timeout: 20, maximumBytes: 1024)
        }
        let server = try RawLoopbackServer(.reply(Data("HTTP/1.1 302 Found\r\nLocation: http://127.0.0.2:9/elsewhere\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)))
        defer { server.stop() }
        do {
            _ = try await client.get(server.url("/redirect"), timeout: 20, maximumBytes: 1024)
            Issue.record("the redirect was followed")
        } catch {
            #expect(error.description.hasPrefix("the server redirected to another host; refused: this client reaches only"), "\(error)")
        }
        #expect(server.requestLines == ["GET /redirect HTTP/1.1"])
    }

    @Test("a reply whose headers are too large to hold says so, not just \"Out of memory\"")
    func hugeHeaders() async throws {
        let head = Data("HTTP/1.1 200 OK\r\nX-Padding: ".utf8) + Data(repeating: 0x61, count: 30 << 20) + Data("\r\nContent-Length: 0\r\n\r\n".utf8)
        let server = try RawLoopbackServer(.reply(head))
        defer { server.stop() }
        await #expect(throws: NetworkError.failed("the server's reply headers were too large to read (or memory ran out)")) {
            try await client.get(server.url("/huge"), timeout: 20, maximumBytes: 1024)
        }
    }
}
