import Animation
import AppTestSupport
import Dynamics
import Foundation
import Geometry
import Gestures
import Testing
import TestSupport
@testable import Exercises

/// Black Hole through the real input pipeline, on a virtual clock, read back from the
/// layer dump. The window is 1024x768, so the tab is 1024x712; the hole (142 pt across)
/// sits at the bottom-left, centred at (95, 617).
@Suite("Black Hole")
struct BlackHoleTests {
    private func harness(seed: UInt64 = 1, layout: URL? = nil) -> (ShellHarness, BlackHoleExercise) {
        let h = ShellHarness(tab: .blackHole, seed: seed, options: LaunchOptions(blackHole: BlackHoleOptions(layout: layout)))
        return (h, h.shell.exercise(.blackHole) as! BlackHoleExercise)
    }

    private func squares(_ h: ShellHarness) -> [LayerDump] { h.dump.all(named: "square") }
    private func center(_ d: LayerDump) -> Point { Point(x: d.frame[0] + d.frame[2] / 2, y: d.frame[1] + d.frame[3] / 2) }

    /// Presses at `from` and drags to `to` in steps over `duration` seconds, then lifts,
    /// after holding still for `rest` seconds (a drop) or at once (a fling).
    private func drag(_ s: inout EventScript, from: Point, to: Point, duration: Double = 0.3, steps: Int = 15, rest: Double = 0) {
        s.down(from.x, from.y)
        for i in 1...steps {
            s.wait(duration / Double(steps) - 0.01)
            let f = Double(i) / Double(steps)
            s.move(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f)
        }
        s.wait(rest)
        s.up(to.x, to.y)
    }

