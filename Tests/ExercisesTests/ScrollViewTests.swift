import Animation
import AppTestSupport
import Dynamics
import Exercises
import Geometry
import Gestures
import Testing
import TestSupport
import Widgets

/// A scroll view 400 x 600 over content 3,000 pt tall, whose left half is one tall button,
/// recording every offset it shows with the media time.
private final class ScrollProbe: Exercise {
    let layer: Layer
    let scroll = ScrollView(name: "scroll")
    let button = Button(name: "inside", title: "Tap")
    var taps = 0
    var offsets: [(time: MediaTime, y: Double)] = []
    private let clock: ExerciseClock

    init(services: ExerciseServices) {
        layer = services.layer
        clock = services.clock
        layer.addSublayer(scroll.layer)
        scroll.contentLayer.addSublayer(button.layer)
        scroll.contentSize = Size(width: 400, height: 3000)
        button.action = { [unowned self] in taps += 1 }
        scroll.onScroll = { [unowned self] p in offsets.append((clock.mediaNow, p.y)) }
    }

    func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        scroll.setFrame(Rect(x: 0, y: 0, width: 400, height: 600))
        button.setFrame(Rect(x: 0, y: 0, width: 200, height: 3000))
    }

    var focusableControls: [Control] { [button] }
}

@Suite("Scroll view")
struct ScrollViewTests {
    private func harness() -> (ShellHarness, ScrollProbe) {
        ShellHarness.hosting { ScrollProbe(services: $0) }
    }

    private let k = FrictionDecay().ratePerSecond

    @Test("a fling at 1,000 pt/s comes to rest the decay's projected 499.5 pt further on")
    func flingTravelsProjectedDistance() {
        let (h, p) = harness()
        var s = EventScript(start: 0.5)
        s.fling(from: Point(x: 300, y: 550), to: Point(x: 300, y: 250), speed: 1000)
        h.play(s, settle: 0)
        let released = p.scroll.contentOffset.y
        #expect(abs(released - 300) < 0.001, "the content followed the finger exactly")
        #expect(p.scroll.isDecelerating)
        h.play(EventScript(start: h.clock.now), settle: 6)
        #expect(!p.scroll.isDecelerating)
        #expect(abs(p.scroll.contentOffset.y - (released + 1000 / k)) < 0.5, "rests at \(p.scroll.contentOffset.y)")
        #expect(abs(1000 / k - 499.5) < 0.1)
    }

    @Test("pulled 200 pt past the top, it shows the rubber band's offset, and springs back on release")
    func overscrollRubberBands() {
        let (h, p) = harness()
        var s = EventScript(start: 0.5)
        s.drag(from: Point(x: 300, y: 100), to: Point(x: 300, y: 300), speed: 400)
        s.wait(0.2)
        h.play(s, settle: 0)
        let expected = -RubberBand.offset(overshoot: 200, dimension: 600)
        #expect(abs(p.scroll.contentOffset.y - expected) < 0.001, "\(p.scroll.contentOffset.y) vs \(expected)")
        #expect(expected < -50 && expected > -200)
        var lift = EventScript(start: h.clock.now)
        lift.up(300, 300)
        h.play(lift, settle: 0.2)
        #expect(p.scroll.contentOffset.y < 0 && p.scroll.contentOffset.y > expected, "on its way back")
        h.play(EventScript(start: h.clock.now), settle: 1.5)
        #expect(p.scroll.contentOffset.y == 0)
    }

    @Test("a fling into the bottom edge overshoots and comes back with no jump where the decay hands over to the spring")
    func noJumpAtHandOff() {
        let (h, p) = harness()
        h.play(EventScript(start: 0.1), settle: 0)
        p.scroll.setContentOffset(Point(x: 0, y: 2000), animated: false)
        var s = EventScript(start: 0.5)
        s.fling(from: Point(x: 300, y: 550), to: Point(x: 300, y: 150), speed: 2000)
        h.play(s, settle: 3)
        let max = 2400.0
        let after = p.offsets.filter { $0.time > s.time }
        #expect(after.contains { $0.y > max + 5 }, "it overshoots the edge")
        #expect(after.last?.y == max, "and rests on it")
        var steps: [Double] = []
        for (a, b) in zip(after, after.dropFirst()) where b.time > a.time { steps.append((b.y - a.y) / (b.time - a.time)) }
        // No step is faster than the release, and the speed between frames changes no more
        // than the bounce spring's braking allows (2ω·v ≈ 25 pt/s² per pt/s, about 420 pt/s
        // a frame at 1,000 pt/s): a jump of even 17 pt in one frame would add 1,000 pt/s.
        #expect(steps.allSatisfy { abs($0) <= 2000 * 1.01 })
        for (a, b) in zip(steps, steps.dropFirst()) {
            #expect(abs(b - a) < 1000, "speed went from \(a) to \(b) in one frame")
        }
    }

