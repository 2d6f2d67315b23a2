import Geometry

/// Shapes: a layer's background, border and shadow tessellated once and shared while only
/// position, colour or opacity change; the rounded masks cut from the same shapes; and
/// the copying of their vertices into the list.
extension DisplayListBuilder {
    /// The layer's shape tessellated under `linear` (its linear part, rotation factored out).
    func shapeCache(for layer: Layer, values p: LayerProperties, linear: Homography, crisp: Bool) -> ShapeCache? {
        let hasBounds = !p.bounds.isEmpty
        let fills = hasBounds && (p.backgroundColor?.alpha ?? 0) > 0
        let borders = hasBounds && p.borderWidth > 0 && p.borderColor.alpha > 0
        let shadows = hasBounds && p.shadowOpacity > 0 && p.shadowColor.alpha > 0 && (fills || p.contents != nil)
        let box = ShapeCache.BoxKey(
            origin: p.bounds.origin, size: p.bounds.size, cornerRadius: p.cornerRadius, borderWidth: borders ? p.borderWidth : 0,
            fills: fills, shadow: shadows ? ShapeCache.ShadowKey(offset: p.shadowOffset, radius: p.shadowRadius) : nil,
            linear: linear, crisp: crisp)
        if !layer.drawsPath {
            // Most layers: the plain key alone decides, with no path to build or compare.
            guard fills || borders || shadows else { return nil }
            if let cached = layer.renderCache, !cached.hasPath, cached.key.box == box {
                statistics.shapesReused += 1
                return cached
            }
        }
        let path = layer.drawsPath ? Self.pathKey(layer as! ShapeLayer, values: p) : nil
        guard fills || borders || shadows || path != nil else { return nil }
        let key = ShapeCache.Key(box: box, path: path)
        if let cached = layer.renderCache, cached.key == key {
            statistics.shapesReused += 1
            return cached
        }
        if let shared = sharedShapes[key] {
            statistics.shapesReused += 1
            layer.renderCache = shared
            return shared
        }
        statistics.shapesTessellated += 1
        let cache = ShapeTessellator.tessellate(key: key)
        if sharedShapes.count >= Self.sharedShapeLimit { sharedShapes.removeAll(keepingCapacity: true) }
        sharedShapes[key] = cache
        layer.renderCache = cache
        return cache
    }

    /// What a shape layer's tessellation depends on, or nil when it draws nothing.
    private static func pathKey(_ shape: ShapeLayer, values p: LayerProperties) -> ShapeCache.PathKey? {
        guard !shape.path.isEmpty else { return nil }
        let fills = (p.fillColor?.alpha ?? 0) > 0
        let strokes = (p.strokeColor?.alpha ?? 0) > 0 && p.lineWidth > 0 && p.lineWidth.isFinite && p.strokeEnd > p.strokeStart
        guard fills || strokes else { return nil }
        return ShapeCache.PathKey(
            path: shape.path, fills: fills, fillRule: shape.fillRule,
            stroke: strokes ? StrokeStyle(width: p.lineWidth, cap: shape.lineCap, join: shape.lineJoin, miterLimit: shape.miterLimit) : nil,
            strokeStart: strokes ? p.strokeStart : 0, strokeEnd: strokes ? p.strokeEnd : 1)
    }

