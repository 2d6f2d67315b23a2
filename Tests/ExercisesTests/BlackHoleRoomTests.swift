import Animation
import AppTestSupport
import Foundation
import Geometry
import Testing
import TestSupport
@testable import Exercises

/// Black Hole's room for squares: where Add Square puts one, where a layout's squares go
/// in a window too small for them, and where squares go when the window shrinks. Played
/// through the real input pipeline on a virtual clock; the tab bar takes 56 pt of the
/// window's height.
@Suite("Black Hole room")
struct BlackHoleRoomTests {
    private func harness(_ size: Size, layout: URL? = nil) -> (ShellHarness, BlackHoleExercise) {
        let h = ShellHarness(size: size, tab: .blackHole, seed: 1, options: LaunchOptions(blackHole: BlackHoleOptions(layout: layout)))
        h.play(EventScript(start: 0.05), settle: 0)
        return (h, h.shell.exercise(.blackHole) as! BlackHoleExercise)
    }

    private func toast(_ h: ShellHarness) -> String { h.dump.first(named: "toast.text")?.text ?? "" }

    private func frame(of name: String, _ h: ShellHarness) throws -> Rect {
        let f = try #require(h.dump.first(named: name)).frame
        return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    /// Whether two upright squares (centre and side) overlap by more than `slack` points.
    private func overlap(_ a: Point, _ sa: Double, _ b: Point, _ sb: Double, slack: Double = 1e-6) -> Bool {
        abs(a.x - b.x) < (sa + sb) / 2 - slack && abs(a.y - b.y) < (sa + sb) / 2 - slack
    }

    private func overlapsRect(_ c: Point, _ side: Double, _ r: Rect, slack: Double = 1e-6) -> Bool {
        abs(c.x - r.midX) < (side + r.width) / 2 - slack && abs(c.y - r.midY) < (side + r.height) / 2 - slack
    }

    @Test("Add Square finds a place while one is left anywhere, and only then says there is no room", arguments: [
        Size(width: 600, height: 420), Size(width: 1024, height: 700),
    ])
    func addUntilFull(window: Size) throws {
        let (h, bh) = harness(window)
        let area = Rect(x: 0, y: 0, width: window.width, height: window.height - 56)
        let add = try #require(h.center(of: "add-square"))
        let buttons = [try frame(of: "add-square", h), try frame(of: "black-hole-button", h)]
        var added = 0
        while added < 80 {
            let before = bh.squares.count
            var s = EventScript(start: h.clock.now)
            s.click(add.x, add.y)
            h.play(s, settle: 0.6)
            if toast(h).contains("No room") { break }
            #expect(bh.squares.count == before + 1)
            let new = try #require(bh.squares.last)
            #expect(area.insetBy(dx: new.side / 2, dy: new.side / 2).contains(new.center), "inside the tab: \(new.center)")
            #expect(!bh.hole.overlaps(squareAt: new.center, side: new.side, angle: 0), "off the hole: \(new.center)")
            #expect(!buttons.contains { overlapsRect(new.center, new.side, $0) }, "off the buttons: \(new.center)")
            #expect(!bh.squares.dropLast().contains { overlap($0.center, $0.side, new.center, new.side) }, "on no square: \(new.center)")
            added += 1
        }
        #expect(toast(h).contains("No room"), "it says so when full")
        #expect(bh.squares.allSatisfy { $0.angle == 0 }, "all upright, as the check below assumes")
        // Full: a 100 pt square fits nowhere, on a 2 pt grid, without overlapping something.
        var free: Point?
        for y in stride(from: 50.0, through: area.height - 50, by: 2) {
            for x in stride(from: 50.0, through: area.width - 50, by: 2) {
                let c = Point(x: x, y: y)
                if bh.hole.overlaps(squareAt: c, side: 100, angle: 0) || buttons.contains(where: { overlapsRect(c, 100, $0, slack: 0.5) }) { continue }
                if bh.squares.contains(where: { overlap($0.center, $0.side, c, 100, slack: 0.5) }) { continue }
                free = c
                break
            }
            if free != nil { break }
        }
        #expect(free == nil, "there was still room at \(free.map { "\($0)" } ?? "") after \(bh.squares.count) squares")
        #expect(bh.squares.count > (window.width < 1000 ? 6 : 22), "\(bh.squares.count) squares")
    }

    /// The brief's example layout, as the brief writes it (single quotes).
    private static let briefsLayout = "{'squares': [{ 'x': 120, 'y': 230, 'colour': '#FF0000', 'size': 250}, { 'x': 460, 'y': 120, 'colour': '#00FF00', 'size': 100}]}"

    @Test("the brief's layout is placed exactly at 1024x700")
    func briefsLayoutAtFullSize() throws {
        let (h, bh) = harness(Size(width: 1024, height: 700), layout: try layoutFile(Self.briefsLayout))
        var warnings: [String] = []
        h.shell.onWarning = { warnings.append($0) }
        h.play(EventScript(start: h.clock.now), settle: 2)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(bh.squares.map(\.center) == [Point(x: 245, y: 355), Point(x: 510, y: 170)])
        #expect(bh.squares.map(\.side) == [250, 100])
    }

    @Test("at 600x420 the brief's layout keeps both squares, the big one moved fully inside, off the hole and the buttons, with one warning line")
    func briefsLayoutInASmallWindow() throws {
        let (h, bh) = harness(Size(width: 600, height: 420), layout: try layoutFile(Self.briefsLayout))
        var warnings: [String] = []
        h.shell.onWarning = { warnings.append($0) }
        h.play(EventScript(start: h.clock.now), settle: 2)
        let area = Rect(x: 0, y: 0, width: 600, height: 364)
        let buttons = [try frame(of: "add-square", h), try frame(of: "black-hole-button", h)]
        try #require(bh.squares.count == 2, "both kept: \(warnings)")
        let red = bh.squares[0], green = bh.squares[1]
        #expect(green.center == Point(x: 510, y: 170), "the green one fits where the file puts it")
        #expect(red.side == 250 && red.phase == .free)
        #expect(area.insetBy(dx: 125, dy: 125).contains(red.center), "moved fully inside: \(red.center)")
        #expect(!bh.hole.overlaps(squareAt: red.center, side: 250, angle: red.angle), "off the hole: \(red.center)")
        #expect(!buttons.contains { overlapsRect(red.center, 250, $0) }, "off the buttons: \(red.center)")
        #expect(!overlap(red.center, 250, green.center, 100), "off the green one")
        #expect(warnings.count == 1 && warnings[0].contains("the square at (120, 230) with size 250")
                && warnings[0].contains("it is moved to"), "\(warnings)")
    }

