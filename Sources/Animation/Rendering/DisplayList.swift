import Geometry

/// One vertex of the display list, in device pixels: two floats of position, four bytes
/// of straight-alpha colour, two floats of texture coordinates, in that order and packed
/// (the layout rasterisers' vertex types commonly have, so a front end whose own type
/// matches it can submit the array without copying).
public struct Vertex: Equatable, Sendable, BitwiseCopyable {
    public var x: Float
    public var y: Float
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8
    public var u: Float
    public var v: Float

    @inlinable
    public init(x: Float, y: Float, r: UInt8, g: UInt8, b: UInt8, a: UInt8, u: Float = 0, v: Float = 0) {
        self.x = x; self.y = y
        self.r = r; self.g = g; self.b = b; self.a = a
        self.u = u; self.v = v
    }
}

/// What a textured draw samples: an image from Assets, or a line of text that the front
/// end rasterises in white (the vertex colour tints it).
public enum TextureReference: Hashable, Sendable {
    case image(String)
    case text(TextKey)
}

/// A line of text at a size in device pixels.
public struct TextKey: Hashable, Sendable {
    public var string: String
    public var pixelSize: Int
    public var bold: Bool

    public init(string: String, pixelSize: Int, bold: Bool) {
        self.string = string
        self.pixelSize = pixelSize
        self.bold = bold
    }
}

/// An integer rectangle in device pixels.
public struct PixelRect: Hashable, Sendable {
    public var x: Int32, y: Int32, width: Int32, height: Int32

