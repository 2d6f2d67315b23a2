import Animation
import AppTestSupport
import Foundation
import Geometry
import Gestures
import Services
import Testing
import TestSupport
@testable import Exercises

/// The Snowman tab through clicks and keys: the animation a setting makes, and pause and
/// resume by QA1673, alone and with Ctrl+P.
@Suite("Snowman")
struct SnowmanTests {
    private func harness(_ dir: URL? = nil) -> (ShellHarness, SnowmanExercise) {
        let h = ShellHarness(tab: .snowman, folders: AppFolders(config: nil, data: dir))
        h.play(EventScript(start: 0.05), settle: 0)
        return (h, h.shell.exercise(.snowman) as! SnowmanExercise)
    }

    private func click(_ h: ShellHarness, _ name: String, at t: Double) {
        guard let c = h.center(of: name) else { Issue.record("no layer \(name)"); return }
        var s = EventScript(start: MediaTime(seconds: t - 0.08))
        s.down(c.x, c.y)
        s.wait(0.07)
        s.up(c.x, c.y)
        h.play(s, settle: 0)
    }

    private func key(_ h: ShellHarness, _ chord: String, at t: Double) {
        var s = EventScript(start: MediaTime(seconds: t))
        s.key(chord)
        h.play(s, settle: 0)
    }

    /// Runs the clock to `t` and reads what the snowman shows.
    private func sample(_ h: ShellHarness, _ e: SnowmanExercise, at t: MediaTime) -> LayerProperties {
        h.play(EventScript(start: h.clock.now), settle: t - h.clock.now)
        return e.screen.image.presentation
    }

