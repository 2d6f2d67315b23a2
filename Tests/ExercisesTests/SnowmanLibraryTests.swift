import Animation
import AppTestSupport
import Foundation
import Geometry
import Gestures
import Services
import Testing
import TestSupport
import Widgets
@testable import Exercises

/// The Snowman's saved settings: safe file names, the folder on disk, and the picker and
/// Settings screen that show them.
@Suite("Snowman settings")
struct SnowmanLibraryTests {
    private func library(_ dir: URL, warnings: inout [String]) -> SnowmanLibrary {
        var got: [String] = []
        let l = SnowmanLibrary(folders: AppFolders(config: nil, data: dir)) { got += $0 }
        warnings += got
        return l
    }

    @Test("hostile names all stay inside the folder: ../../etc/passwd, a/b, 1,000 characters, emoji, NUL")
    func slugs() throws {
        let hostile = ["../../etc/passwd", "a/b", String(repeating: "x", count: 1000), "🎩⛄️", "nul\u{0}byte", "..", ".", "Café", "Cafe",
                       String(repeating: "é", count: 500)]
        for name in hostile {
            let slug = SettingSlug.make(name)
            #expect(!slug.isEmpty && slug.utf8.count <= SettingSlug.maximumBytes, "\(name.prefix(20)): \(slug)")
            #expect(!slug.contains("/") && !slug.contains("..") && !slug.unicodeScalars.contains { $0.value < 0x20 || $0.value > 0x7E }, "\(slug)")
        }
        #expect(SettingSlug.make("Café") != SettingSlug.make("Cafe"), "names that differ keep different files")
        #expect(SettingSlug.make("Wide Sway") == "wide-sway")

        let root = makeTemporaryDirectory("snowman-hostile")
        var warnings: [String] = []
        let l = library(root, warnings: &warnings)
        for name in hostile {
            let problem = l.save(.default, as: name)
            if name.contains("\u{0}") { #expect(problem == "A name cannot hold control characters."); continue }
            if name.count > 80 { #expect(problem == "A name is at most 80 characters."); continue }
            #expect(problem == nil, "\(name.prefix(20)): \(problem ?? "")")
        }
        #expect(l.save(.default, as: "   ") == "A name is required.")
        #expect(l.save(.default, as: "default") == "“Default” is built in; choose another name.")
        // Everything written is a plain file directly inside the settings folder.
        let folder = root.appendingPathComponent("snowman")
        let everything = try FileManager.default.subpathsOfDirectory(atPath: root.path)
        #expect(everything.allSatisfy { $0 == "snowman" || ($0.hasPrefix("snowman/") && !$0.dropFirst(8).contains("/")) }, "\(everything)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == l.names.count - 1)
        #expect(warnings.isEmpty)
    }

    @Test("saved settings read back with their names; a corrupt file is listed as unreadable, said once, and never rewritten")
    func files() throws {
        let dir = makeTemporaryDirectory("snowman-files")
        var warnings: [String] = []
        var tall = SnowmanSetting.default
        tall.heightScale = 2.5
        tall.curve = .spring
        let l = library(dir, warnings: &warnings)
        #expect(l.save(tall, as: "Tall hop") == nil)
        #expect(l.save(.default, as: "Wide sway") == nil)
        let folder = dir.appendingPathComponent("snowman")
        let corrupt = Data("{\"version\": 1, \"name\": \"Broken\", \"setting\": {\"widthScale\": ".utf8)
        try corrupt.write(to: folder.appendingPathComponent("wide-sway-2.json"))
        try Data("{\"version\": 9, \"name\": \"Future\", \"setting\": {}}".utf8).write(to: folder.appendingPathComponent("future.json"))

        let again = library(dir, warnings: &warnings)
        #expect(again.names == ["Default", "Tall hop", "Wide sway"])
        #expect(again.setting(named: "Tall hop") == tall)
        #expect(again.entries.contains(.unreadable(file: "wide-sway-2.json", reason: "not a snowman setting")))
        #expect(again.entries.contains(.unreadable(file: "future.json", reason: "version 9, this build reads 1")))
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.contains("listed as unreadable") }, "\(warnings)")
        // A name whose slug is the broken file's takes another file; the broken one stays as it was.
        #expect(again.save(.default, as: "Wide  Sway 2") == nil)
        #expect(try Data(contentsOf: folder.appendingPathComponent("wide-sway-2.json")) == corrupt)
        #expect(again.names.contains("Wide  Sway 2"))
        #expect(again.delete("Tall hop") == nil && !again.names.contains("Tall hop"))
        #expect(again.delete("Default") == "“Default” is built in and always stays.")
        // A file deleted by hand: deleting its setting still works and the list forgets it.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("wide-sway.json"))
        #expect(again.delete("Wide sway") == nil && !again.names.contains("Wide sway"))
    }

