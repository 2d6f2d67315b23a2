import Animation
import Geometry
import Testing
@testable import SDLFront

@Suite("Rounded masks and truncated text", .serialized)
struct MaskAndTruncationTests {
    @Test("masksToBounds with a corner radius clips sublayers to the rounded shape, anti-aliased")
    func roundedMask() throws {
        let root = makeRoot()
        let card = makeSquare("card", center: Point(x: 200, y: 200), side: 200, color: .white, radius: 60)
        card.masksToBounds = true
        let fill = makeSquare("fill", center: Point(x: 100, y: 100), side: 200, color: .red)
        card.addSublayer(fill)
        root.addSublayer(card)
        let canvas = try render(root, name: "rounded-mask")
        #expect(canvas.pixel(x: 200, y: 200) == .red)
        #expect(canvas.pixel(x: 103, y: 200) == .red, "the straight edge is not cut")
        #expect(canvas.pixel(x: 103, y: 103).isBackground, "the corner is cut away")
        #expect(canvas.pixel(x: 296, y: 296).isBackground)
        // Along the corner arc the mask's coverage blends red into white.
        let arc = (110...125).map { canvas.pixel(x: $0, y: $0) }
        #expect(arc.contains { $0.red > 0.97 && $0.green > 0.1 && $0.green < 0.9 }, "no anti-aliased pixels on the arc")
    }

    @Test("a rounded mask partly off the window draws its visible part, and the frame's text still draws")
    func maskOffWindow() throws {
        let root = makeRoot()
        // SDL refused every textured call of a frame whose vertices held one texture
        // coordinate outside 0…1, as this card's mask does past the window's left edge.
        let card = makeSquare("card", center: Point(x: 20, y: 200), side: 200, color: .white, radius: 40)
        card.masksToBounds = true
        card.addSublayer(makeSquare("fill", center: Point(x: 100, y: 100), side: 200, color: .red))
        root.addSublayer(card)
        let text = TextLayer(name: "label", string: "Still here", fontSize: 24, textColor: .black)
        text.setFrame(Rect(x: 200, y: 40, width: 180, height: 40))
        root.addSublayer(text)
        let canvas = try render(root, name: "mask-off-window")
        #expect(canvas.pixel(x: 2, y: 200) == .red && canvas.pixel(x: 100, y: 200) == .red, "the card's part in the window shows")
        #expect(canvas.pixel(x: 118, y: 298).isBackground && canvas.pixel(x: 100, y: 280) == .red, "its corner in the window is still round")
        let inked = (40..<80).flatMap { y in (200..<380).map { x in canvas.pixel(x: x, y: y) } }.filter { $0.red < 0.5 }.count
        #expect(inked > 100, "the text drew: \(inked) dark pixels")
    }

    @Test("a label too wide for its bounds ends in an ellipsis and stays inside them")
    func truncation() throws {
        let root = makeRoot()
        let text = TextLayer(name: "label", string: "Double-tap to add a circle · hold to lift and drag", fontSize: 17, textColor: .black)
        text.truncationMode = .end
        text.setFrame(Rect(x: 50, y: 100, width: 160, height: 30))
        root.addSublayer(text)
        let canvas = try render(root, name: "truncated")
        let list = canvas.builder.build(root, pixelWidth: 400, pixelHeight: 400)
        let strings = list.commands.compactMap { c -> String? in
            if case .draw(.text(let key)?, _) = c { return key.string } else { return nil }
        }
        #expect(strings.count == 1 && strings[0].hasSuffix("…") && strings[0].hasPrefix("Double-tap"), "\(strings)")
        for y in 0..<400 {
            for x in 0..<400 where !canvas.pixel(x: x, y: y).isBackground {
                #expect(x >= 50 && x < 210, "a painted pixel at (\(x), \(y)) is outside the label")
            }
        }
    }
}

@Suite("Animated WebP writer")
struct AnimatedWebPWriterTests {
    @Test("a writer dropped with frames still encoding (a recording that failed) waits for them and goes quietly")
    func droppedMidway() throws {
        for _ in 0..<3 {
            let w = try AnimatedWebPWriter(width: 64, height: 48)
            for i in 0..<6 { try w.add([UInt32](repeating: 0xFF00_0000 | UInt32(i * 40), count: 64 * 48), atMilliseconds: i * 33) }
        }
        let w = try AnimatedWebPWriter(width: 64, height: 48)
        for i in 0..<4 { try w.add([UInt32](repeating: 0xFF00_0000 | UInt32(i * 60), count: 64 * 48), atMilliseconds: i * 50) }
        let info = try #require(AnimatedWebPInfo(try w.finish(endMilliseconds: 200)))
        #expect(info.durations == [50, 50, 50, 50] && info.width == 64)
    }
}
