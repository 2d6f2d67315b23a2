import Animation
import AppTestSupport
import Foundation
import Geometry
import Gestures
import Loop
import Services
import Testing
import TestSupport
import Widgets
@testable import Exercises

/// The Color Timer tab driven through the shell, on the virtual clock.
@Suite("Color Timer")
struct ColorTimerTests {
    static let blue = "#007AFFFF", green = "#34C759FF"

    private func harness(folders: AppFolders = .none) -> (ShellHarness, ColorTimerExercise) {
        let h = ShellHarness(tab: .colorTimer, folders: folders)
        h.play(EventScript(start: 0.05), settle: 0)
        return (h, h.shell.exercise(.colorTimer) as! ColorTimerExercise)
    }

    private func time(_ h: ShellHarness) -> String? { h.dump.first(named: "time")?.text }
    private func background(_ h: ShellHarness) -> String? { h.dump.first(named: "timer-background")?.backgroundColor }
    private func ring(_ h: ShellHarness) -> Double? { h.dump.first(named: "timer-ring")?.shape?.strokeEnd }
    /// The time the user reads: of the rolling text's two layers, the one fully showing.
    private func shownTime(_ h: ShellHarness) -> String? {
        let shown = ["time", "time.out"].compactMap { h.dump.first(named: $0) }.filter { $0.opacity == 1 }
        return shown.count == 1 ? shown[0].text : "\(shown.map { $0.text ?? "-" })"
    }
    private func title(_ h: ShellHarness) -> String? { h.dump.first(named: "start-button.title")?.text }

    /// Sets the stepper to `seconds` (at most 1:01) with the keyboard: Tab to it, Page Down
    /// to zero, then up arrows.
    private func setTime(_ h: ShellHarness, _ seconds: Int) {
        var s = EventScript(start: h.clock.now + 0.1)
        s.key("tab"); s.key("tab")
        for _ in 0..<7 { s.key("pagedown") }
        for _ in 0..<seconds { s.key("up") }
        h.play(s, settle: 0.3)
    }

    /// Clicks a segment of the stepper ("increment" or "decrement") and waits `settle`.
    private func click(_ h: ShellHarness, _ segment: String, settle: Double = 0.4) {
        let c = h.center(of: "time-stepper.\(segment)")!
        var s = EventScript(start: h.clock.now + 0.05)
        s.click(c.x, c.y)
        h.play(s, settle: settle)
    }

    private func run(_ h: ShellHarness, to t: MediaTime) {
        ScriptPlayer(script: InputScript(events: [])).play(into: h.shell, clock: h.clock, until: t)
    }

    /// Clicks the start button at `t`.
    private func start(_ h: ShellHarness, at t: MediaTime) {
        let c = h.center(of: "start-button")!
        var s = EventScript(start: t)
        s.down(c.x, c.y)
        s.up(c.x, c.y)
        h.play(s, settle: 0)
    }

    @Test("before a start it shows the set time on Primary; 1.5 s after Start one second less on Secondary, a second later Primary")
    func ticksAndFlips() {
        let (h, _) = harness()
        #expect(time(h) == "1:01" && background(h) == Self.blue)
        start(h, at: 1)
        #expect(h.dump.first(named: "start-button.title")?.text == "Pause")
        run(h, to: 2.5)
        #expect(time(h) == "1:00" && background(h) == Self.green)
        run(h, to: 3.5)
        #expect(time(h) == "0:59" && background(h) == Self.blue)
    }

    @Test("it stops at 0:00 and everything stays on its last state; the button offers a restart")
    func stopsAtZero() {
        let (h, e) = harness()
        var s = EventScript(start: 0.5)
        s.key("tab"); s.key("tab")
        for _ in 0..<6 { s.key("pagedown") }
        s.key("up"); s.key("up")
        h.play(s, settle: 0.2)
        #expect(e.stepper.isFocused && time(h) == "0:03")
        start(h, at: h.clock.now + 0.1)
        let started = h.clock.now
        run(h, to: started + 3.5)
        #expect(time(h) == "0:00" && background(h) == Self.green && ring(h) == 0)
        run(h, to: started + 13.5)
        #expect(time(h) == "0:00" && background(h) == Self.green && ring(h) == 0, "still, ten seconds on")
        #expect(h.dump.first(named: "start-button.title")?.text == "Restart")
        #expect(h.shell.nextWakeTime == nil, "nothing left to wake for")
    }