    private func close(_ a: LayerProperties, _ b: LayerProperties, _ what: String) {
        let pairs: [(String, Double, Double)] = [
            ("width", a.bounds.width, b.bounds.width), ("height", a.bounds.height, b.bounds.height),
            ("x", a.position.x, b.position.x), ("y", a.position.y, b.position.y), ("opacity", a.opacity, b.opacity),
        ] + zip(a.transform.rowMajor, b.transform.rowMajor).enumerated().map { ("m\($0.offset)", $0.element.0, $0.element.1) }
        for (name, x, y) in pairs { #expect(abs(x - y) < 1e-6, "\(what): \(name) \(x) vs \(y)") }
    }

    /// A run with no pause, sampled at `times`, for comparison.
    private func reference(at times: [Double]) -> [LayerProperties] {
        let (h, e) = harness()
        click(h, "snowman-play", at: 0.5)
        return times.map { sample(h, e, at: MediaTime(seconds: $0)) }
    }

    @Test("paused by the button for 2 s and resumed, the snowman moves exactly as an uninterrupted run 2 s later; nothing moves while paused")
    func qa1673() {
        let (h, e) = harness()
        click(h, "snowman-play", at: 0.5)
        #expect(e.player.state == .playing && h.dump.first(named: "snowman-play.title")?.text == "Pause")
        click(h, "snowman-play", at: 1.0)
        #expect(e.player.state == .paused && h.dump.first(named: "snowman-play.title")?.text == "Resume")
        let held = sample(h, e, at: 1.5)
        close(sample(h, e, at: 2.9), held, "while paused")
        click(h, "snowman-play", at: 3.0)
        let times = [3.2, 3.9, 4.6]
        let after = times.map { sample(h, e, at: MediaTime(seconds: $0)) }
        for (i, ref) in reference(at: times.map { $0 - 2 }).enumerated() { close(after[i], ref, "t = \(times[i])") }
    }

    @Test("the button's pause and Ctrl+P compose: un-paused in either order, the run is exact, shifted by the whole pause")
    func pauseComposition() {
        for ctrlPFirst in [true, false] {
            let (h, e) = harness()
            click(h, "snowman-play", at: 0.5)
            click(h, "snowman-play", at: 1.0)
            key(h, "ctrl+p", at: 1.5)
            if ctrlPFirst {
                key(h, "ctrl+p", at: 2.0)
                click(h, "snowman-play", at: 2.5)
            } else {
                click(h, "snowman-play", at: 2.0)
                key(h, "ctrl+p", at: 2.5)
            }
            let times = [2.7, 3.3]
            let after = times.map { sample(h, e, at: MediaTime(seconds: $0)) }
            // Paused from 1.0 until the later of the two un-pauses, 2.5.
            for (i, ref) in reference(at: times.map { $0 - 1.5 }).enumerated() {
                close(after[i], ref, "\(ctrlPFirst ? "Ctrl+P first" : "button first"), t = \(times[i])")
            }
        }
    }

    @Test("mid-run, each dimension is what the setting, the curve and the timing formula give")
    func midRun() {
        let (h, e) = harness()
        let s = SnowmanSetting.default
        let rest = (position: e.screen.restingPosition, size: e.screen.restingSize)
        click(h, "snowman-play", at: 0.5)
        // The animation began at the click's frame; 0.7 s in, forward (it autoreverses after 2 s).
        let begin = e.screen.image.animation(forKey: SnowmanAnimation.key)!.timing.beginTime
        let t = begin + 0.7
        let p = sample(h, e, at: MediaTime(seconds: t))
        let f = TimingFunction.easeInEaseOut.value(at: 0.7 / s.duration)
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        #expect(abs(p.bounds.width - lerp(rest.size.width, rest.size.width * s.widthScale)) < 1e-6)
        #expect(abs(p.bounds.height - lerp(rest.size.height, rest.size.height * s.heightScale)) < 1e-6)
        #expect(abs(p.position.x - lerp(rest.position.x, rest.position.x + s.offsetX)) < 1e-6)
        #expect(abs(p.position.y - lerp(rest.position.y, rest.position.y + s.offsetY)) < 1e-6)
        #expect(abs(p.opacity - lerp(1, s.opacity)) < 1e-6)
        let expected = Transform3D.rotationX(lerp(0, 2 * .pi * s.flipsX))
        for (a, b) in zip(p.transform.rowMajor, expected.rowMajor) { #expect(abs(a - b) < 1e-6) }
        // Back at rest, with the button at Play, once the run and its return are over.
        let end = sample(h, e, at: MediaTime(seconds: begin + 2 * s.duration + 0.1))
        #expect(end.position == rest.position && end.bounds.size == rest.size && end.opacity == 1)
        #expect(e.player.state == .idle && h.dump.first(named: "snowman-play.title")?.text == "Play")
    }

    @Test("turns about Z, X and Y together compose into the one rotation they describe")
    func threeAxes() {
        var s = SnowmanSetting.default
        s.flipsX = 1; s.flipsY = 2; s.turnsZ = 3; s.curve = .linear; s.autoreverses = false
        let group = SnowmanAnimation.make(s, restingAt: Point(x: 0, y: 0), size: Size(width: 10, height: 10))
        let layer = Layer()
        for u in [0.13, 0.41, 0.77] {
            var values = layer.model
            group.apply(to: &values, atLayerTime: u * s.duration)
            let expected = Transform3D.rotationX(2 * .pi * u).concatenating(.rotationY(4 * .pi * u)).concatenating(.rotationZ(6 * .pi * u))
            for (a, b) in zip(values.transform.rowMajor, expected.rowMajor) { #expect(abs(a - b) < 1e-9, "u = \(u)") }
        }
    }

    @Test("leaving the screen mid-run (Settings) ends the run: back again, the button says Play, and Play plays")
    func leavingEndsTheRun() {
        let (h, e) = harness()
        click(h, "snowman-play", at: 0.5)
        click(h, "snowman-play", at: 0.9)
        #expect(e.player.state == .paused)
        click(h, "snowman-settings-button", at: 1.2)
        #expect(e.nav.topScreen === e.settings)
        key(h, "escape", at: 2.0)
        _ = sample(h, e, at: 2.8)
        #expect(e.nav.topScreen === e.screen)
        #expect(e.player.state == .idle && h.dump.first(named: "snowman-play.title")?.text == "Play")
        click(h, "snowman-play", at: 3.0)
        let moving = sample(h, e, at: 3.6)
        #expect(e.player.state == .playing && moving.position != e.screen.restingPosition)
    }

    @Test("Reset springs the snowman from where it shows back to rest, and the button says Play")
    func reset() {
        let (h, e) = harness()
        click(h, "snowman-play", at: 0.5)
        let moved = sample(h, e, at: 1.2)
        #expect(moved.position != e.screen.restingPosition)
        click(h, "snowman-reset", at: 1.3)
        #expect(e.player.state == .idle)
        let start = sample(h, e, at: 1.32)
        #expect(start.position != e.screen.restingPosition, "it springs back, it does not jump")
        let rest = sample(h, e, at: 3)
        #expect(rest.position == e.screen.restingPosition && rest.bounds.size == e.screen.restingSize && rest.opacity == 1)
    }
}
