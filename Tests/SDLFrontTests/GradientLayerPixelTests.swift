import Animation
import Geometry
import Testing
@testable import SDLFront

/// Gradient layers as drawn: the colour at known points of each kind, and a mesh that
/// leaves no pixel out.
@Suite("Gradient layer pixels", .serialized)
struct GradientLayerPixelTests {
    private func gradient(_ kind: GradientLayer.Kind, _ colors: [Color], frame: Rect) -> GradientLayer {
        let g = GradientLayer(name: "gradient", kind: kind, colors: colors)
        g.setFrame(frame)
        return g
    }

    @Test("axial: the colour runs along the line from start to end, and holds past the ends")
    func axial() throws {
        let root = makeRoot()
        let g = gradient(.axial, [.red, .blue], frame: Rect(x: 100, y: 100, width: 200, height: 100))
        g.startPoint = Point(x: 0.25, y: 0.5)
        g.endPoint = Point(x: 0.75, y: 0.5)
        root.addSublayer(g)
        let c = try render(root, name: "gradient-axial")
        let quarter = c.pixel(x: 175, y: 150), middle = c.pixel(x: 200, y: 150)
        #expect(c.pixel(x: 110, y: 150) == .red && c.pixel(x: 290, y: 150) == .blue)
        #expect(abs(middle.red - 0.5) < 0.03 && abs(middle.blue - 0.5) < 0.03, "\(middle)")
        #expect(abs(quarter.red - 0.75) < 0.03, "\(quarter)")
    }

    @Test("radial: the first colour at the centre, the last at the radius and beyond")
    func radial() throws {
        let root = makeRoot()
        let g = gradient(.radial, [.black, .green], frame: Rect(x: 100, y: 100, width: 200, height: 200))
        g.startPoint = Point(x: 0.5, y: 0.5)
        g.endPoint = Point(x: 1, y: 1)
        root.addSublayer(g)
        let c = try render(root, name: "gradient-radial")
        #expect(c.pixel(x: 200, y: 200).green < 0.03)
        #expect(abs(c.pixel(x: 250, y: 200).green - 0.5) < 0.04, "halfway out along x")
        #expect(c.pixel(x: 298, y: 298).green > 0.97)
    }

    @Test("conic: colours turn clockwise from the direction of the end point")
    func conic() throws {
        let root = makeRoot()
        let g = gradient(.conic, [.red, .blue], frame: Rect(x: 100, y: 100, width: 200, height: 200))
        g.startPoint = Point(x: 0.5, y: 0.5)
        g.endPoint = Point(x: 1, y: 0.5)
        root.addSublayer(g)
        let c = try render(root, name: "gradient-conic")
        // A quarter turn clockwise from +x is straight down on screen.
        let down = c.pixel(x: 200, y: 280), up = c.pixel(x: 200, y: 120)
        #expect(abs(down.red - 0.75) < 0.05 && abs(up.red - 0.25) < 0.05, "down \(down), up \(up)")
    }

    @Test("the mesh covers every pixel, wherever the layer lies", arguments: [0.0, 0.3, 0.5, 0.7])
    func noGaps(offset: Double) throws {
        let root = makeRoot()
        root.addSublayer(gradient(.radial, [.red, .red], frame: Rect(x: 50 + offset, y: 60 + offset * 1.7, width: 257.3, height: 131.9)))
        let c = try render(root, width: 800, height: 800, scale: 2, name: "gradient-gaps")
        let holes = (130...380).flatMap { y in (110...600).map { (x: $0, y: y) } }.filter { c.pixel(x: $0.x, y: $0.y) != .red }
        #expect(holes.isEmpty, "\(holes.count) pixels left out, first \(holes.prefix(3))")
    }
}