    @Test("the Set Timer row shows the time a start counts from, and follows the stepper in every state")
    func stepperShowsItsValue() {
        let (h, _) = harness()
        func shown() -> String? { h.dump.first(named: "time-stepper.value")?.text }
        #expect(shown() == "1:01")
        click(h, "increment")
        #expect(shown() == "1:02")
        start(h, at: h.clock.now + 0.1)
        click(h, "decrement")
        #expect(shown() == "1:01", "during the countdown it shows the set time, not the time left")
    }

    @Test("the stepper stops at 0; + twice during the countdown adds 2 s at once")
    func stepper() {
        let (h, e) = harness()
        let minus = h.center(of: "time-stepper.decrement")!, plus = h.center(of: "time-stepper.increment")!
        var s = EventScript(start: 0.5)
        s.key("tab"); s.key("tab")
        for _ in 0..<7 { s.key("pagedown") }
        s.click(minus.x, minus.y)
        h.play(s, settle: 0.2)
        #expect(e.stepper.value == 0 && time(h) == "0:00")
        var up = EventScript(start: h.clock.now)
        for _ in 0..<10 { up.click(plus.x, plus.y) }
        h.play(up, settle: 0.2)
        #expect(time(h) == "0:10")
        start(h, at: h.clock.now + 0.1)
        run(h, to: h.clock.now + 2.5)
        #expect(time(h) == "0:08")
        var more = EventScript(start: h.clock.now)
        more.click(plus.x, plus.y)
        more.click(plus.x, plus.y)
        h.play(more, settle: 0)
        #expect(time(h) == "0:10", "two seconds more at once")
    }

    @Test("lowering the time mid-countdown rescales the ring to the time set now, as raising it does (QA: 0:31 of 0:33 showed 28 % empty)")
    func ringFollowsALoweredTime() {
        let (h, _) = harness()
        setTime(h, 40)
        start(h, at: h.clock.now + 0.1)
        run(h, to: h.clock.now + 2.5)
        var s = EventScript(start: h.clock.now)
        s.key("tab"); s.key("tab")
        for _ in 0..<3 { s.key("up") }
        s.key("pagedown")
        h.play(s, settle: 0.1)
        #expect(time(h) == "0:31" && h.dump.first(named: "time-stepper.value")?.text == "0:33", "\(String(describing: time(h)))")
        let shown = ring(h) ?? 0
        #expect(shown > 30.0 / 33 - 0.01 && shown <= 31.0 / 33 + 0.01, "31 s of 33 left: the ring is \(shown) full")
    }

    @Test("a new Primary shows at once while Primary shows, and at the next flip while Secondary shows")
    func editPrimaryDuringCountdown() {
        let (h, e) = harness()
        let primaryRow = h.center(of: "config.primary")!
        var s = EventScript(start: 0.5)
        s.click(primaryRow.x, primaryRow.y)
        h.play(s, settle: 0.2)
        start(h, at: 1)
        let red = Color(r8: 0xFF, g8: 0x3B, b8: 0x30)
        e.well.onColorChanged?(red)
        h.play(EventScript(start: h.clock.now), settle: 0.2)
        #expect(background(h) == red.hexRGBA, "primary shows: at once (a 0.15 s fade)")
        run(h, to: 2.5)
        #expect(background(h) == Self.green)
        let purple = Color(r8: 0xAF, g8: 0x52, b8: 0xDE)
        e.well.onColorChanged?(purple)
        h.play(EventScript(start: h.clock.now), settle: 0.2)
        #expect(background(h) == Self.green, "secondary shows: unchanged")
        run(h, to: 3.5)
        #expect(background(h) == purple.hexRGBA, "the next flip brings it")
        #expect(h.dump.first(named: "config.primary")?.first(named: "swatch")?.backgroundColor == purple.hexRGBA)
    }

