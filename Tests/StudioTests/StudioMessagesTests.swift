import Animation
import AppTestSupport
import Exercises
import Foundation
import Geometry
import Gestures
import Loop
import Services
@testable import Studio
import StudioApp
import Testing
import TestSupport
import Widgets

@Suite("The window's one toast")
struct StudioMessagesTests {
    private let lines = (1...3).map { "layout l.json: problem \($0)" }

    private func toastText(_ h: StudioHarness) -> String? {
        h.overlayLayer("toast").flatMap { $0.hidden ? nil : h.overlayLayer("toast.text")?.text }
    }

    @Test("the content's report shows in the studio's toast, not in the content, and a studio message takes its place")
    func contentReportsInTheWindowsToast() throws {
        let h = try StudioHarness(tab: .circles)
        h.studio.shell.report(warnings: lines)
        h.run(to: 0.2)
        #expect(toastText(h) == "layout l.json: problem 1 (+2 more)" + Toast.detailsHint)
        #expect(h.studio.shell.rootLayer.dump().first(named: "toast") == nil, "the content keeps no toast of its own")
        h.studio.showMessage("Saved /tmp/x.png", at: h.clock.now)
        h.run(to: 0.3)
        #expect(toastText(h) == "Saved /tmp/x.png")
        #expect(h.studio.overlay.dump().all(named: "toast").count == 1)
    }

    @Test("what the content reports as it restarts (Ctrl+R) shows its time on the window's clock, not the old content's")
    func restartedContentsReportKeepsItsTime() throws {
        let folder = makeTemporaryDirectory("studio-messages")
        let file = folder.appendingPathComponent("bad.json")
        try Data("{'squares': [}".utf8).write(to: file)
        var c = AppShell.Configuration(size: Size(width: 1024, height: 768), network: OfflineNetworkClient())
        c.initialTab = .blackHole
        c.options = LaunchOptions(blackHole: BlackHoleOptions(layout: file))
        let studio = try StudioScene(configuration: c, context: StudioContext(capturesFolder: folder))
        let w = SimulatedWindow(studio, waitsForWork: false)
        w.run(until: 20)
        #expect(studio.overlay.dump().first(named: "toast")?.hidden == true, "the launch's report has gone")
        w.key("ctrl+r")
        w.run(until: 20.2)
        // The studio says it records; the restarted content's report waits behind that.
        #expect(studio.overlay.dump().first(named: "toast.text")?.text?.hasPrefix("Recording.") == true)
        w.run(until: 23.3)
        let text = studio.overlay.dump().first(named: "toast.text")?.text ?? ""
        #expect(text.hasPrefix("layout \(file.path): malformed JSON"), "\(text)")
        #expect(studio.overlay.dump().first(named: "toast")?.hidden == false, "reported at 20 s, so not gone at once")
        w.run(until: 26.3)
        #expect(studio.overlay.dump().first(named: "toast")?.hidden == true)
    }

    @Test("a click on the report lists its problems in the studio's alert, which takes the keys; the capture records none of it")
    func detailsAlertIsTheStudios() throws {
        let folder = makeTemporaryDirectory("studio-messages")
        let url = folder.appendingPathComponent("c.json")
        var c = AppShell.Configuration(size: Size(width: 1024, height: 768), network: OfflineNetworkClient())
        c.initialTab = .circles
        let studio = try StudioScene(configuration: c, captureTo: url)
        let w = SimulatedWindow(studio, waitsForWork: false)
        w.run(until: 0.1)
        studio.shell.report(warnings: lines)
        w.run(until: 0.3)
        let frame = try #require(studio.overlay.dump().first(named: "toast")?.frame)
        w.click(Point(x: frame[0] + frame[2] / 2, y: frame[1] + frame[3] / 2))
        w.run(until: 0.8)
        let message = studio.overlay.dump().first(named: "alert.message")?.text
        #expect(message == lines.joined(separator: "\n\n"))
        #expect(studio.overlay.dump().first(named: "alert.title")?.text == "3 problems")
        #expect(studio.shell.rootLayer.dump().first(named: "alert") == nil, "the content shows no alert")
        // Ctrl+2 would switch tabs: the alert is modal, so the content never hears it.
        w.key("ctrl+2")
        w.run(until: 1.0)
        #expect(studio.shell.selected == .circles)
        w.key("return")
        w.run(until: 1.6)
        #expect(studio.alerts.current == nil, "Return chose OK")
        #expect(studio.overlay.dump().first(named: "alert") == nil)
        // Now the content hears keys again.
        w.key("ctrl+3")
        w.run(until: 1.8)
        #expect(studio.shell.selected == .colorTimer)
        #expect(studio.windowWillClose(at: w.clock.now) == url)
        let inputs = try Capture.load(contentsOf: url).entries.compactMap { e -> InputEvent? in
            if case .input(let i) = e { return i } else { return nil }
        }
        let presses = inputs.filter { if case .pointer(let p) = $0.kind { p.phase == .down } else { false } }
        #expect(presses.isEmpty, "the click on the toast is not the content's: \(presses)")
        let keys = inputs.compactMap { if case .key(let k) = $0.kind, k.isDown { k } else { nil } }
        #expect(keys.count == 1, "only Ctrl+3 reached the content: \(keys)")
    }

