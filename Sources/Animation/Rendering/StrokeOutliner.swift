import Foundation
import Geometry

/// How the ends of an open stroke look (CAShapeLayerLineCap).
public enum LineCap: String, Sendable, Codable, Hashable {
    /// Square, ending exactly at the end point (the default).
    case butt
    /// A half disc past the end point.
    case round
    /// Square, half the line width past the end point.
    case square
}

/// How a stroke turns a corner (CAShapeLayerLineJoin).
public enum LineJoin: String, Sendable, Codable, Hashable {
    /// A sharp point, cut to a bevel past the miter limit (the default).
    case miter
    case round
    case bevel
}

/// The style a stroke is drawn in.
struct StrokeStyle: Hashable {
    var width: Double
    var cap: LineCap
    var join: LineJoin
    /// Longest miter, in line widths, before it is bevelled. CA's default is 10.
    var miterLimit: Double
}

/// Turns polylines into the outline of their stroke: closed contours that, filled with
/// the non-zero rule, cover exactly the stroke. Each side is offset by half the width,
/// with the join on the outside of each turn and a pivot through the corner on the
/// inside, so tight turns overlap (and non-zero fills the overlap) rather than leave gaps.
enum StrokeOutliner {
    /// Contours of the stroke of `lines`. `tolerance` bounds the error of round joins and
    /// caps, in the same units as the points.
    static func contours(_ lines: [Polyline], style: StrokeStyle, tolerance: Double) -> [[Point]] {
        let h = style.width / 2
        guard h > 0, h.isFinite else { return [] }
        var out: [[Point]] = []
        for line in lines {
            let p = line.points
            if p.count == 1 {
                if let dot = dot(at: p[0], radius: h, cap: style.cap, tolerance: tolerance) { out.append(dot) }
                continue
            }
            if line.isClosed {
                out.append(side(p, closed: true, h: h, style: style, tolerance: tolerance))
                out.append(side(p.reversed(), closed: true, h: h, style: style, tolerance: tolerance))
            } else {
                var c = side(p, closed: false, h: h, style: style, tolerance: tolerance)
                c += cap(at: p[p.count - 1], direction: direction(p[p.count - 2], p[p.count - 1]), h: h, style: style, tolerance: tolerance)
                c += side(p.reversed(), closed: false, h: h, style: style, tolerance: tolerance)
                c += cap(at: p[0], direction: direction(p[1], p[0]), h: h, style: style, tolerance: tolerance)
                out.append(c)
            }
        }
        return out
    }

    private static func direction(_ a: Point, _ b: Point) -> Vector {
        let d = b - a
        let l = d.length
        return l > 0 ? d * (1 / l) : Vector(dx: 1, dy: 0)
    }

    /// The normal on the side being walked: the direction turned a quarter towards +y.
    private static func normal(_ d: Vector) -> Vector { Vector(dx: -d.dy, dy: d.dx) }

    /// One side of a polyline, offset by `h` along its normals, with joins.
    private static func side(_ p: [Point], closed: Bool, h: Double, style: StrokeStyle, tolerance: Double) -> [Point] {
        let n = p.count
        let segments = closed ? n : n - 1
        let dirs = (0..<segments).map { direction(p[$0], p[($0 + 1) % n]) }
        var out: [Point] = []
        if !closed { out.append(p[0] + normal(dirs[0]) * h) }
        let corners = closed ? Array(0..<n) : Array(1..<(n - 1))
        for i in corners {
            let d1 = dirs[(i - 1 + segments) % segments], d2 = dirs[i % segments]
            let n1 = normal(d1), n2 = normal(d2)
            let a = p[i] + n1 * h, b = p[i] + n2 * h
            let cross = d1.dx * d2.dy - d1.dy * d2.dx
            if abs(cross) < 1e-12 && d1.dot(d2) > 0 {
                out.append(a)
            } else if cross > 0 {
                // The turn is towards this side: it is the inside. Where the two offset
                // edges meet within both segments, that point; else pivot through the
                // corner, so the overlap is filled rather than folded.
                let len1 = p[i].distance(to: p[(i - 1 + n) % n]), len2 = p[i].distance(to: p[(i + 1) % n])
                let sum = n1 + n2, l = sum.length
                let cosHalf = l > 1e-9 ? (sum * (1 / l)).dot(n1) : 0
                let reach = cosHalf > 0 ? h * (1 - cosHalf * cosHalf).squareRoot() / cosHalf : .infinity
                if reach <= min(len1, len2) {
                    out.append(p[i] + sum * (h / (l * cosHalf)))
                } else {
                    out += [a, p[i], b]
                }
            } else {
                out.append(a)
                out += join(at: p[i], from: n1, to: n2, h: h, style: style, tolerance: tolerance)
                out.append(b)
            }
        }
        if !closed { out.append(p[n - 1] + normal(dirs[segments - 1]) * h) }
        return out
    }