    @Test("Pause holds the time, the ring and the background for 5 s; Resume carries on from there")
    func pauseAndResume() {
        let (h, _) = harness()
        start(h, at: 1)
        run(h, to: 2.5)
        start(h, at: 2.5)
        #expect(h.dump.first(named: "start-button.title")?.text == "Resume")
        let held = (time(h), background(h), ring(h))
        run(h, to: 7.5)
        #expect(time(h) == held.0 && background(h) == held.1 && ring(h) == held.2)
        #expect(h.shell.nextWakeTime == nil && !h.shell.isAnimating, "the window can sleep")
        start(h, at: 7.5)
        run(h, to: 8.4)
        #expect(time(h) == "0:59" && background(h) == Self.blue, "the next tick came 0.5 s after resuming")
    }

    @Test("while paused, +, + and − show 0:13, 0:14, 0:13 at once, and Resume carries on from 0:13")
    func stepWhilePaused() {
        let (h, _) = harness()
        setTime(h, 12)
        #expect(shownTime(h) == "0:12")
        start(h, at: h.clock.now + 0.1)
        start(h, at: h.clock.now + 0.5)
        #expect(title(h) == "Resume" && shownTime(h) == "0:12")
        click(h, "increment")
        #expect(shownTime(h) == "0:13")
        click(h, "increment")
        #expect(shownTime(h) == "0:14")
        click(h, "decrement")
        #expect(shownTime(h) == "0:13", "− takes one off")
        run(h, to: h.clock.now + 3)
        #expect(shownTime(h) == "0:13", "still paused")
        start(h, at: h.clock.now + 0.1)
        run(h, to: h.clock.now + 0.3)
        #expect(title(h) == "Pause" && shownTime(h) == "0:13", "Resume shows no jump")
        run(h, to: h.clock.now + 0.6)
        #expect(shownTime(h) == "0:12", "the paused second's remaining half, then a tick")
    }

    /// Picks black for a row of the configurator through the colour well's picker (the
    /// grid's first row ends in black), then closes it with Esc.
    private func pickBlack(_ h: ShellHarness, row: String) {
        let r = h.center(of: "config.\(row)")!, well = h.center(of: "color-well")!
        var open = EventScript(start: h.clock.now + 0.1)
        open.click(r.x, r.y, gap: 0.5)
        open.click(well.x, well.y)
        h.play(open, settle: 0.3)
        let g = h.dump.first(named: "colorpicker.grid")!.frame
        var pick = EventScript(start: h.clock.now + 0.1)
        pick.click(g[0] + g[2] - 3, g[1] + 3)
        h.play(pick, settle: 0.3)
        var close = EventScript(start: h.clock.now + 0.1)
        close.key("escape")
        h.play(close, settle: 0.3)
    }

