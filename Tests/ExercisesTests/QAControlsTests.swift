import Animation
import AppTestSupport
import Foundation
import Geometry
import Testing
import Widgets
import TestSupport
@testable import Exercises

@Suite("Visual QA controls")
struct QAControlsTests {
    /// A shell with a probe layer whose x grows one point per second of animation time,
    /// added at time 0 under the root, so it obeys the QA controls like everything else.
    private func harness() -> (ShellHarness, Layer) {
        let h = ShellHarness(tab: .snowman)
        let probe = Layer(name: "probe")
        h.shell.rootLayer.addSublayer(probe)
        probe.add(BasicAnimation(.positionX, from: .scalar(0), to: .scalar(10_000), duration: 10_000), forKey: "x")
        return (h, probe)
    }

    private func x(_ probe: Layer) -> Double { probe.presentation.position.x }

    @Test("Ctrl+T runs animations ten times slower, without a jump")
    func slowMotion() {
        let (h, probe) = harness()
        var s = EventScript(start: 1.0)
        s.key("ctrl+t")
        h.play(s, settle: 0)
        let before = x(probe)
        #expect(abs(before - h.clock.now.seconds) < 0.06)
        h.play(EventScript(start: h.clock.now), settle: 0.5)
        #expect(abs(x(probe) - before - 0.05) < 1e-9)
        #expect(h.shell.isSlowMotion)
        #expect(h.dump.first(named: "qa.badge.text")?.text == "SLOW")
    }

    @Test("Ctrl+P freezes animations; '.' and ',' step exactly one frame")
    func pauseAndStep() {
        let (h, probe) = harness()
        var s = EventScript(start: 0.4)
        s.key("ctrl+p")
        h.play(s, settle: 1.0)
        let frozen = x(probe)
        #expect(h.shell.isPaused && !h.shell.isAnimating)
        #expect(h.dump.first(named: "qa.badge.text")?.text == "PAUSED")
        s = EventScript(start: h.clock.now + 0.1)
        s.key(".")
        s.key(".")
        h.play(s, settle: 0.2)
        #expect(abs(x(probe) - frozen - 2.0 / 60) < 1e-9)
        s = EventScript(start: h.clock.now + 0.1)
        s.key(",")
        h.play(s, settle: 0.2)
        #expect(abs(x(probe) - frozen - 1.0 / 60) < 1e-9)
        s = EventScript(start: h.clock.now + 0.1)
        s.key("ctrl+p")
        h.play(s, settle: 0)
        let resumed = x(probe), t0 = h.clock.now
        h.play(EventScript(start: t0), settle: 0.25)
        #expect(abs(x(probe) - resumed - 0.25) < 1e-9)
        #expect(h.dump.first(named: "qa.badge")?.hidden == true)
    }

    @Test("the frame keys do nothing unless paused")
    func stepsOnlyWhenPaused() {
        let (h, probe) = harness()
        h.play(EventScript(start: 0.1), settle: 0.4)
        let a = x(probe), t0 = h.clock.now
        var s = EventScript(start: t0)
        s.key(".")
        h.play(s, settle: 0)
        #expect(abs(x(probe) - a - (h.clock.now - t0)) < 1e-9)
    }

    @Test("a spinner steps twelve times a second, so an idle window wakes only for each step")
    func spinnerIsDiscrete() {
        let (h, probe) = ShellHarness.hosting { ProbeExercise(kind: .circles, services: $0) }
        let spinner = ActivityIndicator(name: "spinner")
        probe.layer.addSublayer(spinner.layer)
        spinner.startAnimating()
        h.play(EventScript(start: 0.1), settle: 0.5)
        #expect(!h.shell.isAnimating)
        let wake = h.shell.nextWakeTime!
        #expect(wake > h.clock.now && wake - h.clock.now <= 1.0 / 12 + 1e-9)
        let frames = wake.seconds * 12
        #expect(abs(frames.rounded() - frames) < 1e-9)
    }
}
