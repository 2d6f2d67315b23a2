import Animation
import AppTestSupport
import Foundation
import Geometry
import Gestures
import Services
import Testing
import Widgets
import TestSupport
@testable import Exercises

@Suite("App shell")
struct AppShellTests {
    private func selectedTab(_ h: ShellHarness) -> String? {
        h.dump.first(named: "tabbar")?.sublayers.first { tab in
            tab.sublayers.contains { $0.name.hasSuffix(".indicator") && !$0.hidden }
        }?.name
    }

    @Test("a report of several problems shows the first and how many more; a click lists them all in an alert")
    func warningsListOnClick() throws {
        let h = ShellHarness()
        let lines = (1...5).map { "layout l.json: problem \($0)" }
        h.shell.report(warnings: lines)
        h.play(EventScript(start: h.clock.now), settle: 0.1)
        let toast = try #require(h.dump.first(named: "toast.text")?.text)
        #expect(toast == "layout l.json: problem 1 (+4 more)" + Toast.detailsHint)
        let c = try #require(h.center(of: "toast"))
        var s = EventScript(start: h.clock.now)
        s.click(c.x, c.y)
        h.play(s, settle: 0.5)
        let alert = try #require(h.shell.currentPresenter.alert)
        #expect(alert.title == "5 problems")
        #expect(lines.allSatisfy { alert.message?.contains($0) == true }, "every problem is listed")
        #expect(h.dump.first(named: "toast")?.hidden == true)
    }

    @Test("a single message lets clicks through to what it covers")
    func singleMessageIsNotClickable() throws {
        let h = ShellHarness()
        h.shell.report(warnings: ["one problem"])
        h.play(EventScript(start: h.clock.now), settle: 0.1)
        let c = try #require(h.center(of: "toast"))
        let hit = h.shell.rootLayer.hitTest(c)
        #expect(hit?.name.hasPrefix("toast") != true, "the click goes to \(hit?.name ?? "nothing"), not the message")
    }

    @Test("two reports in a row while the first still shows join: the count and the list hold both")
    func reportsJoin() throws {
        let h = ShellHarness()
        h.shell.report(warnings: ["left out 1", "left out 2"])
        h.shell.report(warnings: ["moved 1"])
        h.play(EventScript(start: h.clock.now), settle: 0.1)
        #expect(h.dump.first(named: "toast.text")?.text == "left out 1 (+2 more)" + Toast.detailsHint)
        let c = try #require(h.center(of: "toast"))
        var s = EventScript(start: h.clock.now)
        s.click(c.x, c.y)
        h.play(s, settle: 0.5)
        #expect(h.shell.currentPresenter.alert?.message == "left out 1\n\nleft out 2\n\nmoved 1")
        // Once it has gone, a new report starts afresh.
        h.shell.report(warnings: ["later"])
        #expect(h.dump.first(named: "toast.text")?.text == "later")
    }

    @Test("the PAUSED badge takes no clicks: a button under it still works")
    func badgeTakesNoClicks() throws {
        let h = ShellHarness(tab: .snowman)
        var s = EventScript(start: 0.2)
        s.key("ctrl+p")
        h.play(s, settle: 0.1)
        let badge = try #require(h.center(of: "qa.badge"))
        #expect(h.dump.first(named: "qa.badge")?.hidden == false)
        let hit = h.shell.rootLayer.hitTest(badge)
        #expect(hit?.name.hasPrefix("qa.badge") != true, "a click there reaches \(hit?.name ?? "nothing")")
    }

    @Test("a click on a tab switches to it, and the dump shows the selected tab")
    func clickSwitches() throws {
        let h = ShellHarness()
        #expect(selectedTab(h) == "tab.circles")
        let target = try #require(h.center(of: "tab.color-timer"))
        var s = EventScript()
        s.click(target.x, target.y)
        h.play(s)
        #expect(h.shell.selected == .colorTimer)
        #expect(selectedTab(h) == "tab.color-timer")
        #expect(h.dump.first(named: "content")?.sublayers.map(\.name) == ["color-timer"])
    }

    @Test("Ctrl+3 switches to the third tab; Ctrl+Tab and Ctrl+Shift+Tab step and wrap")
    func keyboardSwitches() {
        let h = ShellHarness()
        var s = EventScript()
        s.key("ctrl+3")
        h.play(s)
        #expect(selectedTab(h) == "tab.color-timer")
        s = EventScript(start: h.clock.now + 0.1)
        s.key("ctrl+5"); s.key("ctrl+tab")
        h.play(s)
        #expect(h.shell.selected == .circles)
        s = EventScript(start: h.clock.now + 0.1)
        s.key("ctrl+shift+tab")
        h.play(s)
        #expect(h.shell.selected == .snowman)
    }

    @Test("every tab shows its exercise: none is a placeholder any more")
    func everyTabBuilt() {
        for kind in ExerciseKind.allCases {
            let h = ShellHarness(tab: kind)
            func texts(_ d: LayerDump) -> [String] { [d.text].compactMap { $0 } + d.sublayers.flatMap(texts) }
            let shown = texts(h.dump.first(named: kind.rawValue) ?? h.dump)
            #expect(!shown.contains("Coming soon"), "\(kind.rawValue) still says Coming soon")
            #expect(!(h.dump.first(named: kind.rawValue)?.sublayers.isEmpty ?? true), "\(kind.rawValue) shows nothing")
        }
    }

    @Test("the layout follows the window size")
    func resize() {
        let h = ShellHarness()
        var s = EventScript()
        s.add(.window(.resized(Size(width: 640, height: 480))))
        h.play(s)
        #expect(h.dump.frame == [0, 0, 640, 480])
        #expect(h.dump.first(named: "tabbar")?.frame == [0, 424, 640, 56])
    }

