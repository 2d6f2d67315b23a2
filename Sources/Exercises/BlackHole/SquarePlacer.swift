import Foundation
import Geometry

/// Finds room for an upright square in the tab: a centre where it overlaps nothing (no
/// other square however turned, not the hole, not the buttons), picked at random (seeded,
/// so runs repeat) or nearest to a wanted place.
///
/// The centres where the square would overlap an obstacle form the obstacle's Minkowski
/// sum with the square: a convex polygon for a square or a button, a rounded rectangle for
/// a disc. The placer sweeps rows a point apart, and through every corner of those shapes,
/// and takes away from each row the stretch each shape covers: what is left is free. So it
/// finds a place whenever one is there, and answers nil only when none is.
struct SquarePlacer {
    /// Something a square must keep off.
    enum Obstacle {
        /// A square of side `side` centred at `centre`, turned by `angle` radians.
        case square(center: Point, side: Double, angle: Double)
        /// A disc (the hole, or the reach of its field).
        case disc(center: Point, radius: Double)
        /// An upright rectangle (a button).
        case rect(Rect)
    }

    /// Space kept between a new square and anything else when there is room for it, in
    /// points.
    static let clearance = 12.0
    /// Rows the sweep looks along, in points: a place less than this tall can be missed
    /// only where no shape's corner lies beside it.
    static let rowSpacing = 1.0

