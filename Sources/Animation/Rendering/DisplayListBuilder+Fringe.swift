import Geometry

/// A large shape's anti-aliasing fringe on a rasteriser that takes positions whole
/// (`RasterProfile.truncatesPositions`).
///
/// Such a rasteriser moves every vertex to a pixel corner, up to 0.7 px off the outline,
/// so a curve drawn through rounded corners shows flat facets: a run of vertices all moved
/// inwards, then a run moved outwards. Each fringe vertex takes, of the four corners of
/// its pixel square, the one furthest out along its normal that moves it no further out
/// than a limit, and what is left is made up for in alpha:
/// - **The inner ring** never moves out. It keeps full coverage, shared with the fill's
///   fan (so the fill has no seam), and a ring moved out would make the edge too heavy
///   with nothing to take it back.
/// - **The outer ring** moves out no further than leaves the middle of the fringe inside
///   the true edge: coverage can be raised there, never lowered below the half that the
///   middle of a 1 → 0 ramp gives. It never crosses the inner ring, so no triangle
///   folds over.
/// - **Its alpha** makes up the rest: the coverage the fringe adds, summed across it, is
///   what the true edge gives.
/// - **A third ring**, at alpha 0, lies a pixel further out wherever the outer ring has
///   coverage. Pixel centres that fall exactly on the outer ring (a 45° run of them when
///   its corners step diagonally) are then inside the fringe. With the outer ring as the
///   last edge, the top-left fill rule would leave them blank down and to the right: a
///   staircase.
///
/// Measured through SDL 2's software rasteriser (`FringePlacementTests`), a 100-point
/// circle's edge (its coverage turned into a radius, in 5° sectors) strays up to 0.35 to
/// 0.53 px from the true circle with every vertex rounded, and 0.10 to 0.15 px placed so.
extension DisplayListBuilder {
    /// Writes a fringe's three rings into `out` (which starts at `first`): each position
    /// turned by `cos`, `sin` when `spins`, moved by `tx`, `ty` (which hold the profile's
    /// half-pixel bias) and put on a pixel corner as above, the inner ring at `innerAlpha`,
    /// the outer ring's alpha from the moves at a paint of `opacity` (0...255), the third
    /// ring at 0, the outer two kept inside `limits` (see `fringeLimits`). Returns the box
    /// of the vertices written.
    @inline(__always)
    static func placeFringe(_ fringe: ShapeCache.Fringe, positions: UnsafeBufferPointer<(Float, Float)>, first: Int,
                            tx: Float, ty: Float, cos: Float, sin: Float, spins: Bool, r: UInt8, g: UInt8, b: UInt8,
                            opacity: Float, innerAlpha: UInt8, limits: Box,
                            into out: UnsafeMutableBufferPointer<Vertex>) -> Box {
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        let n = fringe.count
        // The biased position less half a pixel: where the point lies on screen.
        let sx = tx - 0.5, sy = ty - 0.5
        fringe.normals.withUnsafeBufferPointer { normals in
            for k in 0..<n {
                var (nx, ny) = normals[k]
                let i = fringe.inner &+ k, o = i &+ n
                var (xi, yi) = positions[i], (xo, yo) = positions[o]
                if spins {
                    (nx, ny) = (nx * cos - ny * sin, nx * sin + ny * cos)
                    (xi, yi) = (xi * cos - yi * sin, xi * sin + yi * cos)
                    (xo, yo) = (xo * cos - yo * sin, xo * sin + yo * cos)
                }
                let inner = corner(xi + sx, yi + sy, nx, ny, limit: 0)
                let outer = corner(xo + sx, yo + sy, nx, ny, limit: -inner.move)
                // The ramp 1 → share → 0 over inner, outer and third ring adds, across the
                // fringe, what the true edge adds from the inner ring out.
                let alongX = abs(nx) >= abs(ny)
                let gap = -(inner.move + outer.move)
                let span = 1 + outer.move - inner.move + (alongX ? abs(nx) : abs(ny))
                let share = gap > 0 ? min(1, gap / span) : 0
                let alpha = UInt8(truncatingIfNeeded: Int32(opacity * share + 0.5))
                var (x3, y3) = (outer.x, outer.y)
                if alpha > 0 {
                    if alongX { x3 += nx > 0 ? 1 : -1 } else { y3 += ny > 0 ? 1 : -1 }
                }
                let x2 = min(max(outer.x, limits.minX), limits.maxX), y2 = min(max(outer.y, limits.minY), limits.maxY)
                x3 = min(max(x3, limits.minX), limits.maxX)
                y3 = min(max(y3, limits.minY), limits.maxY)
                out[i &- first] = Vertex(x: inner.x, y: inner.y, r: r, g: g, b: b, a: innerAlpha)
                out[o &- first] = Vertex(x: x2, y: y2, r: r, g: g, b: b, a: alpha)
                out[o &+ n &- first] = Vertex(x: x3, y: y3, r: r, g: g, b: b, a: 0)
                minX = min(minX, inner.x, x2, x3)
                maxX = max(maxX, inner.x, x2, x3)
                minY = min(minY, inner.y, y2, y3)
                maxY = max(maxY, inner.y, y2, y3)
            }
        }
        return (minX, minY, maxX, maxY)
    }

    /// A box of device pixels: least and greatest x and y.
    typealias Box = (minX: Float, minY: Float, maxX: Float, maxY: Float)

    /// The pixels a shape of `bounds` touches under `toPixels`, as whole coordinates: the
    /// fringe stays inside them, as the sublayers of a rounded `masksToBounds` stay inside
    /// its clip (the same pixels), so the background shows nowhere its mask cannot cover.
    /// The true shape covers nothing outside them. Unlimited under a perspective that
    /// takes a corner behind the eye.
    static func fringeLimits(of bounds: Rect, toPixels: Homography) -> Box {
        let corners = bounds.corners.compactMap { toPixels.apply(to: $0) }
        guard corners.count == 4 else { return (-.infinity, -.infinity, .infinity, .infinity) }
        let r = PixelRect(covering: Rect(bounding: corners))
        return (Float(r.x), Float(r.y), Float(r.x + r.width), Float(r.y + r.height))
    }

    /// Of the four corners of the pixel square holding (`x`, `y`), the one furthest out
    /// along the unit normal `(nx, ny)` that moves the point no further than `limit`; the
    /// one furthest in when none does. With how far it lies along the normal.
    @inline(__always)
    static func corner(_ x: Float, _ y: Float, _ nx: Float, _ ny: Float, limit: Float) -> (x: Float, y: Float, move: Float) {
        let fx = Self.floor(x), fy = Self.floor(y)
        let base = (fx - x) * nx + (fy - y) * ny
        // A hair of slack, so a corner the sums put on the limit by rounding still counts.
        let bound = limit + 1e-4
        var best = (x: fx, y: fy, move: base)
        @inline(__always) func consider(_ cx: Float, _ cy: Float, _ move: Float) {
            let fits = move <= bound, bestFits = best.move <= bound
            if fits != bestFits ? fits : (fits ? move > best.move : move < best.move) { best = (cx, cy, move) }
        }
        consider(fx + 1, fy, base + nx)
        consider(fx, fy + 1, base + ny)
        consider(fx + 1, fy + 1, base + nx + ny)
        return best
    }
}
