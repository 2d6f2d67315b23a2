import Animation
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
    static func firstQuad(_ indices: UnsafeBufferPointer<Int32>, vertices: UnsafeBufferPointer<Vertex>) -> Int? {
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
    static func isQuad(_ prev: (Int32, Int32, Int32), _ current: (Int32, Int32, Int32), _ v: UnsafeBufferPointer<Vertex>) -> Bool {
        quad(prev, current, v) != nil
    }

    /// The rectangle SDL draws for two neighbouring triangles, as its top-left and
    /// bottom-right corners, or nil when they fail its test: the display list's own copy
    /// of the test (`DisplayListBuilder.softwareRectangle`).
    static func quad(_ prev: (Int32, Int32, Int32), _ current: (Int32, Int32, Int32),
                     _ v: UnsafeBufferPointer<Vertex>) -> (topLeft: Int32, bottomRight: Int32)? {
        DisplayListBuilder.softwareRectangle(prev, current, v.baseAddress!)
    }
}
