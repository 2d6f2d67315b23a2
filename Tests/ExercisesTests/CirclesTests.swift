import Animation
import AppTestSupport
import Geometry
import Gestures
import Testing
import TestSupport
@testable import Exercises

/// Circles through the real input pipeline: scripts on a virtual clock, read back from
/// the layer dump. Taps are 80 ms presses 120 ms apart, well inside the 0.3 s multi-tap
/// interval; the long press is held 0.6 s, past its 0.5 s minimum.
@Suite("Circles")
struct CirclesTests {
    private func circles(_ h: ShellHarness) -> [LayerDump] { h.dump.all(named: "circle") }

    private func center(_ d: LayerDump) -> Point { Point(x: d.frame[0] + d.frame[2] / 2, y: d.frame[1] + d.frame[3] / 2) }

    /// A script that spawns one circle centred at (300, 200) and waits a second.
    private func scriptWithCircle() -> EventScript {
        var s = EventScript()
        taps(&s, 2, at: Point(x: 300, y: 200))
        s.wait(1)
        return s
    }

    private func taps(_ s: inout EventScript, _ n: Int, at p: Point) {
        for _ in 0..<n { s.click(p.x, p.y, gap: 0.04) }
    }

    @Test("a double tap spawns exactly one circle, centred on the point")
    func doubleTapSpawns() throws {
        let h = ShellHarness()
        var s = EventScript()
        taps(&s, 2, at: Point(x: 300, y: 200))
        h.play(s)
        let all = circles(h)
        #expect(all.count == 1)
        #expect(try #require(all.first).frame == [250, 150, 100, 100])
    }

    @Test("spawned colours lie in the brief's HSB ranges: saturation 0.5...1, brightness 0.7...1, opaque")
    func colorRanges() throws {
        let h = ShellHarness()
        var s = EventScript()
        for row in 0..<5 {
            for col in 0..<8 { taps(&s, 2, at: Point(x: 70 + Double(col) * 120, y: 70 + Double(row) * 120)); s.wait(0.4) }
        }
        h.play(s)
        let colors = try circles(h).map { HSBColor(try Color(hex: $0.backgroundColor!)) }
        #expect(colors.count == 40)
        let slack = 0.01 // 8-bit channels in the dump
        for c in colors {
            #expect(c.saturation >= 0.5 - slack && c.saturation <= 1 + slack, "saturation \(c.saturation)")
            #expect(c.brightness >= 0.7 - slack && c.brightness <= 1 + slack, "brightness \(c.brightness)")
            #expect(c.alpha == 1)
        }
        // Hue is uniform in [0, 1): forty draws cover more than half the circle.
        let hues = colors.map(\.hue).sorted()
        #expect(hues.last! - hues.first! > 0.5)
    }

    @Test("on empty space the circle appears at the second tap, not later")
    func spawnsAtSecondTap() {
        let h = ShellHarness()
        var s = EventScript()
        taps(&s, 2, at: Point(x: 300, y: 200))
        h.play(s, settle: 0)
        #expect(circles(h).count == 1)
    }

    @Test("a triple tap on a circle deletes it and spawns nothing")
    func tripleTapDeletes() {
        let h = ShellHarness()
        var s = scriptWithCircle()
        taps(&s, 3, at: Point(x: 310, y: 210))
        h.play(s, settle: 1)
        #expect(circles(h).isEmpty)
    }

    @Test("a double tap on a circle spawns only after the triple-tap timeout")
    func doubleTapOnCircleWaits() {
        let h = ShellHarness()
        var s = scriptWithCircle()
        taps(&s, 2, at: Point(x: 320, y: 220))
        h.play(s, settle: 0)
        #expect(circles(h).count == 1)
        h.play(EventScript(start: h.clock.now), settle: GestureDefaults.multiTapInterval + 0.05)
        #expect(circles(h).count == 2)
        h.play(EventScript(start: h.clock.now), settle: 0.5)
        #expect(circles(h).last?.frame == [270, 170, 100, 100])
    }

