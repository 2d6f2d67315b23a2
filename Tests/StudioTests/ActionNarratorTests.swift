import Animation
import AppTestSupport
import Exercises
import Foundation
import Geometry
import Gestures
import Services
import Studio
import StudioApp
import Testing
import TestSupport

/// A session's actions in words: scripts and committed captures replayed through the
/// narrator, as `replay --list` does, and the sentences it tells checked.
@Suite("Actions in words")
struct ActionNarratorTests {
    /// Where the Circles tests spawn their circle.
    static let spot = Point(x: 300, y: 300)

    func replay(_ capture: Capture, tab: ExerciseKind = .circles, seed: UInt64 = 1) throws -> CaptureReplay {
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineNetworkClient())
        c.initialTab = tab
        c.seed = seed
        return try CaptureReplay(capture: capture, configuration: c)
    }

    func narrate(_ script: EventScript, tab: ExerciseKind = .circles, seed: UInt64 = 1) throws -> [SessionAction] {
        let capture = Capture(script: script.script)
        return ActionNarrator.actions(of: capture, replay: try replay(capture, tab: tab, seed: seed))
    }

    /// The centre of a layer, by name, in what `tab` shows at launch.
    func center(of name: String, tab: ExerciseKind, seed: UInt64 = 1) throws -> Point {
        let dump = try replay(Capture(entries: []), tab: tab, seed: seed).scene.content.rootLayer.dump()
        let f = try #require(dump.first(named: name)?.frame)
        return Point(x: f[0] + f[2] / 2, y: f[1] + f[3] / 2)
    }

    /// A double-click at `spot`, then a pause longer than the multi-tap interval.
    func spawn(_ s: inout EventScript) {
        s.click(Self.spot.x, Self.spot.y, gap: 0.05)
        s.click(Self.spot.x, Self.spot.y, gap: 0.6)
    }

    /// A circle spawned at `spot`, then pressed there and held for `seconds`.
    func holdNewCircle(_ s: inout EventScript, for seconds: Double) {
        spawn(&s)
        s.down(Self.spot.x, Self.spot.y)
        s.wait(seconds)
    }

    @Test("a double-tap on the Circles canvas names the canvas and the circle it makes")
    func doubleTapSpawns() throws {
        var s = EventScript(start: 0.5)
        spawn(&s)
        let actions = try narrate(s)
        #expect(actions.map(\.text) == ["double-tap on canvas → circle appears"])
        #expect(actions.first?.kind == .pointer)
        #expect(actions.first.map { abs($0.time.seconds - 0.5) < 1e-9 } == true, "\(actions)")
    }

    @Test("a mark made between two taps leaves them one double-tap, told before it")
    func markBetweenTaps() throws {
        var s = EventScript(start: 0.5)
        spawn(&s)
        var capture = Capture(script: s.script)
        capture.entries.insert(.mark(CaptureMark(time: 0.6)), at: 2)
        let actions = ActionNarrator.actions(of: capture, replay: try replay(capture))
        #expect(actions.map(\.text) == ["double-tap on canvas → circle appears", "mark 1"])
    }

    @Test("a circle held and dragged is lifted and dragged, with both points; a quick drag names what it started on")
    func dragNamesBothPoints() throws {
        var s = EventScript(start: 0.5)
        holdNewCircle(&s, for: 0.7)
        for i in 1...10 { s.move(Self.spot.x + 18 * Double(i), Self.spot.y + 8 * Double(i)) }
        s.up(480, 380)
        s.wait(0.6)
        s.drag(from: Point(x: 700, y: 200), to: Point(x: 760, y: 240), speed: 600)
        s.up(760, 240)
        let texts = try narrate(s).map(\.text)
        #expect(texts == ["double-tap on canvas → circle appears", "lift circle and drag from (300, 300) to (480, 380)",
                          "drag canvas from (700, 200) to (760, 240)"])
    }

    @Test("a triple-tap on a circle says it disappears; a long press on it names it")
    func tripleTapDeletes() throws {
        var s = EventScript(start: 0.5)
        holdNewCircle(&s, for: 0.8)
        s.up(Self.spot.x, Self.spot.y)
        s.wait(0.6)
        for _ in 0..<3 { s.click(Self.spot.x, Self.spot.y, gap: 0.05) }
        s.wait(0.6)
        let texts = try narrate(s).map(\.text)
        #expect(texts == ["double-tap on canvas → circle appears", "long-press on circle", "triple-tap on circle → circle disappears"])
    }

    @Test("a tab switch by key or by the tab bar reads as the tab's title")
    func tabSwitch() throws {
        var s = EventScript(start: 0.5)
        s.key("ctrl+3")
        s.wait(0.6)
        let snowman = try center(of: "tab.snowman", tab: .circles)
        s.click(snowman.x, snowman.y, gap: 0.6)
        let actions = try narrate(s)
        #expect(actions.map(\.text) == ["tab: Color Timer", "tab: Snowman"])
        #expect(actions.map(\.kind) == [.tab, .tab])
    }

    @Test("a click on a Color Timer control presses it by name; a scene key says what it does")
    func pressControl() throws {
        let start = try center(of: "start-button", tab: .colorTimer)
        var s = EventScript(start: 0.5)
        s.click(start.x, start.y, gap: 0.6)
        s.key("ctrl+p")
        let texts = try narrate(s, tab: .colorTimer).map(\.text)
        #expect(texts == ["press start-button", "Ctrl+P: pause / resume every animation"])
    }

    @Test("text typed into the 8-Ball's question is one action, backspaces applied, its keys not told apart")
    func typing() throws {
        let field = try center(of: "eightball.question", tab: .magic8Ball)
        var s = EventScript(start: 0.5)
        s.click(field.x, field.y, gap: 0.3)
        for c in "will it wokr" {
            s.add(.key(KeyEvent(key: Key(String(c)), isDown: true)))
            s.add(.text(String(c)))
        }
        s.key("backspace")
        s.key("backspace")
        s.add(.text("rk"))
        s.wait(0.5)
        let actions = try narrate(s, tab: .magic8Ball)
        #expect(actions.map(\.text) == ["press eightball.question", "type 'will it work'"])
        #expect(actions.last?.kind == .text)
    }

    @Test("window moves read as a move by their sum, and back and forth as a shake")
    func windowMoves() throws {
        var s = EventScript(start: 0.5)
        s.add(.window(.moved(dx: 20, dy: 0)))
        s.add(.window(.moved(dx: 10, dy: 5)))
        s.wait(1)
        for i in 0..<8 { s.add(.window(.moved(dx: i % 2 == 0 ? 80 : -80, dy: 0))); s.wait(0.04) }
        let actions = try narrate(s, tab: .circles)
        #expect(actions.map(\.text) == ["move window by (30, 5)", "shake window"])
        #expect(actions.allSatisfy { $0.kind == .window })
    }

    @Test("two pointers moving apart on a Black Hole square pinch it, by how much")
    func pinch() throws {
        let square = try center(of: "square", tab: .blackHole)
        var s = EventScript(start: 0.5)
        s.down(square.x - 20, square.y, pointer: 1)
        s.down(square.x + 20, square.y, pointer: 2)
        for i in 1...10 {
            let d = 20 + 2 * Double(i)
            s.move(square.x - d, square.y, pointer: 1)
            s.move(square.x + d, square.y, pointer: 2)
        }
        s.up(square.x - 40, square.y, pointer: 1)
        s.up(square.x + 40, square.y, pointer: 2)
        let texts = try narrate(s, tab: .blackHole).map(\.text)
        #expect(texts == ["pinch square ×2.00"])
    }
}