    @Test("the studio's alert leaves a focused field's focus, text and Esc as they were: live and replay agree")
    func alertLeavesTheContentsFocusAlone() throws {
        let folder = makeTemporaryDirectory("studio-messages")
        let url = folder.appendingPathComponent("field.json")
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineNetworkClient())
        c.initialTab = .magic8Ball
        let studio = try StudioScene(configuration: c, captureTo: url)
        let w = SimulatedWindow(studio, waitsForWork: false)
        w.run(until: 0.1)
        w.click(Point(x: 512, y: 78))
        w.run(until: 0.3)
        w.send(.text("abc"))
        w.run(until: 0.5)
        let field = studio.focusChain.focused
        #expect(field != nil, "the question field has focus")
        studio.shell.report(warnings: lines)
        w.run(until: 0.7)
        let frame = try #require(studio.overlay.dump().first(named: "toast")?.frame)
        w.click(Point(x: frame[0] + frame[2] / 2, y: frame[1] + frame[3] / 2))
        w.run(until: 1.0)
        #expect(studio.focusChain.focused === field, "the content's focus is not taken by the studio's alert")
        w.key("return")
        w.run(until: 1.5)
        #expect(studio.alerts.current == nil)
        // Esc in the field restores the text it had when it was focused: the alert must
        // not have refocused it in between.
        w.key("escape")
        w.run(until: 2.0)
        let live = studio.shell.rootLayer.dump().first(named: "eightball.question.text")?.text
        _ = studio.windowWillClose(at: w.clock.now)
        let capture = try Capture.load(contentsOf: url)
        let replay = try CaptureReplay(capture: capture, configuration: AppShell.Configuration(size: capture.size!, network: OfflineNetworkClient()))
        replay.finish()
        #expect(replay.scene.content.rootLayer.dump().first(named: "eightball.question.text")?.text == live)
        #expect(capture.entries.contains { if case .input(let e) = $0, case .key(let k) = e.kind { k.key == .return } else { false } } == false,
                "neither Return's press nor its release reached the capture")
    }

    @Test("the wheel scrolls a long list in the studio's alert")
    func wheelScrollsTheAlert() throws {
        let h = try StudioHarness(tab: .circles)
        h.studio.shell.report(warnings: (1...40).map { "layout l.json: square \($0): \"size\" must lie in 40…400 points, got 0; it is left out" })
        h.run(to: 0.3)
        let frame = try #require(h.overlayLayer("toast")?.frame)
        h.click(Point(x: frame[0] + frame[2] / 2, y: frame[1] + frame[3] / 2))
        h.run(to: 0.8)
        let before = try #require(h.overlayLayer("alert.message")?.frame)
        h.studio.handle(InputEvent(time: h.clock.now + 0.01, .wheel(WheelEvent(location: Point(x: 512, y: 384), dy: -3))))
        h.run(to: 1.5)
        let after = try #require(h.overlayLayer("alert.message")?.frame)
        #expect(after[1] < before[1], "the list scrolled: \(before[1]) → \(after[1])")
    }
}