    private var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed ^ 0xB1AC_4801)
    }

    /// A random centre for a square of `side` inside `area`, at least `clearance` from
    /// the walls and every obstacle, or nil if there is none. Every free place is as
    /// likely as any other.
    mutating func place(side: Double, in area: Rect, avoiding obstacles: [Obstacle], clearance: Double) -> Point? {
        let rows = Self.freeRows(side: side, in: area, avoiding: obstacles, clearance: clearance)
        let weights = rows.map { $0.xs.upperBound - $0.xs.lowerBound + Self.rowSpacing }
        let total = weights.reduce(0, +)
        guard total > 0 else { return nil }
        var pick = Double.random(in: 0..<total, using: &generator)
        for (row, w) in zip(rows, weights) {
            guard pick < w else { pick -= w; continue }
            let f = min(pick / w, 1)
            return Point(x: row.xs.lowerBound + f * (row.xs.upperBound - row.xs.lowerBound), y: row.y)
        }
        return rows.last.map { Point(x: $0.xs.upperBound, y: $0.y) }
    }

    /// The free centre for a square of `side` nearest to `wanted`, or nil if there is none.
    static func nearest(to wanted: Point, side: Double, in area: Rect, avoiding obstacles: [Obstacle], clearance: Double = 0) -> Point? {
        var best: Point?
        for row in freeRows(side: side, in: area, avoiding: obstacles, clearance: clearance) {
            let p = Point(x: min(max(wanted.x, row.xs.lowerBound), row.xs.upperBound), y: row.y)
            if best.map({ p.distance(to: wanted) < $0.distance(to: wanted) }) ?? true { best = p }
        }
        return best
    }

    /// Along each row, the stretches of centres where a square of `side` (kept `clearance`
    /// from everything) lies inside `area` and overlaps no obstacle. Touching is not
    /// overlapping.
    static func freeRows(side: Double, in area: Rect, avoiding obstacles: [Obstacle], clearance: Double) -> [(y: Double, xs: ClosedRange<Double>)] {
        let half = side / 2 + clearance
        let inner = area.insetBy(dx: half, dy: half)
        guard area.width >= 2 * half, area.height >= 2 * half else { return [] }
        let shapes = obstacles.map { Blocked($0, half: half) }
        var ys = Array(stride(from: inner.minY, through: inner.maxY, by: rowSpacing)) + [inner.maxY]
        ys += shapes.flatMap(\.cornerYs).filter { $0 >= inner.minY && $0 <= inner.maxY }
        var rows: [(y: Double, xs: ClosedRange<Double>)] = []
        for y in Set(ys).sorted() {
            var x = inner.minX
            for span in shapes.compactMap({ $0.span(atY: y) }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
                guard span.upperBound > x else { continue }
                if span.lowerBound >= x { rows.append((y, x...min(span.lowerBound, inner.maxX))) }
                x = span.upperBound
                if x > inner.maxX { break }
            }
            if x <= inner.maxX { rows.append((y, x...inner.maxX)) }
        }
        return rows.filter { $0.xs.lowerBound <= inner.maxX }
    }

    /// The centres an obstacle keeps a square (of half side `half`) from: an open set.
    private enum Blocked {
        /// A convex polygon, its corners in order around it.
        case polygon([Point])
        /// A rounded rectangle: a disc of `radius` grown by `half` on every side.
        case roundedRect(center: Point, half: Double, radius: Double)

        init(_ obstacle: Obstacle, half: Double) {
            switch obstacle {
            case .square(let c, let side, let angle):
                let h = side / 2, cs = cos(angle), sn = sin(angle)
                let corners = [(-h, -h), (h, -h), (h, h), (-h, h)].map { Point(x: c.x + $0.0 * cs - $0.1 * sn, y: c.y + $0.0 * sn + $0.1 * cs) }
                self = .polygon(Self.hull(of: corners.flatMap { Self.grown($0, by: half) }))
            case .rect(let r):
                self = .polygon([Point(x: r.minX - half, y: r.minY - half), Point(x: r.maxX + half, y: r.minY - half),
                                 Point(x: r.maxX + half, y: r.maxY + half), Point(x: r.minX - half, y: r.maxY + half)])
            case .disc(let c, let radius):
                self = .roundedRect(center: c, half: half, radius: radius)
            }
        }

        /// The rows where the shape's outline turns: a sweep through these sees every gap.
        var cornerYs: [Double] {
            switch self {
            case .polygon(let ps): ps.map(\.y)
            case .roundedRect(let c, let half, let radius): [c.y - half - radius, c.y - half, c.y + half, c.y + half + radius]
            }
        }

        /// The open stretch of the row at `y` the shape covers, or nil.
        func span(atY y: Double) -> ClosedRange<Double>? {
            switch self {
            case .polygon(let ps):
                guard let top = ps.map(\.y).min(), let bottom = ps.map(\.y).max(), y > top, y < bottom else { return nil }
                var lo = Double.infinity, hi = -Double.infinity
                for (p, q) in zip(ps, ps.dropFirst() + [ps[0]]) where p.y != q.y && (min(p.y, q.y)...max(p.y, q.y)).contains(y) {
                    let x = p.x + (y - p.y) * (q.x - p.x) / (q.y - p.y)
                    lo = min(lo, x)
                    hi = max(hi, x)
                }
                return lo < hi ? lo...hi : nil
            case .roundedRect(let c, let half, let radius):
                let dy = abs(y - c.y)
                let reach = dy < half ? half + radius : dy < half + radius ? half + (radius * radius - (dy - half) * (dy - half)).squareRoot() : 0
                return reach > 0 ? (c.x - reach)...(c.x + reach) : nil
            }
        }

        private static func grown(_ p: Point, by h: Double) -> [Point] {
            [Point(x: p.x - h, y: p.y - h), Point(x: p.x + h, y: p.y - h), Point(x: p.x + h, y: p.y + h), Point(x: p.x - h, y: p.y + h)]
        }

        /// The convex hull of the points, in order around it (Andrew's monotone chain).
        private static func hull(of points: [Point]) -> [Point] {
            let ps = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
            func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
            var lower: [Point] = [], upper: [Point] = []
            for p in ps {
                while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
                lower.append(p)
            }
            for p in ps.reversed() {
                while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
                upper.append(p)
            }
            return Array(lower.dropLast() + upper.dropLast())
        }
    }
}
