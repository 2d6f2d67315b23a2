import Animation
import Foundation
import Geometry
import Testing
import TestSupport
@testable import Exercises

@Suite("Visual QA controls")
struct QAControlsTests {
    /// The placeholder's spinner turns once per second; its angle tells animation time.
    private func angle(_ h: ShellHarness) -> Double {
        (h.shell.exercise(.snowman) as! PlaceholderExercise).indicator.presentedAngle
    }

    /// The angle turned from `a` to `b`, in seconds of spinner time (mod one turn).
    private func seconds(from a: Double, to b: Double) -> Double {
        var d = (b - a) / (2 * .pi)
        d -= d.rounded(.down)
        return d > 0.999999 ? 0 : d
    }

    @Test("Ctrl+T runs animations ten times slower, without a jump")
    func slowMotion() {
        let h = ShellHarness(tab: .snowman)
        var s = EventScript(start: 1.0)
        s.key("ctrl+t")
        h.play(s, settle: 0)
        let before = angle(h)
        let t0 = h.clock.now
        h.play(EventScript(start: t0), settle: 0.5)
        #expect(abs(seconds(from: before, to: angle(h)) - 0.05) < 1e-9)
        #expect(h.shell.isSlowMotion)
        #expect(h.dump.first(named: "qa.badge.text")?.text == "SLOW")
    }

    @Test("Ctrl+P freezes animations; '.' and ',' step exactly one frame")
    func pauseAndStep() {
        let h = ShellHarness(tab: .snowman)
        var s = EventScript(start: 0.4)
        s.key("ctrl+p")
        h.play(s, settle: 1.0)
        let frozen = angle(h)
        #expect(h.shell.isPaused && !h.shell.isAnimating)
        #expect(h.dump.first(named: "qa.badge.text")?.text == "PAUSED")
        s = EventScript(start: h.clock.now + 0.1)
        s.key(".")
        s.key(".")
        h.play(s, settle: 0.2)
        #expect(abs(seconds(from: frozen, to: angle(h)) - 2.0 / 60) < 1e-9)
        s = EventScript(start: h.clock.now + 0.1)
        s.key(",")
        h.play(s, settle: 0.2)
        #expect(abs(seconds(from: frozen, to: angle(h)) - 1.0 / 60) < 1e-9)
        s = EventScript(start: h.clock.now + 0.1)
        s.key("ctrl+p")
        h.play(s, settle: 0)
        let resumed = angle(h), t0 = h.clock.now
        h.play(EventScript(start: t0), settle: 0.25)
        #expect(abs(seconds(from: resumed, to: angle(h)) - 0.25) < 1e-9)
        #expect(h.dump.first(named: "qa.badge")?.hidden == true)
    }

    @Test("the frame keys do nothing unless paused")
    func stepsOnlyWhenPaused() {
        let h = ShellHarness(tab: .snowman)
        h.play(EventScript(start: 0.1), settle: 0.4)
        let a = angle(h), t0 = h.clock.now
        var s = EventScript(start: t0)
        s.key(".")
        h.play(s, settle: 0)
        #expect(abs(seconds(from: a, to: angle(h)) - (h.clock.now - t0)) < 1e-9)
    }
}