    /// Ends a rounded mask's group: the layer's rounded shape, white with its
    /// anti-aliased coverage in alpha, sampling the group's picture where it lies. Each
    /// vertex samples the picture at the pixel it lands on, so nothing shifts by the part
    /// of a pixel a truncating rasteriser drops.
    func appendMask(values p: LayerProperties, toPixels: Homography, crisp: Bool, into list: DisplayList) {
        let linear = Self.linearPart(of: toPixels)
        let key = ShapeCache.Key(origin: p.bounds.origin, size: p.bounds.size, cornerRadius: p.cornerRadius, borderWidth: 0,
                                 fills: true, shadow: nil, linear: linear, crisp: crisp)
        let cache = sharedShapes[key] ?? ShapeTessellator.tessellate(key: key)
        if sharedShapes[key] == nil, sharedShapes.count < Self.sharedShapeLimit { sharedShapes[key] = cache }
        let base = Int32(list.vertexCount)
        let tx = toPixels.isAffine ? Float(toPixels.g) : 0, ty = toPixels.isAffine ? Float(toPixels.h) : 0
        let su = 1 / Float(max(1, list.pixelWidth)), sv = 1 / Float(max(1, list.pixelHeight))
        // A truncating rasteriser (a bias set) also samples a texture at each pixel's
        // corner, where a coordinate such as 80/400 can land a hair short and read the row
        // above, outside the group: coordinates then aim at the texel's centre.
        let center = raster.positionBias
        for run in cache.paintRuns where run.paint == .fill {
            if raster.truncatesPositions, let fringe = cache.fringe {
                // Placed as the background's fringe is, so the mask covers just what it does.
                list.appendVertices(count: run.range.count) { out in
                    cache.positions.withUnsafeBufferPointer { positions in
                        _ = Self.placeFringe(fringe, positions: positions, first: run.range.lowerBound,
                                             tx: tx + raster.positionBias, ty: ty + raster.positionBias, cos: 1, sin: 0,
                                             spins: false, r: 255, g: 255, b: 255, opacity: 255,
                                             innerAlpha: cache.opaqueAlpha[fringe.inner],
                                             limits: Self.fringeLimits(of: p.bounds, toPixels: toPixels), into: out)
                    }
                    for k in out.indices {
                        out[k].u = (out[k].x + center) * su
                        out[k].v = (out[k].y + center) * sv
                    }
                }
                continue
            }
            for i in run.range {
                let x = device(cache.positions[i].0 + tx), y = device(cache.positions[i].1 + ty)
                list.appendVertex(Vertex(x: x, y: y, r: 255, g: 255, b: 255, a: cache.opaqueAlpha[i],
                                         u: (x + center) * su, v: (y + center) * sv))
            }
        }
        let start = list.indexCount
        // The fill run is the cache's only run, so its vertices start at `base`.
        list.appendIndices(cache.indices(.fill), base: base)
        list.commands.append(.endMaskedGroup(mask: start..<list.indexCount))
    }

    /// `toPixels` adjusted so an upright box's edges land on whole pixels: each edge
    /// rounded to the nearest pixel boundary, the same way for every layer, so two layers
    /// that share an edge (cells in a row, a card and its header) share it on screen too,
    /// with neither a gap nor an overlap between them (as Core Animation draws upright
    /// layers with allowsEdgeAntialiasing off). Nil for a box that is turned, sheared or in
    /// perspective, or less than a pixel across: those keep their anti-aliased edges.
    static func snapped(_ toPixels: Homography, bounds: Rect) -> Homography? {
        guard toPixels.isAffine, toPixels.b == 0, toPixels.d == 0, bounds.width > 0, bounds.height > 0 else { return nil }
        let x0 = bounds.minX * toPixels.a + toPixels.g, x1 = bounds.maxX * toPixels.a + toPixels.g
        let y0 = bounds.minY * toPixels.e + toPixels.h, y1 = bounds.maxY * toPixels.e + toPixels.h
        guard abs(x1 - x0) >= 1, abs(y1 - y0) >= 1, abs(x0) < 1e9, abs(y0) < 1e9, abs(x1) < 1e9, abs(y1) < 1e9 else { return nil }
        let sx0 = pixelEdge(x0), sx1 = pixelEdge(x1), sy0 = pixelEdge(y0), sy1 = pixelEdge(y1)
        let a = (sx1 - sx0) / bounds.width, e = (sy1 - sy0) / bounds.height
        return Homography(a: a, b: 0, c: 0, d: 0, e: e, f: 0, g: sx0 - bounds.minX * a, h: sy0 - bounds.minY * e, i: 1)
    }

    /// The pixel boundary nearest `x`; a half rounds up. The tolerance keeps an edge that
    /// two layers reach by different sums (40.3 + 59.8 and 100.1) on the same side.
    private static func pixelEdge(_ x: Double) -> Double { (x + 0.5 + 1e-7).rounded(.down) }

