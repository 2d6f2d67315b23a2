import Animation

/// Picks out the triangles of a draw that can touch a rectangle, so a redraw of a small
/// damaged area hands the rasteriser only those (a triangle outside the clip draws no
/// pixel, so leaving it out changes none).
///
/// SDL's software renderer has two habits that make a draw more than its triangles:
/// - it draws two neighbouring triangles that share two corners and pass its test for
///   an upright, one-coloured rectangle as one blended rectangle, pairing them greedily in
///   the order given (see `TrianglePairing`);
/// - once it has drawn such a rectangle, it draws the rest of that call's triangles
///   blended, whatever the blend mode was.
///
/// So the triangles kept must pair as they did in the whole draw, and blend from the same
/// point. Triangles are kept or left out by chains (neighbours sharing two corners: a
/// strip, a fan, a quad), so the pairs SDL finds inside a chain never change, and each run
/// left out becomes one degenerate triangle (all corners one vertex), which draws nothing
/// and pairs with nothing. When the call's first rectangle lies in a chain left out, the
/// result says from where the kept triangles must be drawn blended.
struct TriangleCuller {
    private var kept: [Int32] = []

    /// Lends `body` the triangles of `indices` whose chain's bounding box meets `clip`
    /// (`indices` itself when the clip is the whole output), and where, in them, SDL would
    /// have switched to blending in the whole draw though the triangles kept will not make
    /// it switch (nil: nothing to do); does not call it, and returns false, when no
    /// triangle meets the clip.
    /// `pairing` is the rasteriser's, to be followed where its switch to blending matters
    /// (an overwrite group's untextured draws on SDL's software renderer); nil elsewhere.
    @discardableResult
    mutating func withTriangles(_ indices: UnsafeBufferPointer<Int32>, of vertices: UnsafeBufferPointer<Vertex>,
                                within clip: PixelRect, output: PixelRect, pairing: TrianglePairing?,
                                _ body: (_ kept: UnsafeBufferPointer<Int32>, _ blendsFrom: Int?) -> Void) -> Bool {
        if clip == output {
            body(indices, nil)
            return true
        }
        kept.removeAll(keepingCapacity: true)
        let firstQuad = pairing?.firstRectangle(indices, of: vertices)
        var blendsFrom: Int?
        // A pixel's centre inside a triangle is within a pixel of its box.
        let x0 = Float(clip.x) - 1, y0 = Float(clip.y) - 1
        let x1 = Float(clip.x + clip.width) + 1, y1 = Float(clip.y + clip.height) + 1
        var any = false, leftOut = false, quadLeftOut = false
        var chainStart = 0
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        func closeChain(at end: Int) {
            guard end > chainStart else { return }
            let holdsQuad = firstQuad.map { chainStart <= $0 && $0 < end } ?? false
            if maxX >= x0, minX <= x1, maxY >= y0, minY <= y1 {
                if leftOut {
                    let v = indices[chainStart]
                    kept.append(v); kept.append(v); kept.append(v)
                    leftOut = false
                }
                if quadLeftOut {
                    blendsFrom = kept.count
                    quadLeftOut = false
                }
                kept.append(contentsOf: UnsafeBufferPointer(rebasing: indices[chainStart..<end]))
                any = true
            } else {
                leftOut = true
                if holdsQuad { quadLeftOut = true }
            }
            chainStart = end
            minX = .infinity; minY = .infinity; maxX = -.infinity; maxY = -.infinity
        }
        var t = 0
        while t + 2 < indices.count {
            let i0 = indices[t], i1 = indices[t + 1], i2 = indices[t + 2]
            if t > chainStart, !TrianglePairing.areNeighbours((indices[t - 3], indices[t - 2], indices[t - 1]), (i0, i1, i2)) {
                closeChain(at: t)
            }
            let a = vertices[Int(i0)], b = vertices[Int(i1)], c = vertices[Int(i2)]
            minX = min(minX, a.x, b.x, c.x); maxX = max(maxX, a.x, b.x, c.x)
            minY = min(minY, a.y, b.y, c.y); maxY = max(maxY, a.y, b.y, c.y)
            t += 3
        }
        closeChain(at: t)
        guard any else { return false }
        kept.withUnsafeBufferPointer { body($0, blendsFrom) }
        return true
    }
}
