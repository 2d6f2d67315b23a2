import Animation
import Geometry
import Testing
@testable import SDLFront

/// `masksToBounds` with a corner radius clips sublayers to exactly the rounded shape the
/// layer's own background fills: at fractional positions, nested, turned and scaled.
@Suite("Rounded masks, exactly", .serialized)
struct RoundedMaskPixelTests {
    /// A card `frame` with a blue background and corner `radius`, masking a red fill
    /// larger than itself: wherever the card shows, the red covers the blue exactly.
    private func card(_ frame: Rect, radius: Double) -> Layer {
        let card = Layer(name: "card")
        card.setFrame(frame)
        card.backgroundColor = .blue
        card.cornerRadius = radius
        card.masksToBounds = true
        let fill = Layer(name: "fill")
        fill.setFrame(Rect(x: -50, y: -50, width: frame.width + 100, height: frame.height + 100))
        fill.backgroundColor = .red
        card.addSublayer(fill)
        return card
    }

    // A pixel here mixes white, the card's blue and the fill's red, each with a share:
    // red = R − G, blue = B − G, white = G. Where the mask and the card's background have
    // the same coverage c (as they should: the same shape), blue's share is c(1 − c),
    // never more than red's c.

    /// Pixels where more of the card's blue shows than the red covering it.
    private func blueShowing(_ canvas: OffscreenCanvas, _ xs: ClosedRange<Int>, _ ys: ClosedRange<Int>) -> [(Int, Int, Color)] {
        ys.flatMap { y in xs.compactMap { x in
            let c = canvas.pixel(x: x, y: y)
            return c.blue - c.red > 0.03 ? (x, y, c) : nil
        } }
    }

    /// Pixels whose shares add up to less than one: black, from a picture drawn twice at
    /// partial alpha, or sampled from outside what was drawn.
    private func darkened(_ canvas: OffscreenCanvas, _ xs: ClosedRange<Int>, _ ys: ClosedRange<Int>) -> [(Int, Int, Color)] {
        ys.flatMap { y in xs.compactMap { x in
            let c = canvas.pixel(x: x, y: y)
            return c.red + c.blue - c.green < 0.95 ? (x, y, c) : nil
        } }
    }

    @Test("at fractional positions the red fills the card's shape exactly: no blue rim, no dark edge", arguments: [0.0, 0.3, 0.5, 0.7])
    func fractional(fraction: Double) throws {
        let root = makeRoot()
        root.addSublayer(card(Rect(x: 100 + fraction, y: 80 + fraction, width: 150.4, height: 120.6), radius: 24))
        let canvas = try render(root, name: "mask-fraction-\(fraction)")
        let blue = blueShowing(canvas, 95...260, 75...210)
        #expect(blue.isEmpty, "blue shows at \(blue.prefix(5))")
        let dark = darkened(canvas, 95...260, 75...210)
        #expect(dark.isEmpty, "dark pixels at \(dark.prefix(5))")
        #expect(canvas.pixel(x: 175, y: 140) == .red)
    }

    @Test("a rounded mask inside another clips to both shapes")
    func nested() throws {
        let root = makeRoot()
        let outer = Layer(name: "outer")
        outer.setFrame(Rect(x: 100.25, y: 100.25, width: 200, height: 200))
        outer.cornerRadius = 60
        outer.masksToBounds = true
        let inner = card(Rect(x: -20.5, y: -20.5, width: 140, height: 140), radius: 30)
        outer.addSublayer(inner)
        root.addSublayer(outer)
        let canvas = try render(root, name: "mask-nested")
        #expect(canvas.pixel(x: 104, y: 104).isBackground, "outside the outer arc, inside the inner box")
        #expect(canvas.pixel(x: 180, y: 180) == .red, "inside both")
        #expect(canvas.pixel(x: 225, y: 225).isBackground, "beyond the inner box")
        // Near the outer shape's top edge, inside the inner box: red up to the edge.
        #expect(canvas.pixel(x: 180, y: 101) == .red)
        let blue = blueShowing(canvas, 95...305, 95...305)
        #expect(blue.isEmpty, "blue shows at \(blue.prefix(5))")
        let dark = darkened(canvas, 95...305, 95...305)
        #expect(dark.isEmpty, "dark pixels at \(dark.prefix(5))")
        // The inner card ends at x = 220 (79.75 + 140, rounded): nothing red past it.
        let spilled = (110...190).filter { !canvas.pixel(x: 220, y: $0).isBackground }
        #expect(spilled.isEmpty, "red past the inner card's edge in rows \(spilled)")
    }

