import Animation
import AppTestSupport
import Foundation
import Geometry
import Gestures
import Services
import Testing
import TestSupport
import Widgets
@testable import Exercises

/// The 8-Ball tab through the same input pipeline a user drives: shakes from each source,
/// the states they lead to, answers from a loopback server, and the fallbacks.
@Suite("Magic 8-Ball", .serialized)
struct Magic8BallTests {
    private func harness(options: LaunchOptions = LaunchOptions(eightBall: EightBallOptions(offline: true)), folders: AppFolders = .none)
        -> (ShellHarness, Magic8BallExercise) {
        // Offline asks no server; otherwise the test started one on 127.0.0.1.
        let network: NetworkClient = options.eightBall.offline ? OfflineNetworkClient() : LoopbackNetworkClient.make()
        let h = ShellHarness(tab: .magic8Ball, folders: folders, network: network, options: options)
        h.play(EventScript(start: 0.05), settle: 0)
        return (h, h.shell.exercise(.magic8Ball) as! Magic8BallExercise)
    }

    private func ballCenter(_ e: Magic8BallExercise) -> Point {
        let b = e.screen.ball.layer
        return b.convert(Point(x: b.bounds.midX, y: b.bounds.midY), to: nil)!
    }

    /// Window moves of 10 pt, turning every 4 moves: a shake when quick.
    private func windowShake(_ s: inout EventScript, swings: Int = 6, interval: Double = 0.02) {
        for i in 0..<swings {
            for _ in 0..<4 {
                s.add(.window(.moved(dx: (i % 2 == 0 ? 10 : -10), dy: 0)))
                s.wait(interval - 0.01)
            }
        }
    }

    /// The pointer pressed on the ball and swung ±`amplitude` every `swing` seconds.
    private func ballShake(_ s: inout EventScript, at c: Point, swings: Int = 6, amplitude: Double = 40, swing: Double = 0.06) {
        s.down(c.x, c.y)
        for i in 0..<swings {
            let x = c.x + (i % 2 == 0 ? amplitude : -amplitude)
            for k in 1...3 {
                s.move(c.x + (x - c.x) * Double(k) / 3, c.y)
                s.wait(swing / 3 - 0.01)
            }
        }
        s.up(c.x, c.y)
    }

    @Test("a window shake, a ball shake and Ctrl+Alt+Z each ask exactly once; a slow drag of the ball asks nothing")
    func shakeSources() {
        let (h, e) = harness()
        var w = EventScript(start: 0.3)
        windowShake(&w)
        h.play(w, settle: 1)
        #expect(e.main.questionsAsked == 1)

        let c = ballCenter(e)
        var b = EventScript(start: h.clock.now + 0.1)
        ballShake(&b, at: c)
        h.play(b, settle: 1)
        #expect(e.main.questionsAsked == 2)

        var k = EventScript(start: h.clock.now + 0.1)
        k.key("ctrl+alt+z")
        h.play(k, settle: 1)
        #expect(e.main.questionsAsked == 3)

        var slow = EventScript(start: h.clock.now + 0.1)
        slow.drag(from: c, to: Point(x: c.x + 120, y: c.y), speed: 150)
        slow.drag(from: Point(x: c.x + 120, y: c.y), to: c, speed: 150)
        slow.drag(from: c, to: Point(x: c.x + 120, y: c.y), speed: 150)
        slow.up(c.x + 120, c.y)
        h.play(slow, settle: 1)
        #expect(e.main.questionsAsked == 3, "a slow drag back and forth is not a shake")
    }

    @Test("the held ball follows the pointer on its tether and springs home when let go")
    func tether() {
        let (h, e) = harness()
        let c = ballCenter(e)
        var s = EventScript(start: 0.3)
        s.drag(from: c, to: Point(x: c.x + 50, y: c.y + 20), speed: 400)
        h.play(s, settle: 0.5)
        let held = ballCenter(e)
        #expect(abs(held.x - (c.x + 50)) < 1 && abs(held.y - (c.y + 20)) < 1, "within reach, one to one: \(held)")
        var far = EventScript(start: h.clock.now)
        far.move(c.x + 400, c.y)
        h.play(far, settle: 0.5)
        let stretched = ballCenter(e).x - c.x
        #expect(stretched > 60 && stretched < 200, "past its reach the tether resists: \(stretched) pt for 400")
        var up = EventScript(start: h.clock.now)
        up.up(c.x + 400, c.y)
        h.play(up, settle: 1.5)
        #expect(ballCenter(e) == c, "home again")
        #expect(e.main.questionsAsked == 0)
    }

