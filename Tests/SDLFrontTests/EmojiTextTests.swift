import Animation
import AppTestSupport
import CSDL2
import Exercises
import Foundation
import Geometry
import Testing
import TestSupport
@testable import SDLFront

/// Emoji fall back to the colour emoji font (Noto Color Emoji): drawn in their own colours
/// through the same renderer as any text, measured as drawn, and one glyph per skin-tone
/// sequence. Needs fonts-noto-color-emoji, which Tools/install-deps.sh installs.
@Suite("Emoji in text", .serialized)
struct EmojiTextTests {
    let fonts = TestFonts.shared

    private func width(_ s: String, size: Int = 17) -> Int { fonts.measure(s, pixelSize: size, bold: false).width }

    /// 😀 is yellow: lots of red and green, little blue, nothing like grey text.
    private func isEmojiYellow(_ c: Color) -> Bool { c.red > 0.8 && c.green > 0.6 && c.blue < 0.45 }

    /// Yellow pixels of `canvas` inside a rectangle.
    private func yellowPixels(_ canvas: OffscreenCanvas, x: Range<Int>, y: Range<Int>) -> Int {
        y.reduce(0) { n, row in n + x.filter { isEmojiYellow(canvas.pixel(x: $0, y: row)) }.count }
    }

    @Test("the emoji font is found and opened")
    func fontIsFound() {
        #expect(fonts.fonts.emoji != nil && fonts.emoji != nil, "install fonts-noto-color-emoji (Tools/install-deps.sh)")
    }

    @Test("an emoji measures about a line tall and a line wide, and adds to the text around it")
    func measuresLikeALine() {
        let line = fonts.measure("Ag", pixelSize: 17, bold: false).height
        let emoji = fonts.measure("😀", pixelSize: 17, bold: false)
        #expect(emoji.height == line)
        #expect(emoji.width >= line * 8 / 10 && emoji.width <= line * 13 / 10, "😀 is \(emoji.width) wide on a \(line)-pixel line")
        #expect(width("ok 😀") == width("ok ") + emoji.width)
        #expect(width("😀", size: 40) > 2 * emoji.width)
    }

    @Test("a skin-tone sequence measures as one glyph, its base")
    func skinToneIsOneGlyph() {
        #expect(width("👍🏽") == width("👍"))
        #expect(width("👍🏽👍🏽") == 2 * width("👍"))
    }

    @Test("a line splits into runs by font, one glyph for a skin-tone sequence, a flag and a ZWJ sequence as their parts")
    func runs() throws {
        let emoji = try #require(fonts.emoji)
        func split(_ s: String) -> [TextRun] {
            TextRun.split(s, hasMainGlyph: { $0.isASCII }, emojiGlyph: { emoji.glyph(for: $0) })
        }
        func glyphs(_ s: String) -> [UInt32] { s.unicodeScalars.compactMap { emoji.glyph(for: $0) } }
        #expect(split("ok 😀!") == [.text("ok "), .emoji(glyphs("😀")), .text("!")])
        #expect(split("👍🏽") == [.emoji(glyphs("👍"))])
        #expect(split("🇫🇷") == [.emoji(glyphs("🇫🇷"))] && glyphs("🇫🇷").count == 2)
        #expect(split("👩‍💻") == [.emoji(glyphs("👩💻"))])
        #expect(split("❤️") == [.emoji(glyphs("❤"))])
        #expect(split("plain") == [.text("plain")])
        // DejaVu has some emoji in black and white; emoji-presented ones still go to colour.
        let everything = { (s: String) in TextRun.split(s, hasMainGlyph: { _ in true }, emojiGlyph: { emoji.glyph(for: $0) }) }
        #expect(everything("😀") == [.emoji(glyphs("😀"))])
        #expect(everything("❤") == [.text("❤")] && everything("❤️") == [.emoji(glyphs("❤"))])
        #expect(everything("☺\u{FE0E}") == [.text("☺\u{FE0E}")])
    }

