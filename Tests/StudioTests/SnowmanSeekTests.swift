import Animation
import AppTestSupport
import Exercises
import Foundation
import Geometry
import Gestures
@testable import Studio
import StudioApp
import Testing
import TestSupport

/// Seeking the Snowman's group by the tab's timing (QA1673), against a plain run.
@Suite("Timeline seeking")
struct SnowmanSeekTests {
    /// The Snowman tab with Play clicked at exactly 0.5 s.
    private func playing() throws -> (ShellHarness, Layer) {
        let h = ShellHarness(tab: .snowman)
        h.play(EventScript(start: 0.05), settle: 0)
        let play = try #require(h.center(of: "snowman-play"))
        var s = EventScript(start: 0.42)
        s.down(play.x, play.y)
        s.wait(0.07)
        s.up(play.x, play.y)
        h.play(s, settle: 0)
        let image = try #require(h.shell.rootLayer.allLayers.first { $0.name == "snowman-image" })
        return (h, image)
    }

    private func run(_ h: ShellHarness, to t: Double) {
        h.play(EventScript(start: h.clock.now), settle: t - h.clock.now.seconds)
    }

    private func expectClose(_ a: Transform3D, _ b: Transform3D, _ what: String) {
        for (x, y) in zip(a.rowMajor, b.rowMajor) { #expect(abs(x - y) < 1e-6, "\(what): \(a.rowMajor) vs \(b.rowMajor)") }
    }

    @Test("seeking to the group's start and 30 frames on shows the poses of a plain run; finished, it is applied again")
    func seeksLikeAPlainRun() throws {
        let (reference, refImage) = try playing()
        let start = reference.clock.now.seconds
        let atStart = refImage.presentation.transform
        run(reference, to: start + 0.5)
        let later = refImage.presentation.transform
        #expect(later != atStart, "the flip has moved by then")

        let (h, image) = try playing()
        run(h, to: 1.0)
        let timeline = AnimationTimeline(host: h.shell.host, tab: h.shell.contentLayer, accepts: h.shell.isInTab)
        timeline.start()
        let group = try #require(timeline.selected)
        #expect(group.start == start && group.animations.contains { $0.key == "snowman" })
        timeline.seek(to: 0)
        run(h, to: 1.1)
        expectClose(image.presentation.transform, atStart, "Home")
        for _ in 0..<30 { timeline.step(by: 1 / 60) }
        run(h, to: 1.2)
        expectClose(image.presentation.transform, later, "30 frames on")

        // Played to its end and removed, the group is applied again by a seek.
        timeline.play()
        run(h, to: 12)
        #expect(image.animations.isEmpty)
        timeline.seek(to: 0.5)
        run(h, to: 12.1)
        expectClose(image.presentation.transform, later, "after the end")
        #expect(image.animationKeys == ["inspector.snowman"])
    }

    @Test("Play resumes from the playhead at the timeline's rate")
    func playsFromThePlayhead() throws {
        let (reference, refImage) = try playing()
        let start = reference.clock.now.seconds
        run(reference, to: start + 0.7)
        let expected = refImage.presentation.transform

        let (h, image) = try playing()
        run(h, to: 1.0)
        let timeline = AnimationTimeline(host: h.shell.host, tab: h.shell.contentLayer, accepts: h.shell.isInTab)
        timeline.start()
        timeline.seek(to: 0.5)
        run(h, to: 2)
        timeline.setRate(0.25)
        timeline.play()
        run(h, to: 2.8)
        expectClose(image.presentation.transform, expected, "0.8 s at 25 % after 0.5 s")
        #expect(abs((timeline.playhead ?? 0) - 0.7) < 1e-9)
    }
}
