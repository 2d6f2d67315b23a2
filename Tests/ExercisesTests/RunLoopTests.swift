import Animation
import AppTestSupport
import Foundation
import Geometry
import Gestures
import Loop
import Testing
import TestSupport
@testable import Exercises

/// The real frame loop (`FrameDriver`) driven by a front end on a virtual clock that
/// sleeps as a window does: until input, or the scene's next wake time plus 4 ms of
/// scheduler latency. Presents take one 60 Hz refresh.
@Suite("Run loop")
struct RunLoopTests {
    private func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, at t: MediaTime) -> InputEvent {
        InputEvent(time: t, .pointer(PointerEvent(id: 0, phase: phase, location: Point(x: x, y: y))))
    }

    private func key(_ chord: String, at t: MediaTime) -> [InputEvent] {
        let c = KeyChord(parsing: chord)!
        return [InputEvent(time: t, .key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: true))),
                InputEvent(time: t + 0.01, .key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: false)))]
    }

    /// A double click at (x, y) starting at `t`: two 80 ms presses 40 ms apart.
    private func doubleClick(_ x: Double, _ y: Double, at t: MediaTime) -> [InputEvent] {
        [pointer(.down, x, y, at: t), pointer(.up, x, y, at: t + 0.08),
         pointer(.down, x, y, at: t + 0.12), pointer(.up, x, y, at: t + 0.2)]
    }

    /// The width of the first circle in every presented frame, with the frame's time.
    private func circleWidths(_ host: VirtualFrameHost) -> () -> [(time: MediaTime, width: Double)] {
        var widths: [(MediaTime, Double)] = []
        host.onPresent = { root, t in
            if let c = root.dump().first(named: "circle") { widths.append((t, c.frame[2])) }
        }
        return { widths }
    }

    /// A shell whose Color Timer tab is a probe that ticks once a second of its own time.
    private func tickingShell() -> (AppShell, ProbeExercise) {
        var probe: ProbeExercise?
        let shell = ShellHarness(size: Size(width: 800, height: 600), tab: .colorTimer, seed: 1) { kind, services in
            let p = ProbeExercise(kind: kind, services: services)
            if kind == .colorTimer { p.tickInterval = 1; probe = p }
            return p
        }.shell
        return (shell, probe!)
    }

    @Test("the first frame after a long press begins shows the lift starting, not finished")
    func longPressLiftStartsAtItsDeadline() throws {
        let shell = ShellHarness(size: Size(width: 800, height: 600), tab: .circles, seed: 1).shell
        // Spawn a circle, then press it at 1.5 s and hold past the 0.5 s long-press delay.
        let events = doubleClick(300, 300, at: 0.1) + [pointer(.down, 300, 300, at: 1.5), pointer(.up, 300, 300, at: 2.6)]
        let host = VirtualFrameHost(events: events, stopTime: 3)
        let widths = circleWidths(host)
        let driver = FrameDriver(scene: shell, host: host)
        driver.run()
        // The lift (to 1.2x over 0.2 s) begins at 2.0 s; the loop slept until then.
        let first = try #require(widths().first { $0.time >= 2.0 })
        #expect(first.time < 2.01, "a frame comes right after the deadline")
        #expect(first.width < 103, "the first lifted frame is near 1.0x (100 pt), got \(first.width)")
        let later = try #require(widths().first { $0.time >= 2.25 })
        #expect(abs(later.width - 120) < 0.5, "the lift ends at 1.2x")
    }

    @Test("a double tap on a circle spawns with its grow animation once the triple tap times out")
    func deferredSpawnAnimates() throws {
        let shell = ShellHarness(size: Size(width: 800, height: 600), tab: .circles, seed: 1).shell
        // The second double tap lands on the first circle, so it waits 0.3 s for the triple tap.
        let events = doubleClick(300, 300, at: 0.1) + doubleClick(300, 300, at: 1.0)
        let host = VirtualFrameHost(events: events, stopTime: 2)
        var secondWidths: [(MediaTime, Double)] = []
        host.onPresent = { root, t in
            let all = root.dump().all(named: "circle")
            if all.count == 2 { secondWidths.append((t, all[1].frame[2])) }
        }
        FrameDriver(scene: shell, host: host).run()
        let first = try #require(secondWidths.first)
        // The spawn grows from 0.5x over 0.25 s: its first frame is near half size.
        #expect(first.1 < 60, "the deferred spawn starts small, got \(first.1) at \(first.0)")
    }

    @Test("paused with Ctrl+P, a double tap shows the new circle frozen at its first frame; '.' steps it")
    func pausedSpawnIsFrozen() throws {
        let h = ShellHarness()
        var s = EventScript()
        s.key("ctrl+p")
        s.click(300, 300, gap: 0.04); s.click(300, 300, gap: 0.04)
        s.wait(1)
        h.play(s)
        let frozen = try #require(h.dump.first(named: "circle"))
        #expect(frozen.frame[2] == 50 && frozen.opacity == 0, "first frame: half size, transparent")
        var step = EventScript(start: h.clock.now + 0.1)
        step.key("."); step.key("."); step.key(".")
        h.play(step)
        let stepped = try #require(h.dump.first(named: "circle"))
        #expect(stepped.frame[2] > 50 && stepped.frame[2] < 100 && stepped.opacity > 0, "three frames in: growing")
        var resume = EventScript(start: h.clock.now + 0.1)
        resume.key("ctrl+p")
        h.play(resume)
        #expect(h.dump.first(named: "circle")?.frame[2] == 100)
    }

    @Test("an exercise that ticks once a second gets a frame a second, not sixty")
    func wakeUpsCostOnlyTheirFrames() {
        let (shell, probe) = tickingShell()
        let host = VirtualFrameHost(stopTime: 5.5)
        let driver = FrameDriver(scene: shell, host: host)
        driver.run()
        #expect(probe.ticks.count == 5)
        #expect(driver.framesPresented <= 8, "one frame per tick and the first, got \(driver.framesPresented)")
        // Each tick arrives on time: within the wake latency plus one frame.
        for (i, t) in probe.ticks.enumerated() { #expect(abs(t.seconds - Double(i + 1)) < 0.03, "tick \(i + 1) at \(t)") }
    }

    @Test("in slow motion a once-a-second tick comes every ten seconds, and paused it never comes")
    func wakeUpsFollowTheExerciseClock() {
        let (shell, probe) = tickingShell()
        let host = VirtualFrameHost(events: key("ctrl+t", at: 0.5), stopTime: 21)
        FrameDriver(scene: shell, host: host).run()
        // 0.5 s at full speed, then 1 local second per 10: ticks at local 1 and 2.
        #expect(probe.ticks.count == 2)
        let paused = VirtualFrameHost(events: key("ctrl+t", at: 21.5) + key("ctrl+p", at: 22), stopTime: 40)
        paused.clock.set(to: 21)
        FrameDriver(scene: shell, host: paused).run()
        // Back to full speed at 21.5 (local 2.6): one more tick at local 3 (media 21.9),
        // then none in the 18 paused seconds, and nothing to draw.
        #expect(probe.ticks.count == 3)
        #expect(paused.frameTimes.filter { $0 > 22.1 }.isEmpty, "nothing to draw while paused")
    }
}
