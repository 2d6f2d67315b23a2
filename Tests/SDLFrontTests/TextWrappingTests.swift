import Animation
import Geometry
import Testing
import Widgets
@testable import SDLFront

/// Wrapping and truncation measured with the fonts the window draws with.
@Suite("Text wrapping", .serialized)
struct TextWrappingTests {
    let fonts = TestFonts.shared

    private func width(_ s: String) -> Int { fonts.measure(s, pixelSize: 17, bold: false).width }

    private func wrap(_ s: String, _ maxWidth: Int, lines: Int = 0) -> [String] {
        TextWrapper().lines(TextKey(string: s, pixelSize: 17, bold: false), maxWidth: maxWidth, maxLines: lines, measurer: fonts)
    }

    @Test("lines break at spaces, each as full as fits, and at every newline")
    func breaksAtSpaces() {
        let text = "Shake the ball and ask it anything you like"
        let w = width("Shake the ball and")
        let lines = wrap(text, w)
        #expect(lines.first == "Shake the ball and")
        #expect(lines.joined(separator: " ") == text)
        #expect(lines.allSatisfy { width($0) <= w })
        // Each line could not have taken the next word.
        for (a, b) in zip(lines, lines.dropFirst()) {
            #expect(width(a + " " + b.split(separator: " ")[0]) > w)
        }
        #expect(wrap("one\ntwo", 1000) == ["one", "two"])
    }

    @Test("a word too long for a line is broken between characters")
    func longWord() {
        let lines = wrap("Supercalifragilistic", width("Supercali"))
        #expect(lines.count >= 2 && lines.joined() == "Supercalifragilistic")
        #expect(lines.allSatisfy { width($0) <= width("Supercali") })
    }

    @Test("past the line limit, the last line shown ends in an ellipsis and still fits")
    func lineLimit() {
        let w = width("It is certain, without")
        let lines = wrap("It is certain, without a doubt, yes definitely, you may rely on it", w, lines: 2)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…") && width(lines[1]) <= w, "\(lines)")
        #expect(wrap("short", w, lines: 2) == ["short"])
    }

    @Test("a wrapped label draws its lines one under another inside its bounds, and measures its own height")
    func wrappedLabelDraws() throws {
        let root = makeRoot()
        let host = LayerHost(root: root)
        host.textMeasurer = fonts
        let label = TextLayer(name: "label", string: "Reply hazy, try again. Ask again later. Better not tell you now.", fontSize: 17)
        label.numberOfLines = 0
        label.setFrame(Rect(x: 50, y: 100, width: 200, height: 120))
        root.addSublayer(label)
        let size = try #require(label.sizeThatFits(width: 200))
        #expect(size.width <= 200 && size.height > 40, "\(size)")
        let canvas = try render(root, name: "wrapped-label")
        // Rows with ink come in separate bands, one per line, all within the bounds.
        var inked: [Int] = []
        for y in 0..<400 where (0..<400).contains(where: { !canvas.pixel(x: $0, y: y).isBackground }) { inked.append(y) }
        let bands = zip(inked, inked.dropFirst()).filter { $1 - $0 > 1 }.count + 1
        let lines = TextWrapper().lines(TextKey(string: label.string, pixelSize: 17, bold: false), maxWidth: 200, maxLines: 0, measurer: fonts)
        #expect(bands == lines.count, "\(bands) bands of ink for \(lines)")
        #expect(inked.allSatisfy { $0 >= 100 && $0 < 220 })
    }
}

extension TextWrappingTests {
    @Test("a 4,000-character path with no spaces wraps in a few dozen measurements per line, not thousands")
    func longUnbrokenText() {
        final class Counting: TextMeasuring {
            let inner: TextMeasuring
            var calls = 0
            init(_ inner: TextMeasuring) { self.inner = inner }
            func measure(_ string: String, pixelSize: Int, bold: Bool) -> (width: Int, height: Int) {
                calls += 1
                return inner.measure(string, pixelSize: pixelSize, bold: bold)
            }
        }
        let counting = Counting(fonts)
        let path = "/" + String(repeating: "abcdefghij", count: 400)
        let lines = TextWrapper().lines(TextKey(string: path, pixelSize: 17, bold: false), maxWidth: 300, maxLines: 3, measurer: counting)
        #expect(lines.count == 3 && lines[2].hasSuffix("…"))
        #expect(counting.calls < 200, "\(counting.calls) measurements")
    }
}

@Suite("A message's details hint")
struct ToastHintWrappingTests {
    @Test("a wrapped warning with details never leaves part of \"click to see all\" alone on a line")
    func hintStaysWhole() {
        let warning = "/home/user/.config/motionlab/layouts/squares.json: square 3: the colour \"#12345\" is not #RGB, #RRGGBB or #RRGGBBAA (+2 more)"
        let hint = Toast.detailsHint.trimmingCharacters(in: .whitespaces)
        for width in stride(from: 200, through: 1000, by: 7) {
            let lines = TextWrapper().lines(TextKey(string: warning + Toast.detailsHint, pixelSize: 14, bold: false),
                                            maxWidth: width, maxLines: 0, measurer: TestFonts.shared)
            #expect(lines.last?.hasSuffix(hint) == true, "at \(width) px: \(lines)")
        }
    }
}
