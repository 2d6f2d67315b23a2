import Geometry

/// Tessellates a shape layer's path into a `ShapeCache`: the fill by its rule, then the
/// stroke (trimmed to strokeStart...strokeEnd) as the non-zero fill of its outline, each
/// with the same one-pixel anti-aliasing fringe as every other shape, centred on the edge.
///
/// Curves are flattened in the layer's points to a quarter of a device pixel, and the
/// outlines mapped to pixels, so a scaled or tilted shape keeps its true stroke width.
enum PathTessellator {
    /// How far a flattened curve may stray from the true one, in device pixels.
    static let tolerance = 0.25
    /// How far to each side of an edge its inside and outside are sampled, in pixels.
    private static let probe = 0.05

    static func add(_ key: ShapeCache.PathKey, linear h: Homography, to cache: ShapeCache) {
        let scale = pixelsPerPoint(h, key.path)
        let tol = tolerance / scale
        let lines = key.path.flattened(tolerance: tol)
        func toPixels(_ contours: [[Point]]) -> [[Point]] {
            contours.compactMap { c in
                let mapped = c.compactMap { h.apply(to: $0) }
                return mapped.count == c.count ? mapped : nil
            }
        }
        if key.fills {
            // A fill closes open subpaths, as Core Graphics does.
            addRegion(toPixels(lines.filter { $0.points.count > 2 }.map(\.points)), rule: key.fillRule, coverage: 1,
                      paint: .pathFill, to: cache)
        }
        if var style = key.stroke {
            let trimmed = Polyline.trimmed(lines, from: key.strokeStart, to: key.strokeEnd)
            var coverage: Float = 1
            let widthPixels = style.width * scale
            if widthPixels < 1 {
                // A hairline: one pixel wide, as faint as the stroke is thin.
                style.width = 1 / scale
                coverage = Float(widthPixels)
            }
            addRegion(toPixels(StrokeOutliner.contours(trimmed, style: style, tolerance: tol)), rule: .nonZero,
                      coverage: coverage, paint: .pathStroke, to: cache)
        }
    }

    /// Fills contours (in pixels) by `rule`, inset by half a pixel, and grows the fringe
    /// from there to half a pixel outside along each contour that bounds the filled region,
    /// so every pixel is covered once, by its share of the shape.
    private static func addRegion(_ contours: [[Point]], rule: FillRule, coverage: Float,
                                  paint: ShapeCache.Paint, to cache: ShapeCache) {
        guard !contours.isEmpty else { return }
        let half = ShapeTessellator.fringe / 2
        let polygons = contours.map { ScreenPolygon(points: $0) }
        let outward = contours.map { outwardSign(of: $0, among: contours, rule: rule) }
        let inset = zip(polygons, outward).map { polygon, sign in sign.map { polygon.ring(offset: -half * $0) } ?? polygon.points }
        // The fill reaches a little under the fringe: its trapezoids meet the fringe's
        // edges at T-junctions, where rounding would otherwise leave pinholes.
        let overlap = 0.15
        let filled = zip(polygons, outward).map { polygon, sign in sign.map { polygon.ring(offset: (overlap - half) * $0) } ?? polygon.points }
        cache.addTriangles(PolygonFiller.triangles(filled, rule: rule), coverage: coverage, paint: paint)
        for (i, polygon) in polygons.enumerated() where polygon.points.count >= 3 {
            guard let sign = outward[i] else { continue }
            cache.addRings([(inset[i], coverage), (polygon.ring(offset: half * sign), 0)], paint: paint, fillInnermost: false)
        }
    }

    /// +1 when the region lies on the inner side of the contour's normals (an outline),
    /// −1 when on the outer side (a hole), nil when on both or neither (an edge inside the
    /// region, or outside it). Judged at the middles of its longest edges, taking the first
    /// that tells: one may lie where another contour crosses (the bar of a plus).
    private static func outwardSign(of c: [Point], among contours: [[Point]], rule: FillRule) -> Double? {
        let sign: Double = ScreenPolygon.signedArea(c) >= 0 ? 1 : -1
        let edges = c.indices.map { i in (i, c[i].distance(to: c[(i + 1) % c.count])) }
            .filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }
        for (i, length) in edges.prefix(8) {
            let a = c[i], b = c[(i + 1) % c.count]
            let normal = (b - a).perpendicular * (sign / length)
            for t in [0.5, 0.25, 0.75] {
                let p = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                let inside = rule.fills(PolygonFiller.winding(at: p + normal * -probe, of: contours))
                let outside = rule.fills(PolygonFiller.winding(at: p + normal * probe, of: contours))
                if inside != outside { return inside ? 1 : -1 }
            }
        }
        return nil
    }

    /// Device pixels per point: the square root of the area scale when affine, else the
    /// average along the path's control box.
    static func pixelsPerPoint(_ h: Homography, _ path: Path) -> Double {
        if h.isAffine {
            let det = abs(h.a * h.e - h.b * h.d)
            return det > 0 && det.isFinite ? max(0.01, det.squareRoot()) : 1
        }
        var points: [Point] = []
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard !points.isEmpty else { return 1 }
        return ShapeTessellator.pixelsPerPoint(h, Rect(bounding: points))
    }
}