    @Test("while paused, a new Circle colour and a new colour for the background showing show at once")
    func recolorWhilePaused() {
        let (h, _) = harness()
        start(h, at: 1)
        run(h, to: 2.5)
        start(h, at: 2.5)
        #expect(title(h) == "Resume" && background(h) == Self.green)
        pickBlack(h, row: "circle")
        #expect(h.dump.first(named: "timer-ring")?.shape?.strokeColor == "#000000FF")
        pickBlack(h, row: "secondary")
        #expect(h.dump.first(named: "config.secondary")?.first(named: "swatch")?.backgroundColor == "#000000FF")
        #expect(background(h) == "#000000FF", "the background showing follows its swatch")
        start(h, at: h.clock.now + 0.1)
        run(h, to: h.clock.now + 0.3)
        #expect(background(h) == "#000000FF" && h.dump.first(named: "timer-ring")?.shape?.strokeColor == "#000000FF",
                "Resume shows no jump")
    }

    @Test("after the end, + and − show the time at once, and Start counts from what they show")
    func stepAfterTheEnd() {
        let (h, _) = harness()
        setTime(h, 3)
        start(h, at: h.clock.now + 0.1)
        run(h, to: h.clock.now + 3.5)
        #expect(title(h) == "Restart" && shownTime(h) == "0:00" && background(h) == Self.green)
        click(h, "increment")
        #expect(shownTime(h) == "0:04" && title(h) == "Start", "ready to start from the time shown")
        #expect(background(h) == Self.blue && ring(h) == 1, "as before a first start")
        click(h, "decrement")
        click(h, "decrement")
        #expect(shownTime(h) == "0:02")
        start(h, at: h.clock.now + 0.1)
        #expect(title(h) == "Pause" && shownTime(h) == "0:02")
        run(h, to: h.clock.now + 1.5)
        #expect(shownTime(h) == "0:01")
    }

    @Test("Start is disabled at 0:00 and enabled again by +")
    func noStartAtZero() {
        let (h, e) = harness()
        setTime(h, 0)
        #expect(shownTime(h) == "0:00" && !e.startButton.isEnabled)
        start(h, at: h.clock.now + 0.1)
        run(h, to: h.clock.now + 1)
        #expect(title(h) == "Start", "a click on it does nothing")
        click(h, "increment")
        #expect(e.startButton.isEnabled)
        start(h, at: h.clock.now + 0.1)
        #expect(title(h) == "Pause")
        click(h, "decrement")
        #expect(title(h) == "Restart" && !e.startButton.isEnabled, "taken to 0 it ends, with nothing to restart")
    }

    @Test("with focus the colour well is ringed as a button is: a tint ring of the same width, standing clear outside its rainbow (QA: a hairline inside it)")
    func wellFocusRing() throws {
        let (h, _) = harness()
        var s = EventScript(start: h.clock.now + 0.1)
        s.key("tab")
        h.play(s, settle: 0.3)
        let buttonRing = try #require(h.dump.first(named: "start-button.focus-ring"))
        // Start, the stepper, the configurator, then the well.
        s = EventScript(start: h.clock.now + 0.1)
        for _ in 0..<3 { s.key("tab") }
        h.play(s, settle: 0.3)
        let dump = h.dump
        let ringLayer = dump.first(named: "color-well.focus-ring"), wellLayer = dump.first(named: "color-well")
        let ring = try #require(ringLayer, "the well has a focus ring layer")
        let well = try #require(wellLayer)
        #expect(!ring.hidden && h.dump.first(named: "start-button.focus-ring")?.hidden == true)
        #expect(ring.shape?.strokeColor == buttonRing.shape?.strokeColor && ring.shape?.lineWidth == buttonRing.shape?.lineWidth)
        #expect((ring.shape?.lineWidth ?? 0) >= 3)
        let clear = Theme.focusRingGap
        #expect(ring.frame[0] <= well.frame[0] - clear && ring.frame[1] <= well.frame[1] - clear
                && ring.frame[0] + ring.frame[2] >= well.frame[0] + well.frame[2] + clear
                && ring.frame[1] + ring.frame[3] >= well.frame[1] + well.frame[3] + clear,
                "the ring \(ring.frame) stands outside the well \(well.frame)")
    }

    @Test("the set time and colours are saved, and come back in a new window")
    func remembers() {
        let dir = makeTemporaryDirectory("color-timer-tab")
        let folders = AppFolders(config: dir, data: nil)
        let (h, e) = harness(folders: folders)
        let plus = h.center(of: "time-stepper.increment")!
        var s = EventScript(start: 0.5)
        s.click(plus.x, plus.y)
        h.play(s, settle: 0.2)
        e.well.onColorChanged?(Color(r8: 0x5A, g8: 0xC8, b8: 0xFA))
        e.well.picker.onClose?()
        // The window closes (a change made within 0.5 s of the last write waits until then).
        h.shell.windowWillClose(at: h.clock.now)
        let (h2, _) = harness(folders: folders)
        #expect(time(h2) == "1:02")
        #expect(h2.dump.first(named: "time")?.sublayers.isEmpty == true)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("color-timer.json").path))
        let saved = ColorTimerSettingsFile(folders: folders, now: Date.init) { _ in }.load()
        #expect(saved.seconds == 62 && saved.color(of: .timeText) == Color(r8: 0x5A, g8: 0xC8, b8: 0xFA))
    }
}
