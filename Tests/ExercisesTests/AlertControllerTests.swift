import Animation
import AppTestSupport
@testable import Exercises
import Geometry
import Gestures
import Testing
import TestSupport
import Widgets

/// The gallery's alert and prompt, driven through the shell like a user.
@Suite("Alert and prompt")
struct AlertControllerTests {
    private func gallery() -> ShellHarness {
        let h = ShellHarness(tab: nil, options: LaunchOptions(gallery: GalleryOptions(page: .containers)))
        h.play(EventScript(start: 0.05), settle: 0)
        return h
    }

    private func readout(_ h: ShellHarness) -> String { h.dump.first(named: "gallery.containers.value")?.text ?? "" }
    private func pickerTitles(_ h: ShellHarness) -> [String] {
        (0..<40).compactMap { h.dump.first(named: "gallery.picker.row.\($0)")?.text }
    }

    private func click(_ h: ShellHarness, _ name: String, settle: Double = 0.5) {
        let c = h.center(of: name)!
        var s = EventScript(start: h.clock.now + 0.05)
        s.click(c.x, c.y)
        h.play(s, settle: settle)
    }

    @Test("a prompt blocks an empty name (Return only says why, Save is disabled), asks to replace a name that exists, and saves a new one")
    func promptValidates() {
        let h = gallery()
        click(h, "gallery.prompt")
        #expect(h.dump.first(named: "alert") != nil)
        #expect(h.dump.first(named: "alert.note")?.text ?? "" == "", "no red before anything was typed")
        var s = EventScript(start: h.clock.now)
        s.key("return")
        h.play(s, settle: 0.3)
        #expect(h.dump.first(named: "alert") != nil, "Return with no name saves nothing")
        #expect(h.dump.first(named: "alert.note")?.text == "A name is required.", "and says why")
        s = EventScript(start: h.clock.now)
        s.add(.text("Tall hop"))
        h.play(s, settle: 0.2)
        #expect(h.dump.first(named: "alert.button.1.title")?.text == "Replace")
        s = EventScript(start: h.clock.now)
        for _ in 0..<8 { s.key("backspace") }
        s.add(.text("Moonwalk"))
        s.key("return")
        h.play(s, settle: 1)
        #expect(h.dump.first(named: "alert") == nil, "saved and gone")
        #expect(readout(h) == "Saved “Moonwalk”")
        #expect(h.dump.first(named: "gallery.picker.row.10")?.text == "Moonwalk", "the picker gained the name and turned to it")
    }

    @Test("a name typed and then deleted says it is required")
    func requiredAfterTyping() {
        let h = gallery()
        click(h, "gallery.prompt")
        var s = EventScript(start: h.clock.now)
        s.add(.text("M"))
        s.key("backspace")
        h.play(s, settle: 0.3)
        #expect(h.dump.first(named: "alert.note")?.text == "A name is required.")
    }

    @Test("a click on the dimmed window around a prompt leaves its field focused, and typing goes on")
    func clickOutsideKeepsFocus() {
        let h = gallery()
        click(h, "gallery.prompt")
        var s = EventScript(start: h.clock.now)
        s.add(.text("Moon"))
        h.play(s, settle: 0.2)
        // Top-left of the window: the dimming, far from the panel.
        s = EventScript(start: h.clock.now)
        s.click(20, 20)
        s.add(.text("walk"))
        h.play(s, settle: 0.3)
        #expect(h.shell.focusChain.textInputClient != nil, "the field keeps focus")
        #expect(h.dump.first(named: "alert.field.0.text")?.text == "Moonwalk", "typing went on into the field")
    }

    @Test("at 640x480 the containers page leaves the table's row titles room to read whole")
    func containersRoomyAt640() {
        let measurer = FixedWidthMeasurer()
        let h = ShellHarness(size: Size(width: 640, height: 480), tab: nil,
                             options: LaunchOptions(gallery: GalleryOptions(page: .containers)), textMeasurer: measurer)
        h.play(EventScript(start: 0.05), settle: 0.2)
        let titles = h.dump.all(named: "cell.title").filter { !($0.text ?? "").isEmpty && !$0.hidden }
        #expect(!titles.isEmpty)
        for t in titles {
            let needed = Double(measurer.measure(t.text!, pixelSize: 17, bold: false).width)
            #expect(t.frame[2] >= needed, "“\(t.text!)” has \(t.frame[2]) pt and needs \(needed)")
        }
    }

