import Animation
import AppTestSupport
import Exercises
import Geometry
import Gestures
import Loop
import Testing
import TestSupport
import Widgets

/// The controls, driven through the same input pipeline as a user drives them, in the
/// gallery (`--gallery`), on the virtual clock.
@Suite("Controls gallery")
struct ControlsGalleryTests {
    private func gallery() -> ShellHarness {
        ShellHarness(tab: nil, options: LaunchOptions(gallery: GalleryOptions()))
    }

    private func readout(_ h: ShellHarness, _ row: String) -> String? { h.dump.first(named: "gallery.\(row).value")?.text }

    private func frame(_ h: ShellHarness, _ name: String) -> Rect {
        let f = h.dump.first(named: name)!.frame
        return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    /// Runs the clock on to `time` with no input.
    private func run(_ h: ShellHarness, to time: Double) {
        ScriptPlayer(script: InputScript(events: [])).play(into: h.shell, clock: h.clock, until: MediaTime(seconds: time))
    }

    @Test("the gallery replaces the tabs: no tab bar, and the tab shortcuts do nothing")
    func galleryHasNoTabs() {
        let h = gallery()
        #expect(h.dump.first(named: "gallery") != nil)
        #expect(h.dump.first(named: "tabbar")?.hidden == true)
        // Every tab's shortcut, Ctrl+1 to Ctrl+5: none brings up its exercise. (Ctrl+3 alone,
        // checked against Black Hole, could not fail: Ctrl+3 is Color Timer's.)
        var s = EventScript()
        for n in 1...ExerciseKind.allCases.count { s.key("ctrl+\(n)"); s.wait(0.1) }
        h.play(s)
        #expect(h.dump.first(named: "gallery") != nil)
        let shown = ExerciseKind.allCases.map(\.rawValue).filter { h.dump.first(named: $0) != nil }
        #expect(shown.isEmpty, "tab shortcuts brought up \(shown)")
    }

    @Test("a filled button focused by Tab shows a ring outside its fill, in the tint, and only while focused")
    func filledButtonShowsFocus() {
        let h = gallery()
        var s = EventScript()
        s.key("tab"); s.key("tab")
        h.play(s)
        let button = frame(h, "button.filled")
        let ring = h.dump.first(named: "button.filled.focus-ring")
        #expect(ring?.hidden == false, "the focused filled button shows a ring")
        if let f = ring?.frame {
            #expect(f[0] < button.minX - 1 && f[1] < button.minY - 1 && f[0] + f[2] > button.maxX + 1 && f[1] + f[3] > button.maxY + 1,
                    "the ring stands clear of the tint fill: \(f) round \(button)")
        }
        #expect(ring?.shape?.strokeColor == Theme.tint.hexRGBA)
        var next = EventScript(start: h.clock.now + 0.05)
        next.key("tab")
        h.play(next)
        #expect(h.dump.first(named: "button.filled.focus-ring")?.hidden != false, "the ring goes with the focus")
        #expect(h.dump.first(named: "button.tinted.focus-ring")?.hidden == false)
    }

    @Test("the text field's readout counts in the right number: “1 character”, “2 characters”")
    func textFieldCountPlural() {
        let h = gallery()
        let f = frame(h, "textfield")
        var s = EventScript()
        s.click(f.midX, f.midY)
        s.add(.text("a"))
        h.play(s, settle: 0.2)
        #expect(readout(h, "textfield") == "1 character")
        s = EventScript(start: h.clock.now + 0.05)
        s.add(.text("b"))
        h.play(s, settle: 0.2)
        #expect(readout(h, "textfield") == "2 characters")
    }

    @Test("at 1024 pt the readouts have room for what they say: “Filled pressed” is not cut short")
    func readoutsFitWhenWide() throws {
        let measurer = FixedWidthMeasurer()
        let h = ShellHarness(size: Size(width: 1024, height: 768), tab: nil, options: LaunchOptions(gallery: GalleryOptions()), textMeasurer: measurer)
        let f = frame(h, "button.filled")
        var s = EventScript()
        s.click(f.midX, f.midY)
        h.play(s, settle: 0.3)
        #expect(readout(h, "buttons") == "Filled pressed")
        for row in ["buttons", "glyphs", "gradients"] {
            // Every readout is checked: a missing one, or one with no text, fails rather than being skipped.
            let label = try #require(h.dump.first(named: "gallery.\(row).value"), "\(row) has no readout")
            let text = try #require(label.text, "\(row)'s readout has no text")
            let needed = Double(measurer.measure(text, pixelSize: 15, bold: false).width)
            #expect(label.frame[2] >= needed, "\(row): \(label.frame[2]) pt for “\(text)”, which needs \(needed)")
        }
    }

