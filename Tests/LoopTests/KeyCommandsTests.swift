import Foundation
import Gestures
import Loop
import Testing

@Suite("Key commands")
struct KeyCommandsTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// Rows of the README's key list that act on what has focus, or on pointers: not
    /// commands, so not in the table.
    static let contextRows: Set<String> = ["Tab, Shift+Tab", "Space, Return", "Esc", "Alt + drag", "wheel, Shift+wheel"]

    /// The first cells of the table under the README's "## Keys".
    func readmeKeys() throws -> [String] {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## Keys\n").dropFirst().first)
        return section.split(separator: "\n").prefix { !$0.hasPrefix("## ") }
            .drop { !$0.hasPrefix("| keys") }.dropFirst(2).prefix { $0.hasPrefix("|") }
            .map { $0.split(separator: "|", omittingEmptySubsequences: false)[1].trimmingCharacters(in: .whitespaces) }
    }

    func press(_ chord: String, repeat: Bool = false) -> KeyEvent {
        let c = KeyChord(parsing: chord)!
        return KeyEvent(key: c.key, modifiers: c.modifiers, isDown: true, isRepeat: `repeat`)
    }

    func release(_ chord: String) -> KeyEvent {
        let c = KeyChord(parsing: chord)!
        return KeyEvent(key: c.key, modifiers: c.modifiers, isDown: false)
    }

    @Test("the README's key list and the table name the same shortcuts, and the README lists the studio's")
    func readmeAgrees() throws {
        let listed = try readmeKeys()
        #expect(listed.count >= 15, "\(listed)")
        let labels = KeyCommands.all.map(\.label)
        #expect(Set(listed).subtracting(Self.contextRows) == Set(labels), "README rows \(listed) against the table's \(labels)")
        let text = try String(contentsOf: Self.readme, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        let studio = KeyCommands.all.filter { $0.kind == .studio }.map(\.label).joined(separator: ", ")
        #expect(text.contains("The studio's keys (\(studio)) are the window's own"), "the README names \(studio) as the studio's")
    }

    @Test("each chord is bound once, and a release is no command")
    func lookUp() {
        #expect(KeyCommands.command(for: press("ctrl+3"))?.action == .selectTab(3))
        #expect(KeyCommands.sceneAction(for: press("ctrl+shift+tab")) == .previousTab)
        #expect(KeyCommands.sceneAction(for: press("ctrl+shift+i")) == nil, "a studio command is not the scene's")
        #expect(KeyCommands.command(for: release("ctrl+p")) == nil)
        #expect(KeyCommands.command(for: press("ctrl+6")) == nil)
        #expect(KeyCommands.command(for: press("p")) == nil)
    }

    @Test("a studio key is performed on its press, and its repeats and release are taken, modifiers held or not")
    func studioKeysAreTaken() {
        var f = StudioKeyFilter()
        #expect(f.verdict(for: press("ctrl+shift+i")) == .perform(.inspector))
        #expect(f.verdict(for: press("ctrl+shift+i", repeat: true)) == .take)
        // Ctrl and Shift let go first: the release of i alone is still the command's.
        #expect(f.verdict(for: release("i")) == .take)
        // A later i, typed on its own, is the content's.
        #expect(f.verdict(for: press("i")) == .pass)
        #expect(f.verdict(for: release("i")) == .pass)
        #expect(f.verdict(for: press("f12")) == .perform(.screenshot))
        #expect(f.verdict(for: release("f12")) == .take)
    }

    @Test("scene keys pass through the filter as input")
    func sceneKeysPass() {
        var f = StudioKeyFilter()
        for chord in ["ctrl+p", "ctrl+t", ".", ",", "ctrl+2", "ctrl+g", "ctrl+alt+z"] {
            #expect(f.verdict(for: press(chord)) == .pass, "\(chord)")
            #expect(f.verdict(for: release(chord)) == .pass, "\(chord)")
        }
    }
}