    @Test("states: the call to shake; shaking; a saved answer with the offline tag; a shake while asking is ignored; a new shake asks again")
    func states() {
        let (h, e) = harness()
        #expect(e.main.state == .idle)
        #expect(h.dump.first(named: "eightball.prompt")?.text == EightBallScreen.callToShake)
        #expect(h.dump.first(named: "eightball.offline")?.hidden == true)
        e.main.motionBegan()
        #expect(e.main.state == .shaking(over: nil))
        e.main.motionCancelled()
        #expect(e.main.state == .idle, "a cancelled shake goes back")
        var k = EventScript(start: 0.3)
        k.key("ctrl+alt+z")
        h.play(k, settle: 1)
        guard case .answered(let first) = e.main.state else { Issue.record("no answer: \(e.main.state)"); return }
        #expect(first.isOffline && first.offlineReason == "offline mode (--offline)")
        #expect(Answer.classics.contains(first.answer))
        #expect(h.dump.first(named: "eightball.answer")?.text == first.answer.text)
        #expect(h.dump.first(named: "eightball.offline")?.hidden == false)
        #expect(h.dump.first(named: "eightball.prompt")?.hidden == true)
        #expect(e.overlayMarks.map(\.label) == ["offline: offline mode (--offline)"])
        var again = EventScript(start: h.clock.now)
        again.key("ctrl+alt+z")
        h.play(again, settle: 1)
        guard case .answered(let second) = e.main.state else { Issue.record("no second answer"); return }
        #expect(e.main.questionsAsked == 2 && second.answer != first.answer, "asked again, and never the same twice in a row")
    }

    @Test("a question pasted past its 140 characters keeps what fits and says it was cut")
    func longQuestionSaysWhy() throws {
        let pasteboard = MemoryPasteboard(string: String(repeating: "why ", count: 50))
        let h = ShellHarness(tab: .magic8Ball, pasteboard: pasteboard)
        h.play(EventScript(start: 0.05), settle: 0)
        let e = h.shell.exercise(.magic8Ball) as! Magic8BallExercise
        let field = try #require(h.center(of: "eightball.question"))
        var s = EventScript(start: 0.3)
        s.click(field.x, field.y)
        s.key("ctrl+v")
        h.play(s, settle: 0.2)
        #expect(e.screen.question.text.count == 140)
        #expect(h.dump.first(named: "toast.text")?.text == TextField.cutMessage(kept: 140, offered: 200, limit: 140, pasted: true))
    }

    @Test("a harness left to its defaults reaches no server: the shake asks the offline client and falls back at once")
    func harnessIsOffline() {
        let network = OfflineNetworkClient()
        // The default options name the public server; the harness's client must stop it.
        let h = ShellHarness(tab: .magic8Ball, network: network)
        let e = h.shell.exercise(.magic8Ball) as! Magic8BallExercise
        var k = EventScript(start: 0.3)
        k.key("ctrl+alt+z")
        h.play(k, settle: 1)
        guard case .answered(let a) = e.main.state else { Issue.record("no answer: \(e.main.state)"); return }
        #expect(a.isOffline && a.offlineReason?.hasPrefix("offline") == true, "\(String(describing: a.offlineReason))")
        #expect(network.requests.map(\.host) == [RemoteAnswerProvider.defaultBase.host], "asked once, and only the client")
    }