    @Test("the last tab is remembered across launches")
    func remembersTab() {
        let dir = makeTemporaryDirectory()
        let first = ShellHarness(tab: nil, store: AppStateStore(directory: dir, now: { Date(timeIntervalSince1970: 1_800_000_000) }))
        #expect(first.shell.selected == .circles)
        var s = EventScript()
        s.key("ctrl+4")
        first.play(s)
        let second = ShellHarness(tab: nil, store: AppStateStore(directory: dir, now: { Date(timeIntervalSince1970: 1_800_000_000) }))
        #expect(second.shell.selected == .magic8Ball)
    }

    @Test("a window launched on a tab (--tab) and never switched remembers that tab when it closes")
    func remembersLaunchTabAtClose() throws {
        let dir = makeTemporaryDirectory()
        let now = { Date(timeIntervalSince1970: 1_800_000_000) }
        let first = ShellHarness(tab: .snowman, store: AppStateStore(directory: dir, now: now))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("state.json").path), "nothing is written at launch")
        first.shell.windowWillClose(at: first.clock.now)
        let second = ShellHarness(tab: nil, store: AppStateStore(directory: dir, now: now))
        #expect(second.shell.selected == .snowman)
        // A gallery window remembers nothing: the tabs keep what they had.
        let gallery = ShellHarness(tab: nil, store: AppStateStore(directory: dir, now: now), options: LaunchOptions(gallery: GalleryOptions()))
        gallery.shell.windowWillClose(at: gallery.clock.now)
        #expect(ShellHarness(tab: nil, store: AppStateStore(directory: dir, now: now)).shell.selected == .snowman)
    }

    @Test("an unreadable state file is set aside, reported and never overwritten")
    func corruptState() throws {
        let dir = makeTemporaryDirectory()
        let file = dir.appendingPathComponent("state.json")
        try Data("{ not json".utf8).write(to: file)
        let store = AppStateStore(directory: dir, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let h = ShellHarness(tab: nil, store: store)
        #expect(h.shell.selected == .circles)
        let warnings = store.takeWarnings()
        #expect(warnings.count == 1 && warnings[0].contains(file.path))
        let aside = try String(contentsOf: dir.appendingPathComponent("state.json.unreadable-20270115T080000Z"), encoding: .utf8)
        #expect(aside == "{ not json")
    }

    @Test("with a tab asked for on the command line, a corrupt state file is still set aside, not saved over")
    func corruptStateWithTab() throws {
        let dir = makeTemporaryDirectory()
        let file = dir.appendingPathComponent("state.json")
        try Data("{ not json".utf8).write(to: file)
        let store = AppStateStore(directory: dir, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let h = ShellHarness(tab: .blackHole, store: store)
        #expect(h.shell.selected == .blackHole)
        var s = EventScript()
        s.key("ctrl+3")
        h.play(s)
        let aside = try String(contentsOf: dir.appendingPathComponent("state.json.unreadable-20270115T080000Z"), encoding: .utf8)
        #expect(aside == "{ not json")
    }

    @Test("a state file that cannot be saved says so in the window, and stays as it was")
    func saveWarningShows() throws {
        let dir = makeTemporaryDirectory()
        let file = dir.appendingPathComponent("state.json")
        try Data(#"{"lastTab":"snowman"}"#.utf8).write(to: file)
        chmod(file.path, 0o444)
        let store = AppStateStore(directory: dir, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let h = ShellHarness(tab: nil, store: store)
        #expect(h.shell.selected == .snowman)
        var s = EventScript()
        s.key("ctrl+2")
        h.play(s)
        let toast = h.dump.first(named: "toast.text")?.text ?? ""
        #expect(toast.contains("read-only") && toast.contains("not saved"), "toast: \(toast)")
        #expect(try String(contentsOf: file, encoding: .utf8) == #"{"lastTab":"snowman"}"#)
    }

    @Test("Tab moves keyboard focus across the tab bar and Return activates")
    func focusKeys() {
        let h = ShellHarness()
        var s = EventScript()
        s.key("tab"); s.key("tab"); s.key("return")
        h.play(s)
        #expect(h.shell.selected == .blackHole)
    }

    @Test("a message shows, then hides itself after a few seconds")
    func toast() {
        let h = ShellHarness()
        h.shell.showMessage("Saved /tmp/x.png", at: 0)
        #expect(h.dump.first(named: "toast")?.hidden == false)
        #expect(h.shell.nextWakeTime == 3)
        h.play(EventScript(), settle: 3.1)
        #expect(h.dump.first(named: "toast")?.hidden == true)
    }
}

@Suite("XDG directories")
struct XDGTests {
    @Test("config goes under XDG_CONFIG_HOME, else ~/.config")
    func config() {
        #expect(XDGDirectories(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/h"]).configDirectory?.path == "/x/cfg/motionlab")
        #expect(XDGDirectories(environment: ["HOME": "/h"]).configDirectory?.path == "/h/.config/motionlab")
        #expect(XDGDirectories(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]).configDirectory?.path == "/h/.config/motionlab")
    }

    @Test("pictures go to an existing XDG_PICTURES_DIR, else nowhere")
    func pictures() {
        let dir = makeTemporaryDirectory()
        #expect(XDGDirectories(environment: ["XDG_PICTURES_DIR": dir.path]).picturesDirectory?.path == dir.path)
        #expect(XDGDirectories(environment: ["XDG_PICTURES_DIR": "/nonexistent", "HOME": "/nonexistent"]).picturesDirectory == nil)
    }
}
