import Animation
import AppTestSupport
@testable import Exercises
import Foundation
import Geometry
import Gestures
import Loop
@testable import Studio
import StudioApp
import Testing
import TestSupport

private func expectClose(_ a: Transform3D, _ b: Transform3D, _ what: String) {
    for (x, y) in zip(a.rowMajor, b.rowMajor) { #expect(abs(x - y) < 1e-6, "\(what): \(a.rowMajor) vs \(b.rowMajor)") }
}

@Suite("Inspector")
struct InspectorTests {
    @Test("Play Snowman at 0.5 s, Ctrl+Shift+I at 1.0 s, Home: the pose at the group's start; Right ×30: the pose 0.5 s on")
    func homeAndThirtyFrames() throws {
        let reference = try StudioHarness(tab: .snowman)
        try reference.playSnowman()
        let start = reference.clock.now.seconds
        let atStart = reference.image.presentation.transform
        reference.run(to: start + 0.5)
        let later = reference.image.presentation.transform
        #expect(atStart != later)

        let h = try StudioHarness(tab: .snowman)
        try h.playSnowman()
        h.run(to: 1.0)
        h.key("ctrl+shift+i")
        #expect(h.studio.inspector.isOpen && h.studio.inspector.hasFocus)
        #expect(h.studio.inspector.timeline?.selected?.start == start, "the most recent group is selected")
        h.key("home")
        expectClose(h.image.presentation.transform, atStart, "Home")
        h.key("right", times: 30)
        expectClose(h.image.presentation.transform, later, "Right ×30")
        h.run(to: 3)
        expectClose(h.image.presentation.transform, later, "held while the clock runs")
        #expect(h.studio.overlay.allLayers.contains { $0.name == "inspector" && !$0.isHidden })
    }

    @Test("a press on the panel never reaches the scene, nor shows in the timeline; a press in the scene gives the keys back")
    func routing() throws {
        let h = try StudioHarness(tab: .snowman)
        try h.playSnowman()
        h.key("ctrl+shift+i")
        let inspector = h.studio.inspector
        // The Settings button lies under the panel's title bar at the top right.
        let settings = try #require(h.studio.shell.rootLayer.dump().first(named: "snowman-settings-button")?.frame)
        let under = Point(x: settings[0] + settings[2] / 2, y: settings[1] + settings[3] / 2)
        #expect(inspector.contains(under))
        h.click(under)
        #expect(h.studio.shell.rootLayer.dump().first(named: "snowman-settings-button") != nil, "still on the Snowman's first screen")
        let replay = try #require(h.studio.overlay.dump().first(named: "inspector.replay")?.frame)
        h.click(Point(x: replay[0] + replay[2] / 2, y: replay[1] + replay[3] / 2))
        let paths = inspector.timeline?.groups.flatMap(\.animations).map(\.path) ?? []
        #expect(!paths.isEmpty && !paths.contains { $0.contains("inspector") }, "\(paths)")
        #expect(inspector.hasFocus)
        h.click(Point(x: 100, y: 600))
        #expect(!inspector.hasFocus)
        h.key("home")
        #expect(inspector.timeline?.isHolding == false, "Home went to the scene, not the timeline")
        h.key("ctrl+shift+i")
        #expect(!inspector.isOpen && h.studio.shell.contentLayer.timing.speed == 1)
    }

    @Test("Play after the window slept resumes from the playhead, not from the last frame's time")
    func playAfterSleeping() throws {
        let h = try StudioHarness(tab: .snowman)
        try h.playSnowman()
        h.run(to: 1.0)
        h.key("ctrl+shift+i")
        h.key("home")
        // The window sleeps 3 s with no frame (nothing moves), then Space arrives.
        let t = h.clock.now + 3
        h.studio.handle(InputEvent(time: t, .key(KeyEvent(key: .space, isDown: true))))
        h.studio.handle(InputEvent(time: t, .key(KeyEvent(key: .space, isDown: false))))
        h.studio.update(at: t + 0.25)
        let playhead = try #require(h.studio.inspector.timeline?.playhead)
        #expect(abs(playhead - 0.25) < 1e-9)
    }

    @Test("the rate multiplies with Ctrl+T")
    func rateTimesSlowMotion() throws {
        let h = try StudioHarness(tab: .snowman)
        try h.playSnowman()
        h.key("ctrl+shift+i")
        let rate = try #require(h.studio.overlay.dump().first(named: "inspector.rate")?.frame)
        // The third segment: 10 %.
        h.click(Point(x: rate[0] + rate[2] * 5 / 6, y: rate[1] + rate[3] / 2))
        #expect(h.studio.inspector.timeline?.rate == 0.1)
        h.key("ctrl+t")
        #expect(abs(AnimationTimeline.rate(of: h.image) - 0.01) < 1e-12)
    }

    @Test("on Circles, picking a lifted circle reads scale 1.2 and opacity 0.8 at the end of the lift; the press never reaches it")
    func picksALiftedCircle() throws {
        let h = try StudioHarness(tab: .circles)
        var s = EventScript(start: 0.3)
        s.click(300, 400, gap: 0.05)
        s.click(300, 400, gap: 0.9)
        // A finger holds the circle past the long press and the lift's animation.
        s.down(300, 400, pointer: 1)
        h.play(s, settle: 1.5)
        h.key("ctrl+shift+i")
        let pick = try #require(h.studio.overlay.dump().first(named: "inspector.pick")?.frame)
        h.click(Point(x: pick[0] + pick[2] / 2, y: pick[1] + pick[3] / 2))
        #expect(h.studio.inspector.isPicking)
        var hover = EventScript(start: h.clock.now + 0.01)
        hover.move(310, 410, pressed: false)
        h.play(hover)
        #expect(h.studio.overlay.dump().first(named: "inspector.outline.label")?.text == "circle · 120×120")
        var press = EventScript(start: h.clock.now + 0.01)
        press.down(310, 410)
        h.play(press)
        #expect(h.studio.shell.pointers.sequences[0] == nil && h.studio.pointers.sequences[0] != nil, "the press did not reach the scene")
        var release = EventScript(start: h.clock.now + 0.01)
        release.up(310, 410)
        h.play(release)
        let picked = try #require(h.studio.inspector.selectedLayer)
        let read = LayerInspection(picked)
        #expect(read.name == "circle" && read.presentation("scale") == "(1.2, 1.2, 1)" && read.presentation("opacity") == "0.8")
        #expect(!h.studio.inspector.isPicking)
        #expect(h.studio.overlay.dump().first(named: "inspector.layers.presentation.5")?.text == "(1.2, 1.2, 1)")
    }

    @Test("a countdown's text and a physics world's motion get rows that say a seek does not show them")
    func rowsForWhatASeekCannotShow() throws {
        let h = try StudioHarness(tab: .colorTimer)
        h.key("ctrl+shift+i")
        let start = try #require(h.studio.shell.rootLayer.dump().first(named: "start-button")?.frame)
        h.click(Point(x: start[0] + start[2] / 2, y: start[1] + start[3] / 2))
        h.run(to: 3.2)
        let timeline = try #require(h.studio.inspector.timeline)
        // The time rolls once a second: its text is set between frames, not animated.
        let text = try #require(timeline.modelChanges.max { $0.changes < $1.changes }, "\(timeline.modelChanges)")
        #expect(text.changes >= 2 && text.path.hasPrefix("window/content/color-timer/"), "\(timeline.modelChanges)")
        let group = try #require(timeline.selected)
        let rows = TimelineRowModel.rows(of: group, stepped: timeline.stepped, modelChanges: timeline.modelChanges)
        #expect(rows.contains { $0.note == ModelChangeSpan.note })
        #expect(timeline.snapshot().modelChanges.first?.note == ModelChangeSpan.note)

        let b = try StudioHarness(tab: .blackHole)
        b.key("ctrl+shift+i")
        let square = try #require(b.studio.shell.rootLayer.dump().all(named: "square").first?.frame)
        var fling = EventScript(start: b.clock.now + 0.01)
        fling.fling(from: Point(x: square[0] + 50, y: square[1] + 50), to: Point(x: square[0] - 50, y: square[1] + 50), speed: 800)
        b.play(fling, settle: 0.5)
        let spans = try #require(b.studio.inspector.timeline?.stepped)
        #expect(!spans.isEmpty && spans[0].end > spans[0].start)
    }

    @Test("while a capture records, a seek is recorded, and the capture replays to the seeked trees; without it, it would not")
    func seekingWhileCapturingIsRecorded() throws {
        let folder = makeTemporaryDirectory("inspector-capture")
        let url = folder.appendingPathComponent("c.json")
        let h = try StudioHarness(tab: .snowman, captureTo: url)
        try h.playSnowman()
        h.run(to: 1.0)
        h.key("ctrl+shift+i")
        h.key("home")
        h.key("shift+right", times: 3)
        #expect(h.studio.inspector.timeline?.isHolding == true)
        #expect(h.studio.shell.contentLayer.isPaused, "a seek holds the tab")
        h.run(to: 2.0)
        h.studio.screenshotSaved(to: "/nowhere/seek.png", at: h.clock.now)
        h.key("ctrl+shift+i")
        h.run(to: 2.5)
        h.studio.screenshotSaved(to: "/nowhere/after.png", at: h.clock.now)
        #expect(h.studio.windowWillClose(at: h.clock.now) == url)
        let capture = try Capture.load(contentsOf: url)
        #expect(capture.entries.filter { if case .timing = $0 { true } else { false } }.count >= 2, "the seek, and the close that resumes")
        let checked = try markDifferences(capture)
        #expect(checked.count == 3, "two F12 marks, and the one at quit")
        for d in checked { #expect(d.isEmpty, "\(d)") }
        var unseeked = capture
        unseeked.entries.removeAll { if case .timing = $0 { true } else { false } }
        #expect(try markDifferences(unseeked).contains { !$0.isEmpty }, "the seek mattered")
    }

    @Test("switching tabs starts the timeline afresh on the new tab, and a seek held on the old one plays on")
    func followsTheTab() throws {
        let h = try StudioHarness(tab: .snowman)
        try h.playSnowman()
        h.run(to: 1.0)
        h.key("ctrl+shift+i")
        h.key("home")
        #expect(h.studio.inspector.timeline?.isHolding == true)
        // A click in the scene gives the keys back, so Ctrl+2 reaches the tab bar.
        h.click(Point(x: 100, y: 600))
        h.key("ctrl+2")
        h.run(to: h.clock.now.seconds + 0.1)
        let t = try #require(h.studio.inspector.timeline)
        #expect(!t.isHolding)
        #expect(!t.groups.contains { $0.animations.contains { $0.path.contains("snowman") } })
        #expect(!h.studio.shell.contentLayer.isPaused)
    }

    @Test("a seek freezes a lifted circle with the rest of the tab: Home shows it at the lift's start")
    func seekFreezesLiftedLayers() throws {
        let h = try StudioHarness(tab: .circles)
        // Open first, so the lift is captured as it starts.
        h.key("ctrl+shift+i")
        var s = EventScript(start: h.clock.now + 0.3)
        s.click(300, 400, gap: 0.05)
        s.click(300, 400, gap: 0.9)
        s.down(300, 400, pointer: 1)
        h.play(s, settle: 1.5)
        let circle = try #require(h.studio.shell.liftedLayer.allLayers.first { $0.name == "circle" })
        #expect(abs(circle.presentation.opacity - 0.8) < 1e-9)
        let timeline = try #require(h.studio.inspector.timeline)
        #expect(timeline.selected?.animations.contains { $0.key.contains("opacity") || $0.path.contains("circle") } == true)
        timeline.seek(to: 0)
        h.run(to: h.clock.now.seconds + 0.5)
        // At the lift's start the circle has not begun to fade: its opacity is still 1.
        #expect(abs(circle.presentation.opacity - 1) < 1e-9, "\(circle.presentation.opacity)")
        #expect(h.studio.shell.liftedLayer.isPaused)
        timeline.play()
        h.run(to: h.clock.now.seconds + 1)
        #expect(abs(circle.presentation.opacity - 0.8) < 1e-9)
        #expect(!h.studio.shell.liftedLayer.isPaused)
    }

    @Test("a group of more rows than the panel shows scrolls by the wheel over it and by ↑/↓")
    func scrollsRows() throws {
        let h = try StudioHarness(tab: .circles)
        h.key("ctrl+shift+i")
        // Twenty layers fade in one frame: one group of twenty rows.
        let tab = h.studio.shell.shownLayer
        for i in 0..<20 {
            let l = Layer(name: "probe.\(i)")
            tab.addSublayer(l)
            l.add(BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: 2), forKey: "fade")
        }
        h.run(to: h.clock.now.seconds + 0.1)
        func footer() -> String { h.studio.overlay.dump().first(named: "inspector.footer")?.text ?? "" }
        #expect(footer().hasPrefix("Rows 1–12 of 20"), "\(footer())")
        let panel = try #require(h.studio.overlay.dump().first(named: "inspector")?.frame)
        var wheel = EventScript(start: h.clock.now + 0.01)
        wheel.wheel(panel[0] + 200, panel[1] + 200, dy: -3)
        h.play(wheel)
        #expect(footer().hasPrefix("Rows 4–15 of 20"), "\(footer())")
        h.key("down", times: 10)
        #expect(footer().hasPrefix("Rows 9–20 of 20"), "the last row stops it: \(footer())")
        h.key("up")
        #expect(footer().hasPrefix("Rows 8–19 of 20"), "\(footer())")
    }

    @Test("Tab moves through the panel's controls and Space presses the one focused; Esc lets go of it")
    func keyboardThroughTheControls() throws {
        let h = try StudioHarness(tab: .snowman)
        try h.playSnowman()
        h.run(to: 1.0)
        h.key("ctrl+shift+i")
        // Page, Pick, 3D, collapse, Replay, then Pause.
        h.key("tab", times: 6)
        #expect(h.studio.inspector.keyboard.focused === h.studio.inspector.panel.playPause)
        #expect(h.studio.focusChain.panel === h.studio.inspector.keyboard && h.studio.shell.focusChain === h.studio.focusChain,
                "one focus chain for the window: the panel is its scope, the tab's controls its screen")
        #expect(h.studio.shell.pointers.dispatcher === h.studio.pointers && h.studio.pointers.rootLayer === h.studio.overlay,
                "one pointer dispatcher for the window: the overlay and the tab's tree are its roots")
        h.key("space")
        #expect(h.studio.inspector.timeline?.isHolding == true, "Pause pressed from the keyboard")
        h.key("shift+tab")
        #expect(h.studio.inspector.keyboard.focused === h.studio.inspector.panel.replay)
        h.key("escape")
        #expect(h.studio.inspector.keyboard.focused == nil)
        #expect(h.studio.inspector.hasFocus, "Esc lets go of the control, not of the panel")
        // With no control focused, Space is Play again.
        h.key("space")
        #expect(h.studio.inspector.timeline?.isHolding == false)
    }
}
