import Foundation
import Testing
import Geometry

/// Vector paths: building, flattening to a tolerance, and trimming by length.
@Suite("Paths")
struct PathTests {
    @Test("a flattened circle stays within the tolerance of the true circle, and is closed", arguments: [0.25, 0.05])
    func circleFlattening(tolerance: Double) {
        let r = 100.0
        let lines = Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r)).flattened(tolerance: tolerance)
        #expect(lines.count == 1 && lines[0].isClosed)
        let pts = lines[0].points
        // Vertices lie on the cubic approximation (within 0.03 % of r of the circle); chords
        // sag inward by at most the tolerance.
        for (i, p) in pts.enumerated() {
            #expect(abs(Vector(dx: p.x, dy: p.y).length - r) < 0.0003 * r + 1e-9)
            let q = pts[(i + 1) % pts.count]
            let mid = Vector(dx: (p.x + q.x) / 2, dy: (p.y + q.y) / 2).length
            #expect(r - mid <= tolerance + 0.0003 * r, "chord \(i) sags \(r - mid)")
        }
        #expect(abs(lines[0].length - 2 * Double.pi * r) < 0.01 * r)
    }

    @Test("arcs go the way asked: clockwise on screen runs from +x through +y")
    func arcDirection() {
        var cw = Path()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        var ccw = Path()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        let a = cw.flattened(tolerance: 0.01)[0].points, b = ccw.flattened(tolerance: 0.01)[0].points
        #expect(a.first == Point(x: 10, y: 0) && abs(a.last!.x + 10) < 1e-9)
        #expect(a.contains { abs($0.x) < 0.5 && abs($0.y - 10) < 0.01 }, "passes through (0, 10)")
        #expect(b.contains { abs($0.x) < 0.5 && abs($0.y + 10) < 0.01 }, "passes through (0, -10)")
        var full = Path()
        full.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(abs(full.flattened(tolerance: 0.01)[0].length - 20 * .pi) < 0.05)
    }

    @Test("trimming measures every subpath in turn; a closed subpath cut becomes open")
    func trimming() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: 100, y: 0))
        p.addRect(Rect(x: 0, y: 10, width: 100, height: 100)) // 400 long
        let lines = p.flattened(tolerance: 0.1)
        #expect(lines.map(\.isClosed) == [false, true])
        #expect(Polyline.trimmed(lines, from: 0, to: 1) == lines)
        #expect(Polyline.trimmed(lines, from: 0.5, to: 0.5).isEmpty)
        // 500 in all: the first 10 % is half the line.
        let head = Polyline.trimmed(lines, from: 0, to: 0.1)
        #expect(head == [Polyline(points: [Point(x: 0, y: 0), Point(x: 50, y: 0)], isClosed: false)])
        // From 20 % (the square's corner) to 40 %: the square's top edge and half its right.
        let mid = Polyline.trimmed(lines, from: 0.2, to: 0.5)
        #expect(mid.count == 1 && !mid[0].isClosed)
        #expect(mid[0].points.first == Point(x: 0, y: 10) && mid[0].points.last == Point(x: 100, y: 60))
        #expect(abs(mid[0].length - 150) < 1e-9)
        // The whole square inside the range stays closed.
        #expect(Polyline.trimmed(lines, from: 0.2, to: 1).last?.isClosed == true)
    }

    @Test("a line with no move starts a subpath, and close returns the pen to the start")
    func penRules() {
        var p = Path()
        p.addLine(to: Point(x: 5, y: 5))
        #expect(p.elements == [.move(Point(x: 5, y: 5))])
        p.addLine(to: Point(x: 10, y: 5))
        p.closeSubpath()
        #expect(p.currentPoint == Point(x: 5, y: 5))
        let flat = p.flattened(tolerance: 1)
        #expect(flat == [Polyline(points: [Point(x: 5, y: 5), Point(x: 10, y: 5)], isClosed: false)], "two points are too few to close")
    }
}
