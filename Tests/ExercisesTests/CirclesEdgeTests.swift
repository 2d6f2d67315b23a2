import Animation
import AppTestSupport
import Geometry
import Gestures
import Testing
import TestSupport
@testable import Exercises

/// What a new user hits first in Circles: pressing near a disc, overlapping circles, and
/// circles dropped or resized out of sight. The window is 1024x768, so the canvas above
/// the 56 pt tab bar is 1024x712; circles are 100 pt across.
@Suite("Circles at the edges")
struct CirclesEdgeTests {
    private func circles(_ h: ShellHarness) -> [LayerDump] { h.dump.all(named: "circle") }
    private func center(_ d: LayerDump) -> Point { Point(x: d.frame[0] + d.frame[2] / 2, y: d.frame[1] + d.frame[3] / 2) }

    private func spawn(_ s: inout EventScript, at p: Point) {
        s.click(p.x, p.y, gap: 0.04); s.click(p.x, p.y, gap: 0.04); s.wait(0.6)
    }

    /// Press at `from`, hold past the long-press delay, move to `to` in ten steps, release.
    private func liftAndDrag(_ s: inout EventScript, from: Point, to: Point) {
        s.down(from.x, from.y)
        s.wait(0.6)
        for i in 1...10 {
            let f = Double(i) / 10
            s.move(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f)
        }
        s.up(to.x, to.y)
    }

    @Test("a press 20 pt outside a circle's edge, on the diagonal inside its bounds, does not grab it")
    func cornersAreNotTheCircle() throws {
        let h = ShellHarness()
        var s = EventScript()
        spawn(&s, at: Point(x: 300, y: 200))
        // 70 pt from the centre along the diagonal: inside the 100x100 bounds, outside the disc.
        liftAndDrag(&s, from: Point(x: 300 + 70 / 2.0.squareRoot(), y: 200 + 70 / 2.0.squareRoot()), to: Point(x: 500, y: 400))
        h.play(s, settle: 1)
        #expect(try center(#require(circles(h).first)) == Point(x: 300, y: 200))
    }

    @Test("where circles overlap, pressing the lower one's visible part grabs the lower one")
    func overlapGrabsTheVisibleCircle() throws {
        let h = ShellHarness()
        var s = EventScript()
        spawn(&s, at: Point(x: 300, y: 200))
        spawn(&s, at: Point(x: 380, y: 200))
        // Inside the lower circle's disc and the upper one's bounds, outside the upper disc.
        liftAndDrag(&s, from: Point(x: 335, y: 235), to: Point(x: 335, y: 335))
        h.play(s, settle: 1)
        let all = circles(h)
        #expect(all.count == 2)
        #expect(all.map(center).contains(Point(x: 300, y: 300)), "the lower circle moved: \(all.map(center))")
        #expect(all.map(center).contains(Point(x: 380, y: 200)), "the upper circle stayed")
    }

    @Test("a drop that leaves more than half a circle outside springs it back in; one that leaves less stays",
          arguments: [
            (Point(x: 500, y: 745), Point(x: 500, y: 662)),   // on the tab bar
            (Point(x: 1060, y: 300), Point(x: 974, y: 300)),  // past the right edge
            (Point(x: 500, y: 690), Point(x: 500, y: 690)),   // a little over the edge: stays
          ])
    func dropOutsideSpringsBack(drop: Point, rest: Point) throws {
        let h = ShellHarness()
        var s = EventScript()
        spawn(&s, at: Point(x: 500, y: 300))
        liftAndDrag(&s, from: Point(x: 500, y: 300), to: drop)
        h.play(s, settle: 0.05)
        let moving = center(try #require(circles(h).first))
        h.play(EventScript(start: h.clock.now), settle: 2)
        let c = try #require(circles(h).first)
        #expect(center(c) == rest)
        if drop != rest {
            // It springs back, so a frame shortly after the drop shows it on the way.
            #expect(moving != drop && moving != rest, "on the way back at \(moving)")
        }
    }

    @Test("a smaller window moves circles that fall outside it back in")
    func resizeBringsCirclesIn() throws {
        let h = ShellHarness()
        var s = EventScript()
        spawn(&s, at: Point(x: 900, y: 600))
        spawn(&s, at: Point(x: 100, y: 100))
        s.add(.window(.resized(Size(width: 640, height: 480))))
        h.play(s, settle: 2)
        let centers = circles(h).map(center)
        #expect(centers.count == 2, "both circles are kept: \(centers)")
        #expect(centers.contains(Point(x: 590, y: 374)), "the far circle now sits wholly inside 640x424: \(centers)")
        #expect(centers.contains(Point(x: 100, y: 100)), "a circle already inside stays")
    }

    @Test("the hint lies under the circles")
    func hintUnderCircles() throws {
        let h = ShellHarness()
        var s = EventScript()
        spawn(&s, at: Point(x: 512, y: 690))
        h.play(s)
        let canvas = try #require(h.dump.first(named: "canvas"))
        #expect(canvas.sublayers.map(\.name) == ["circles.hint", "circle"])
    }
}
