/// What the shape-cache drawing of the layer being recorded was made from, so that its
/// `LayerRecord` can fingerprint that rather than every vertex and index: a cache's
/// vertices are a function of the cache, where it was put, its paints and its turn, and
/// its indices of the cache and which paints' triangles were drawn.
///
/// It holds only while every vertex and index of the layer came through it (`covers`);
/// any other drawing (text, an image, a gradient) sends the record back to its vertices.
struct ShapeSignature {
    private(set) var fingerprint = Fingerprint()
    /// The first vertex of the record.
    let vertexStart: Int
    private(set) var vertices = 0
    private(set) var indices = 0
    /// The box of the vertices, from their caches' boxes, while every cache was drawn
    /// upright (a turned cache's box is not its vertices' box); nil otherwise.
    private(set) var box: (minX: Float, minY: Float, maxX: Float, maxY: Float)? =
        (.infinity, .infinity, -.infinity, -.infinity)

    init(vertexStart: Int) {
        self.vertexStart = vertexStart
    }

    /// Whether it stands for all of a record's vertices and indices.
    func covers(vertices v: Int, indices i: Int) -> Bool { vertices == v && indices == i }

    /// One paint's vertices of a cache: its colour and alpha.
    @inline(__always)
    mutating func addRun(_ paint: ShapeCache.Paint, r: UInt8, g: UInt8, b: UInt8, alpha: Float) {
        fingerprint.mix(UInt64(paint.rawValue) << 32 | UInt64(r) << 24 | UInt64(g) << 16 | UInt64(b) << 8)
        fingerprint.mix(UInt64(alpha.bitPattern))
    }

    /// A cache's vertices, from `base`, moved by `tx`, `ty` after the turn `cos`, `sin`,
    /// and floored when `whole`; `upright` when there is no turn.
    @inline(__always)
    mutating func addVertices(of cache: ShapeCache, base: Int32, tx: Float, ty: Float, cos: Float, sin: Float,
                              upright: Bool, whole: Bool,
                              fringeBox: (minX: Float, minY: Float, maxX: Float, maxY: Float)? = nil) {
        fingerprint.mix(cache.serial)
        fingerprint.mix(UInt64(UInt32(truncatingIfNeeded: Int(base) - vertexStart)) << 32 | UInt64(cache.positions.count))
        fingerprint.mix(UInt64(tx.bitPattern) << 32 | UInt64(ty.bitPattern))
        fingerprint.mix(UInt64(cos.bitPattern) << 32 | UInt64(sin.bitPattern))
        fingerprint.mix(UInt64(upright ? 1 : 0) << 1 | UInt64(whole ? 1 : 0))
        vertices += cache.positions.count
        guard upright, var b = box else { return box = nil }
        // Adding and flooring keep the order of coordinates: the vertices' box is the
        // cache's box moved the same way; a fringe put on pixel corners (see
        // `DisplayListBuilder.placeFringe`) brings the box of where it went.
        if let f = fringeBox {
            b = (min(b.minX, f.minX), min(b.minY, f.minY), max(b.maxX, f.maxX), max(b.maxY, f.maxY))
            box = b
        }
        let c = fringeBox == nil ? cache.vertexBounds : cache.boundsBesideFringe
        guard c.minX <= c.maxX else { return }
        func moved(_ v: Float, _ t: Float) -> Float { whole ? DisplayListBuilder.floor(v + t) : v + t }
        b.minX = min(b.minX, moved(c.minX, tx))
        b.maxX = max(b.maxX, moved(c.maxX, tx))
        b.minY = min(b.minY, moved(c.minY, ty))
        b.maxY = max(b.maxY, moved(c.maxY, ty))
        box = b
    }

    /// One paint's triangles of a cache whose vertices start at `base`.
    @inline(__always)
    mutating func addIndices(of cache: ShapeCache, _ paint: ShapeCache.Paint, base: Int32, count: Int) {
        fingerprint.mix(cache.serial)
        fingerprint.mix(UInt64(paint.rawValue) << 32 | UInt64(UInt32(truncatingIfNeeded: Int(base) - vertexStart)))
        fingerprint.mix(UInt64(count))
        indices += count
    }
}