    @Test("a stepper steps once per press, repeats after 0.5 s held, faster and faster, and stops at its bound")
    func stepperHoldRepeats() {
        let h = gallery()
        let f = frame(h, "stepper")
        let plus = Point(x: f.maxX - f.width / 4, y: f.midY)
        #expect(readout(h, "stepper") == "3")
        var press = EventScript(start: 1)
        press.down(plus.x, plus.y)
        ScriptPlayer(script: press.script).play(into: h.shell, clock: h.clock, until: 1.49)
        #expect(readout(h, "stepper") == "4", "a press steps at once, and nothing more before 0.5 s")
        run(h, to: 1.51)
        #expect(readout(h, "stepper") == "5", "the first repeat at 0.5 s")
        run(h, to: 1.69)
        #expect(readout(h, "stepper") == "5")
        run(h, to: 1.71)
        #expect(readout(h, "stepper") == "6", "then every 0.2 s, and sooner each time")
        run(h, to: 1.871)
        #expect(readout(h, "stepper") == "7")
        run(h, to: 4)
        #expect(readout(h, "stepper") == "10", "it stops at the maximum")
        #expect(h.shell.nextWakeTime == nil || h.shell.nextWakeTime! > 4, "nothing left to repeat at the bound")
        var release = EventScript(start: 4.1)
        release.up(plus.x, plus.y)
        // At the maximum the + segment is disabled: a click does nothing, and − still works.
        release.click(plus.x, plus.y)
        release.click(f.minX + f.width / 4, f.midY)
        h.play(release)
        #expect(readout(h, "stepper") == "9")
    }

    @Test("a focused stepper steps with the arrow keys, and ten at a time with Page Up / Page Down, within its bounds")
    func stepperKeys() {
        let h = gallery()
        var s = EventScript()
        // Tab order: the page switcher, six buttons (the disabled seventh is skipped), then
        // the stepper.
        for _ in 0..<8 { s.key("tab") }
        s.key("up"); s.key("right")
        h.play(s)
        #expect(readout(h, "stepper") == "5")
        var more = EventScript(start: h.clock.now + 0.1)
        more.key("pagedown")
        h.play(more)
        #expect(readout(h, "stepper") == "0", "clamped at the minimum")
    }

    @Test("the switch toggles on a click, and a drag of its thumb moves it to the side it is let go nearer")
    func switchTapAndDrag() {
        let h = gallery()
        let f = frame(h, "switch")
        var s = EventScript()
        s.click(f.midX, f.midY)
        h.play(s)
        #expect(readout(h, "switch") == "Off")
        // Off: the thumb is on the left. Drag it right past the middle.
        var drag = EventScript(start: h.clock.now + 0.1)
        drag.down(f.minX + 14, f.midY)
        for k in 1...6 { drag.move(f.minX + 14 + Double(k) * 5, f.midY); drag.wait(0.016) }
        drag.up(f.minX + 44, f.midY)
        h.play(drag)
        #expect(readout(h, "switch") == "On")
        // A drag that goes left a little and comes back keeps it on.
        var back = EventScript(start: h.clock.now + 0.1)
        back.down(f.maxX - 14, f.midY)
        back.move(f.maxX - 24, f.midY)
        back.move(f.maxX - 16, f.midY)
        back.up(f.maxX - 16, f.midY)
        h.play(back)
        #expect(readout(h, "switch") == "On")
        let thumb = frame(h, "switch.thumb")
        #expect(abs(thumb.maxX - (f.maxX - 2)) < 0.5, "the thumb settles at the right end: \(thumb) in \(f)")
    }

    @Test("a click picks a segment and the pill slides under it; dragging the pill picks where it is let go")
    func segmented() {
        let h = gallery()
        let f = frame(h, "segmented")
        let w = f.width / 3
        var s = EventScript()
        s.click(f.minX + 2.5 * w, f.midY)
        h.play(s)
        #expect(readout(h, "segmented") == "Sliders")
        let pill = frame(h, "segmented.selection")
        #expect(abs(pill.midX - (f.minX + 2.5 * w)) < 0.5, "the pill has settled under Sliders")
        var drag = EventScript(start: h.clock.now + 0.1)
        drag.down(f.minX + 2.5 * w, f.midY)
        drag.move(f.minX + 1.5 * w, f.midY)
        drag.move(f.minX + 0.5 * w, f.midY)
        drag.move(f.minX + 1.4 * w, f.midY)
        drag.up(f.minX + 1.4 * w, f.midY)
        h.play(drag)
        #expect(readout(h, "segmented") == "Spectrum")
    }

    @Test("the slider's thumb follows a drag to the value under it, and a press on the track brings it there")
    func slider() {
        let h = gallery()
        let f = frame(h, "slider")
        let start = f.minX + 14, length = f.width - 28
        let thumb = frame(h, "slider.thumb")
        var s = EventScript()
        // Grab the thumb off-centre: it keeps the offset, so the value follows the motion.
        s.down(thumb.midX + 5, thumb.midY)
        s.move(thumb.midX + 5 + 0.3 * length, thumb.midY)
        s.up(thumb.midX + 5 + 0.3 * length, thumb.midY)
        h.play(s)
        #expect(readout(h, "slider") == "0.70")
        var tap = EventScript(start: h.clock.now + 0.1)
        tap.click(start + 0.1 * length, f.midY)
        h.play(tap)
        #expect(readout(h, "slider") == "0.10")
        #expect(abs(frame(h, "slider.thumb").midX - (start + 0.1 * length)) < 0.5)
        #expect(h.dump.first(named: "gallery.ring")?.shape?.strokeEnd == 0.1, "the ring follows")
    }