    @Test("a shake while the server is still thinking is ignored, and frames keep coming during the request")
    func shakeWhileAsking() async throws {
        let server = try RawLoopbackServer(.drip(length: 400, interval: 1))
        defer { server.stop() }
        let (h, e) = harness(options: LaunchOptions(eightBall: EightBallOptions(endpoint: server.url("/magic/JSON/"))))
        e.main.motionBegan()
        e.main.motionEnded()
        guard case .asking = e.main.state else { Issue.record("not asking: \(e.main.state)"); return }
        e.main.motionBegan()
        e.main.motionEnded()
        #expect(e.main.questionsAsked == 1, "a shake while asking is ignored")
        let (frames, longest, elapsed) = await stepUntilAnswered(h, e)
        #expect(frames > 30, "frames kept coming while the server dripped: \(frames)")
        #expect(longest < 1, "no frame waited on the network (its deadline is 3 s): longest \(longest) s")
        print("8-Ball drip: fell back after \(elapsed) s, \(frames) frames, longest frame \(longest) s")
        guard case .answered(let a) = e.main.state else { Issue.record("no answer"); return }
        #expect(a.offlineReason == "no answer within 3 s", "\(String(describing: a.offlineReason))")
        #expect(elapsed < 10, "the 3 s deadline held (\(elapsed) s)")
    }

    @Test("the next answer waits out of sight while the old die sinks; a cancelled shake leaves the answer where it is")
    func sinkThenRise() {
        let (h, e) = harness()
        var k = EventScript(start: 0.3)
        k.key("ctrl+alt+z")
        h.play(k, settle: 0.03)
        let die = e.screen.ball.die
        #expect(die.presentation.opacity < 0.01, "the new answer is hidden while the old die sinks: \(die.presentation.opacity)")
        #expect(h.dump.first(named: "eightball.offline")?.opacity ?? 1 < 0.01, "the tag waits too")
        h.play(EventScript(start: h.clock.now), settle: 1.5)
        #expect(die.presentation.opacity > 0.99 && die.presentation.transform == .identity)
        e.main.motionBegan()
        e.main.motionCancelled()
        #expect(die.animation(forKey: "rise") == nil && die.presentation.opacity > 0.99, "a cancelled shake does not sink or raise the die")
    }

    /// Steps the shell frame by frame on a virtual clock that keeps pace with real time,
    /// as the window does, until an answer shows (at most 20 s): frames drawn, the longest
    /// frame's real duration, and the real seconds it took.
    private func stepUntilAnswered(_ h: ShellHarness, _ e: Magic8BallExercise) async -> (Int, Double, Double) {
        let start = Date()
        var frames = 0, longest = 0.0
        while Date().timeIntervalSince(start) < 20 {
            if case .answered = e.main.state { break }
            let t0 = Date()
            h.clock.set(to: h.clock.now + 1.0 / 60)
            h.shell.update(at: h.clock.now)
            longest = max(longest, Date().timeIntervalSince(t0))
            frames += 1
            // Awaited, not slept: the shared thread serves other tests meanwhile.
            try? await Task.sleep(for: .seconds(1.0 / 60))
        }
        return (frames, longest, Date().timeIntervalSince(start))
    }

    /// A server on threads of its own (a busy test run starves Swift's shared pool, and the
    /// exercise keeps its real 3 s deadline) that answers every request with `status` and `body`.
    private func server(status: String = "200 OK", _ body: String) throws -> RawLoopbackServer {
        let head = "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
        return try RawLoopbackServer(.reply(Data((head + body).utf8)))
    }