    /// Whether two squares, each turned any way, overlap by more than `slack` points: they
    /// do unless some edge direction of either separates them.
    private func overlap(_ a: Square, _ b: Square, slack: Double) -> Bool {
        func corners(_ s: Square) -> [Point] {
            let h = s.side / 2, c = cos(s.angle), n = sin(s.angle)
            return [(-h, -h), (h, -h), (h, h), (-h, h)].map { Point(x: s.center.x + $0.0 * c - $0.1 * n, y: s.center.y + $0.0 * n + $0.1 * c) }
        }
        let pa = corners(a), pb = corners(b)
        for angle in [a.angle, a.angle + .pi / 2, b.angle, b.angle + .pi / 2] {
            let axis = Vector(dx: cos(angle), dy: sin(angle))
            let ra = pa.map { Vector(dx: $0.x, dy: $0.y).dot(axis) }, rb = pb.map { Vector(dx: $0.x, dy: $0.y).dot(axis) }
            if ra.max()! - slack <= rb.min()! || rb.max()! - slack <= ra.min()! { return false }
        }
        return true
    }

    @Test("after the window shrinks every square is fully inside, off the buttons and off the others")
    func shrinkingBringsSquaresIn() throws {
        let (h, bh) = harness(Size(width: 1024, height: 768), layout: try layoutFile(##"""
            {squares: [{x: 850, y: 100, size: 150, colour: '#f00'}, {x: 850, y: 300, size: 150, colour: '#0f0'},
                       {x: 700, y: 520, size: 120, colour: '#00f'}, {x: 400, y: 560, size: 100, colour: '#ff0'}]}
            """##))
        #expect(bh.squares.count == 4)
        var s = EventScript(start: h.clock.now)
        s.add(.window(.resized(Size(width: 600, height: 420))))
        h.play(s, settle: 4)
        let area = Rect(x: 0, y: 0, width: 600, height: 364)
        let buttons = [try frame(of: "add-square", h), try frame(of: "black-hole-button", h)]
        #expect(bh.squares.count == 4 && bh.squares.allSatisfy { $0.phase == .free }, "none lost")
        for (i, sq) in bh.squares.enumerated() {
            let half = sq.side / 2 * (abs(cos(sq.angle)) + abs(sin(sq.angle)))
            #expect(area.insetBy(dx: half - 1, dy: half - 1).contains(sq.center), "square \(i) fully inside: \(sq.center)")
            #expect(!buttons.contains { overlapsRect(sq.center, 2 * half, $0, slack: 1) }, "square \(i) off the buttons: \(sq.center)")
            for (j, other) in bh.squares.enumerated() where j > i {
                #expect(!overlap(sq, other, slack: 1), "squares \(i) and \(j) apart: \(sq.center), \(other.center)")
            }
        }
    }

    @Test("shrinking a crowded tab swallows no square: the hole takes only squares a hand let go")
    func crowdedShrinkSwallowsNothing() throws {
        let (h, bh) = harness(Size(width: 1024, height: 700), layout: nil)
        let add = try #require(h.center(of: "add-square"))
        var s = EventScript(start: h.clock.now)
        for _ in 0..<11 { s.click(add.x, add.y, gap: 0.05) }
        h.play(s, settle: 1)
        let before = bh.squares.count
        #expect(before == 14)
        var shrink = EventScript(start: h.clock.now)
        shrink.add(.window(.resized(Size(width: 600, height: 420))))
        h.play(shrink, settle: 8)
        #expect(bh.squares.count == before, "\(before - bh.squares.count) squares went into the hole")
        // A square a hand lets go on the hole is still sucked in.
        let sq = try #require(bh.squares.first)
        let hole = try #require(h.center(of: "hole"))
        var drop = EventScript(start: h.clock.now)
        drop.down(sq.center.x, sq.center.y)
        for i in 1...10 {
            drop.wait(0.02)
            drop.move(sq.center.x + (hole.x - sq.center.x) * Double(i) / 10, sq.center.y + (hole.y - sq.center.y) * Double(i) / 10)
        }
        drop.wait(0.3)
        drop.up(hole.x, hole.y)
        h.play(drop, settle: 2)
        #expect(!bh.squares.contains { $0 === sq }, "the square let go on the hole went in")
    }
}