    /// A homography's linear part: the translation removed when it is affine, else whole.
    static func linearPart(of h: Homography) -> Homography {
        h.isAffine ? Homography(a: h.a, b: h.b, c: 0, d: h.d, e: h.e, f: 0, g: 0, h: 0, i: 1) : h
    }

    /// A rotation in the plane, as its cosine and sine.
    struct Spin: Equatable {
        var cos: Double
        var sin: Double
        static let none = Spin(cos: 1, sin: 0)
    }

    /// Splits a linear part that is a rotation and a uniform scale (a square spinning, at any
    /// pixel scale) into the scale alone, which is tessellated and cached, and the rotation,
    /// applied to the cached vertices as they are copied. A spinning layer then reuses its
    /// tessellation every frame; the anti-aliased fringe stays one pixel wide, since a
    /// rotation keeps lengths. Anything else (shear, uneven scale, perspective) is kept whole.
    static func factorRotation(_ linear: Homography) -> (Homography, Spin) {
        guard linear.isAffine, linear.b != 0 || linear.d != 0 else { return (linear, .none) }
        let scale = (linear.a * linear.a + linear.b * linear.b).squareRoot()
        let tolerance = 1e-9 * max(scale, 1e-300)
        guard scale > 0, abs(linear.a - linear.e) <= tolerance, abs(linear.b + linear.d) <= tolerance else { return (linear, .none) }
        // The scale to single precision (vertices are Float): cos² + sin² of a spinning layer
        // lands an ulp either side of 1 from frame to frame, and each would miss the cache.
        let stable = Double(Float(scale))
        return (Homography(a: stable, b: 0, c: 0, d: 0, e: stable, f: 0, g: 0, h: 0, i: 1),
                Spin(cos: linear.a / scale, sin: linear.b / scale))
    }