    @Test("a sublayer's straight edges inside a rounded card land on the pixels they would without the mask", arguments: [0.0, 0.3])
    func edgesInside(fraction: Double) throws {
        let root = makeRoot()
        let card = Layer(name: "card")
        card.setFrame(Rect(x: 100 + fraction, y: 80 + fraction, width: 200, height: 240))
        card.backgroundColor = .white
        card.cornerRadius = 40
        card.masksToBounds = true
        let fill = Layer(name: "fill")
        fill.setFrame(Rect(x: 0, y: 0, width: 100, height: 120))
        fill.backgroundColor = .red
        card.addSublayer(fill)
        root.addSublayer(card)
        let canvas = try render(root, name: "mask-edges-inside-\(fraction)")
        // The fill spans x 100...200 and y 80...200 on the window (edges rounded alike).
        let right = (130...190).filter { canvas.pixel(x: 199, y: $0) != .red || !canvas.pixel(x: 200, y: $0).isBackground }
        let bottom = (150...190).filter { canvas.pixel(x: $0, y: 199) != .red || !canvas.pixel(x: $0, y: 200).isBackground }
        #expect(right.isEmpty, "the right edge is off its pixel in rows \(right)")
        #expect(bottom.isEmpty, "the bottom edge is off its pixel in columns \(bottom)")
    }

    @Test("a turned card masks to its turned rounded shape", arguments: [0.5, -0.3])
    func turned(angle: Double) throws {
        let root = makeRoot()
        let c = card(Rect(x: 120.3, y: 130.6, width: 160, height: 120), radius: 20)
        c.transform = .rotationZ(angle)
        root.addSublayer(c)
        let canvas = try render(root, name: "mask-turned-\(angle)")
        #expect(canvas.pixel(x: 200, y: 190) == .red)
        let blue = blueShowing(canvas, 80...320, 80...320)
        #expect(blue.isEmpty, "blue shows at \(blue.prefix(5))")
        let dark = darkened(canvas, 80...320, 80...320)
        #expect(dark.isEmpty, "dark pixels at \(dark.prefix(5))")
        // Nothing red outside the turned card's bounding shape: the corners of its
        // axis-aligned box are background.
        let frame = c.frame
        for (x, y) in [(frame.minX + 3, frame.minY + 3), (frame.maxX - 3, frame.maxY - 3)] {
            #expect(canvas.pixel(x: Int(x), y: Int(y)).isBackground, "(\(x), \(y)) is off the turned card")
        }
    }

    @Test("a card scaled by its transform masks to its scaled shape", arguments: [0.75, 1.6])
    func scaled(scale: Double) throws {
        let root = makeRoot()
        let c = card(Rect(x: 140.2, y: 140.7, width: 120, height: 100), radius: 25)
        c.transform = .scale(scale)
        root.addSublayer(c)
        let canvas = try render(root, name: "mask-scaled-\(scale)")
        #expect(canvas.pixel(x: 200, y: 190) == .red)
        let blue = blueShowing(canvas, 20...380, 20...380)
        #expect(blue.isEmpty, "blue shows at \(blue.prefix(5))")
        let dark = darkened(canvas, 20...380, 20...380)
        #expect(dark.isEmpty, "dark pixels at \(dark.prefix(5))")
    }

    @Test("at pixel scale 2 a rounded mask still fits its card", arguments: [0.25, 0.5])
    func retina(fraction: Double) throws {
        let root = makeRoot()
        root.addSublayer(card(Rect(x: 50 + fraction, y: 60 + fraction, width: 100.3, height: 80.2), radius: 16))
        let canvas = try render(root, width: 800, height: 800, scale: 2, name: "mask-retina-\(fraction)")
        let blue = blueShowing(canvas, 95...310, 115...285)
        #expect(blue.isEmpty, "blue shows at \(blue.prefix(5))")
        let dark = darkened(canvas, 95...310, 115...285)
        #expect(dark.isEmpty, "dark pixels at \(dark.prefix(5))")
    }
}
