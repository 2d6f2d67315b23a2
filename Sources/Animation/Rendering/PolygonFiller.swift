import Geometry

/// Fills polygons of any shape (concave, with holes, self-crossing) by a fill rule, as
/// triangles: the plane is cut into horizontal bands at every vertex and every crossing,
/// and inside each band the spans the rule fills become trapezoids. Neighbouring
/// trapezoids share their corners exactly, so nothing cracks between them.
enum PolygonFiller {
    private struct Edge {
        var x0, y0, x1, y1: Double
        /// +1 where the contour runs down the screen, −1 where it runs up.
        var winding: Int

        func x(at y: Double) -> Double {
            y1 == y0 ? x0 : x0 + (x1 - x0) * (y - y0) / (y1 - y0)
        }
    }

    /// Triangles (three points each) covering exactly what `rule` fills of the contours.
    static func triangles(_ contours: [[Point]], rule: FillRule) -> [Point] {
        let edges = makeEdges(contours)
        guard !edges.isEmpty else { return [] }
        var ys = edges.flatMap { [$0.y0, $0.y1] }
        // Where two edges cross, the order of edges changes: a band boundary goes there.
        let sorted = edges.sorted { $0.y0 < $1.y0 }
        for i in sorted.indices {
            let a = sorted[i]
            var j = i + 1
            while j < sorted.count, sorted[j].y0 < a.y1 {
                if let y = crossing(a, sorted[j]) { ys.append(y) }
                j += 1
            }
        }
        ys.sort()
        var bands: [Double] = []
        for y in ys where bands.last.map({ y - $0 > 1e-9 }) ?? true { bands.append(y) }

        var out: [Point] = []
        var active: [(xTop: Double, xBottom: Double, xMid: Double, winding: Int)] = []
        // The edges begun by the band's middle and not yet ended, in `sorted`'s order: the
        // bands go down, so an edge joins once and, once ended, stays ended.
        var live: [Int] = []
        var next = 0
        for k in 0..<(bands.count - 1) {
            let top = bands[k], bottom = bands[k + 1], mid = (top + bottom) / 2
            while next < sorted.count, sorted[next].y0 <= mid {
                live.append(next)
                next += 1
            }
            live.removeAll { sorted[$0].y1 <= mid }
            active.removeAll(keepingCapacity: true)
            for i in live {
                let e = sorted[i]
                active.append((e.x(at: top), e.x(at: bottom), e.x(at: mid), e.winding))
            }
            active.sort { $0.xMid < $1.xMid }
            var winding = 0
            var left: (Double, Double)?
            for a in active {
                let was = rule.fills(winding)
                winding += a.winding
                let now = rule.fills(winding)
                if !was && now {
                    left = (a.xTop, a.xBottom)
                } else if was && !now, let l = left {
                    let p0 = Point(x: l.0, y: top), p1 = Point(x: a.xTop, y: top)
                    let p2 = Point(x: a.xBottom, y: bottom), p3 = Point(x: l.1, y: bottom)
                    out += [p0, p1, p2, p0, p2, p3]
                    left = nil
                }
            }
        }
        return out
    }

    /// The winding number of the contours around `p` (a ray cast to the right).
    static func winding(at p: Point, of contours: [[Point]]) -> Int {
        var w = 0
        for c in contours where c.count > 1 {
            for i in c.indices {
                let a = c[i], b = c[(i + 1) % c.count]
                if a.y <= p.y && b.y > p.y {
                    if (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { w += 1 }
                } else if a.y > p.y && b.y <= p.y {
                    if (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 { w -= 1 }
                }
            }
        }
        return w
    }

    private static func makeEdges(_ contours: [[Point]]) -> [Edge] {
        var edges: [Edge] = []
        for c in contours where c.count > 2 {
            for i in c.indices {
                let a = c[i], b = c[(i + 1) % c.count]
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                edges.append(a.y < b.y ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1)
                                       : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1))
            }
        }
        return edges
    }

    /// The y where two edges cross strictly inside both their spans, if they do.
    private static func crossing(_ a: Edge, _ b: Edge) -> Double? {
        let top = max(a.y0, b.y0), bottom = min(a.y1, b.y1)
        guard bottom - top > 1e-9 else { return nil }
        let dTop = a.x(at: top) - b.x(at: top), dBottom = a.x(at: bottom) - b.x(at: bottom)
        guard (dTop < 0 && dBottom > 0) || (dTop > 0 && dBottom < 0) else { return nil }
        let y = top + (bottom - top) * dTop / (dTop - dBottom)
        return y > top && y < bottom ? y : nil
    }
}

/// Which points a path's fill covers (CAShapeLayerFillRule).
public enum FillRule: String, Sendable, Codable, Hashable {
    /// Inside where the winding number is not zero (the default).
    case nonZero
    /// Inside where a ray crosses the outline an odd number of times: holes alternate.
    case evenOdd

    func fills(_ winding: Int) -> Bool {
        switch self {
        case .nonZero: winding != 0
        case .evenOdd: winding & 1 != 0
        }
    }
}