    @Test("a grinning face after black text draws yellow where it is measured, and the text stays black")
    func emojiDrawsInColor() throws {
        let root = makeRoot()
        let label = TextLayer(name: "label", string: "ok 😀", fontSize: 24, textColor: .black)
        label.setFrame(Rect(x: 100, y: 100, width: 200, height: 40))
        root.addSublayer(label)
        let canvas = try render(root, name: "emoji-ok")
        let textEnd = 100 + width("ok ", size: 24), emojiEnd = 100 + width("ok 😀", size: 24)
        #expect(yellowPixels(canvas, x: textEnd..<emojiEnd, y: 100..<140) > 150)
        #expect(yellowPixels(canvas, x: 100..<textEnd, y: 100..<140) == 0)
        #expect(yellowPixels(canvas, x: emojiEnd..<400, y: 0..<400) == 0)
        var dark = 0
        for y in 100..<140 {
            for x in 100..<textEnd {
                let c = canvas.pixel(x: x, y: y)
                if c.red < 0.2 && c.green < 0.2 && c.blue < 0.2 { dark += 1 }
            }
        }
        #expect(dark > 20, "the letters are still drawn in the text colour")
    }

    @Test("wrapped bold text, like an 8-Ball answer, keeps its emoji in colour on every line")
    func wrappedBold() throws {
        let root = makeRoot()
        let label = TextLayer(name: "answer", string: "Yes 😀 I see it 😀", fontSize: 20, textColor: .white, alignment: .center, bold: true)
        label.numberOfLines = 0
        label.setFrame(Rect(x: 100, y: 100, width: 90, height: 80))
        root.addSublayer(label)
        let canvas = try render(root, name: "emoji-wrapped")
        #expect(yellowPixels(canvas, x: 100..<190, y: 100..<140) > 80, "the first line's emoji")
        #expect(yellowPixels(canvas, x: 100..<190, y: 140..<180) > 80, "the second line's emoji")
    }

    @Test("the text colour tints the letters but not the emoji")
    func emojiIsNotTinted() throws {
        func draw(_ color: Color) throws -> OffscreenCanvas {
            let root = makeRoot()
            let label = TextLayer(name: "label", string: "😀", fontSize: 32, textColor: color)
            label.setFrame(Rect(x: 50, y: 50, width: 100, height: 50))
            root.addSublayer(label)
            return try render(root, width: 200, height: 150, name: "emoji-tint")
        }
        let red = try draw(.red), blue = try draw(.blue)
        var same = 0, painted = 0
        for y in 50..<100 {
            for x in 50..<150 where !red.pixel(x: x, y: y).isBackground {
                painted += 1
                if red.pixel(x: x, y: y) == blue.pixel(x: x, y: y) { same += 1 }
            }
        }
        #expect(painted > 300 && same == painted)
        #expect(yellowPixels(red, x: 50..<150, y: 50..<100) > 200)
    }

    @Test("without an emoji font, emoji measure and draw as the main font's boxes, without crashing")
    func noEmojiFont() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["MOTIONLAB_EMOJI_FONT"] = "none"
        let plain = try FontLibrary(locator: FontLocator(environment: environment))
        #expect(plain.fonts.emoji == nil && plain.emoji == nil)
        #expect(plain.measure("ok 😀", pixelSize: 17, bold: false).width > plain.measure("ok ", pixelSize: 17, bold: false).width)
        let drawn = try #require(plain.render("ok 😀", pixelSize: 17, bold: false))
        #expect(drawn.color == nil)
        SDL_FreeSurface(drawn.glyphs)
    }

    @Test("an emoji typed into the text field shows in colour, and caret positions over emoji only grow")
    func textField() throws {
        let h = ShellHarness(tab: nil, options: LaunchOptions(gallery: GalleryOptions()), textMeasurer: fonts)
        let frame = h.dump.first(named: "textfield")!.frame
        var s = EventScript()
        s.click(frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
        s.add(.text("a😀b👍🏽c🇫🇷d"))
        h.play(s)
        #expect(h.dump.first(named: "textfield.text")?.text == "a😀b👍🏽c🇫🇷d")
        var carets: [Double] = [h.dump.first(named: "textfield.caret")!.frame[0]]
        for _ in 0..<7 {
            var left = EventScript(start: h.clock.now + 0.1)
            left.key("left")
            h.play(left)
            carets.append(h.dump.first(named: "textfield.caret")!.frame[0])
        }
        #expect(zip(carets, carets.dropFirst()).allSatisfy { $0 > $1 }, "caret x from the end leftwards: \(carets)")
        let canvas = try render(h.shell.rootLayer, width: 1024, height: 768, name: "emoji-textfield")
        let x = Int(frame[0])..<Int(frame[0] + frame[2]), y = Int(frame[1])..<Int(frame[1] + frame[3])
        #expect(yellowPixels(canvas, x: x, y: y) > 50)
    }
}