    @Test("Esc cancels; Tab stays inside the alert; the dimming swallows a click meant for the table behind")
    func escTabAndDimming() {
        let h = gallery()
        click(h, "gallery.alert")
        // After every one of five Tabs, not only the last, focus is on one of the alert's buttons.
        var focused: [String] = []
        for _ in 0..<5 {
            var s = EventScript(start: h.clock.now)
            s.key("tab")
            h.play(s, settle: 0.1)
            focused.append(h.shell.focusChain.focused?.layer.name ?? "nothing")
        }
        #expect(h.shell.focusChain.isModal)
        #expect(h.shell.focusChain.controls.count == 2, "only the alert's two buttons")
        #expect(focused.allSatisfy { $0.hasPrefix("alert.button") }, "\(focused)")
        #expect(Set(focused).count == 2, "Tab goes round both buttons: \(focused)")
        let row = h.center(of: "cell")!
        var c = EventScript(start: h.clock.now)
        c.click(row.x, row.y)
        h.play(c, settle: 0.8)
        #expect(h.dump.first(named: "alert") != nil && h.dump.first(named: "gallery.screen.page.1") == nil, "the click did not reach the table")
        var esc = EventScript(start: h.clock.now)
        esc.key("escape")
        h.play(esc, settle: 0.5)
        #expect(h.dump.first(named: "alert") == nil)
        #expect(readout(h) == "Kept the settings")
        #expect(!h.shell.focusChain.isModal)
    }

    @Test("a click on the destructive button runs it: the settings go back to where they started")
    func destructiveRuns() {
        let h = gallery()
        let stepper = h.dump.first(named: "cell.stepper")!.frame
        var s = EventScript(start: 0.2)
        s.click(stepper[0] + stepper[2] * 0.75, stepper[1] + stepper[3] / 2)
        h.play(s, settle: 0.3)
        #expect(readout(h) == "Width multiplier: 1.5")
        click(h, "gallery.alert")
        click(h, "alert.button.1", settle: 0.6)
        #expect(readout(h) == "Settings reset")
        let width = h.dump.all(named: "cell").first { $0.first(named: "cell.title")?.text == "Width multiplier" }
        #expect(width?.first(named: "cell.detail")?.text == "1")
    }

    @Test("a message too long for the window scrolls inside a panel that fits, its buttons in view and working")
    func longMessageScrolls() throws {
        let size = Size(width: 360, height: 400)
        let (h, probe) = ShellHarness.hosting(size: size) { ProbeExercise(kind: .circles, services: $0) }
        let sentence = "Every saved setting, every swatch and every answer goes, and the app starts as new. "
        let alert = AlertController(title: "Erase everything?", message: String(repeating: sentence, count: 20))
        var erased = 0
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Erase", style: .destructive) { erased += 1 })
        probe.services.presenter.present(alert)
        h.play(EventScript(start: h.clock.now), settle: 0.6)
        let panel = try #require(h.dump.first(named: "alert")?.frame)
        #expect(panel[1] >= 0 && panel[1] + panel[3] <= size.height, "the panel \(panel) fits the window")
        for name in ["alert.button.0", "alert.button.1"] {
            let b = try #require(h.dump.first(named: name)?.frame)
            #expect(b[1] >= 0 && b[1] + b[3] <= size.height, "\(name) at \(b) shows")
        }
        let viewport = try #require(h.dump.first(named: "alert.message.scroll")?.frame)
        let before = try #require(h.dump.first(named: "alert.message")?.frame)
        #expect(before[3] > viewport[3], "the message is taller than its viewport")
        var s = EventScript(start: h.clock.now)
        for _ in 0..<3 { s.wheel(viewport[0] + viewport[2] / 2, viewport[1] + viewport[3] / 2, dy: -1) }
        h.play(s, settle: 0.5)
        let after = try #require(h.dump.first(named: "alert.message")?.frame)
        #expect(after[1] < before[1], "the wheel scrolled the message up")
        #expect(h.dump.first(named: "alert.title")?.frame[1] ?? -1 >= panel[1], "the title stays")
        let erase = try #require(h.center(of: "alert.button.1"))
        s = EventScript(start: h.clock.now)
        s.click(erase.x, erase.y)
        h.play(s, settle: 0.6)
        #expect(erased == 1)
        #expect(h.dump.first(named: "alert") == nil)
    }
}
