import Animation
import AppTestSupport
import Geometry
import Gestures
import Testing
import TestSupport
@testable import Exercises

/// Shakes reaching the exercise as motion events through the shell: the window shaken
/// by its title bar, and Ctrl+Alt+Z.
@Suite("Shake sources")
struct ShakeSourcesTests {
    private func harness() -> (ShellHarness, ProbeExercise) {
        ShellHarness.hosting { ProbeExercise(kind: .circles, services: $0) }
    }

    /// Window moves of `step` points, alternating direction every `perSwing` moves.
    private func shake(_ s: inout EventScript, swings: Int, step: Double = 10, perSwing: Int = 4, interval: Double = 0.02) {
        for i in 0..<swings {
            for _ in 0..<perSwing {
                s.add(.window(.moved(dx: (i % 2 == 0 ? 1 : -1) * step, dy: 0)))
                s.wait(interval - 0.01)
            }
        }
    }

    @Test("a window shaken back and forth begins one shake, which ends 0.3 s after the window stops")
    func windowShake() {
        let (h, p) = harness()
        var s = EventScript(start: 0.5)
        shake(&s, swings: 6)
        let last = s.time - 0.01
        h.play(s, settle: 1)
        #expect(p.motions.map(\.event) == [.began, .ended])
        // The probe's layer has no timing of its own: its local time reads as the media clock.
        #expect(abs(p.motions[1].time.seconds - (last + GestureDefaults.shakeEndDelay).seconds) < 0.011, "\(p.motions)")
    }

    @Test("moving the window slowly, or only twice back, is no shake")
    func nearMisses() {
        let (h, p) = harness()
        var slow = EventScript(start: 0.5)
        shake(&slow, swings: 6, interval: 0.2)
        h.play(slow, settle: 1)
        var twice = EventScript(start: h.clock.now + 0.5)
        shake(&twice, swings: 3)
        h.play(twice, settle: 1)
        #expect(p.motions.isEmpty)
    }

    @Test("Ctrl+Alt+Z is a whole shake at once; losing focus mid-shake cancels it")
    func keyAndCancel() {
        let (h, p) = harness()
        var s = EventScript(start: 0.5)
        s.key("ctrl+alt+z")
        h.play(s, settle: 0.1)
        #expect(p.motions.map(\.event) == [.began, .ended])
        var c = EventScript(start: h.clock.now)
        shake(&c, swings: 5)
        c.add(.window(.focusLost))
        h.play(c, settle: 1)
        #expect(p.motions.map(\.event) == [.began, .ended, .began, .cancelled])
    }
}
