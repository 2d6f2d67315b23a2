import Animation
import Foundation
import Geometry
import Gestures
import Testing
import TestSupport
import Widgets
@testable import Exercises

/// The name prompts, typed into as a user does: the Snowman's Save starts from the chosen
/// name, selected.
@Suite("Snowman save prompt")
struct SnowmanSavePromptTests {
    private func snowman(_ dir: URL) -> (ShellHarness, SnowmanExercise) {
        let h = ShellHarness(tab: .snowman, folders: AppFolders(config: nil, data: dir))
        h.play(EventScript(start: 0.05), settle: 0)
        return (h, h.shell.exercise(.snowman) as! SnowmanExercise)
    }

    private func click(_ h: ShellHarness, _ name: String, settle: Double = 0.6) {
        guard let c = h.centre(of: name) else { Issue.record("no layer \(name)"); return }
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
}