    @Test("it starts with three squares clear of each other, the hole and the buttons")
    func start() throws {
        let (h, bh) = harness()
        #expect(squares(h).count == 3)
        let hole = try #require(h.dump.first(named: "hole"))
        #expect(hole.frame[0] < 50 && hole.frame[1] + hole.frame[3] > 650, "the hole sits at the bottom-left")
        let buttons = ["add-square", "black-hole-button"].compactMap { h.dump.first(named: $0) }
        #expect(buttons.count == 2)
        for (i, a) in bh.squares.enumerated() {
            #expect(!bh.hole.overlaps(squareAt: a.center, side: a.side, angle: a.angle))
            for b in bh.squares[(i + 1)...] { #expect(a.center.distance(to: b.center) > a.side) }
            for button in buttons {
                let f = Rect(x: button.frame[0], y: button.frame[1], width: button.frame[2], height: button.frame[3])
                #expect(!f.insetBy(dx: -a.side / 2, dy: -a.side / 2).contains(a.center))
            }
        }
    }

    @Test("a square dropped on the hole is sucked in and leaves; one dropped elsewhere stays where it was put")
    func dropOnHole() throws {
        let (h, bh) = harness()
        let first = bh.squares[0], second = bh.squares[1]
        var s = EventScript()
        drag(&s, from: first.center, to: bh.hole.center, duration: 0.6, steps: 30, rest: 0.1)
        h.play(s, settle: 0.05)
        #expect(first.phase == .captured && squares(h).count == 3, "caught, and still on its way in")
        h.play(EventScript(start: h.clock.now), settle: 1)
        #expect(squares(h).count == 2 && !bh.squares.contains { $0 === first })
        // The first square's path may have shoved the second: take it from where it is now.
        s = EventScript(start: h.clock.now)
        drag(&s, from: second.center, to: Point(x: 500, y: 300), duration: 0.6, steps: 30, rest: 0.1)
        h.play(s, settle: 1)
        #expect(second.phase == .free)
        #expect(second.center.distance(to: Point(x: 500, y: 300)) < 1e-9, "dropped where it was put: \(second.center)")
        #expect(squares(h).count == 2)
    }

    @Test("a square put down still beside the hole stays there; the pull only bends a flying square's path")
    func stillSquaresAreNotPulled() throws {
        let (h, bh) = harness(layout: try layoutFile(##"{"squares":[{"x":400,"y":100,"size":100,"colour":"#FF0000"},{"x":700,"y":100,"size":100,"colour":"#0000FF"}]}"##))
        let still = bh.squares[0], flying = bh.squares[1]
        // The hole's edge is 71 pt from its centre (95, 617): this drop leaves a 40 pt gap,
        // well inside the field's reach (213 pt).
        let put = Point(x: 95 + 71 + 40 + 50, y: 617)
        var s = EventScript()
        drag(&s, from: still.center, to: put, duration: 0.6, steps: 30, rest: 0.1)
        h.play(s, settle: 2)
        #expect(still.phase == .free && bh.squares.contains { $0 === still }, "not swallowed")
        #expect(still.center.distance(to: put) < 1e-9, "it stays where it was put: \(still.center)")
        #expect(!bh.world.isRunning, "and nothing keeps the world awake")
        // Flung to come to rest at (220, 470), 193 pt from the hole's centre and clear of the
        // still square and the walls, the other is bent toward the hole on its way.
        let from = flying.center, rest = Point(x: 220, y: 470), duration = 0.3
        let k = duration * FrictionDecay().ratePerSecond
        let letGo = Point(x: (rest.x * k + from.x) / (k + 1), y: (rest.y * k + from.y) / (k + 1))
        s = EventScript(start: h.clock.now)
        drag(&s, from: from, to: letGo, duration: duration, steps: 15)
        h.play(s, settle: 0)
        let projected = flying.center + flying.item.velocity * (1 / FrictionDecay().ratePerSecond)
        h.play(EventScript(start: h.clock.now), settle: 6)
        let bent = flying.phase == .captured || flying.center.distance(to: projected) > 20
        #expect(bent, "the hole's pull bends a flight that passes it: rest \(flying.center), projected \(projected)")
    }

    @Test("a held square draws above the tab bar, where it was, and goes back among the others when let go")
    func heldSquareIsLifted() throws {
        let (h, bh) = harness(layout: try layoutFile(##"{"squares":[{"x":400,"y":500,"size":120,"colour":"#FF0000"},{"x":100,"y":100,"size":80,"colour":"#00FF00"}]}"##))
        let sq = try #require(bh.squares.first)
        // Down on the square and over the tab bar (the tab is 712 pt tall), still held.
        var s = EventScript()
        s.down(sq.center.x, sq.center.y)
        for i in 1...10 { s.wait(0.02); s.move(sq.center.x, sq.center.y + (740 - sq.center.y) * Double(i) / 10) }
        h.play(s, settle: 0.05)
        let window = h.dump
        let names = window.sublayers.map(\.name)
        let lifted = try #require(window.first(named: "lifted"))
        #expect(try #require(names.firstIndex(of: "lifted")) > (try #require(names.firstIndex(of: "tabbar"))), "drawn after the tab bar")
        #expect(lifted.all(named: "square").count == 1, "the held square is lifted")
        #expect(bh.squares.count == 2 && window.all(named: "square").count == 2, "and only it")
        var letGo = EventScript(start: h.clock.now)
        letGo.up(sq.center.x, 740)
        h.play(letGo, settle: 2)
        #expect(h.dump.first(named: "lifted")?.all(named: "square").isEmpty ?? true, "let go, it goes back")
        #expect(h.dump.first(named: "content")?.all(named: "square").count == 2)
    }

    @Test("a square let go over the buttons lands beside them, above the tab bar until it has landed")
    func dropOnButtonsLandsBeside() throws {
        let (h, bh) = harness(layout: try layoutFile(##"{"squares":[{"x":500,"y":300,"size":100,"colour":"#FF0000"}]}"##))
        let sq = try #require(bh.squares.first)
        let button = try #require(h.center(of: "add-square"))
        var s = EventScript()
        drag(&s, from: sq.center, to: button, duration: 0.4, steps: 20, rest: 0.3)
        h.play(s, settle: 0.05)
        #expect(h.dump.first(named: "lifted")?.all(named: "square").count == 1, "springing back, it is still above the tab bar")
        h.play(EventScript(start: h.clock.now), settle: 2)
        #expect(!bh.overlapsButtons(center: sq.center, side: sq.side, angle: sq.angle), "it rests off the buttons: \(sq.center)")
        #expect(sq.phase == .free)
        #expect(h.dump.first(named: "lifted")?.all(named: "square").isEmpty ?? true, "landed, it is back among the others")
    }

    @Test("a square made large with Alt-drag and flung spinning comes to rest off the buttons, as a drop does (QA: it rested partly under Add Square)")
    func spunSquareRestsOffButtons() throws {
        let (h, bh) = harness(layout: try layoutFile(##"{"squares":[{"x":450,"y":150,"size":100,"colour":"#FF0000"}]}"##))
        let sq = try #require(bh.squares.first)
        let c = sq.center
        // Alt-drag: the mouse and its mirror about the centre pinch it to 1.8x and turn it 46°.
        var s = EventScript()
        s.down(c.x + 30, c.y, modifiers: .alt)
        for i in 1...12 {
            s.wait(0.016)
            let f = Double(i) / 12, r = 30 * (1 + 0.8 * f)
            s.move(c.x + r * cos(f * 0.8), c.y + r * sin(f * 0.8))
        }
        s.up(c.x + 54 * cos(0.8), c.y + 54 * sin(0.8))
        h.play(s, settle: 0.5)
        #expect(abs(sq.side - 180) < 1e-6, "made large: \(sq.side)")
        // Grabbed 40 pt right of its centre and flung so the decay's projection rests its
        // centre at (770, 540): upright there it would clear Add Square (y 652…696) by 22 pt,
        // but the off-centre flick spins it, and turned it reaches down over the button.
        let from = Point(x: sq.center.x + 40, y: sq.center.y), rest = Point(x: 810, y: 540), duration = 0.3
        let k = duration * FrictionDecay().ratePerSecond
        let letGo = Point(x: (rest.x * k + from.x) / (k + 1), y: (rest.y * k + from.y) / (k + 1))
        s = EventScript(start: h.clock.now)
        drag(&s, from: from, to: letGo, duration: duration, steps: 15)
        h.play(s, settle: 0)
        #expect(sq.phase == .free && abs(sq.item.angularVelocity) > 1, "let go spinning: \(sq.item.angularVelocity) rad/s")
        h.play(EventScript(start: h.clock.now), settle: 8)
        #expect(!bh.world.isRunning && sq.phase == .free, "it has come to rest")
        #expect(!bh.overlapsButtons(center: sq.center, side: sq.side, angle: sq.angle),
                "it rests off the buttons: centre \(sq.center), angle \(sq.angle)")
        #expect(h.dump.first(named: "lifted")?.all(named: "square").isEmpty ?? true, "and among the others, under the tab bar")
    }

    @Test("with no square left the Black Hole button is off and a hint says what to do; Add Square turns them back")
    func emptyTab() throws {
        let (h, bh) = harness()
        #expect(bh.blackHoleButton.isEnabled)
        #expect(h.dump.first(named: "blackhole.hint")?.hidden == true)
        let button = try #require(h.center(of: "black-hole-button"))
        var s = EventScript(start: h.clock.now)
        s.click(button.x, button.y)
        h.play(s, settle: 2)
        #expect(bh.squares.isEmpty)
        #expect(!bh.blackHoleButton.isEnabled, "nothing to send in")
        #expect(h.dump.first(named: "blackhole.hint")?.hidden == false)
        let add = try #require(h.center(of: "add-square"))
        s = EventScript(start: h.clock.now)
        s.click(add.x, add.y)
        h.play(s, settle: 0.5)
        #expect(bh.blackHoleButton.isEnabled && h.dump.first(named: "blackhole.hint")?.hidden == true)
    }

    @Test("the Black Hole button empties the tab, one square after another; Add Square adds exactly one")
    func buttons() throws {
        let (h, bh) = harness()
        let add = try #require(h.center(of: "add-square")), swallow = try #require(h.center(of: "black-hole-button"))
        var s = EventScript()
        s.click(add.x, add.y)
        h.play(s, settle: 0.6)
        #expect(squares(h).count == 4)
        s = EventScript(start: h.clock.now)
        s.click(swallow.x, swallow.y)
        h.play(s, settle: 0.1)
        let sizes = squares(h).map { $0.frame[2] }
        #expect(sizes.count == 4 && Set(sizes).count > 1, "staggered: they shrink one after another, \(sizes)")
        h.play(EventScript(start: h.clock.now), settle: 1.5)
        #expect(squares(h).isEmpty && bh.squares.isEmpty)
        s = EventScript(start: h.clock.now)
        s.click(add.x, add.y)
        h.play(s, settle: 0.6)
        #expect(squares(h).count == 1)
    }

    @Test("a fling leaves the hand at exactly the pan's velocity and rests where the decay projects")
    func flingTravelsTheProjection() throws {
        let (h, bh) = harness(layout: try layoutFile(##"{"squares":[{"x":200,"y":100,"size":80,"colour":"#FF0000"}]}"##))
        let sq = try #require(bh.squares.first)
        // What the square is given the moment the pan ends, before the world steps it.
        var handedOver: Vector?
        let pan = try #require(sq.layer.gestureRecognizers.first { $0 is PanGestureRecognizer })
        let handler = pan.action
        pan.action = { r in
            handler?(r)
            if r.state == .ended { handedOver = sq.item.velocity }
        }
        let release = Point(x: 400, y: 160)
        var s = EventScript()
        s.key("ctrl+g")
        drag(&s, from: sq.center, to: release, duration: 0.2, steps: 10)
        h.play(s, settle: 0)
        let v = try #require(handedOver)
        // The drag moved (160, 20) pt at a steady pace over 0.2 s: the pan's velocity, and so
        // the square's, is (800, 100) pt/s, in the drag's direction.
        let thrown = Vector(dx: 800, dy: 100)
        #expect((v - thrown).length < 1e-6 * thrown.length, "the square leaves at the pan's velocity: \(v)")
        #expect(abs(atan2(v.dy, v.dx) - atan2(thrown.dy, thrown.dx)) < 1e-9, "in the drag's direction: \(v)")
        let from = sq.center
        let projected = from + sq.item.velocity * (1 / FrictionDecay().ratePerSecond)
        // The gesture overlay marks the projected rest point while it flies.
        let mark = try #require(h.dump.first(named: "gesture.overlay.mark"))
        #expect(Point(x: mark.frame[0] + mark.frame[2] / 2, y: mark.frame[1] + mark.frame[3] / 2).distance(to: projected) < 1e-6)
        h.play(EventScript(start: h.clock.now), settle: 6)
        #expect(sq.center.distance(to: projected) < 0.01 * (projected - from).length + 1, "rest \(sq.center), projected \(projected)")
    }

    @Test("the wheel pinches (10 % a notch) and Shift+wheel turns (15° a notch), within 40…400 pt")
    func wheelPinchAndRotate() throws {
        let (h, bh) = harness(layout: try layoutFile(##"{"squares":[{"x":650,"y":150,"size":100,"colour":"#FF0000"}]}"##))
        let sq = try #require(bh.squares.first)
        var s = EventScript()
        for _ in 0..<3 { s.add(.wheel(WheelEvent(location: sq.center, dy: 1))) }
        s.wait(0.5)
        for _ in 0..<2 { s.add(.wheel(WheelEvent(location: sq.center, dy: 1, modifiers: .shift))) }
        h.play(s, settle: 1)
        #expect(abs(sq.side - 100 * pow(1.1, 3)) < 0.01, "side \(sq.side)")
        #expect(abs(sq.angle - 30 * Double.pi / 180) < 1e-6, "angle \(sq.angle)")
        s = EventScript(start: h.clock.now)
        for _ in 0..<25 { s.add(.wheel(WheelEvent(location: sq.center, dy: 1))) }
        h.play(s, settle: 0.1)
        #expect(sq.side > 400 && sq.side < 500, "past 400 pt the pinch resists: \(sq.side)")
        h.play(EventScript(start: h.clock.now), settle: 2)
        #expect(abs(sq.side - 400) < 0.01 && sq.phase == .free, "once let go it springs back to 400 pt, got \(sq.side)")
    }

    @Test("two fingers drag two squares at once, each exactly")
    func twoFingersTwoSquares() throws {
        let (h, bh) = harness(layout: try layoutFile(##"{"squares":[{"x":150,"y":100,"size":100,"colour":"#FF0000"},{"x":650,"y":100,"size":100,"colour":"#0000FF"}]}"##))
        let a = bh.squares[0], b = bh.squares[1]
        var s = EventScript()
        s.down(200, 150, pointer: 1)
        s.down(700, 150, pointer: 2)
        for i in 1...20 {
            s.move(200 + Double(i) * 5, 150 + Double(i) * 5, pointer: 1)
            s.move(700 - Double(i) * 5, 150 + Double(i) * 10, pointer: 2)
        }
        s.wait(0.1)
        s.up(300, 250, pointer: 1)
        s.up(600, 350, pointer: 2)
        h.play(s, settle: 1)
        #expect(a.center.distance(to: Point(x: 300, y: 250)) < 1e-9, "\(a.center)")
        #expect(b.center.distance(to: Point(x: 600, y: 350)) < 1e-9, "\(b.center)")
    }

    @Test("two fingers on one square pinch and turn it as they move it")
    func pinchRotateAndPanTogether() throws {
        let (h, bh) = harness(layout: try layoutFile(##"{"squares":[{"x":400,"y":200,"size":100,"colour":"#FF0000"}]}"##))
        let sq = try #require(bh.squares.first)
        // Fingers 40 pt either side of the centre (450, 250); they spread to 60 pt, turn a
        // quarter clockwise and the pair moves 50 pt right.
        var s = EventScript()
        s.down(410, 250, pointer: 1)
        s.down(490, 250, pointer: 2)
        for i in 1...20 {
            let f = Double(i) / 20, angle = f * Double.pi / 2, r = 40 + 20 * f, c = Point(x: 450 + 50 * f, y: 250)
            s.move(c.x - r * cos(angle), c.y - r * sin(angle), pointer: 1)
            s.move(c.x + r * cos(angle), c.y + r * sin(angle), pointer: 2)
        }
        h.play(s, settle: 0)
        #expect(abs(sq.side - 150) < 1e-6, "scaled 1.5x: \(sq.side)")
        #expect(abs(sq.hold.angle - Double.pi / 2) < 1e-6, "turned a quarter: \(sq.hold.angle)")
        #expect(sq.center.distance(to: Point(x: 500, y: 250)) < 1e-6, "moved with the fingers: \(sq.center)")
    }

    @Test("a double tap gives a square another colour, animated")
    func doubleTapRecolors() throws {
        let (h, bh) = harness()
        let sq = bh.squares[0]
        let before = try #require(squares(h).first { center($0).distance(to: sq.center) < 1 }?.backgroundColor)
        var s = EventScript()
        s.click(sq.center.x, sq.center.y, gap: 0.04); s.click(sq.center.x, sq.center.y, gap: 0.04)
        h.play(s, settle: 0.1)
        let midway = try #require(squares(h).first { center($0).distance(to: sq.center) < 1 }?.backgroundColor)
        h.play(EventScript(start: h.clock.now), settle: 1)
        let after = try #require(squares(h).first { center($0).distance(to: sq.center) < 1 }?.backgroundColor)
        #expect(after != before && midway != before && midway != after)
    }

    @Test("a smaller window keeps every square inside and the hole at the bottom-left")
    func resize() throws {
        let (h, bh) = harness(layout: try layoutFile(##"{"squares":[{"x":850,"y":500,"size":150,"colour":"#FF0000"}]}"##))
        var s = EventScript()
        s.add(.window(.resized(Size(width: 640, height: 480))))
        h.play(s, settle: 2)
        let area = Rect(x: 0, y: 0, width: 640, height: 424)
        #expect(bh.squares.count == 1 && squares(h).count == 1, "the square is kept, not dropped, so the check below is not vacuous")
        for sq in bh.squares { #expect(area.insetBy(dx: sq.side / 2 - 1, dy: sq.side / 2 - 1).contains(sq.center), "\(sq.center)") }
        let hole = try #require(h.dump.first(named: "hole"))
        #expect(hole.frame[0] < 30 && abs(hole.frame[1] + hole.frame[3] - (424 - 24)) < 1)
    }

    @Test("random pointer events (100,000 in a full run) never crash, and leave no square half-captured or outside the tab", .tags(.heavy))
    func fuzz() async throws {
        // On a thread of its own, so the tests beside it keep Swift's shared threads.
        let problems = try await onOwnThread { Self.fuzzProblems(events: HeavyRuns.count(100_000, minimum: 10_000)) }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    /// Plays `events` random pointer events into Black Hole and says what went wrong.
    private static func fuzzProblems(events: Int) -> [String] {
        let h = ShellHarness(tab: .blackHole, seed: 1)
        let bh = h.shell.exercise(.blackHole) as! BlackHoleExercise
        var rng = SeededGenerator(seed: 7)
        var s = EventScript()
        var down = false
        let add = h.center(of: "add-square")!
        for n in 0..<events {
            let x = Double.random(in: 0..<1024, using: &rng), y = Double.random(in: 0..<712, using: &rng)
            switch Int.random(in: 0..<12, using: &rng) {
            case 0...2: if !down { s.down(x, y); down = true } else { s.move(x, y) }
            case 3...5: if down { s.up(x, y); down = false } else { s.move(x, y, pressed: false) }
            case 6...8: s.move(x, y, pressed: down)
            case 9: s.add(.wheel(WheelEvent(location: Point(x: x, y: y), dy: Double.random(in: -2...2, using: &rng),
                                            modifiers: Bool.random(using: &rng) ? .shift : [])))
            case 10: s.wait(Double.random(in: 0...0.5, using: &rng))
            default: if n % 97 == 0 && !down { s.click(add.x, add.y) } else { s.wait(0.02) }
            }
        }
        if down { s.up(10, 10) }
        h.playInChunks(s, settle: 8)
        let area = Rect(x: 0, y: 0, width: 1024, height: 712)
        var problems: [String] = []
        for sq in bh.squares {
            if sq.phase != .free { problems.append("not settled: \(sq.phase)") }
            if !area.contains(sq.center) { problems.append("outside the tab: \(sq.center)") }
            if !Square.sides.contains(sq.side) { problems.append("side out of range: \(sq.side)") }
        }
        let inTree = h.dump.all(named: "square").count
        if bh.squares.count != inTree { problems.append("\(inTree) squares in the tree, \(bh.squares.count) in the model: a captured one was left behind") }
        return problems
    }
}

/// A layout file in a temporary folder.
func layoutFile(_ json: String) throws -> URL {
    let url = makeTemporaryDirectory().appendingPathComponent("layout.json")
    try Data(json.utf8).write(to: url)
    return url
}
