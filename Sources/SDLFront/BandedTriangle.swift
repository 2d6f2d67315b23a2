import Animation
import CSDL2

/// How to draw a large triangle with SDL's software renderer in bands of rows, when that
/// tests far fewer pixels than its whole box (see `SoftwareTriangles`).
///
/// In each band the triangle is drawn clipped to the columns it crosses there. SDL works
/// out a pixel's coverage and colour from the triangle alone, whatever the clip, and each
/// pixel lies in exactly one band, so the pixels are the same.
///
/// An opaque one-coloured triangle also has, in most bands, a run of columns whose pixel
/// centres lie inside it on every row of the band. SDL would give each of those pixels
/// the triangle's colour, mapped to the target's format, so they are filled as a
/// rectangle of that colour (SDL's plain fill maps it the same way), and the triangle is
/// drawn only either side of it.
struct BandedTriangle {
    typealias Corner = (x: Double, y: Double)

    /// Rows per band.
    let rows: Int32
    /// The part of the triangle's box inside the clip: where SDL would test pixels.
    let box: PixelRect
    /// The corners as SDL takes them: truncated to whole pixels.
    private let corners: (Corner, Corner, Corner)
    /// A corner of an opaque one-coloured triangle, whose insides are filled in its
    /// colour; else nil.
    private let solid: Vertex?

    /// Band heights tried.
    private static let heights: [Int32] = [2, 4, 8, 16, 32, 64, 128]
    /// What filling a pixel costs against testing one.
    private static let fillCost = 0.1

    /// The bands for the triangle at `t`, or nil when one call is as good: a small box, or
    /// a triangle that fills much of its box and cannot be filled. `callCost` is a call's
    /// overhead, in pixels; `opaque` says the triangle is.
    init?(vertices: UnsafeBufferPointer<Vertex>, indices: UnsafeBufferPointer<Int32>, at t: Int, clip: PixelRect,
          callCost: Double, opaque: Bool) {
        let v0 = vertices[Int(indices[t])], v1 = vertices[Int(indices[t + 1])], v2 = vertices[Int(indices[t + 2])]
        // Most triangles are small: settled before any other work.
        let minX = min(v0.x, v1.x, v2.x), maxX = max(v0.x, v1.x, v2.x)
        let minY = min(v0.y, v1.y, v2.y), maxY = max(v0.y, v1.y, v2.y)
        guard Double(maxX - minX) * Double(maxY - minY) > 8 * callCost,
              minX > -1e6, maxX < 1e6, minY > -1e6, maxY < 1e6 else { return nil }
        // SDL casts positions to int: toward zero.
        func corner(_ p: Vertex) -> Corner { (Double(p.x.rounded(.towardZero)), Double(p.y.rounded(.towardZero))) }
        let corners = (corner(v0), corner(v1), corner(v2))
        let x0 = Int32(min(corners.0.x, corners.1.x, corners.2.x)), y0 = Int32(min(corners.0.y, corners.1.y, corners.2.y))
        let x1 = Int32(max(corners.0.x, corners.1.x, corners.2.x)), y1 = Int32(max(corners.0.y, corners.1.y, corners.2.y))
        // SDL's edge functions are ints over twice the coordinates: past this box they wrap,
        // and what SDL covers is no longer the triangle. Such a triangle goes as it is.
        guard Double(x1 - x0) * Double(y1 - y0) < 2.5e8 else { return nil }
        // SDL's box: from the least corner, as wide as the corners are apart.
        let box = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(clip)
        let whole = Double(box.width) * Double(box.height)
        guard whole > 8 * callCost else { return nil }
        func same(_ a: Vertex, _ b: Vertex) -> Bool { a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a }
        let solid = opaque && same(v0, v1) && same(v1, v2) ? v0 : nil
        // Rows per band: each band tests the columns its edges sweep across (their slopes
        // times its height) beside the triangle's own pixels, and costs its calls. The best
        // height balances the two; the triangle's own pixels cost the same (or, filled,
        // a tenth) whatever it is.
        let calls = solid == nil ? 1.0 : 3.0
        func slope(_ a: Corner, _ b: Corner) -> Double { a.y == b.y ? 0 : min(1_000, abs((b.x - a.x) / (b.y - a.y))) }
        let s0 = slope(corners.0, corners.1), s1 = slope(corners.1, corners.2), s2 = slope(corners.2, corners.0)
        // A row's two ends lie on two of the edges: the steepest two, at worst.
        let sweep = max(s0 + s1 + s2 - min(s0, s1, s2), 1.0 / 64)
        let ideal = (calls * callCost / sweep).squareRoot()
        let h = Self.heights.last { Double($0) <= ideal } ?? Self.heights[0]
        let area = abs((corners.1.x - corners.0.x) * (corners.2.y - corners.0.y) - (corners.2.x - corners.0.x) * (corners.1.y - corners.0.y)) / 2
        let bands = (Double(box.height) / Double(h)).rounded(.up)
        let own = min(area, whole) * (solid == nil ? 1 : Self.fillCost)
        let cost = own + bands * (Double(h) * Double(h) * sweep + 4 * Double(h) + calls * callCost)
        guard cost < 0.7 * whole else { return nil }
        self.corners = corners
        self.box = box
        self.solid = solid
        rows = h
    }