    /// Points between the two offset ends at an outside corner.
    private static func join(at c: Point, from n1: Vector, to n2: Vector, h: Double, style: StrokeStyle, tolerance: Double) -> [Point] {
        switch style.join {
        case .bevel:
            return []
        case .miter:
            let sum = n1 + n2
            let l = sum.length
            guard l > 1e-9 else { return [] }
            let cosHalf = (sum * (1 / l)).dot(n1)
            guard cosHalf > 0, 1 / cosHalf <= style.miterLimit else { return [] }
            return [c + sum * (h / (l * cosHalf))]
        case .round:
            return arc(at: c, from: n1, to: n2, h: h, tolerance: tolerance, clockwise: nil)
        }
    }

    /// Inner points of an arc of radius `h` about `c` from direction `from` to `to`: the
    /// short way, or the given way for a half turn.
    private static func arc(at c: Point, from: Vector, to: Vector, h: Double, tolerance: Double, clockwise: Bool?) -> [Point] {
        let a0 = atan2(from.dy, from.dx)
        var sweep = atan2(to.dy, to.dx) - a0
        if let clockwise {
            if clockwise { while sweep <= 0 { sweep += 2 * .pi } } else { while sweep >= 0 { sweep -= 2 * .pi } }
        } else {
            while sweep > .pi { sweep -= 2 * .pi }
            while sweep < -.pi { sweep += 2 * .pi }
        }
        let step = 2 * acos(max(-1, min(1, 1 - min(tolerance, h) / h)))
        let count = max(1, min(128, Int((abs(sweep) / max(step, 1e-3)).rounded(.up))))
        return (1..<count).map { k in
            let t = a0 + sweep * Double(k) / Double(count)
            return Point(x: c.x + h * cos(t), y: c.y + h * sin(t))
        }
    }

    /// The cap at an end reached along `d`: from the side walked so far to the other.
    private static func cap(at c: Point, direction d: Vector, h: Double, style: StrokeStyle, tolerance: Double) -> [Point] {
        let n = normal(d)
        switch style.cap {
        case .butt:
            return []
        case .square:
            return [c + n * h + d * h, c - n * h + d * h]
        case .round:
            // From +n through d to −n.
            let cross = n.dx * d.dy - n.dy * d.dx
            return arc(at: c, from: n, to: n * -1, h: h, tolerance: tolerance, clockwise: cross > 0)
        }
    }

    /// A lone point: a disc for round caps, a square for square caps, nothing for butt.
    private static func dot(at c: Point, radius h: Double, cap: LineCap, tolerance: Double) -> [Point]? {
        switch cap {
        case .butt:
            return nil
        case .square:
            return [Point(x: c.x - h, y: c.y - h), Point(x: c.x + h, y: c.y - h), Point(x: c.x + h, y: c.y + h), Point(x: c.x - h, y: c.y + h)]
        case .round:
            let right = Vector(dx: 1, dy: 0)
            return [c + right * h] + arc(at: c, from: right, to: right * -1, h: h, tolerance: tolerance, clockwise: true)
                + [c - right * h] + arc(at: c, from: right * -1, to: right, h: h, tolerance: tolerance, clockwise: true)
        }
    }
}
