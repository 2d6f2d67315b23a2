import Geometry
import Synchronization

/// A layer's tessellated background, border and shadow, kept between frames.
///
/// Vertex positions are stored relative to the layer's screen translation, so a layer that
/// only moves (or only changes colour or opacity) reuses them; only a change of size,
/// corner radius, border, shadow, rotation, scale or perspective re-tessellates. Layers
/// with the same shape share one cache, which keeps the working set small.
final class ShapeCache {
    struct Key: Hashable {
        /// Everything but the path: plain values, compared every frame for every layer.
        var box: BoxKey
        /// A shape layer's path and how it is drawn; nil for other layers.
        var path: PathKey?

        init(box: BoxKey, path: PathKey? = nil) {
            self.box = box
            self.path = path
        }

        init(origin: Point, size: Size, cornerRadius: Double, borderWidth: Double, fills: Bool, shadow: ShadowKey?,
             linear: Homography, crisp: Bool = false, path: PathKey? = nil) {
            self.init(box: BoxKey(origin: origin, size: size, cornerRadius: cornerRadius, borderWidth: borderWidth, fills: fills,
                                  shadow: shadow, linear: linear, crisp: crisp), path: path)
        }

        var origin: Point { box.origin }
        var size: Size { box.size }
        var cornerRadius: Double { box.cornerRadius }
        var borderWidth: Double { box.borderWidth }
        var fills: Bool { box.fills }
        var shadow: ShadowKey? { box.shadow }
        var linear: Homography { box.linear }
        var crisp: Bool { box.crisp }
    }

    /// A rounded rectangle's tessellation inputs, under a linear map.
    struct BoxKey: Hashable {
        var origin: Point
        var size: Size
        var cornerRadius: Double
        var borderWidth: Double
        var fills: Bool
        var shadow: ShadowKey?
        /// The homography with its translation removed when affine; whole otherwise.
        var linear: Homography
        /// Whether the box is upright with its edges on whole pixels (see
        /// `DisplayListBuilder.snapped`): its straight edges are then drawn crisp, with no
        /// anti-aliasing fringe, so a neighbour that shares an edge meets it with no seam.
        /// Only the corners' arcs keep their fringe. Defaults to false.
        var crisp = false
    }

    /// What a shape layer's tessellation depends on.
    struct PathKey: Hashable {
        var path: Path
        var fills: Bool
        var fillRule: FillRule
        /// Nil when nothing is stroked.
        var stroke: StrokeStyle?
        var strokeStart: Double
        var strokeEnd: Double
    }

    struct ShadowKey: Hashable {
        var offset: Vector
        var radius: Double
    }

    /// Which colour a vertex takes.
    enum Paint: UInt8, Hashable, CaseIterable { case shadow, fill, border, pathFill, pathStroke }

    let key: Key
    /// Different for every cache made in the process: what a layer's vertices were made
    /// from is fingerprinted by it rather than vertex by vertex (see `DisplayList`).
    let serial: UInt64
    private static let made = Atomic<UInt64>(0)
    var positions: [(Float, Float)] = []
    var coverage: [Float] = []
    /// Each vertex's alpha byte at full opacity, the common case, worked out once (a cache
    /// is complete before it is first drawn).
    private(set) lazy var opaqueAlpha: [UInt8] = coverage.map(Self.alphaByte(opacity: 255))
    /// The least and greatest vertex coordinates, as stored (a cache is complete before it
    /// is first drawn); infinities when there is no vertex.
    private(set) lazy var vertexBounds: (minX: Float, minY: Float, maxX: Float, maxY: Float) = {
        var b = (minX: Float.infinity, minY: Float.infinity, maxX: -Float.infinity, maxY: -Float.infinity)
        for (x, y) in positions {
            if x < b.minX { b.minX = x }
            if x > b.maxX { b.maxX = x }
            if y < b.minY { b.minY = y }
            if y > b.maxY { b.maxY = y }
        }
        return b
    }()

    /// The least and greatest coordinates of the vertices outside the fringe, as stored;
    /// all of them when there is no fringe.
    private(set) lazy var boundsBesideFringe: (minX: Float, minY: Float, maxX: Float, maxY: Float) = {
        guard let fringe else { return vertexBounds }
        var b = (minX: Float.infinity, minY: Float.infinity, maxX: -Float.infinity, maxY: -Float.infinity)
        for (i, (x, y)) in positions.enumerated() where !fringe.vertices.contains(i) {
            b = (Swift.min(b.minX, x), Swift.min(b.minY, y), Swift.max(b.maxX, x), Swift.max(b.maxY, y))
        }
        return b
    }()

