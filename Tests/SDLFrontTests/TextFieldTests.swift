import Animation
import AppTestSupport
import Exercises
import Geometry
import Gestures
import Loop
import Testing
import TestSupport
@testable import SDLFront

/// The gallery's text field, driven through the input pipeline, with text measured by the
/// same fonts the window draws with.
@Suite("Text field", .serialized)
struct TextFieldTests {
    let pasteboard = MemoryPasteboard()

    private func gallery() -> ShellHarness {
        ShellHarness(tab: nil, options: LaunchOptions(gallery: GalleryOptions()), textMeasurer: TestFonts.shared, pasteboard: pasteboard)
    }

    private func field(_ h: ShellHarness) -> Rect {
        let f = h.dump.first(named: "textfield")!.frame
        return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    private func text(_ h: ShellHarness) -> String? { h.dump.first(named: "textfield.text")?.text }

    /// A script that starts after what `h` has played.
    private func next(_ h: ShellHarness) -> EventScript { EventScript(start: h.clock.now + 0.1) }

    @Test("typing, select-all, copy and paste round-trip through the clipboard")
    func typeCopyPaste() {
        let h = gallery()
        let f = field(h)
        var s = EventScript()
        s.click(f.midX, f.midY)
        s.add(.text("hello "))
        s.add(.text("world"))
        s.key("ctrl+a"); s.key("ctrl+c")
        s.key("end"); s.key("ctrl+v")
        h.play(s)
        #expect(pasteboard.string == "hello world")
        #expect(text(h) == "hello worldhello world")
        #expect(h.dump.first(named: "gallery.textfield.value")?.text == "22 characters")
        var cut = next(h)
        cut.key("shift+home"); cut.key("ctrl+x")
        h.play(cut)
        #expect(text(h) == "" && pasteboard.string == "hello worldhello world")
    }

    @Test("Backspace and Delete remove whole characters: an emoji with its skin tone, a letter with its accent")
    func graphemes() {
        let h = gallery()
        let f = field(h)
        var s = EventScript()
        s.click(f.midX, f.midY)
        s.add(.text("a👍🏽e\u{301}b"))
        s.key("backspace"); s.key("backspace")
        h.play(s)
        #expect(text(h) == "a👍🏽")
        var more = next(h)
        more.key("home"); more.key("delete")
        h.play(more)
        #expect(text(h) == "👍🏽")
        var last = next(h)
        last.key("end"); last.key("backspace")
        h.play(last)
        #expect(text(h) == "")
    }

    @Test("an input method's composition shows underlined in place until it is committed")
    func composition() {
        let h = gallery()
        let f = field(h)
        var s = EventScript()
        s.click(f.midX, f.midY)
        s.add(.text("Ask "))
        s.add(.composition(TextComposition(text: "にほ", cursor: 2)))
        h.play(s)
        #expect(text(h) == "Ask にほ")
        #expect(h.dump.first(named: "textfield.composition")?.hidden == false)
        #expect(h.dump.first(named: "gallery.textfield.value")?.text == "4 characters", "a composition is not yet text")
        var commit = next(h)
        commit.add(.text("日本"))
        h.play(commit)
        #expect(text(h) == "Ask 日本")
        #expect(h.dump.first(named: "textfield.composition")?.hidden == true)
    }

    @Test("Shift+arrows select, typing replaces the selection, and a double-click selects a word")
    func selection() {
        let h = gallery()
        let f = field(h)
        var s = EventScript()
        s.click(f.midX, f.midY)
        s.add(.text("shake the ball"))
        s.key("shift+left"); s.key("shift+left"); s.key("shift+left"); s.key("shift+left")
        s.add(.text("window"))
        h.play(s)
        #expect(text(h) == "shake the window")
        // Double-click on "the" (characters 6..<9): measure where it lies.
        let x0 = f.minX + 8 + Double(TestFonts.shared.measure("shake t", pixelSize: 17, bold: false).width)
        var dbl = next(h)
        dbl.click(x0, f.midY, gap: 0.05)
        dbl.click(x0, f.midY)
        dbl.add(.text("a"))
        h.play(dbl)
        #expect(text(h) == "shake a window")
    }

    @Test("a click places the caret between the characters nearest it")
    func clickPlacesCaret() {
        let h = gallery()
        let f = field(h)
        var s = EventScript()
        s.click(f.midX, f.midY)
        s.add(.text("abcdef"))
        h.play(s)
        let x = f.minX + 8 + Double(TestFonts.shared.measure("abc", pixelSize: 17, bold: false).width)
        var click = next(h)
        click.click(x + 1, f.midY)
        click.add(.text("-"))
        h.play(click)
        #expect(text(h) == "abc-def")
        let caret = h.dump.first(named: "textfield.caret")!
        #expect(!caret.hidden)
    }

    @Test("Esc puts back the text the editing began with; Return commits; the length limit holds")
    func escReturnLimit() {
        let h = gallery()
        let f = field(h)
        var s = EventScript()
        s.click(f.midX, f.midY)
        s.add(.text("keep"))
        s.key("return")
        h.play(s)
        #expect(h.dump.first(named: "gallery.textfield.value")?.text == "Return: keep")
        var esc = next(h)
        esc.key("escape")
        esc.click(f.midX, f.midY)
        esc.add(.text(" this?"))
        esc.key("escape")
        h.play(esc)
        #expect(text(h) == "keep", "Esc restores the text from when this editing began")
        var long = next(h)
        long.click(f.midX, f.midY)
        long.add(.text(String(repeating: "x", count: 200)))
        h.play(long)
        #expect(text(h)?.count == 80)
    }

    @Test("the caret blinks through the animation system: shown, hidden half a period later, and solid again on typing")
    func caretBlinks() {
        let h = gallery()
        let f = field(h)
        var s = EventScript()
        s.click(f.midX, f.midY)
        h.play(s, settle: 0)
        let start = h.clock.now
        func caretOpacity(at t: MediaTime) -> Double {
            ScriptPlayer(script: InputScript(events: [])).play(into: h.shell, clock: h.clock, until: t)
            return h.dump.first(named: "textfield.caret")!.opacity
        }
        #expect(caretOpacity(at: start + 0.2) == 1)
        #expect(caretOpacity(at: start + 1.2) == 0)
        #expect(caretOpacity(at: start + 1.7) == 1)
        #expect(h.shell.nextWakeTime != nil, "the loop is woken for the next blink, not kept running")
        #expect(!h.shell.isAnimating)
    }

    @Test("an insert that joins the character before it (a flag's second half) leaves the caret at the end, not past it")
    func joiningInsert() {
        let h = gallery()
        let f = field(h)
        var s = EventScript()
        s.click(f.midX, f.midY)
        s.add(.text("🇺"))
        s.add(.text("🇸"))
        s.key("backspace")
        s.key("ctrl+a"); s.key("ctrl+c")
        h.play(s)
        #expect(text(h) == "")
    }

    @Test("the first click on a field with text never lands on a clear button it had not shown")
    func firstClickKeepsText() {
        let h = gallery()
        let f = field(h)
        var s = EventScript()
        s.click(f.midX, f.midY)
        s.add(.text("hello"))
        s.key("return")
        s.click(f.maxX - 16, f.midY)
        h.play(s)
        #expect(text(h) == "hello")
    }

    @Test("a click inside the field while editing keeps the editing: Esc still goes back to where it began")
    func clickKeepsEditing() {
        let h = gallery()
        let f = field(h)
        var s = EventScript()
        s.click(f.midX, f.midY)
        s.add(.text("abc"))
        s.click(f.minX + 12, f.midY)
        s.key("escape")
        h.play(s)
        #expect(text(h) == "")
    }

    @Test("a double-click on the right half of a word's last letter selects the word, not the space after it")
    func doubleClickLastLetter() {
        let h = gallery()
        let f = field(h)
        var s = EventScript()
        s.click(f.midX, f.midY)
        s.add(.text("hello world"))
        h.play(s)
        let hell = Double(TestFonts.shared.measure("hell", pixelSize: 17, bold: false).width)
        let hello = Double(TestFonts.shared.measure("hello", pixelSize: 17, bold: false).width)
        let x = f.minX + 8 + hell + 0.8 * (hello - hell)
        var dbl = next(h)
        dbl.click(x, f.midY, gap: 0.05)
        dbl.click(x, f.midY)
        dbl.add(.text("X"))
        h.play(dbl)
        #expect(text(h) == "X world")
    }
}
