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

/// Which setting plays, chosen as a user does: in Settings' list (where "Default" is a row
/// like the others), and remembered across launches in the Snowman's own state file.
@Suite("Snowman choice")
struct SnowmanChoiceTests {
    private func snowman(_ folders: AppFolders) -> (ShellHarness, SnowmanExercise) {
        let h = ShellHarness(tab: .snowman, folders: folders)
        h.play(EventScript(start: 0.05), settle: 0)
        return (h, h.shell.exercise(.snowman) as! SnowmanExercise)
    }

    private func click(_ h: ShellHarness, _ p: Point, settle: Double = 0.6) {
        var s = EventScript(start: h.clock.now + 0.05)
        s.click(p.x, p.y)
        h.play(s, settle: settle)
    }

    /// Opens Settings and clicks the row of the setting list at `row`.
    private func clickSettingRow(_ h: ShellHarness, _ e: SnowmanExercise, _ row: Int) {
        if e.nav.topScreen !== e.settings { click(h, h.center(of: "snowman-settings-button")!, settle: 0.8) }
        let ip = IndexPath(row: row, section: e.settings.source.savedSection)
        e.settings.table.scrollToRow(at: ip, animated: false)
        h.play(EventScript(start: h.clock.now + 0.05), settle: 0.2)
        guard let cell = e.settings.table.cellForRow(at: ip)?.layer else { Issue.record("no row \(row)"); return }
        click(h, cell.convert(Point(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)!)
    }

    private func checked(_ e: SnowmanExercise) -> [String] {
        let section = e.settings.source.savedSection
        return (0..<e.settings.table.numberOfRows(inSection: section)).compactMap { r in
            let cell = e.settings.table.cellForRow(at: IndexPath(row: r, section: section))
            return cell?.accessory == .checkmark ? cell?.textLabel.string : nil
        }
    }

    @Test("Settings' list starts with “Default”: a click chooses it (checked, the picker turns to it); it has no swipe to delete")
    func defaultIsChosenFromSettings() {
        let dir = makeTemporaryDirectory("snowman-choose-default")
        let (h, e) = snowman(AppFolders(config: nil, data: dir))
        for n in ["Alpha", "Bravo"] { e.model.library.save(.default, as: n) }
        clickSettingRow(h, e, 2)
        #expect(e.model.chosenName == "Bravo" && checked(e) == ["Bravo"])
        clickSettingRow(h, e, 0)
        #expect(e.model.chosenName == "Default", "the footer says the checked one plays; Default can be checked")
        #expect(checked(e) == ["Default"] && e.screen.picker.selectedRow == 0)
        // A full swipe on it deletes nothing and leaves no Delete button open.
        let ip = IndexPath(row: 0, section: e.settings.source.savedSection)
        let row = e.settings.table.cellForRow(at: ip)!.layer
        let start = row.convert(Point(x: row.bounds.maxX - 40, y: row.bounds.midY), to: nil)!
        var swipe = EventScript(start: h.clock.now + 0.1)
        swipe.drag(from: start, to: Point(x: start.x - 700, y: start.y), speed: 1400)
        swipe.up(start.x - 700, start.y)
        h.play(swipe, settle: 1)
        #expect(e.model.names == ["Default", "Alpha", "Bravo"])
        #expect(e.settings.table.visibleCells[ip]?.swipeOffset == 0 && e.settings.table.cellForRow(at: ip)?.textLabel.string == "Default")
    }

    @Test("the chosen setting comes back after a restart, picker and all; a setting deleted since gives “Default”")
    func choiceIsRemembered() throws {
        let root = makeTemporaryDirectory("snowman-remember")
        let folders = AppFolders(config: root.appendingPathComponent("config"), data: root.appendingPathComponent("data"))
        let (h, e) = snowman(folders)
        for n in ["Alpha", "Tall hop"] { e.model.library.save(.default, as: n) }
        clickSettingRow(h, e, 2)
        #expect(e.model.chosenName == "Tall hop")
        let file = root.appendingPathComponent("config/snowman.json")
        #expect(FileManager.default.fileExists(atPath: file.path), "kept in the Snowman's own file in the config folder")

        let (_, again) = snowman(folders)
        #expect(again.model.chosenName == "Tall hop" && again.screen.picker.selectedRow == 2, "remembered after a restart")

        try FileManager.default.removeItem(at: root.appendingPathComponent("data/snowman/tall-hop.json"))
        var warnings: [String] = []
        let (h3, third) = snowman(folders)
        h3.shell.onWarning = { warnings.append($0) }
        #expect(third.model.chosenName == "Default" && third.screen.picker.selectedRow == 0, "deleted since: Default plays")
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(third.model.names == ["Default", "Alpha"])
    }

    @Test("a corrupt state file gives “Default” with a message, is kept aside rather than saved over, and the next choice writes a fresh one")
    func corruptStateFile() throws {
        let root = makeTemporaryDirectory("snowman-remember-corrupt")
        let config = root.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let file = config.appendingPathComponent("snowman.json")
        try Data("{\"chosen\": ".utf8).write(to: file)
        let folders = AppFolders(config: config, data: root.appendingPathComponent("data"))
        var warnings: [String] = []
        let (h, e) = snowman(folders)
        h.shell.onWarning = { warnings.append($0) }
        #expect(e.model.chosenName == "Default")
        #expect(warnings.count == 1 && warnings[0].contains(file.path) && warnings[0].contains("unreadable-"), "\(warnings)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: config.path).filter { $0.hasPrefix("snowman.json.unreadable-") }
        #expect(aside.count == 1)
        e.model.library.save(.default, as: "Alpha")
        clickSettingRow(h, e, 1)
        let (_, again) = snowman(folders)
        #expect(again.model.chosenName == "Alpha")
        let kept = try aside.first.map { try String(contentsOf: config.appendingPathComponent($0), encoding: .utf8) }
        #expect(kept == "{\"chosen\": ", "the user's file is kept as it was")
    }
}
