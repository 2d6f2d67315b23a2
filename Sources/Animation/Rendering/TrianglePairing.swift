/// A rasteriser's rule for drawing two neighbouring triangles as one rectangle, and the
/// one walk that says what part each triangle of a draw plays under it.
///
/// The rasteriser walks a draw's triangles in order. A triangle that shares exactly two
/// corners with the one before it (its neighbour), when that one is not paired already,
/// is tested with it: if the test passes, the two are drawn as one rectangle and used up;
/// a triangle that pairs with neither neighbour is drawn alone. So whether a triangle is
/// drawn alone, skipped as the first of a pair, or drawn as the pair's rectangle depends
/// on every triangle before it in its chain of neighbours, and on none outside that chain.
/// Damage tracking tiles large layers by these parts; a front end culls and submits by
/// them.
public struct TrianglePairing: Sendable {
    /// A triangle's three indices into the vertices.
    public typealias Triangle = (Int32, Int32, Int32)
    /// The test of a triangle with its neighbour before it (they share exactly two
    /// corners): the rectangle they make, as the indices of its top-left and bottom-right
    /// corners, or nil when the rasteriser draws them apart.
    public typealias Test = @Sendable (_ previous: Triangle, _ current: Triangle, _ vertices: UnsafeBufferPointer<Vertex>)
        -> (topLeft: Int32, bottomRight: Int32)?

    /// The part a triangle plays in the rasteriser's walk.
    public enum Role: Equatable, Sendable {
        /// Drawn by itself.
        case alone
        /// The first of a pair, drawn as part of the next triangle's rectangle.
        case first
        /// The second of a pair: the pair is drawn as this rectangle.
        case rectangle(topLeft: Int32, bottomRight: Int32)

        /// A number for the role (0 alone, 1 first, 2 rectangle), to fingerprint it.
        public var code: UInt64 {
            switch self {
            case .alone: 0
            case .first: 1
            case .rectangle: 2
            }
        }
    }

    public let test: Test

    public init(_ test: @escaping Test) {
        self.test = test
    }

    /// Whether `current` shares exactly two corners with `previous`: whether they are
    /// neighbours in a chain (a strip, a fan, a quad), the only triangles that can pair.
    @inlinable @inline(__always)
    public static func areNeighbours(_ previous: Triangle, _ current: Triangle) -> Bool {
        let (p0, p1, p2) = previous, (k0, k1, k2) = current
        var n = 0
        if p0 == k0 || p0 == k1 || p0 == k2 { n += 1 }
        if p1 == k0 || p1 == k1 || p1 == k2 { n += 1 }
        if p2 == k0 || p2 == k1 || p2 == k2 { n += 1 }
        return n == 2
    }

    /// Walks the triangles of `indices` as the rasteriser does and hands `body` each one's
    /// start (in `indices`) and role, in order.
    @inlinable
    public func walk(_ indices: UnsafeBufferPointer<Int32>, of vertices: UnsafeBufferPointer<Vertex>,
                     _ body: (_ start: Int, _ role: Role) -> Void) {
        var previous: Int?
        var t = 0
        while t + 2 < indices.count {
            let current = (indices[t], indices[t + 1], indices[t + 2])
            if let p = previous {
                let before = (indices[p], indices[p + 1], indices[p + 2])
                if Self.areNeighbours(before, current), let r = test(before, current, vertices) {
                    body(p, .first)
                    body(t, .rectangle(topLeft: r.topLeft, bottomRight: r.bottomRight))
                    previous = nil
                    t += 3
                    continue
                }
                body(p, .alone)
            }
            previous = t
            t += 3
        }
        if let p = previous { body(p, .alone) }
    }

    /// Where (in `indices`) the triangle that completes the first rectangle starts; nil
    /// when no two triangles pair.
    public func firstRectangle(_ indices: UnsafeBufferPointer<Int32>, of vertices: UnsafeBufferPointer<Vertex>) -> Int? {
        var t = 3
        while t + 2 < indices.count {
            let before = (indices[t - 3], indices[t - 2], indices[t - 1]), current = (indices[t], indices[t + 1], indices[t + 2])
            // The first pair found is the walk's first: no triangle before it is used up.
            if Self.areNeighbours(before, current), test(before, current, vertices) != nil { return t }
            t += 3
        }
        return nil
    }
}
