import Animation
import Geometry
import Testing
@testable import SDLFront

/// Shape layers as they come out of the renderer: stroke widths, trimmed strokes, fill
/// rules and anti-aliased edges, read back pixel by pixel.
@Suite("Shape layer pixels", .serialized)
struct ShapeLayerPixelTests {
    private func ring(strokeEnd: Double = 1, width: Double = 10) -> ShapeLayer {
        let ring = ShapeLayer(name: "ring", path: Path(ellipseIn: Rect(x: 0, y: 0, width: 160, height: 160)))
        ring.bounds = Rect(x: 0, y: 0, width: 160, height: 160)
        ring.position = Point(x: 200, y: 200)
        ring.fillColor = nil
        ring.strokeColor = .red
        ring.lineWidth = width
        ring.strokeEnd = strokeEnd
        return ring
    }

    @Test("a stroked circle's ring is as wide as its line, centred on the path, and empty inside")
    func ringWidth() throws {
        let root = makeRoot()
        root.addSublayer(ring())
        let canvas = try render(root, name: "shape-ring")
        // Along the row through the centre, the ring spans radius 75...85 on each side.
        let row = (0..<400).filter { !canvas.pixel(x: $0, y: 200).isBackground }
        let right = row.filter { $0 > 200 }, left = row.filter { $0 < 200 }
        #expect(right.first.map { abs($0 - 275) <= 1 } == true && right.last.map { abs($0 - 284) <= 1 } == true, "right side \(right)")
        #expect(left.first.map { abs($0 - 115) <= 1 } == true && left.last.map { abs($0 - 124) <= 1 } == true, "left side \(left)")
        #expect(canvas.pixel(x: 280, y: 200) == .red && canvas.pixel(x: 200, y: 280) == .red)
        #expect(canvas.pixel(x: 200, y: 200).isBackground)
        // Where the ring crosses pixels part-way (near 45°) its edge is blended.
        let edge = (250...270).flatMap { y in (250...270).map { canvas.pixel(x: $0, y: y) } }
        #expect(edge.filter { $0.red > 0.97 && $0.green > 0.1 && $0.green < 0.9 }.count >= 10)
    }

    @Test("strokeEnd 0.5 draws half the ring: from the right, clockwise through the bottom")
    func halfRing() throws {
        let root = makeRoot()
        root.addSublayer(ring(strokeEnd: 0.5))
        let canvas = try render(root, name: "shape-half-ring")
        #expect(canvas.pixel(x: 200, y: 280) == .red, "bottom drawn")
        #expect(canvas.pixel(x: 200, y: 120).isBackground, "top not drawn")
        #expect(canvas.pixel(x: 257, y: 257) == .red && canvas.pixel(x: 143, y: 143).isBackground)
    }

    @Test("even-odd leaves a hole where non-zero fills a square nested in a square")
    func fillRules() throws {
        for rule in [FillRule.nonZero, .evenOdd] {
            let root = makeRoot()
            var path = Path(rect: Rect(x: 0, y: 0, width: 200, height: 200))
            path.addRect(Rect(x: 50, y: 50, width: 100, height: 100))
            let shape = ShapeLayer(name: "nested", path: path)
            shape.setFrame(Rect(x: 100, y: 100, width: 200, height: 200))
            shape.fillColor = .blue
            shape.fillRule = rule
            root.addSublayer(shape)
            let canvas = try render(root, name: "shape-\(rule.rawValue)")
            #expect(canvas.pixel(x: 120, y: 200) == .blue)
            #expect(rule == .nonZero ? canvas.pixel(x: 200, y: 200) == .blue : canvas.pixel(x: 200, y: 200).isBackground)
        }
    }

    @Test("a slanted edge is anti-aliased: coverage falls off across one pixel")
    func slantedEdge() throws {
        let root = makeRoot()
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 300, y: 100))
        path.addLine(to: Point(x: 0, y: 200))
        path.closeSubpath()
        let shape = ShapeLayer(name: "wedge", path: path)
        shape.setFrame(Rect(x: 50, y: 100, width: 300, height: 200))
        root.addSublayer(shape)
        let canvas = try render(root, name: "shape-wedge")
        // Down the column x = 200, the top edge crosses at y = 100 + 150/3 = 150.
        let greys = (140...160).map { canvas.pixel(x: 200, y: $0).red }.filter { $0 > 0.05 && $0 < 0.95 }
        #expect(!greys.isEmpty && greys.count <= 3, "blended pixels across the edge: \(greys)")
        #expect(canvas.pixel(x: 200, y: 200) == .black && canvas.pixel(x: 200, y: 140).isBackground)
    }
}