    public init(x: Int32, y: Int32, width: Int32, height: Int32) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The pixels a point rectangle touches.
    public init(covering r: Rect) {
        let x0 = r.minX.rounded(.down), y0 = r.minY.rounded(.down)
        let x1 = r.maxX.rounded(.up), y1 = r.maxY.rounded(.up)
        self.init(x: Int32(clamping: Int(x0)), y: Int32(clamping: Int(y0)),
                  width: Int32(clamping: Int(x1 - x0)), height: Int32(clamping: Int(y1 - y0)))
    }

    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(x + width, o.x + o.width), y1 = min(y + height, o.y + o.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

/// A step of the display list, in order.
public enum DisplayCommand: Equatable, Sendable {
    /// Draw `indices` of the shared index buffer as triangles, sampling `texture` or none.
    case draw(texture: TextureReference?, indices: Range<Int>)
    /// Restrict drawing to a rectangle until the matching pop (nested clips intersect).
    case pushClip(PixelRect)
    case popClip
    /// Draw everything until the matching end into an offscreen picture, then composite it
    /// with `opacity`: group opacity, as Core Animation fades a layer with sublayers.
    /// `bounds` limits the picture to a rectangle (nil: the whole output); `overwrite` draws
    /// into it without blending, so overlapping triangles of one shape cannot blend twice.
    case beginGroup(opacity: Double, bounds: PixelRect?, overwrite: Bool)
    case endGroup
    /// Ends a group by compositing its picture through a mask instead of whole: the
    /// triangles `mask` of the index buffer, whose vertices carry the mask's coverage in
    /// their alpha and their own output position (over the output size) as texture
    /// coordinates. A rounded `masksToBounds` clips this way.
    case endMaskedGroup(mask: Range<Int>)
}

/// The flat result of rendering a layer tree: shared vertex and index buffers and the
/// commands that draw ranges of them. Positions are in device pixels.
///
/// A display list is reused from frame to frame, its buffers keeping their capacity. Its
/// vertices and indices are lent for the length of a closure (`withVertices`,
/// `withIndices`, `withGeometry`), as swift-collections lends its storage: no pointer to
/// them outlives the closure, so none can outlive a build.
public final class DisplayList {
    private let vertexBuffer = GrowableBuffer<Vertex>(capacity: 4096, filler: Vertex(x: 0, y: 0, r: 0, g: 0, b: 0, a: 0))
    private let indexBuffer = GrowableBuffer<Int32>(capacity: 16384, filler: 0)
    public internal(set) var commands: [DisplayCommand] = []
    /// Output size in device pixels.
    public internal(set) var pixelWidth: Int = 0
    public internal(set) var pixelHeight: Int = 0
    /// What each layer drew, in drawing order, for `DamageTracker`.
    public internal(set) var records: [LayerRecord] = []
    /// The textures of the draws closed since it was last reset (the builder fingerprints
    /// a layer's draws with it).
    var drawSignature = Fingerprint()
    /// What the shape caches drawn since the record began were made from.
    var shapes = ShapeSignature(vertexStart: 0)

    public init() {}

    /// Lends the vertices for the length of `body`.
    public func withVertices<R>(_ body: (UnsafeBufferPointer<Vertex>) throws -> R) rethrows -> R {
        try vertexBuffer.withUnsafeBufferPointer(body)
    }

    /// Lends the indices (into the vertices, three a triangle) for the length of `body`.
    public func withIndices<R>(_ body: (UnsafeBufferPointer<Int32>) throws -> R) rethrows -> R {
        try indexBuffer.withUnsafeBufferPointer(body)
    }

    /// Lends the vertices and the indices for the length of `body`.
    public func withGeometry<R>(_ body: (_ vertices: UnsafeBufferPointer<Vertex>, _ indices: UnsafeBufferPointer<Int32>) throws -> R) rethrows -> R {
        try vertexBuffer.withUnsafeBufferPointer { v in try indexBuffer.withUnsafeBufferPointer { i in try body(v, i) } }
    }

    /// A copy of the vertices, for tests and tools (drawing borrows them: `withVertices`).
    public var vertexArray: [Vertex] { withVertices(Array.init) }
    /// A copy of the indices, for tests and tools (drawing borrows them: `withIndices`).
    public var indexArray: [Int32] { withIndices(Array.init) }

    /// Number of vertices across every draw.
    public var vertexCount: Int { vertexBuffer.count }
    /// Number of indices across every draw (three a triangle).
    public var indexCount: Int { indexBuffer.count }

    /// Number of triangles across every draw.
    public var triangleCount: Int { indexBuffer.count / 3 }

    func reset(pixelWidth w: Int, pixelHeight h: Int) {
        vertexBuffer.removeAll()
        indexBuffer.removeAll()
        commands.removeAll(keepingCapacity: true)
        records.removeAll(keepingCapacity: true)
        pixelWidth = w
        pixelHeight = h
    }

    /// Appends `n` vertices that `write` writes, every one, into the buffer it is lent
    /// (the hot path).
    @inline(__always)
    func appendVertices(count n: Int, _ write: (UnsafeMutableBufferPointer<Vertex>) -> Void) {
        vertexBuffer.append(count: n, write)
    }

    func appendVertex(_ v: Vertex) { vertexBuffer.append(v) }

    func truncateVertices(to n: Int) { vertexBuffer.truncate(to: n) }

    func appendIndex(_ i: Int32) { indexBuffer.append(i) }

    /// Appends indices offset by `base`.
    @inline(__always)
    func appendIndices(_ source: [Int32], base: Int32) {
        let n = source.count
        indexBuffer.append(count: n) { d in
            source.withUnsafeBufferPointer { src in
                for i in 0..<n { d[i] = src[i] &+ base }
            }
        }
    }

    /// Appends a draw of the indices from `start` to the end, merged into the previous
    /// draw when it samples the same texture and nothing intervenes.
    func closeDraw(texture: TextureReference?, from start: Int) {
        let end = indexBuffer.count
        guard end > start else { return }
        drawSignature.mix(UInt64(bitPattern: Int64(texture?.hashValue ?? 0)))
        if case .draw(let t, let range)? = commands.last, t == texture, range.upperBound == start {
            commands[commands.count - 1] = .draw(texture: t, indices: range.lowerBound..<end)
        } else {
            commands.append(.draw(texture: texture, indices: start..<end))
        }
    }
}
