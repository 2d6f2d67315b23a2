import Foundation
import Geometry

/// An item's box as the separating-axis test sees it: its four corners and its two edge
/// directions, worked out once per item rather than once per pair, and held inline, so
/// the world's check for items pressed into each other (asked every step while the rest
/// is still) allocates nothing per pair. The arithmetic is the same, operation for
/// operation, so the answer is the same to the bit.
struct OverlapBox {
    let corners: (Vector, Vector, Vector, Vector)
    /// The edge directions: at the item's angle, and a quarter turn on.
    let axes: (Vector, Vector)

    init(_ item: DynamicItem) {
        let w = item.size.width / 2, h = item.size.height / 2, angle = item.angle, p = item.position
        let c = cos(angle), s = sin(angle)
        func corner(_ x: Double, _ y: Double) -> Vector { Vector(dx: p.x + x * c - y * s, dy: p.y + x * s + y * c) }
        corners = (corner(-w, -h), corner(w, -h), corner(w, h), corner(-w, h))
        let quarter = angle + .pi / 2
        axes = (Vector(dx: c, dy: s), Vector(dx: cos(quarter), dy: sin(quarter)))
    }

    /// How deep two boxes overlap: the least overlap of their shadows on the four edge
    /// directions; zero or less when apart.
    static func depth(_ a: OverlapBox, _ b: OverlapBox) -> Double {
        func overlap(on axis: Vector) -> Double {
            let (minA, maxA) = a.shadow(on: axis), (minB, maxB) = b.shadow(on: axis)
            return min(maxA, maxB) - max(minA, minB)
        }
        var depth = Double.infinity
        depth = min(depth, overlap(on: a.axes.0))
        depth = min(depth, overlap(on: a.axes.1))
        depth = min(depth, overlap(on: b.axes.0))
        return min(depth, overlap(on: b.axes.1))
    }

    /// The least and greatest of the corners projected on `axis`, compared as
    /// `Sequence.min()` and `max()` compare.
    private func shadow(on axis: Vector) -> (Double, Double) {
        var lo = corners.0.dot(axis), hi = lo
        func take(_ d: Double) {
            if d < lo { lo = d }
            if hi < d { hi = d }
        }
        take(corners.1.dot(axis))
        take(corners.2.dot(axis))
        take(corners.3.dot(axis))
        return (lo, hi)
    }
}