    @Test("at 640x480 and at 1920x1080 every row and control is inside the window, and nothing overlaps",
          arguments: [Size(width: 640, height: 480), Size(width: 1920, height: 1080)])
    func fitsEveryWindow(size: Size) {
        let h = ShellHarness(size: size, tab: nil, options: LaunchOptions(gallery: GalleryOptions()))
        let window = Rect(origin: .zero, size: size)
        func rect(_ d: LayerDump) -> Rect { Rect(x: d.frame[0], y: d.frame[1], width: d.frame[2], height: d.frame[3]) }
        let gallery = h.dump.first(named: "gallery.controls")!
        let rows = gallery.sublayers.filter { $0.name.hasPrefix("gallery.") && $0.name != "gallery.title" }
        #expect(rows.count == 10)
        for (a, b) in zip(rows, rows.dropFirst()) {
            #expect(rect(a).maxY <= rect(b).minY, "\(a.name) overlaps \(b.name)")
        }
        for row in rows {
            let r = rect(row)
            let inside = window.contains(Point(x: r.minX, y: r.minY)) && r.maxX <= size.width && r.maxY <= size.height
            #expect(inside, "\(row.name) at \(r)")
            // The row's parts (caption, controls, readout) lie inside it and side by side.
            let parts = row.sublayers.map(rect).filter { $0.width > 0 }
            for p in parts {
                let within = r.insetBy(dx: -0.5, dy: -0.5).contains(Point(x: p.minX, y: p.minY))
                    && r.insetBy(dx: -0.5, dy: -0.5).contains(Point(x: p.maxX, y: p.maxY))
                #expect(within, "a part of \(row.name) at \(p) leaves \(r)")
            }
            let sorted = parts.sorted { $0.minX < $1.minX }
            for (a, b) in zip(sorted, sorted.dropFirst()) {
                #expect(a.maxX <= b.minX + 0.5, "parts of \(row.name) overlap: \(a) and \(b)")
            }
        }
    }

    @Test("a dragged thumb follows the pointer at once: no spring from the press holds it back")
    func thumbsFollowDrags() {
        let h = gallery()
        let sw = frame(h, "switch")
        var s = EventScript()
        // On: the thumb sits at the right. Press it (it stretches on a spring) and drag left.
        s.down(sw.maxX - 14, sw.midY)
        s.wait(0.03)
        s.move(sw.maxX - 24, sw.midY)
        h.play(s, settle: 0.02)
        let travel = sw.width - 2 * Theme.switchThumbInset - (sw.height - 2 * Theme.switchThumbInset + Theme.switchThumbStretch)
        let expected = sw.minX + Theme.switchThumbInset + travel * (1 - 10 / (sw.width - sw.height))
        let thumb = frame(h, "switch.thumb")
        #expect(abs(thumb.minX - expected) < 0.5, "thumb at \(thumb.minX), pointer puts it at \(expected)")

        let sl = frame(h, "slider")
        var t = EventScript(start: h.clock.now + 0.5)
        // A press on the track springs the thumb there; dragging on moves it with the pointer.
        t.down(sl.minX + 20, sl.midY)
        t.wait(0.03)
        t.move(sl.maxX - 40, sl.midY)
        h.play(t, settle: 0.02)
        #expect(abs(frame(h, "slider.thumb").midX - (sl.maxX - 40)) < 0.5)
    }
}

@Suite("Containers gallery")
struct ContainersGalleryTests {
    @Test("the page switcher swaps the controls for the containers, whose table, picker and readout show")
    func switchesPages() {
        let h = ShellHarness(tab: nil, options: LaunchOptions(gallery: GalleryOptions()))
        #expect(h.dump.first(named: "gallery.controls") != nil && h.dump.first(named: "gallery.containers") == nil)
        let f = h.dump.first(named: "gallery.pages")!.frame
        var s = EventScript(start: 0.5)
        s.click(f[0] + f[2] * 0.75, f[1] + f[3] / 2)
        h.play(s)
        #expect(h.dump.first(named: "gallery.controls") == nil)
        #expect(h.dump.first(named: "gallery.table") != nil && h.dump.first(named: "gallery.picker") != nil)
        #expect(h.dump.first(named: "gallery.table.header.1")?.text == "SETTINGS")
    }

    @Test("a click on the row below the band turns the wheel there and the readout names it")
    func readoutFollows() {
        let h = ShellHarness(tab: nil, options: LaunchOptions(gallery: GalleryOptions(page: .containers)))
        let value = { h.dump.first(named: "gallery.containers.value")?.text ?? "" }
        let picker = h.dump.first(named: "gallery.picker")!.frame
        var s = EventScript(start: 0.5)
        s.click(picker[0] + picker[2] / 2, picker[1] + picker[3] / 2 + Theme.pickerRowHeight)
        h.play(s, settle: 1)
        #expect(value() == "Picked “Tall hop”")
    }
}