    @Test("a click while the content decelerates stops it there and is not delivered as a click")
    func tapStopsDeceleration() {
        let (h, p) = harness()
        var s = EventScript(start: 0.5)
        s.fling(from: Point(x: 300, y: 550), to: Point(x: 300, y: 250), speed: 1500)
        s.wait(0.2)
        s.click(100, 300)
        h.play(s, settle: 0)
        let stopped = p.scroll.contentOffset.y
        #expect(p.taps == 0, "the click only stopped the scroll")
        #expect(!p.scroll.isDecelerating)
        h.play(EventScript(start: h.clock.now), settle: 1)
        #expect(p.scroll.contentOffset.y == stopped, "and it stays stopped")
        var again = EventScript(start: h.clock.now + 0.1)
        again.click(100, 300)
        h.play(again, settle: 0.1)
        #expect(p.taps == 1, "once still, a click reaches the content")
    }

    @Test("a wheel notch glides 48 pt rather than jumping, and the wheel stops at the edges")
    func wheelGlides() {
        let (h, p) = harness()
        var s = EventScript(start: 0.5)
        s.wheel(300, 300, dy: -1)
        h.play(s, settle: 0.05)
        let mid = p.scroll.contentOffset.y
        #expect(mid > 0 && mid < 48, "part way at \(mid)")
        h.play(EventScript(start: h.clock.now), settle: 1)
        #expect(p.scroll.contentOffset.y == 48)
        var up = EventScript(start: h.clock.now)
        for _ in 0..<3 { up.wheel(300, 300, dy: 1) }
        h.play(up, settle: 1)
        #expect(p.scroll.contentOffset.y == 0, "three notches up from 48 stop at the top")
        var pad = EventScript(start: h.clock.now)
        pad.wheel(300, 300, dy: -0.5)
        h.play(pad, settle: 0)
        #expect(p.scroll.contentOffset.y == 8, "a trackpad's half unit moves 8 pt at once")
    }

    @Test("Tab to a control below the viewport scrolls it into view")
    func focusScrollsIntoView() {
        let (h, p) = harness()
        p.button.setFrame(Rect(x: 0, y: 1000, width: 200, height: 44))
        var s = EventScript(start: 0.5)
        s.key("tab")
        h.play(s, settle: 1)
        #expect(p.button.isFocused)
        #expect(abs(p.scroll.contentOffset.y - (1044 + 8 - 600)) < 0.2, "\(p.scroll.contentOffset.y)")
    }

    @Test("Ctrl+P freezes a fling where it is and lets the loop sleep; Ctrl+P again carries on from there")
    func pauseFreezesFling() {
        let (h, p) = harness()
        var s = EventScript(start: 0.5)
        s.fling(from: Point(x: 300, y: 550), to: Point(x: 300, y: 250), speed: 1500)
        s.wait(0.2)
        s.key("ctrl+p")
        h.play(s, settle: 0)
        let frozen = p.scroll.contentOffset.y
        #expect(p.scroll.isDecelerating && h.shell.isPaused)
        h.play(EventScript(start: h.clock.now), settle: 2)
        #expect(p.scroll.contentOffset.y == frozen && !h.shell.isAnimating, "nothing moves while paused")
        var resume = EventScript(start: h.clock.now)
        resume.key("ctrl+p")
        h.play(resume, settle: 0.1)
        #expect(p.scroll.contentOffset.y > frozen, "it glides on")
    }

    @Test("content that shrinks under a fling: the fling carries on against the new limits and rests inside them")
    func shrinkMidFling() {
        let (h, p) = harness()
        var s = EventScript(start: 0.5)
        s.fling(from: Point(x: 300, y: 550), to: Point(x: 300, y: 250), speed: 3000)
        s.wait(0.1)
        h.play(s, settle: 0)
        p.scroll.contentSize = Size(width: 400, height: 700)
        h.play(EventScript(start: h.clock.now), settle: 3)
        #expect(p.scroll.contentOffset.y == 100, "rests on the new end: \(p.scroll.contentOffset.y)")
    }

    @Test("stopping a fling by setting the offset lets the indicator fade")
    func indicatorFadesAfterStop() {
        let (h, p) = harness()
        var s = EventScript(start: 0.5)
        s.fling(from: Point(x: 300, y: 550), to: Point(x: 300, y: 250), speed: 2000)
        h.play(s, settle: 0.1)
        #expect(h.dump.first(named: "scroll.indicator.vertical")!.opacity == 1)
        p.scroll.setContentOffset(Point(x: 0, y: 100), animated: false)
        h.play(EventScript(start: h.clock.now), settle: 2)
        #expect(h.dump.first(named: "scroll.indicator.vertical")!.opacity == 0)
        #expect(!h.shell.isAnimating)
    }

    @Test("a wheel notch during a fling glides 48 pt on from where the fling was, without passing it and coming back")
    func wheelDuringFling() {
        let (h, p) = harness()
        var s = EventScript(start: 0.5)
        s.fling(from: Point(x: 300, y: 550), to: Point(x: 300, y: 250), speed: 3000)
        s.wait(0.05)
        s.wheel(300, 300, dy: -1)
        h.play(s, settle: 0)
        let start = p.scroll.contentOffset.y
        var trail: [Double] = []
        for _ in 0..<60 {
            h.play(EventScript(start: h.clock.now), settle: 1.0 / 60)
            trail.append(p.scroll.contentOffset.y)
        }
        #expect(zip(trail, trail.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "it never comes back")
        #expect(abs(trail.last! - (start + 48)) < 1, "\(start) to \(trail.last!)")
    }
}
