import CSDL2

/// How SDL 2's software renderer reads a list of untextured triangles
/// (SDL_SW_RenderGeometryRaw): walking them in order, a triangle that shares exactly two
/// corners with the one before and passes its rectangle test with it (an upright box
/// whose four corners have one colour) is drawn with it as one blended rectangle, and the
/// pair is used up; a triangle that does not pair is drawn alone. `TriangleCuller` follows
/// it so that leaving triangles out never changes what SDL draws with the rest.
enum SoftwareQuads {
    /// How many of the first triangle's corners the second one has.
    @inline(__always)
    static func shared(_ p0: Int32, _ p1: Int32, _ p2: Int32, with k0: Int32, _ k1: Int32, _ k2: Int32) -> Int {
        var n = 0
        if p0 == k0 || p0 == k1 || p0 == k2 { n += 1 }
        if p1 == k0 || p1 == k1 || p1 == k2 { n += 1 }
        if p2 == k0 || p2 == k1 || p2 == k2 { n += 1 }
        return n
    }

    /// Where (in indices) the triangle that completes the first rectangle SDL finds starts.
    static func firstQuad(_ indices: UnsafeBufferPointer<Int32>, vertices: UnsafePointer<SDL_Vertex>) -> Int? {
        var prev: (Int32, Int32, Int32)?
        var t = 0
        while t + 2 < indices.count {
            let current = (indices[t], indices[t + 1], indices[t + 2])
            if let p = prev {
                if isQuad(p, current, vertices) { return t }
            }
            prev = current
            t += 3
        }
        return nil
    }

    /// SDL's test of two neighbouring triangles for a rectangle, as it makes it.
    static func isQuad(_ prev: (Int32, Int32, Int32), _ current: (Int32, Int32, Int32), _ v: UnsafePointer<SDL_Vertex>) -> Bool {
        quad(prev, current, v) != nil
    }

    /// The rectangle SDL draws for two neighbouring triangles, as its top-left and
    /// bottom-right corners, or nil when they fail its test.
    static func quad(_ prev: (Int32, Int32, Int32), _ current: (Int32, Int32, Int32),
                     _ v: UnsafePointer<SDL_Vertex>) -> (topLeft: Int32, bottomRight: Int32)? {
        let (k0, k1, k2) = current
        guard shared(prev.0, prev.1, prev.2, with: k0, k1, k2) == 2 else { return nil }
        func xy(_ k: Int32) -> (Float, Float) { (v[Int(k)].position.x, v[Int(k)].position.y) }
        let (x0, y0) = xy(k0), (x1, y1) = xy(k1), (x2, y2) = xy(k2)
        let a: Int32, b: Int32
        if x0 <= x1 && y0 <= y1 { a = x0 <= x2 && y0 <= y2 ? k0 : k2 } else { a = x1 <= x2 && y1 <= y2 ? k1 : k2 }
        if x0 >= x1 && y0 >= y1 { b = x0 >= x2 && y0 >= y2 ? k0 : k2 } else { b = x1 >= x2 && y1 >= y2 ? k1 : k2 }
        let c = k0 != a && k0 != b ? k0 : (k1 != a && k1 != b ? k1 : k2)
        let c2 = prev.0 != a && prev.0 != b ? prev.0 : (prev.1 != a && prev.1 != b ? prev.1 : prev.2)
        let (ax, ay) = xy(a), (bx, by) = xy(b)
        func corner(_ k: Int32) -> Bool {
            let (x, y) = xy(k)
            return (ax == x && by == y) || (ay == y && bx == x)
        }
        guard corner(c), corner(c2) else { return nil }
        func colour(_ k: Int32) -> SDL_Color { v[Int(k)].color }
        let c0 = colour(a)
        func same(_ k: Int32) -> Bool { let o = colour(k); return o.r == c0.r && o.g == c0.g && o.b == c0.b && o.a == c0.a }
        return same(b) && same(c) && same(c2) ? (a, b) : nil
    }
}
