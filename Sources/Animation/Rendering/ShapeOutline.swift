import Foundation
import Geometry

/// The outline of a rounded rectangle as a convex polygon, clockwise on a y-down screen,
/// starting at the top-left corner's arc. A rectangle whose corner radius is half its
/// side is a circle or a capsule.
struct ShapeOutline {
    /// How far a chord may stray from the true arc, in device pixels: 0.3 px, about the
    /// usual flattening tolerance of 2D vector renderers (a quarter to a third of a pixel)
    /// and below what the one-pixel fringe can show.
    static let arcTolerance = 0.3
    static let maxSegmentsPerCorner = 32

    /// Segments per quarter arc for a radius of `radiusPixels` device pixels.
    static func segments(forRadiusPixels r: Double) -> Int {
        guard r > 0.5 else { return r > 0 ? 1 : 0 }
        let step = acos(max(-1, 1 - arcTolerance / r))
        return min(maxSegmentsPerCorner, max(2, Int(((Double.pi / 2) / step).rounded(.up))))
    }

    /// Points of the outline of `rect` with corners of `radius`, `segments` chords each.
    /// Always `4 * (segments + 1)` points, so two outlines with the same segment count
    /// pair up point for point (the border's outer and inner edges).
    static func roundedRect(_ rect: Rect, radius: Double, segments: Int) -> [Point] {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let centers = [
            Point(x: rect.minX + r, y: rect.minY + r),
            Point(x: rect.maxX - r, y: rect.minY + r),
            Point(x: rect.maxX - r, y: rect.maxY - r),
            Point(x: rect.minX + r, y: rect.maxY - r),
        ]
        var points: [Point] = []
        points.reserveCapacity(4 * (segments + 1))
        for (corner, c) in centers.enumerated() {
            let start = Double.pi + Double(corner) * Double.pi / 2
            for k in 0...segments {
                let angle = start + (segments == 0 ? 0 : Double(k) / Double(segments) * Double.pi / 2)
                points.append(Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle)))
            }
        }
        return points
    }
}
