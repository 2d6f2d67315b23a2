import Animation
import Geometry
import Testing
@testable import SDLFront

/// Layers that share an edge at a fraction of a pixel leave no seam between them, and a box
/// at a fractional position has no gap inside (SDL's software renderer draws an upright
/// rectangle of two triangles with its width truncated apart from its position).
@Suite("Seams between abutting layers", .serialized)
struct SeamPixelTests {
    /// A filled rectangle with `frame`.
    private func box(_ name: String, _ frame: Rect, _ color: Color) -> Layer {
        let l = Layer(name: name)
        l.setFrame(frame)
        l.backgroundColor = color
        return l
    }

    /// How far the pixel is from `color`, the largest channel difference.
    private func distance(_ a: Color, _ b: Color) -> Double {
        max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
    }

    @Test("two blue boxes side by side at fractional x leave no lighter column between them", arguments: [0.1, 0.25, 0.5, 0.75, 0.9])
    func sideBySide(fraction: Double) throws {
        let root = makeRoot()
        let edge = 100 + fraction
        root.addSublayer(box("left", Rect(x: 40.3, y: 50, width: edge - 40.3, height: 100), .blue))
        root.addSublayer(box("right", Rect(x: edge, y: 50, width: 60.6, height: 100), .blue))
        let canvas = try render(root, name: "seam-x-\(fraction)")
        let worst = (90...110).map { distance(canvas.pixel(x: $0, y: 100), .blue) }.max()!
        #expect(worst < 0.02, "a seam at x = \(edge): \(worst)")
    }

    @Test("a column of rows 33.3 pt tall, as a table's, shows no lighter line between any two", arguments: [1.0, 2.0])
    func stackedRows(scale: Double) throws {
        let root = makeRoot()
        for i in 0..<9 {
            root.addSublayer(box("row\(i)", Rect(x: 20.25, y: 10.4 + Double(i) * 33.3, width: 150.5, height: 33.3), .blue))
        }
        let size = Int(400 * scale)
        let canvas = try render(root, width: size, height: size, scale: scale, name: "seam-rows-\(scale)")
        let x = Int(100 * scale)
        let top = Int((11 * scale).rounded(.up)), bottom = Int(((10.4 + 9 * 33.3) * scale).rounded(.down)) - 1
        let light = (top...bottom).filter { distance(canvas.pixel(x: x, y: $0), .blue) > 0.02 }
        #expect(light.isEmpty, "lighter rows at \(light)")
    }

    @Test("a translucent box split in two at a fractional x is as even across the split as the boxes are inside")
    func translucentHalves() throws {
        let root = makeRoot()
        let c = Color.blue.withAlpha(0.5)
        root.addSublayer(box("left", Rect(x: 40, y: 50, width: 60.4, height: 100), c))
        root.addSublayer(box("right", Rect(x: 100.4, y: 50, width: 60, height: 100), c))
        let canvas = try render(root, name: "seam-translucent")
        let inside = canvas.pixel(x: 70, y: 100)
        let worst = (90...110).map { distance(canvas.pixel(x: $0, y: 100), inside) }.max()!
        #expect(worst < 0.02, "the split differs by \(worst) from \(inside)")
    }

    @Test("rounded corners keep their anti-aliased arcs on a snapped box")
    func cornersStaySmooth() throws {
        let root = makeRoot()
        let card = box("card", Rect(x: 100.3, y: 100.6, width: 200.2, height: 120.3), .blue)
        card.cornerRadius = 20
        root.addSublayer(card)
        let canvas = try render(root, name: "seam-corner")
        // Across the top-left arc (about 45 degrees), some pixels are part-covered.
        let arc = (100...112).flatMap { y in (100...112).map { canvas.pixel(x: $0, y: y) } }
        let blended = arc.filter { $0.red > 0.05 && $0.red < 0.95 }
        #expect(blended.count >= 5, "only \(blended.count) anti-aliased pixels on the arc")
        // The straight edges are on whole pixels: the top edge's row is wholly blue or white.
        #expect(distance(canvas.pixel(x: 200, y: 101), .blue) < 0.02 && canvas.pixel(x: 200, y: 100).isBackground)
    }

    @Test("a translucent rounded container is even down its edge: its fill's triangles blend once where they meet")
    func translucentContainerEdge() throws {
        let root = makeRoot(width: 600)
        let control = box("control", Rect(x: 254, y: 335.4, width: 270, height: 32), Color(r8: 0x76, g8: 0x76, b8: 0x80).withAlpha(0.12))
        control.cornerRadius = 9
        control.addSublayer(Layer(name: "segment"))
        root.addSublayer(control)
        let canvas = try render(root, width: 600, name: "seam-translucent-container")
        let edge = (344...357).map { canvas.pixel(x: 254, y: $0) }
        let worst = edge.map { distance($0, edge[0]) }.max()!
        #expect(worst < 0.01, "the left edge varies by \(worst): \(edge)")
    }
}