    /// Draws the triangle band by band: `submit` draws it under each clip set.
    func draw(_ renderer: OpaquePointer, _ submit: () -> Void) {
        func clipped(_ r: PixelRect) {
            guard !r.isEmpty else { return }
            var sdl = r.sdlRect
            SDL_RenderSetClipRect(renderer, &sdl)
            submit()
        }
        if let solid { SDL_SetRenderDrawColor(renderer, solid.r, solid.g, solid.b, solid.a) }
        Self.forEachBand(of: box, rows: rows, corners: corners, solid: solid != nil) { outer, inner in
            guard let inner else { return clipped(outer) }
            var sdl = outer.sdlRect
            SDL_RenderSetClipRect(renderer, &sdl)
            var fill = inner.sdlRect
            SDL_RenderFillRect(renderer, &fill)
            clipped(PixelRect(x: outer.x, y: outer.y, width: inner.x - outer.x, height: outer.height))
            let right = inner.x + inner.width
            clipped(PixelRect(x: right, y: outer.y, width: outer.x + outer.width - right, height: outer.height))
        }
    }

    /// Each band the triangle reaches: the columns it crosses there (with a pixel to spare
    /// each side), and, when `solid`, the columns whose pixels it covers on every row.
    private static func forEachBand(of box: PixelRect, rows: Int32, corners: (Corner, Corner, Corner), solid: Bool,
                                    _ body: (_ outer: PixelRect, _ inner: PixelRect?) -> Void) {
        var y = box.y
        while y < box.y + box.height {
            let band = PixelRect(x: box.x, y: y, width: box.width, height: min(rows, box.y + box.height - y))
            y += rows
            // The rows' pixel centres span band.y + 0.5 to the band's end − 0.5; any
            // triangle over them lies within the band's edges.
            guard let crossed = span(over: Double(band.y), Double(band.y + band.height), corners) else { continue }
            let x0 = Int32(crossed.lo.rounded(.down)) - 1, x1 = Int32(crossed.hi.rounded(.up)) + 1
            let outer = PixelRect(x: x0, y: band.y, width: x1 - x0, height: band.height).intersection(band)
            guard !outer.isEmpty else { continue }
            let inner = solid ? inside(band, corners)?.intersection(outer) : nil
            body(outer, inner?.isEmpty == false ? inner : nil)
        }
    }

    /// The columns whose pixel centres lie strictly inside the triangle on every row of
    /// the band, a pixel short each side for safety; nil when none do.
    private static func inside(_ band: PixelRect, _ corners: (Corner, Corner, Corner)) -> PixelRect? {
        // The left edge of a triangle's rows is convex and the right one concave, so over
        // the rows their innermost points are at the first or the last row.
        guard let top = span(at: Double(band.y) + 0.5, corners),
              let bottom = span(at: Double(band.y + band.height) - 0.5, corners) else { return nil }
        let lo = max(top.lo, bottom.lo), hi = min(top.hi, bottom.hi)
        // Pixel x's centre is x + 0.5: strictly right of lo from floor(lo − 0.5) + 1 on.
        let first = Int32((lo - 0.5).rounded(.down)) + 2, last = Int32((hi - 0.5).rounded(.up)) - 2
        guard last >= first else { return nil }
        let r = PixelRect(x: first, y: band.y, width: last - first + 1, height: band.height)
        return r.isEmpty ? nil : r
    }

    /// Where the triangle crosses the row at `y`, strictly inside its rows; nil outside.
    private static func span(at y: Double, _ corners: (Corner, Corner, Corner)) -> (lo: Double, hi: Double)? {
        let ys = (corners.0.y, corners.1.y, corners.2.y)
        guard y > min(ys.0, ys.1, ys.2), y < max(ys.0, ys.1, ys.2) else { return nil }
        return span(over: y, y, corners)
    }

    /// The least and greatest x of the triangle between rows `top` and `bottom`.
    private static func span(over top: Double, _ bottom: Double, _ corners: (Corner, Corner, Corner)) -> (lo: Double, hi: Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        func edge(_ a: Corner, _ b: Corner) {
            if a.y >= top && a.y <= bottom {
                lo = min(lo, a.x)
                hi = max(hi, a.x)
            }
            guard a.y != b.y else { return }
            func crossing(_ y: Double) {
                guard y >= min(a.y, b.y) && y <= max(a.y, b.y) else { return }
                let x = a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
                lo = min(lo, x)
                hi = max(hi, x)
            }
            crossing(top)
            crossing(bottom)
        }
        edge(corners.0, corners.1)
        edge(corners.1, corners.2)
        edge(corners.2, corners.0)
        return lo <= hi ? (lo, hi) : nil
    }
}
