import Animation

extension TrianglePairing {
    /// SDL 2's software renderer's test of two neighbouring triangles
    /// (SDL_SW_RenderGeometryRaw): an upright rectangle whose four corners have one colour
    /// (alpha included), which it then draws as one blended rectangle, as its top-left and
    /// bottom-right corners. Once it has drawn such a rectangle, it draws the rest of that
    /// call's triangles blended, whatever the blend mode was (see `TriangleCuller`).
    static let sdlSoftware = TrianglePairing { previous, current, v in
        let (p0, p1, p2) = previous, (k0, k1, k2) = current
        func xy(_ k: Int32) -> (Float, Float) { (v[Int(k)].x, v[Int(k)].y) }
        let (x0, y0) = xy(k0), (x1, y1) = xy(k1), (x2, y2) = xy(k2)
        let a: Int32, b: Int32
        if x0 <= x1 && y0 <= y1 { a = x0 <= x2 && y0 <= y2 ? k0 : k2 } else { a = x1 <= x2 && y1 <= y2 ? k1 : k2 }
        if x0 >= x1 && y0 >= y1 { b = x0 >= x2 && y0 >= y2 ? k0 : k2 } else { b = x1 >= x2 && y1 >= y2 ? k1 : k2 }
        let c = k0 != a && k0 != b ? k0 : (k1 != a && k1 != b ? k1 : k2)
        let c2 = p0 != a && p0 != b ? p0 : (p1 != a && p1 != b ? p1 : p2)
        let (ax, ay) = xy(a), (bx, by) = xy(b)
        func corner(_ k: Int32) -> Bool {
            let (x, y) = xy(k)
            return (ax == x && by == y) || (ay == y && bx == x)
        }
        guard corner(c), corner(c2) else { return nil }
        let ca = v[Int(a)]
        func sameColor(_ k: Int32) -> Bool { v[Int(k)].r == ca.r && v[Int(k)].g == ca.g && v[Int(k)].b == ca.b && v[Int(k)].a == ca.a }
        return sameColor(b) && sameColor(c) && sameColor(c2) ? (a, b) : nil
    }
}