    /// A large background's anti-aliasing fringe: three rings of the outline, the inner
    /// one (shared with the fill's fan) from `inner` on, the outer one right after it and
    /// a third stored on the outer one; and each point's outward unit normal. A rasteriser
    /// that takes positions whole moves each vertex to a pixel corner;
    /// `DisplayListBuilder.placeFringe` picks the corners and makes up for the moves in
    /// the outer ring's alpha. Nil without a background, or with corners under
    /// `ShapeTessellator.placedFringeRadius`.
    struct Fringe {
        let inner: Int
        let normals: [(Float, Float)]
        var count: Int { normals.count }
        var vertices: Range<Int> { inner..<(inner + 3 * count) }
    }

    private(set) var fringe: Fringe?

    /// Marks the three rings just added (inner, outer, third, of `normals.count` points
    /// each) as the background's fringe.
    func markFringe(normals: [Vector]) {
        fringe = Fringe(inner: positions.count - 3 * normals.count, normals: normals.map { n in
            let length = n.length
            return length > 0 ? (Float(n.dx / length), Float(n.dy / length)) : (0, 0)
        })
    }

    /// The alpha byte of a vertex of `coverage` in a paint of `opacity` (0...255).
    @inline(__always)
    static func alphaByte(opacity: Float) -> (Float) -> UInt8 {
        { coverage in UInt8(truncatingIfNeeded: Int32(opacity * coverage + 0.5)) }
    }
    /// Vertices come in one contiguous run per paint, in the order added.
    private(set) var paintRuns: [(paint: Paint, range: Range<Int>)] = []
    /// Triangles per paint: the shadow and background go below the contents, the border
    /// above them.
    private(set) var indicesByPaint: [[Int32]] = Array(repeating: [], count: Paint.allCases.count)
    /// The bounding box of every vertex, relative to the layer's screen translation.
    private(set) var extent = Rect.zero

    @inline(__always)
    func indices(_ paint: Paint) -> [Int32] { indicesByPaint[Int(paint.rawValue)] }

    /// Whether the key has a path (a shape layer's), kept so the checks every frame do not
    /// copy the optional path out.
    let hasPath: Bool

    init(key: Key) {
        self.key = key
        hasPath = key.path != nil
        serial = Self.made.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Adds separate triangles (three points each), all at one coverage.
    func addTriangles(_ points: [Point], coverage c: Float, paint: Paint) {
        guard points.count >= 3 else { return }
        let base = Int32(positions.count)
        for p in points {
            positions.append((Float(p.x), Float(p.y)))
            coverage.append(c)
        }
        extendRun(paint, from: Int(base))
        var indices = indicesByPaint[Int(paint.rawValue)]
        indices.reserveCapacity(indices.count + points.count)
        for i in 0..<Int32(points.count) { indices.append(base + i) }
        indicesByPaint[Int(paint.rawValue)] = indices
        extent = extent == .zero ? Rect(bounding: points) : extent.union(Rect(bounding: points))
    }

    private func extendRun(_ paint: Paint, from base: Int) {
        if let last = paintRuns.last, last.paint == paint, last.range.upperBound == base {
            paintRuns[paintRuns.count - 1].range = last.range.lowerBound..<positions.count
        } else {
            paintRuns.append((paint, base..<positions.count))
        }
    }

    /// Adds rings of one polygon and the triangles between consecutive rings; the fan of
    /// the first ring too when `fillInnermost` (a solid interior).
    func addRings(_ rings: [(points: [Point], coverage: Float)], paint: Paint, fillInnermost: Bool) {
        guard let count = rings.first?.points.count, count >= 3 else { return }
        let base = Int32(positions.count)
        for ring in rings {
            for p in ring.points {
                positions.append((Float(p.x), Float(p.y)))
                coverage.append(ring.coverage)
            }
        }
        extendRun(paint, from: Int(base))
        let n = Int32(count)
        var indices = indicesByPaint[Int(paint.rawValue)]
        if fillInnermost {
            for i in 1..<(n - 1) { indices += [base, base + i, base + i + 1] }
        }
        for r in 0..<Int32(rings.count - 1) {
            let inner = base + r * n, outer = base + (r + 1) * n
            for i in 0..<n {
                let j = (i + 1) % n
                indices += [inner + i, outer + i, outer + j, inner + i, outer + j, inner + j]
            }
        }
        indicesByPaint[Int(paint.rawValue)] = indices
        let all = rings.flatMap(\.points)
        extent = extent == .zero ? Rect(bounding: all) : extent.union(Rect(bounding: all))
    }
}
