import Foundation
import Geometry
import Testing
@testable import Animation

/// The area triangles cover, counted once per triangle.
private func area(_ triangles: [Point]) -> Double {
    stride(from: 0, to: triangles.count, by: 3).reduce(0.0) { sum, i in
        let a = triangles[i], b = triangles[i + 1], c = triangles[i + 2]
        return sum + abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
    }
}

/// Fills by rule and strokes as outlines, checked by the area they cover.
@Suite("Path tessellation")
struct PathTessellationTests {
    @Test("a concave polygon fills exactly its area")
    func concave() {
        // An L: 100x100 less its top-right 50x50 quarter.
        let l = [Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 50, y: 50), Point(x: 100, y: 50), Point(x: 100, y: 100), Point(x: 0, y: 100)]
        #expect(abs(area(PolygonFiller.triangles([l], rule: .nonZero)) - 7500) < 1e-6)
        #expect(abs(area(PolygonFiller.triangles([l.reversed()], rule: .evenOdd)) - 7500) < 1e-6)
    }

    @Test("a five-pointed star: non-zero fills its centre, even-odd leaves it empty")
    func star() {
        let star = (0..<5).map { k -> Point in
            let a = -Double.pi / 2 + Double(k) * 4 * .pi / 5
            return Point(x: 100 * cos(a), y: 100 * sin(a))
        }
        let nonZero = PolygonFiller.triangles([star], rule: .nonZero), evenOdd = PolygonFiller.triangles([star], rule: .evenOdd)
        // The inner pentagon's circumradius is 100·cos(72°)/cos(36°).
        let r = 100 * cos(0.4 * .pi) / cos(0.2 * .pi)
        let pentagon = 2.5 * r * r * sin(0.4 * .pi)
        #expect(abs(area(nonZero) - area(evenOdd) - pentagon) < 1e-6)
        #expect(PolygonFiller.winding(at: .zero, of: [star]) != 0)
    }

    @Test("a stroke covers length × width, plus what its caps add")
    func strokeArea() {
        let line = [Polyline(points: [Point(x: 0, y: 0), Point(x: 100, y: 0)], isClosed: false)]
        func covered(_ cap: LineCap) -> Double {
            let c = StrokeOutliner.contours(line, style: StrokeStyle(width: 10, cap: cap, join: .miter, miterLimit: 10), tolerance: 0.01)
            return area(PolygonFiller.triangles(c, rule: .nonZero))
        }
        #expect(abs(covered(.butt) - 1000) < 1e-6)
        #expect(abs(covered(.square) - 1100) < 1e-6)
        // Chords sag at most the tolerance, so the two half discs lose at most their
        // perimeter (2π·5) times 0.01.
        #expect(abs(covered(.round) - (1000 + .pi * 25)) < 2 * .pi * 5 * 0.01)
    }

    @Test("a right-angle corner: miter fills the square corner, bevel cuts it, round lies between")
    func joins() {
        let corner = [Polyline(points: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100)], isClosed: false)]
        func covered(_ join: LineJoin) -> Double {
            let c = StrokeOutliner.contours(corner, style: StrokeStyle(width: 10, cap: .butt, join: join, miterLimit: 10), tolerance: 0.01)
            return area(PolygonFiller.triangles(c, rule: .nonZero))
        }
        // Two 100x10 arms overlap in a 5x5 square at the corner; the outer 5x5 corner is
        // the miter's, half of it the bevel's, a quarter disc the round join's.
        let arms = 2 * 1000 - 25.0
        #expect(abs(covered(.miter) - (arms + 25)) < 1e-6)
        #expect(abs(covered(.bevel) - (arms + 12.5)) < 1e-6)
        #expect(abs(covered(.round) - (arms + .pi * 25 / 4)) < .pi * 5 / 2 * 0.01)
    }

    @Test("a closed ring's stroke is the annulus between its two offsets")
    func ring() {
        let square = [Polyline(points: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)], isClosed: true)]
        let c = StrokeOutliner.contours(square, style: StrokeStyle(width: 10, cap: .butt, join: .miter, miterLimit: 10), tolerance: 0.01)
        #expect(abs(area(PolygonFiller.triangles(c, rule: .nonZero)) - (110 * 110 - 90 * 90)) < 1e-6)
    }

    @Test("strokeEnd animates like any property, shows in the dump, and only a change of shape re-tessellates")
    func strokeEndAnimates() {
        let root = Layer()
        root.setFrame(Rect(x: 0, y: 0, width: 200, height: 200))
        let host = LayerHost(root: root)
        let ring = ShapeLayer(name: "ring", path: Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100)))
        ring.setFrame(Rect(x: 50, y: 50, width: 100, height: 100))
        ring.fillColor = nil
        ring.strokeColor = .blue
        ring.lineWidth = 6
        root.addSublayer(ring)
        host.update(at: 0)
        ring.add(BasicAnimation(.strokeEnd, from: .scalar(0), to: .scalar(1), duration: 2), forKey: "progress")
        host.update(at: 1)
        #expect(abs(ring.presentation.strokeEnd - 0.5) < 1e-9)
        #expect(root.dump().first(named: "ring")?.shape?.strokeEnd == 0.5)

        let builder = DisplayListBuilder()
        _ = builder.build(root, pixelWidth: 200, pixelHeight: 200)
        #expect(builder.statistics.shapesTessellated == 1)
        ring.position = Point(x: 120, y: 90)
        _ = builder.build(root, pixelWidth: 200, pixelHeight: 200)
        #expect(builder.statistics.shapesTessellated == 0, "moving reuses the tessellation")
        host.update(at: 1.5)
        _ = builder.build(root, pixelWidth: 200, pixelHeight: 200)
        #expect(builder.statistics.shapesTessellated == 1, "a longer stroke is a new shape")
    }
}

/// CAGradientLayer's colours animate like any property.
@Suite("Gradient colours")
struct GradientColorAnimationTests {
    @Test("a gradient's colours blend colour by colour mid-animation, implicitly and explicitly")
    func colorsAnimate() {
        let root = Layer()
        let host = LayerHost(root: root)
        let g = GradientLayer(name: "g", kind: .axial, colors: [.red, .blue])
        g.setFrame(Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSublayer(g)
        host.update(at: 0)
        host.animate(duration: 1, timingFunction: .linear, changes: { g.colors = [.blue, .red] })
        host.update(at: 0.5)
        let mid = Color(red: 0.5, green: 0, blue: 0.5)
        #expect(g.presentation.gradientColors == [mid, mid])
        #expect(g.colors == [.blue, .red], "the model holds the new colours at once")
        #expect(g.color(atUnit: 0.5, 0) == mid)
        host.update(at: 1)
        #expect(g.presentation.gradientColors == [.blue, .red])
        // Lists of different lengths cannot blend: they change over halfway.
        g.add(BasicAnimation(.gradientColors, from: .colors([.red]), to: .colors([.green, .blue]), duration: 1), forKey: "swap")
        host.update(at: 1.4)
        #expect(g.presentation.gradientColors == [.red])
        host.update(at: 1.6)
        #expect(g.presentation.gradientColors == [.green, .blue])
    }
}
