import Foundation

/// A run of straight segments: one subpath of a flattened `Path`.
public struct Polyline: Equatable, Sendable {
    public var points: [Point]
    /// Whether the last point joins back to the first.
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// Total length, the closing segment included when closed.
    public var length: Double {
        guard points.count > 1 else { return 0 }
        var total = 0.0
        for i in 1..<points.count { total += points[i - 1].distance(to: points[i]) }
        if isClosed { total += points[points.count - 1].distance(to: points[0]) }
        return total
    }
}

extension Path {
    /// The most segments one curve is cut into, however large it is drawn.
    public static let maximumSegmentsPerCurve = 256

    /// The path as polylines whose segments stray at most `tolerance` from the curves
    /// (Wang's bound on the segment count for a Bézier). Repeated points are dropped; a
    /// subpath with a single point is kept, so a round cap can still draw a dot.
    public func flattened(tolerance: Double) -> [Polyline] {
        let tol = max(1e-6, tolerance)
        var out: [Polyline] = []
        var current: [Point] = []
        func flush(closed: Bool) {
            if !current.isEmpty { out.append(Polyline(points: current, isClosed: closed && current.count > 2)) }
            current = []
        }
        func add(_ p: Point) {
            guard p.x.isFinite, p.y.isFinite else { return }
            if let last = current.last, last == p { return }
            current.append(p)
        }
        var pen = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                flush(closed: false)
                add(p)
                pen = p
            case .line(let p):
                add(p)
                pen = p
            case .quadCurve(let p, let c):
                let m = Vector(dx: pen.x - 2 * c.x + p.x, dy: pen.y - 2 * c.y + p.y).length
                let n = Self.segmentCount(0.25 * m / tol)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    add(Point(x: u * u * pen.x + 2 * u * t * c.x + t * t * p.x,
                              y: u * u * pen.y + 2 * u * t * c.y + t * t * p.y))
                }
                pen = p
            case .curve(let p, let c1, let c2):
                let m = max(Vector(dx: pen.x - 2 * c1.x + c2.x, dy: pen.y - 2 * c1.y + c2.y).length,
                            Vector(dx: c1.x - 2 * c2.x + p.x, dy: c1.y - 2 * c2.y + p.y).length)
                let n = Self.segmentCount(0.75 * m / tol)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
                    add(Point(x: a * pen.x + b * c1.x + cc * c2.x + d * p.x,
                              y: a * pen.y + b * c1.y + cc * c2.y + d * p.y))
                }
                pen = p
            case .close:
                // A closing point equal to the start is implied by isClosed.
                if current.count > 1, current.last == current.first { current.removeLast() }
                let start = current.first
                flush(closed: true)
                if let start { pen = start }
            }
        }
        flush(closed: false)
        return out
    }

    private static func segmentCount(_ squared: Double) -> Int {
        guard squared.isFinite else { return maximumSegmentsPerCurve }
        return min(maximumSegmentsPerCurve, max(1, Int(squared.squareRoot().rounded(.up))))
    }
}

extension Polyline {
    /// The part of `lines` between fractions `start` and `end` of their total length
    /// (CAShapeLayer's strokeStart and strokeEnd): subpaths are taken one after another, as
    /// Core Animation measures them. A closed subpath cut anywhere becomes open. Returns
    /// the lines unchanged for 0...1, and nothing when the range is empty.
    public static func trimmed(_ lines: [Polyline], from start: Double, to end: Double) -> [Polyline] {
        let s = max(0, min(1, start.isFinite ? start : 0)), e = max(0, min(1, end.isFinite ? end : 1))
        if s <= 0 && e >= 1 { return lines }
        guard e > s else { return [] }
        let total = lines.reduce(0) { $0 + $1.length }
        guard total > 0 else { return [] }
        let from = s * total, to = e * total
        var out: [Polyline] = []
        var offset = 0.0
        for line in lines {
            let lineStart = offset, lineEnd = offset + line.length
            if from <= lineStart && to >= lineEnd {
                // Wholly inside the range: kept as it is, closed subpaths still closed.
                out.append(line)
                offset = lineEnd
                continue
            }
            var pts = line.points
            if line.isClosed, let first = pts.first { pts.append(first) }
            var piece: [Point] = []
            for i in 1..<max(1, pts.count) {
                let a = pts[i - 1], b = pts[i]
                let len = a.distance(to: b)
                let segStart = offset, segEnd = offset + len
                offset = segEnd
                guard segEnd > from, segStart < to, len > 0 else { continue }
                let t0 = max(0, (from - segStart) / len), t1 = min(1, (to - segStart) / len)
                let p0 = Point(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = Point(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if piece.isEmpty { piece.append(p0) }
                if piece.last != p1 { piece.append(p1) }
            }
            if !piece.isEmpty { out.append(Polyline(points: piece, isClosed: false)) }
        }
        return out
    }
}