    @Test("a long press then a drag moves the centre by exactly the drag, wherever it was grabbed",
          arguments: [Point(x: 0, y: 0), Point(x: 30, y: -20), Point(x: -35, y: 25)])
    func dragMovesExactly(grab: Point) throws {
        let h = ShellHarness()
        var s = scriptWithCircle()
        let start = Point(x: 300 + grab.x, y: 200 + grab.y)
        s.down(start.x, start.y)
        s.wait(0.6)
        for i in 1...10 { s.move(start.x + Double(i) * 12, start.y + Double(i) * 7) }
        s.up(start.x + 120, start.y + 70)
        h.play(s, settle: 1)
        let c = try #require(circles(h).first)
        #expect(center(c) == Point(x: 420, y: 270))
        #expect(c.transform == Transform3D.identity.rowMajor && c.opacity == 1)
    }

    @Test("midway through the lift, scale and opacity lie between their start and end")
    func liftIsAnimated() throws {
        let h = ShellHarness()
        var s = scriptWithCircle()
        s.down(300, 200)
        h.play(s, settle: GestureDefaults.longPressDuration + 0.1)
        let c = try #require(circles(h).first)
        let scale = c.transform[0], opacity = c.opacity
        #expect(scale > 1 && scale < 1.2, "scale \(scale)")
        #expect(opacity < 1 && opacity > 0.8, "opacity \(opacity)")
        h.play(EventScript(start: h.clock.now), settle: 0.5)
        let lifted = try #require(circles(h).first)
        #expect(abs(lifted.transform[0] - 1.2) < 1e-9 && abs(lifted.opacity - 0.8) < 1e-9)
    }

    @Test("a press shorter than the minimum duration does not lift")
    func shortPressNoLift() throws {
        let h = ShellHarness()
        var s = scriptWithCircle()
        s.down(300, 200)
        s.wait(0.4)
        s.move(360, 240)
        s.up(360, 240)
        h.play(s, settle: 1)
        let c = try #require(circles(h).first)
        #expect(c.frame == [250, 150, 100, 100])
    }

    @Test("moving further than allowableMovement before the duration means no lift")
    func earlyMoveNoLift() throws {
        let h = ShellHarness()
        var s = scriptWithCircle()
        s.down(300, 200)
        s.wait(0.1)
        s.move(300, 215)
        s.wait(0.6)
        s.move(360, 260)
        s.up(360, 260)
        h.play(s, settle: 1)
        #expect(try #require(circles(h).first).frame == [250, 150, 100, 100])
    }

    @Test("Esc during a drag drops the circle where it is")
    func escapeDrops() throws {
        let h = ShellHarness()
        var s = scriptWithCircle()
        s.down(300, 200)
        s.wait(0.6)
        s.move(350, 200)
        s.key("escape")
        s.move(400, 200)
        s.up(400, 200)
        h.play(s, settle: 1)
        let c = try #require(circles(h).first)
        #expect(center(c) == Point(x: 350, y: 200) && c.opacity == 1)
    }

    @Test("two fingers long-press and drag two circles at once: both lift, both move, both drop")
    func twoFingersTwoCircles() throws {
        let h = ShellHarness()
        var s = EventScript()
        taps(&s, 2, at: Point(x: 200, y: 200))
        s.wait(0.5)
        taps(&s, 2, at: Point(x: 600, y: 400))
        s.wait(0.5)
        s.down(200, 200, pointer: 1)
        s.down(600, 400, pointer: 2)
        s.wait(0.6)
        for i in 1...10 {
            s.move(200 + Double(i) * 10, 200, pointer: 1)
            s.move(600, 400 - Double(i) * 10, pointer: 2)
        }
        h.play(s, settle: 0)
        let lifted = circles(h).filter { $0.frame[2] > 100 }
        #expect(lifted.count == 2, "both lifted while held: \(circles(h).map(\.frame))")
        var release = EventScript(start: h.clock.now + 0.02)
        release.up(300, 200, pointer: 1)
        release.up(600, 300, pointer: 2)
        h.play(release, settle: 1)
        let centers = circles(h).map(center)
        #expect(centers.contains(Point(x: 300, y: 200)) && centers.contains(Point(x: 600, y: 300)), "\(centers)")
        #expect(circles(h).allSatisfy { $0.frame[2] == 100 && $0.opacity == 1 })
    }

