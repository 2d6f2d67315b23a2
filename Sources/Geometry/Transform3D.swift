import Foundation

/// A 4x4 homogeneous transform (CATransform3D).
///
/// Points are row vectors multiplied on the left, as in Core Animation:
/// `(x, y, z, 1) * M`, so `m41...m43` hold the translation and `m34` the
/// perspective term (`-1 / eyeDistance`). `a.concatenating(b)` applies `a`
/// first, then `b` (CATransform3DConcat). Defaults to the identity.
public struct Transform3D: Hashable, Sendable, Codable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(
        m11: Double = 1, m12: Double = 0, m13: Double = 0, m14: Double = 0,
        m21: Double = 0, m22: Double = 1, m23: Double = 0, m24: Double = 0,
        m31: Double = 0, m32: Double = 0, m33: Double = 1, m34: Double = 0,
        m41: Double = 0, m42: Double = 0, m43: Double = 0, m44: Double = 1
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Builds a transform from 16 values in row-major order (m11, m12, ... m44).
    public init(rowMajor v: [Double]) {
        precondition(v.count == 16, "Transform3D(rowMajor:) needs 16 values, got \(v.count)")
        self.init(m11: v[0], m12: v[1], m13: v[2], m14: v[3],
                  m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                  m31: v[8], m32: v[9], m33: v[10], m34: v[11],
                  m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    public static let identity = Transform3D()

    /// The 16 values in row-major order.
    public var rowMajor: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    public var isIdentity: Bool { self == .identity }

    /// Whether the transform maps the z = 0 plane affinely: no perspective terms.
    public var isAffine: Bool { m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1 }

    // MARK: Construction

    public static func translation(x: Double = 0, y: Double = 0, z: Double = 0) -> Transform3D {
        Transform3D(m41: x, m42: y, m43: z)
    }

    public static func scale(x: Double = 1, y: Double = 1, z: Double = 1) -> Transform3D {
        Transform3D(m11: x, m22: y, m33: z)
    }

    public static func scale(_ s: Double) -> Transform3D { scale(x: s, y: s, z: 1) }

    /// A rotation by `angle` radians about the x axis; positive tilts the bottom edge away
    /// from the viewer under perspective.
    public static func rotationX(_ angle: Double) -> Transform3D {
        let c = cos(angle), s = sin(angle)
        return Transform3D(m22: c, m23: s, m32: -s, m33: c)
    }

    /// A rotation by `angle` radians about the y axis.
    public static func rotationY(_ angle: Double) -> Transform3D {
        let c = cos(angle), s = sin(angle)
        return Transform3D(m11: c, m13: -s, m31: s, m33: c)
    }

    /// A rotation by `angle` radians about the z axis; positive is clockwise on a y-down screen.
    public static func rotationZ(_ angle: Double) -> Transform3D {
        let c = cos(angle), s = sin(angle)
        return Transform3D(m11: c, m12: s, m21: -s, m22: c)
    }

    /// Perspective as seen from `eyeDistance` points in front of the z = 0 plane (m34 = -1/d).
    public static func perspective(eyeDistance d: Double) -> Transform3D {
        precondition(d > 0, "perspective eye distance must be positive, got \(d)")
        return Transform3D(m34: -1 / d)
    }

    // MARK: Composition

    /// `self` applied first, then `other` (CATransform3DConcat(self, other)).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44
        )
    }

    // MARK: Application

    /// Maps a point in the z = 0 plane and divides by w. Returns nil behind the eye (w <= 0).
    public func apply(to p: Point) -> Point? {
        let w = p.x * m14 + p.y * m24 + m44
        guard w > 1e-9 else { return nil }
        return Point(x: (p.x * m11 + p.y * m21 + m41) / w, y: (p.x * m12 + p.y * m22 + m42) / w)
    }

    /// The 3x3 homography this transform induces from the z = 0 plane to the screen plane.
    public var planeHomography: Homography {
        Homography(a: m11, b: m12, c: m14, d: m21, e: m22, f: m24, g: m41, h: m42, i: m44)
    }
}
