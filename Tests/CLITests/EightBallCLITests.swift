import AppTestSupport
import Foundation
import Testing
import TestSupport

/// `screenshot` and the 8-Ball's flags against a server the test starts on 127.0.0.1.
@Suite("8-Ball on the command line", .serialized)
struct EightBallCLITests {
    private let dir = makeTemporaryDirectory("motionlab-8ball-cli")

    /// A server that answers every request with this 8-Ball reply.
    private func server(answer: String, type: String) throws -> RawLoopbackServer {
        let body = #"{"magic":{"question":"q","answer":"\#(answer)","type":"\#(type)"}}"#
        let reply = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        return try RawLoopbackServer(.reply(Data(reply.utf8)))
    }

    /// A script that types a question into the field and shakes with Ctrl+Alt+Z.
    private func shakeScript() throws -> String {
        let path = dir.appendingPathComponent("shake.json").path
        let script = #"{"events": [{"t": 0.1, "type": "down", "x": 512, "y": 78}, {"t": 0.18, "type": "up", "x": 512, "y": 78},"#
            + #" {"t": 0.3, "type": "text", "text": "Will it rain?"}, {"t": 0.5, "type": "key", "key": "ctrl+alt+z"}]}"#
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func answerShown(in dump: String) throws -> String? {
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dump)))
        func find(_ node: Any) -> String? {
            guard let n = node as? [String: Any] else { return nil }
            if n["name"] as? String == "eightball.answer" { return n["text"] as? String }
            for c in n["sublayers"] as? [Any] ?? [] { if let t = find(c) { return t } }
            return nil
        }
        return find(root)
    }

    @Test("--endpoint: the screenshot shows the server's answer, the same bytes twice, and --verbose says what was asked")
    func endpoint() async throws {
        let s = try server(answer: "Outlook hazy", type: "Neutral")
        defer { s.stop() }
        let script = try shakeScript()
        var images: [Data] = []
        for i in 0..<2 {
            let out = dir.appendingPathComponent("answer\(i).png").path, dump = dir.appendingPathComponent("answer\(i).json").path
            let r = try await MotionLabProcess.run(["screenshot", "--tab", "magic-8-ball", "--endpoint", s.url("/magic/JSON/").absoluteString,
                                              "--script", script, "--at", "2", "--verbose", "--out", out, "--dump", dump])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try answerShown(in: dump) == "Outlook hazy")
            #expect(r.stderr.contains("8-Ball: “Will it rain?”: “Outlook hazy” (Neutral)"), "\(r.stderr)")
            images.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(images[0] == images[1], "the same script against the same server gives the same PNG")
        #expect(s.requestLines.count == 2 && s.requestLines.allSatisfy { $0 == "GET /magic/JSON/Will%20it%20rain%3F HTTP/1.1" }, "\(s.requestLines)")
    }

    @Test("MOTIONLAB_8BALL_URL stands in for --endpoint; --offline asks no server")
    func environmentAndOffline() async throws {
        let s = try server(answer: "From the environment", type: "Affirmative")
        defer { s.stop() }
        let script = try shakeScript(), dump = dir.appendingPathComponent("env.json").path
        let r = try await MotionLabProcess.run(["screenshot", "--tab", "magic-8-ball", "--script", script, "--out", dir.appendingPathComponent("env.png").path,
                                          "--dump", dump], environment: ["MOTIONLAB_8BALL_URL": s.url("/magic/JSON/").absoluteString])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try answerShown(in: dump) == "From the environment")
        let seen = s.requestLines.count
        let off = try await MotionLabProcess.run(["screenshot", "--tab", "magic-8-ball", "--offline", "--script", script,
                                            "--out", dir.appendingPathComponent("off.png").path, "--dump", dump],
                                           environment: ["MOTIONLAB_8BALL_URL": s.url("/magic/JSON/").absoluteString])
        #expect(off.status == 0, "\(off.stderr)")
        let junk = try await MotionLabProcess.run(["screenshot", "--tab", "magic-8-ball", "--offline", "--out", dir.appendingPathComponent("junk.png").path],
                                            environment: ["MOTIONLAB_8BALL_URL": "not a url"])
        #expect(junk.status == 0, "--offline does not read the environment's server: \(junk.stderr)")
        #expect(s.requestLines.count == seen, "--offline sent a request")
        #expect(try answerShown(in: dump).map { !$0.isEmpty && $0 != "From the environment" } == true)
    }

    @Test("a bad endpoint, from the flag or the environment, or --offline with --endpoint: one line and exit 2", arguments: [
        (["--endpoint", "ftp://example.org/"], [String: String](), "--endpoint"),
        (["--endpoint", "not a url"], [:], "--endpoint"),
        ([], ["MOTIONLAB_8BALL_URL": "localhost:8080"], "MOTIONLAB_8BALL_URL"),
        (["--offline", "--endpoint", "http://127.0.0.1:9/"], [:], "--offline"),
        (["--endpoint", "http://127.0.0.1:9/magic?lang=en"], [:], "query"),
    ])
    func badEndpoint(arguments: [String], environment: [String: String], named: String) async throws {
        let r = try await MotionLabProcess.run(["screenshot", "--tab", "magic-8-ball", "--out", dir.appendingPathComponent("x.png").path] + arguments,
                                         environment: environment)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(named), "\(r.stderr)")
    }
}