    @Test("a duration of 1e308 or -5 is clamped into 0.5…10 with one warning each naming the file and value")
    func clampedDurations() throws {
        let dir = makeTemporaryDirectory("snowman-clamped")
        let folder = dir.appendingPathComponent("snowman")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (file, duration) in [("long.json", "1e308"), ("negative.json", "-5")] {
            try Data(#"{"version": 1, "name": "\#(file)", "setting": {"widthScale": 1.3, "heightScale": 1.2, "offsetX": 80, "offsetY": -40, "flipsX": 1, "flipsY": 0, "turnsZ": 0, "opacity": 0.8, "duration": \#(duration), "repeatCount": 0, "autoreverses": true, "curve": "easeInEaseOut"}}"#.utf8)
                .write(to: folder.appendingPathComponent(file))
        }
        var warnings: [String] = []
        let l = library(dir, warnings: &warnings)
        #expect(l.setting(named: "long.json")?.duration == 10 && l.setting(named: "negative.json")?.duration == 0.5)
        #expect(warnings == [
            "\(folder.appendingPathComponent("long.json").path): \"duration\" 1e+308 is outside 0.5…10; it is taken as 10",
            "\(folder.appendingPathComponent("negative.json").path): \"duration\" -5 is outside 0.5…10; it is taken as 0.5",
        ])
    }

    @Test("a swipe deleting a middle saved setting leaves exactly the others, in order")
    func swipeMiddle() {
        let dir = makeTemporaryDirectory("snowman-swipe")
        let h = ShellHarness(tab: .snowman, folders: AppFolders(config: nil, data: dir))
        h.play(EventScript(start: 0.05), settle: 0)
        let e = h.shell.exercise(.snowman) as! SnowmanExercise
        for n in ["Alpha", "Bravo", "Charlie", "Delta"] { e.model.library.save(.default, as: n) }
        e.model.choose("Alpha")
        var s = EventScript(start: h.clock.now + 0.05)
        let c = h.center(of: "snowman-settings-button")!
        s.click(c.x, c.y)
        h.play(s, settle: 0.8)
        let section = e.settings.source.savedSection
        // "Default" comes first, then the saved ones.
        e.settings.table.scrollToRow(at: IndexPath(row: 4, section: section), animated: false)
        h.play(EventScript(start: h.clock.now + 0.05), settle: 0.2)
        let row = e.settings.table.cellForRow(at: IndexPath(row: 2, section: section))!.layer
        let start = row.convert(Point(x: row.bounds.maxX - 40, y: row.bounds.midY), to: nil)!
        var swipe = EventScript(start: h.clock.now + 0.1)
        swipe.drag(from: start, to: Point(x: start.x - 700, y: start.y), speed: 1400)
        swipe.up(start.x - 700, start.y)
        h.play(swipe, settle: 1)
        let shown = (0..<4).map { e.settings.table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel.string }
        #expect(shown == ["Default", "Alpha", "Charlie", "Delta"], "\(shown)")
        #expect(e.model.names == ["Default", "Alpha", "Charlie", "Delta"])
    }

    @Test("Settings through the UI: a stepper changes what plays; Save names it, the picker gains it and shows it; a swipe deletes it")
    func throughTheUI() {
        let dir = makeTemporaryDirectory("snowman-ui")
        let h = ShellHarness(tab: .snowman, folders: AppFolders(config: nil, data: dir))
        h.play(EventScript(start: 0.05), settle: 0)
        let e = h.shell.exercise(.snowman) as! SnowmanExercise
        func click(_ p: Point, settle: Double = 0.6) {
            var s = EventScript(start: h.clock.now + 0.05)
            s.click(p.x, p.y)
            h.play(s, settle: settle)
        }
        func typeAndReturn(_ text: String) {
            var s = EventScript(start: h.clock.now + 0.05)
            s.key("ctrl+a")
            s.add(.text(text))
            s.key("return")
            h.play(s, settle: 0.6)
        }
        click(h.center(of: "snowman-settings-button")!, settle: 0.8)
        #expect(e.nav.topScreen === e.settings)
        // Width's stepper: + three times (0.1 each).
        let cell = e.settings.table.cellForRow(at: IndexPath(row: 0, section: 0)) as! StepperCell
        let plus = cell.stepper.layer.convert(Point(x: cell.stepper.layer.bounds.maxX - 12, y: cell.stepper.layer.bounds.midY), to: nil)!
        for _ in 0..<3 { click(plus, settle: 0.2) }
        #expect(abs(e.model.setting.widthScale - 1.6) < 1e-9 && cell.detailTextLabel.string == "× 1.6")
        click(h.center(of: "snowman.save")!)
        typeAndReturn("Wide sway")
        click(h.center(of: "snowman.save")!)
        #expect(h.dump.first(named: "alert.note")?.text == "“Wide sway” exists. Replace it?")
        typeAndReturn("Gentle")
        #expect(e.screen.picker.titles == ["Default", "Gentle", "Wide sway"])
        #expect(e.screen.picker.selectedRow == 1, "the picker shows the setting just saved")
        #expect(e.model.library.setting(named: "Wide sway")?.widthScale == 1.6)
        // Delete "Gentle" by a full swipe in the saved list: the picker keeps what it shows.
        e.screen.picker.selectRow(2, animated: false)
        e.model.choose("Wide sway")
        e.settings.table.scrollToRow(at: IndexPath(row: 1, section: e.settings.source.savedSection), animated: false)
        h.play(EventScript(start: h.clock.now + 0.05), settle: 0.2)
        let row = e.settings.table.cellForRow(at: IndexPath(row: 1, section: e.settings.source.savedSection))!.layer
        let start = row.convert(Point(x: row.bounds.maxX - 40, y: row.bounds.midY), to: nil)!
        var swipe = EventScript(start: h.clock.now + 0.1)
        swipe.drag(from: start, to: Point(x: start.x - 700, y: start.y), speed: 1400)
        swipe.up(start.x - 700, start.y)
        h.play(swipe, settle: 1)
        #expect(e.screen.picker.titles == ["Default", "Wide sway"])
        #expect(e.screen.picker.selectedRow == 1, "still on Wide sway")
        #expect(SnowmanLibrary(folders: AppFolders(config: nil, data: dir)) { _ in }.names == ["Default", "Wide sway"])
    }
}