    /// A cached shape's extent on screen: spun and moved to the layer's translation.
    /// (Every translucent layer needs one each frame, so no arrays.)
    static func screenExtent(_ extent: Rect, spin: Spin, toPixels: Homography) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(extent.minX, extent.minY), (extent.maxX, extent.minY), (extent.minX, extent.maxY), (extent.maxX, extent.maxY)] {
            let sx = x * spin.cos - y * spin.sin + toPixels.g, sy = x * spin.sin + y * spin.cos + toPixels.h
            minX = min(minX, sx); maxX = max(maxX, sx)
            minY = min(minY, sy); maxY = max(maxY, sy)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func appendVertices(of cache: ShapeCache, values p: LayerProperties, alpha: Double,
                                toPixels: Homography, spin: Spin, into list: DisplayList) -> Int32 {
        let base = Int32(list.vertexCount)
        let tx = (toPixels.isAffine ? Float(toPixels.g) : 0) + raster.positionBias
        let ty = (toPixels.isAffine ? Float(toPixels.h) : 0) + raster.positionBias
        let whole = raster.truncatesPositions
        let shadow = cache.key.shadow == nil ? Self.noPaint : Self.paint(p.shadowColor, alpha: p.shadowOpacity * alpha)
        let fill = cache.key.fills ? Self.paint(p.backgroundColor ?? .clear, alpha: alpha) : Self.noPaint
        let border = cache.key.borderWidth > 0 ? Self.paint(p.borderColor, alpha: alpha) : Self.noPaint
        let pathFill = cache.key.path?.fills == true ? Self.paint(p.fillColor ?? .clear, alpha: alpha) : Self.noPaint
        let pathStroke = cache.key.path?.stroke != nil ? Self.paint(p.strokeColor ?? .clear, alpha: alpha) : Self.noPaint
        let (cos, sin) = spin == .none ? (Float(1), Float(0)) : (Float(spin.cos), Float(spin.sin))
        let opaqueAlpha = cache.opaqueAlpha
        // Where the fringe's vertices went when placed on pixel corners.
        var fringeBox: Box?
        // Worked on locally and put back once: the list is a class, each access a check.
        var shapes = list.shapes
        defer { list.shapes = shapes }
        cache.positions.withUnsafeBufferPointer { positions in
            cache.coverage.withUnsafeBufferPointer { coverage in
                opaqueAlpha.withUnsafeBufferPointer { opaqueAlpha in
                    for run in cache.paintRuns {
                        let (r, g, b, a): (UInt8, UInt8, UInt8, Float)
                        switch run.paint {
                        case .shadow: (r, g, b, a) = shadow
                        case .fill: (r, g, b, a) = fill
                        case .border: (r, g, b, a) = border
                        case .pathFill: (r, g, b, a) = pathFill
                        case .pathStroke: (r, g, b, a) = pathStroke
                        }
                        let first = run.range.lowerBound
                        let byte = ShapeCache.alphaByte(opacity: a)
                        shapes.addRun(run.paint, r: r, g: g, b: b, alpha: a)
                        list.appendVertices(count: run.range.count) { out in
                            // Four loops, so the common cases (no spin, opaque) do no extra work.
                            @inline(__always) func copy(spins: Bool, alpha: (Int) -> UInt8) {
                                for i in run.range {
                                    let (x, y) = positions[i]
                                    var vx = spins ? x * cos - y * sin + tx : x + tx
                                    var vy = spins ? x * sin + y * cos + ty : y + ty
                                    if whole {
                                        vx = Self.floor(vx)
                                        vy = Self.floor(vy)
                                    }
                                    out[i &- first] = Vertex(x: vx, y: vy, r: r, g: g, b: b, a: alpha(i))
                                }
                            }
                            if whole, run.paint == .fill, let fringe = cache.fringe {
                                assert(fringe.vertices == run.range, "a background's run is its fringe's three rings")
                                fringeBox = Self.placeFringe(
                                    fringe, positions: positions, first: first, tx: tx, ty: ty, cos: cos, sin: sin,
                                    spins: spin != .none, r: r, g: g, b: b, opacity: a,
                                    innerAlpha: byte(coverage[fringe.inner]),
                                    limits: Self.fringeLimits(of: p.bounds, toPixels: toPixels), into: out)
                                return
                            }
                            switch (spin == .none, a == 255) {
                            case (true, true): copy(spins: false) { opaqueAlpha[$0] }
                            case (true, false): copy(spins: false) { byte(coverage[$0]) }
                            case (false, true): copy(spins: true) { opaqueAlpha[$0] }
                            case (false, false): copy(spins: true) { byte(coverage[$0]) }
                            }
                        }
                    }
                }
            }
        }
        shapes.addVertices(of: cache, base: base, tx: tx, ty: ty, cos: cos, sin: sin, upright: spin == .none, whole: whole,
                           fringeBox: fringeBox)
        return base
    }

    /// `v.rounded(.down)` without a call into libm (which the baseline x86-64 target makes
    /// for every vertex): adding and taking away 1.5 × 2^23 rounds a float under 2^22 to
    /// the nearest whole number, one too far up at most.
    @inline(__always)
    static func floor(_ v: Float) -> Float {
        guard abs(v) < 4_194_304 else { return v.rounded(.down) }
        let t = (v + 12_582_912) - 12_582_912
        return t > v ? t - 1 : t
    }

    private static let noPaint: (UInt8, UInt8, UInt8, Float) = (0, 0, 0, 0)

    private static func paint(_ c: Color, alpha: Double) -> (UInt8, UInt8, UInt8, Float) {
        let bytes = c.rgba8
        return (bytes.r, bytes.g, bytes.b, Float(max(0, min(1, c.alpha * alpha)) * 255))
    }

    /// Appends the triangles of one paint of a shape cache whose vertices start at `base`.
    func appendIndices(of cache: ShapeCache, _ paint: ShapeCache.Paint, base: Int32, into list: DisplayList) {
        let indices = cache.indices(paint)
        guard !indices.isEmpty else { return }
        let start = list.indexCount
        list.appendIndices(indices, base: base)
        list.closeDraw(texture: nil, from: start)
        list.shapes.addIndices(of: cache, paint, base: base, count: indices.count)
    }
}
