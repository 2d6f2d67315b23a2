import Geometry

/// Builds a `ShapeCache`: the shadow, background and border of a rounded rectangle, and a
/// shape layer's path, mapped to device pixels, with alpha rings for anti-aliasing and blur.
enum ShapeTessellator {
    /// Width of the anti-aliasing fringe, in device pixels.
    static let fringe = 1.0

    /// The corner radius, in device pixels, from which a background's fringe is placed on
    /// pixel corners for a rasteriser that takes positions whole (see
    /// `DisplayListBuilder.placeFringe`): 24 px, where an arc's chords reach about 4 px
    /// and vertices rounded to whole pixels read as flat facets. A smaller arc (the
    /// benchmark's circles are 8 to 20 px) keeps the plain copy, which costs less.
    static let placedFringeRadius = 24.0

    /// Coverage of a Gaussian-blurred edge (σ = radius / 2) at offsets of −r, −r/2, 0, r/2, r.
    static let shadowProfile: [(offset: Double, coverage: Float)] = [
        (-1, 0.977), (-0.5, 0.841), (0, 0.5), (0.5, 0.159), (1, 0),
    ]

    static func tessellate(key: ShapeCache.Key) -> ShapeCache {
        let cache = ShapeCache(key: key)
        let bounds = Rect(origin: key.origin, size: key.size)
        let h = key.linear
        let scale = pixelsPerPoint(h, bounds)
        let radiusPixels = min(key.cornerRadius, bounds.width / 2, bounds.height / 2) * scale
        let segments = ShapeOutline.segments(forRadiusPixels: radiusPixels)

        func project(_ rect: Rect, radius: Double) -> [Point]? {
            let pts = ShapeOutline.roundedRect(rect, radius: radius, segments: segments).compactMap { h.apply(to: $0) }
            return pts.count == 4 * (segments + 1) ? pts : nil
        }
        if let path = key.path { PathTessellator.add(path, linear: h, to: cache) }
        guard key.fills || key.borderWidth > 0 || key.shadow != nil,
              let outline = project(bounds, radius: key.cornerRadius) else { return cache }
        let shape = ScreenPolygon(points: outline)
        let half = fringe / 2
        // A crisp box fringes only its corners' arcs: a point inside an arc moves by `arc`,
        // one where an arc meets a straight edge (or a square corner) by `straight`, so the
        // straight edges stay on their pixels.
        let onArc: [Bool]? = key.crisp ? outline.indices.map { i in
            let k = i % (segments + 1)
            return k != 0 && k != segments
        } : nil
        func ring(_ polygon: ScreenPolygon, arc: Double, straight: Double = 0) -> [Point] {
            guard let onArc else { return polygon.ring(offset: arc) }
            return polygon.ring(offsets: onArc.map { $0 ? arc : straight })
        }
        let minSidePixels = min(bounds.width, bounds.height) * scale

        if let shadow = key.shadow, let pts = project(bounds.offsetBy(shadow.offset), radius: key.cornerRadius) {
            let s = ScreenPolygon(points: pts)
            let blur = max(half, shadow.radius * scale)
            let rings = shadowProfile.map { step -> (points: [Point], coverage: Float) in
                let d = step.offset < 0 ? max(step.offset * blur, -0.45 * minSidePixels) : step.offset * blur
                return (s.ring(offset: d), step.coverage)
            }
            cache.addRings(rings, paint: .shadow, fillInnermost: true)
        }
        if key.fills {
            let inner = ring(shape, arc: -half), outer = ring(shape, arc: half)
            if radiusPixels >= placedFringeRadius {
                // A third ring on the outer one, which `placeFringe` moves a pixel out
                // where the outer ring carries coverage; elsewhere (and on a rasteriser
                // that takes positions as they are) its triangles have no area.
                cache.addRings([(inner, 1), (outer, 0), (outer, 0)], paint: .fill, fillInnermost: true)
                cache.markFringe(normals: shape.normals)
            } else {
                cache.addRings([(inner, 1), (outer, 0)], paint: .fill, fillInnermost: true)
            }
        }
        if key.borderWidth > 0 {
            let widthPixels = key.borderWidth * scale
            if widthPixels >= fringe {
                let innerRect = bounds.insetBy(dx: key.borderWidth, dy: key.borderWidth)
                if let innerPts = project(innerRect, radius: max(0, key.cornerRadius - key.borderWidth)) {
                    let inner = ScreenPolygon(points: innerPts, normals: shape.normals)
                    cache.addRings([
                        (ring(shape, arc: half), 0), (ring(shape, arc: -half), 1),
                        (ring(inner, arc: half), 1), (ring(inner, arc: -half), 0),
                    ], paint: .border, fillInnermost: false)
                }
            } else if key.crisp {
                // A crisp hairline: the pixel just inside the edge, covered by the border's
                // fraction of a pixel, with a fringe either side only along the arcs.
                let w = Float(widthPixels)
                cache.addRings([
                    (ring(shape, arc: half), 0), (ring(shape, arc: 0), w),
                    (ring(shape, arc: -fringe, straight: -fringe), w), (ring(shape, arc: -fringe - half, straight: -fringe), 0),
                ], paint: .border, fillInnermost: false)
            } else {
                // A hairline: one pixel-wide ring whose coverage is the border's fraction of a pixel.
                cache.addRings([
                    (shape.ring(offset: half), 0), (shape.ring(offset: -widthPixels / 2), Float(widthPixels)),
                    (shape.ring(offset: -widthPixels - half), 0),
                ], paint: .border, fillInnermost: false)
            }
        }
        return cache
    }

    /// Average magnification along the outline: projected perimeter over true perimeter.
    static func pixelsPerPoint(_ h: Homography, _ r: Rect) -> Double {
        let c = r.corners.compactMap { h.apply(to: $0) }
        guard c.count == 4, r.width + r.height > 0 else { return 1 }
        let perimeter = (0..<4).reduce(0.0) { $0 + c[$1].distance(to: c[($1 + 1) % 4]) }
        return max(0.01, perimeter / (2 * (r.width + r.height)))
    }
}