    @Test("a real answer from the server shows on the die in its type's colour, with no offline tag; the question reaches it encoded")
    func online() throws {
        let s = try server(#"{"magic":{"question":"q","answer":"Signs point to maybe","type":"Contrary"}}"#)
        defer { s.stop() }
        let (h, e) = harness(options: LaunchOptions(eightBall: EightBallOptions(endpoint: s.url("/magic/JSON/"))))
        let field = h.center(of: "eightball.question")!
        var script = EventScript(start: 0.3)
        script.click(field.x, field.y)
        script.add(.text("Rain? a/b #1 👍"))
        script.key("ctrl+alt+z")
        h.play(script, settle: 1)
        #expect(e.main.state == .answered(ShownAnswer(answer: Answer("Signs point to maybe", .contrary), offlineReason: nil)))
        #expect(s.requestLines == ["GET /magic/JSON/Rain%3F%20a%2Fb%20%231%20%F0%9F%91%8D HTTP/1.1"])
        #expect(h.dump.first(named: "eightball.answer")?.text == "Signs point to maybe")
        #expect(h.dump.first(named: "eightball.offline")?.hidden == true)
        #expect(e.screen.ball.die.fillColor == MagicBall.dieColor(.contrary))
    }

    @Test("500, garbage, a hang-up, a refused port and an unresolvable host each fall back to a saved answer with the reason")
    func fallbacks() async throws {
        let failing = try server(status: "500 Internal Server Error", "oops")
        let garbage = try server("<html>")
        let hangUp = try RawLoopbackServer(.acceptThenClose)
        // A port nothing listens on: one the system gave a server that has stopped.
        let gone = try await LoopbackServer(routes: [])
        let refused = gone.url("/magic/")
        await gone.stop()
        let cases: [(URL, String)] = [
            (failing.url("/magic/"), "the server answered 500"),
            (garbage.url("/magic/"), "the server's reply is not an 8-Ball answer"),
            (hangUp.url("/magic/"), ""),
            (refused, "cannot connect to the server"),
        ]
        for (url, reason) in cases {
            let (h, e) = harness(options: LaunchOptions(eightBall: EightBallOptions(endpoint: url)))
            var k = EventScript(start: 0.3)
            k.key("ctrl+alt+z")
            h.play(k, settle: 1)
            guard case .answered(let a) = e.main.state else { Issue.record("\(url): no answer, \(e.main.state)"); continue }
            #expect(a.isOffline && Answer.classics.contains(a.answer), "\(url)")
            if !reason.isEmpty { #expect(a.offlineReason == reason, "\(url)") }
            #expect(h.dump.first(named: "eightball.offline")?.hidden == false)
        }
        for s in [failing, garbage, hangUp] { s.stop() }
    }

    @Test("the gesture overlay's offline reason sits wholly on its dark backing, however long")
    func overlayReasonHasBacking() throws {
        let measurer = FixedWidthMeasurer()
        let h = ShellHarness(size: Size(width: 640, height: 480), tab: .magic8Ball,
                             options: LaunchOptions(eightBall: EightBallOptions(offline: true)), textMeasurer: measurer)
        var k = EventScript(start: 0.1)
        k.key("ctrl+g")
        k.key("ctrl+alt+z")
        h.play(k, settle: 2)
        guard let label = h.dump.first(named: "gesture.overlay.mark.label"), let text = label.text else {
            Issue.record("no reason shows"); return
        }
        let needed = Double(measurer.measure(text, pixelSize: 12, bold: false).width)
        #expect(label.frame[2] >= needed + 8, "the backing (\(label.frame[2]) pt) holds the text (\(needed) pt): \(text)")
        // Dark, and mostly opaque, behind the white text: not merely some colour.
        let backing = try Color(hex: try #require(label.backgroundColor, "the reason has no backing"))
        #expect(max(backing.red, backing.green, backing.blue) <= 0.2 && backing.alpha >= 0.7, "backing \(label.backgroundColor!)")
        #expect(label.frame[0] >= 0 && label.frame[0] + label.frame[2] <= 640, "and stays in the window: \(label.frame)")
    }

    @Test("in the smallest window, 560x400, the ball is big enough for its die to read")
    func ballInSmallestWindow() {
        let h = ShellHarness(size: Size(width: 560, height: 400), tab: .magic8Ball, options: LaunchOptions(eightBall: EightBallOptions(offline: true)))
        h.play(EventScript(start: 0.05), settle: 0.2)
        let ball = h.dump.first(named: "eightball.ball")!.frame
        #expect(ball[2] >= 150, "the ball is \(ball[2]) pt across")
        let hint = h.dump.first(named: "eightball.hint")!.frame
        let main = h.dump.first(named: "eightball.main")!.frame
        #expect(hint[1] + hint[3] <= main[1] + main[3] + 0.5, "the hint still fits under it: \(hint) in \(main)")
        let prompt = h.dump.first(named: "eightball.prompt")!.frame
        #expect(prompt[1] >= ball[1] + ball[3], "the prompt is under the ball, not over it")
    }
}