/// The 8-Ball's answers, from the capture made in the window against a loopback server.
extension ActionNarratorTests {
    func eightBall(editing edit: (inout CapturedExchange) -> Void = { _ in }) throws -> [SessionAction] {
        var capture = try Capture.load(contentsOf: CommittedCaptures.folder.appendingPathComponent("eight-ball-shake.json"))
        for (i, e) in capture.entries.enumerated() {
            if case .network(var x) = e {
                edit(&x)
                capture.entries[i] = .network(x)
            }
        }
        return ActionNarrator.actions(of: capture, replay: try replay(capture))
    }

    @Test("the 8-Ball's answer is told in its words, with how long after the shake's request it came")
    func eightBallAnswer() throws {
        let actions = try eightBall()
        #expect(actions.map(\.text).filter { !$0.hasPrefix("mark") } == ["shake window", "8-Ball answer 'It is certain' after 0.06 s"])
        #expect(actions.first { $0.kind == .network }.map { abs($0.time.seconds - 3.497) < 0.001 } == true, "\(actions)")
    }

    @Test("an 8-Ball request that failed says why; an exchange the content does not know is told plainly")
    func eightBallFailure() throws {
        let failed = try eightBall { $0.result = .failure(.timedOut(seconds: 3)) }
        #expect(failed.contains { $0.text == "8-Ball request failed: no answer within 3 s after 0.06 s" }, "\(failed)")
        let other = try eightBall { $0.url = "http://127.0.0.2:9/other" }
        #expect(other.contains { $0.text == "answer from 127.0.0.2: 200, 103 bytes after 0.06 s" }, "\(other)")
    }
}
