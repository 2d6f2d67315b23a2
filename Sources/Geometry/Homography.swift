/// A projective map of the plane, as a 3x3 matrix acting on row vectors `(x, y, 1)`.
///
/// A layer's 4x4 transform restricted to its own z = 0 plane is a homography; inverting
/// it is how hit-testing and point conversion see through perspective exactly.
public struct Homography: Hashable, Sendable {
    public var a, b, c: Double
    public var d, e, f: Double
    public var g, h, i: Double

    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double, g: Double, h: Double, i: Double) {
        self.a = a; self.b = b; self.c = c
        self.d = d; self.e = e; self.f = f
        self.g = g; self.h = h; self.i = i
    }

    /// Maps a point; nil when it lands behind the eye or at infinity.
    public func apply(to p: Point) -> Point? {
        let w = p.x * c + p.y * f + i
        guard w > 1e-9 else { return nil }
        return Point(x: (p.x * a + p.y * d + g) / w, y: (p.x * b + p.y * e + h) / w)
    }

    /// The inverse map, or nil when the plane is seen edge-on.
    public var inverted: Homography? {
        let co11 = e * i - f * h, co12 = -(d * i - f * g), co13 = d * h - e * g
        let det = a * co11 + b * co12 + c * co13
        guard abs(det) > 1e-12 else { return nil }
        let k = 1 / det
        return Homography(
            a: co11 * k, b: -(b * i - c * h) * k, c: (b * f - c * e) * k,
            d: co12 * k, e: (a * i - c * g) * k, f: -(a * f - c * d) * k,
            g: co13 * k, h: -(a * h - b * g) * k, i: (a * e - b * d) * k
        )
    }
}