    @Test("a cancelled touch drops the circle it lifted")
    func cancelDrops() throws {
        let h = ShellHarness()
        var s = scriptWithCircle()
        s.down(300, 200, pointer: 1)
        s.wait(0.6)
        s.move(320, 210, pointer: 1)
        s.add(.pointer(PointerEvent(id: 1, phase: .cancel, location: Point(x: 320, y: 210), source: .touch)))
        h.play(s, settle: 1)
        let c = try #require(circles(h).first)
        #expect(c.frame[2] == 100 && c.opacity == 1, "dropped, not left lifted at 1.2x and 0.8")
    }

    @Test("random pointer events (100,000 in a full run) never crash, and no circle is left lifted", .tags(.heavy))
    func fuzz() async throws {
        // On a thread of its own, so the tests beside it keep Swift's shared threads.
        let problems = try await onOwnThread { Self.fuzzProblems(events: HeavyRuns.count(100_000, minimum: 10_000)) }
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Plays `events` random pointer events into Circles and says what went wrong.
    private static func fuzzProblems(events: Int) -> [String] {
        let h = ShellHarness(size: Size(width: 800, height: 600))
        var rng = SeededGenerator(seed: 42)
        var s = EventScript()
        var down = false
        for _ in 0..<events {
            let x = Double.random(in: 0..<800, using: &rng), y = Double.random(in: 0..<540, using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...2: if !down { s.down(x, y); down = true } else { s.move(x, y) }
            case 3...5: if down { s.up(x, y); down = false } else { s.move(x, y, pressed: false) }
            case 6...7: s.move(x, y, pressed: down)
            case 8: s.wait(Double.random(in: 0...0.7, using: &rng))
            default: if Int.random(in: 0..<50, using: &rng) == 0 { s.key("escape") } else { s.wait(0.02) }
            }
        }
        if down { s.up(10, 10) }
        let circles = h.shell.exercise(.circles) as! CirclesExercise
        // Watch every long press: each began must end or be cancelled.
        let tally = Tally()
        var watched = Set<ObjectIdentifier>()
        func watch() {
            for c in circles.circles where watched.insert(ObjectIdentifier(c.longPress)).inserted {
                let previous = c.longPress.action
                c.longPress.action = { r in
                    if r.state == .began { tally.began += 1 }
                    if r.state == .ended || r.state == .cancelled { tally.finished += 1 }
                    previous?(r)
                }
            }
        }
        h.playInChunks(s, size: 500, settle: 2, between: watch)
        var problems: [String] = []
        if tally.began != tally.finished { problems.append("\(tally.began) long presses began, \(tally.finished) ended") }
        if tally.began == 0 { problems.append("no long press began, so this proved nothing") }
        if circles.circles.contains(where: \.isLifted) { problems.append("a circle is left lifted") }
        if !h.dump.all(named: "circle").allSatisfy({ $0.opacity == 1 && $0.transform == Transform3D.identity.rowMajor }) {
            problems.append("a circle is left scaled or faded")
        }
        if h.shell.pointers.isBusy {
            problems.append("gestures left busy: \(h.shell.pointers.participants.map { "\($0.name) \($0.state) pending \(String(describing: $0.pendingState)) pointers \($0.pointers.count)" })")
        }
        return problems
    }
}

/// Counts long presses begun and finished.
private final class Tally {
    var began = 0
    var finished = 0
}
