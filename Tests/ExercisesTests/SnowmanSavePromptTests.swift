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

/// The name prompts, typed into as a user does: the Snowman's Save starts from the chosen
/// name, selected; and every prompt follows one rule (`SettingName`): names are compared
/// ignoring case, replacing a saved or built-in setting asks first, "Default" is refused.
@Suite("Snowman save prompt")
struct SnowmanSavePromptTests {
    private func snowman(_ dir: URL) -> (ShellHarness, SnowmanExercise) {
        let h = ShellHarness(tab: .snowman, folders: AppFolders(config: nil, data: dir))
        h.play(EventScript(start: 0.05), settle: 0)
        return (h, h.shell.exercise(.snowman) as! SnowmanExercise)
    }

    private func click(_ h: ShellHarness, _ name: String, settle: Double = 0.6) {
        guard let c = h.center(of: name) else { Issue.record("no layer \(name)"); return }
        var s = EventScript(start: h.clock.now + 0.05)
        s.click(c.x, c.y)
        h.play(s, settle: settle)
    }

    /// Types `text` into the focused field (no Ctrl+A first), then Return if asked.
    private func type(_ h: ShellHarness, _ text: String, thenReturn: Bool) {
        var s = EventScript(start: h.clock.now + 0.05)
        if !text.isEmpty { s.add(.text(text)) }
        if thenReturn { s.key("return") }
        h.play(s, settle: 0.6)
    }

    private func note(_ h: ShellHarness) -> String? { h.dump.first(named: "alert.note")?.text }
    private func saveTitle(_ h: ShellHarness) -> String? { h.dump.first(named: "alert.button.1.title")?.text }

    @Test("Save opens with the chosen name selected: typing replaces it (no “Spin SlowFaint”), and the setting keeps its own")
    func prefilledNameIsSelected() {
        let dir = makeTemporaryDirectory("snowman-prompt-select")
        let (h, e) = snowman(dir)
        var spin = SnowmanSetting.default
        spin.turnsZ = 2
        spin.duration = 6
        #expect(e.model.library.save(spin, as: "Spin Slow") == nil)
        e.model.choose("Spin Slow")
        click(h, "snowman-settings-button", settle: 0.8)
        click(h, "snowman.save")
        let field = e.alert?.textFields.first
        #expect(field?.text == "Spin Slow" && field?.selection == 0..<9, "pre-filled and all selected")
        #expect(h.dump.first(named: "alert.field.0.selection")?.hidden == false, "the selection shows")
        type(h, "Faint", thenReturn: true)
        #expect(e.alert == nil, "saved and gone")
        #expect(e.model.names == ["Default", "Faint", "Spin Slow"])
        #expect(e.model.library.setting(named: "Spin Slow") == spin, "the setting the name came from is untouched")
        #expect(e.model.chosenName == "Faint")
    }

    @Test("Save's untouched pre-filled name asks before it replaces the setting: the note and a Replace button show at once")
    func prefilledNameAsks() {
        let dir = makeTemporaryDirectory("snowman-prompt-asks")
        let (h, e) = snowman(dir)
        #expect(e.model.library.save(.default, as: "Spin Slow") == nil)
        e.model.choose("Spin Slow")
        click(h, "snowman-settings-button", settle: 0.8)
        click(h, "snowman.save")
        #expect(note(h) == "“Spin Slow” exists. Replace it?" && saveTitle(h) == "Replace")
    }

    @Test("the Snowman's Save: “tall HOP” asks to replace the saved “Tall hop” and replaces it; “DEFAULT” is refused")
    func snowmanIgnoresCase() {
        let dir = makeTemporaryDirectory("snowman-prompt-case")
        let (h, e) = snowman(dir)
        #expect(e.model.library.save(.default, as: "Tall hop") == nil)
        e.model.set(.heightScale, to: 2.5)
        click(h, "snowman-settings-button", settle: 0.8)
        click(h, "snowman.save")
        type(h, "DEFAULT", thenReturn: true)
        #expect(note(h) == "“Default” is built in; choose another name.")
        #expect(e.alert != nil, "Return did nothing")
        var s = EventScript(start: h.clock.now + 0.05)
        s.key("ctrl+a")
        s.add(.text("tall HOP"))
        h.play(s, settle: 0.3)
        #expect(note(h) == "“Tall hop” exists. Replace it?" && saveTitle(h) == "Replace")
        type(h, "", thenReturn: true)
        #expect(e.model.names == ["Default", "tall HOP"], "one setting, replaced, not a second beside it")
        #expect(e.model.library.setting(named: "tall HOP")?.heightScale == 2.5)
        #expect(try! FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("snowman").path) == ["tall-hop.json"])
    }

    @Test("the gallery's prompt follows the same rule: “tall HOP” asks to replace the built-in “Tall hop”, and takes its place; “default” is refused")
    func galleryIgnoresCase() {
        let h = ShellHarness(tab: nil, options: LaunchOptions(gallery: GalleryOptions(page: .containers)))
        h.play(EventScript(start: 0.05), settle: 0)
        // The wheel's rows in view, by index (it shows those near the selected one).
        func rows() -> [Int: String] {
            var out: [Int: String] = [:]
            for i in 0..<40 { if let t = h.dump.first(named: "gallery.picker.row.\(i)")?.text { out[i] = t } }
            return out
        }
        click(h, "gallery.prompt")
        type(h, "default", thenReturn: true)
        #expect(note(h) == "“Default” is built in; choose another name.")
        #expect(h.dump.first(named: "alert") != nil, "Return did nothing")
        var s = EventScript(start: h.clock.now + 0.05)
        s.key("ctrl+a")
        s.add(.text("tall HOP"))
        h.play(s, settle: 0.3)
        #expect(note(h) == "“Tall hop” exists. Replace it?" && saveTitle(h) == "Replace")
        type(h, "", thenReturn: true)
        #expect(h.dump.first(named: "alert") == nil)
        let shown = rows()
        #expect(shown[3] == "tall HOP" && shown[10] == nil && !shown.values.contains("Tall hop"), "replaced in place, not added beside it: \(shown)")
        #expect(h.dump.first(named: "gallery.containers.value")?.text == "Saved “tall HOP”")
    }
}
