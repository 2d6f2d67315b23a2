import AppTestSupport
import FlyingFox
import Foundation
import Testing
import TestSupport
@testable import Exercises

/// The 8-Ball's remote provider against a server the test starts on 127.0.0.1: every
/// reply it must turn into an answer or a one-line failure.
///
/// The server runs on Swift concurrency's shared threads, which other tests may hold for
/// seconds on a two-core machine, so the provider is given 20 s here: the 3 s deadline is
/// not what these tests are about.
@Suite("8-Ball remote answers", .serialized)
struct RemoteAnswerProviderTests {
    private func ask(_ reply: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse, question: String = "Will it rain?") async throws
        -> (Result<Answer, AnswerFailure>, String) {
        let seen = PathBox()
        let server = try await LoopbackServer(routes: [("GET /magic/JSON/*", { r in
            await seen.set(r.target.path(percentEncoded: true))
            return try await reply(r)
        })])
        let provider = RemoteAnswerProvider(base: server.url("/magic/JSON/"), client: LoopbackNetworkClient.make(), deadline: 20)
        let result = await provider.answer(to: question)
        await server.stop()
        return (result, await seen.path)
    }

    private static func json(_ s: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
        HTTPResponse(statusCode: status, body: Data(s.utf8))
    }

    /// Asks each question of one server that answers each with its own reply.
    private func askAll(_ replies: [(question: String, reply: HTTPResponse)]) async throws -> [Result<Answer, AnswerFailure>] {
        let table = Dictionary(uniqueKeysWithValues: replies.map { ($0.question, $0.reply) })
        let server = try await LoopbackServer(routes: [("GET /magic/JSON/*", { r in
            let q = r.target.path(percentEncoded: false).split(separator: "/").last.map(String.init) ?? ""
            return table[q] ?? HTTPResponse(statusCode: .notFound)
        })])
        let provider = RemoteAnswerProvider(base: server.url("/magic/JSON/"), client: LoopbackNetworkClient.make(), deadline: 20)
        var results: [Result<Answer, AnswerFailure>] = []
        for (q, _) in replies { results.append(await provider.answer(to: q)) }
        await server.stop()
        return results
    }

    @Test("a valid reply is that answer and its type; an unknown type is neutral")
    func valid() async throws {
        let r = try await askAll([
            ("a", Self.json(#"{"magic":{"question":"q","answer":"Outlook good","type":"Affirmative"}}"#)),
            ("b", Self.json(#"{"magic":{"question":"q","answer":"Hmm","type":"Sideways"}}"#)),
        ])
        #expect(r == [.success(Answer("Outlook good", .affirmative)), .success(Answer("Hmm", .neutral))])
    }

    @Test("500, 404, garbage, truncated JSON, an empty or over-long answer: each a failure that says why")
    func failures() async throws {
        let cases: [(HTTPResponse, String)] = [
            (Self.json("oops", status: .internalServerError), "the server answered 500"),
            (Self.json("nope", status: .notFound), "the server answered 404"),
            (Self.json("<html>hello</html>"), "the server's reply is not an 8-Ball answer"),
            (Self.json(#"{"magic":{"answer":"Yes"#), "the server's reply is not an 8-Ball answer"),
            (Self.json(#"{"magic":{"answer":"  ","type":"Neutral"}}"#), "the server's answer is unusable: An answer needs some words."),
            (Self.json(#"{"magic":{"answer":"\#(String(repeating: "a", count: 201))"}}"#), "the server's answer is unusable: An answer is at most 200 characters."),
        ]
        let r = try await askAll(cases.enumerated().map { ("case\($0.offset)", $0.element.0) })
        #expect(r == cases.map { .failure(AnswerFailure($0.1)) })
    }

    @Test("a 10 MB body fails without being read whole")
    func huge() async throws {
        let big = Data(repeating: 0x20, count: 10 << 20)
        let (r, _) = try await ask { _ in HTTPResponse(statusCode: .ok, body: big) }
        #expect(r == .failure(AnswerFailure("the answer was larger than \(RemoteAnswerProvider.maximumBytes) bytes")))
    }

    @Test("the server sees the question percent-encoded as one path segment: spaces, ?, /, # and emoji survive")
    func questionOnTheWire() async throws {
        let (_, path) = try await ask({ _ in Self.json(#"{"magic":{"answer":"Yes"}}"#) }, question: "Rain? a/b #1 👍")
        #expect(path == "/magic/JSON/Rain%3F%20a%2Fb%20%231%20%F0%9F%91%8D")
        let (_, empty) = try await ask({ _ in Self.json(#"{"magic":{"answer":"Yes"}}"#) }, question: "  ")
        #expect(empty == "/magic/JSON/Will%20it%20work%20out%3F")
    }

    @Test("a reply dripping a byte a second fails at the 3 s deadline, not when the 200 s drip would end")
    func drip() async throws {
        let server = try RawLoopbackServer(.drip(length: 200, interval: 1))
        defer { server.stop() }
        let provider = RemoteAnswerProvider(base: server.url("/magic/JSON/"), client: LoopbackNetworkClient.make())
        let start = ContinuousClock.now
        let r = await provider.answer(to: "slow")
        let took = ContinuousClock.now - start
        print("8-Ball drip: failed after \(took)")
        #expect(r == .failure(AnswerFailure("no answer within 3 s")))
        // At least the deadline, and far from the drip's 200 s: a busy machine may add a few seconds.
        #expect(took >= .milliseconds(2900) && took < .seconds(15), "the deadline took \(took)")
    }

    @Test("no server listening is a failure")
    func refused() async throws {
        let server = try await LoopbackServer(routes: [])
        let base = server.url("/magic/JSON/")
        await server.stop()
        let r = await RemoteAnswerProvider(base: base, client: LoopbackNetworkClient.make(), deadline: 20).answer(to: "x")
        #expect(r == .failure(AnswerFailure("cannot connect to the server")))
    }
}

/// The path a handler saw, handed back across tasks.
private actor PathBox {
    var path = ""
    func set(_ p: String) { path = p }
}
