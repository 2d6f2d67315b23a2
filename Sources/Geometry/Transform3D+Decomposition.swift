import Foundation

/// A transform split into the parts that interpolate well: perspective, translation,
/// rotation (a unit quaternion), skew and scale. Recomposing gives the transform back.
///
/// The algorithm is the unmatrix decomposition of Graphics Gems II, in the form the CSS
/// Transforms Level 2 specification gives it; it uses the same row-vector layout as
/// Core Animation, so translation is `m41...m43`.
public struct DecomposedTransform: Hashable, Sendable {
    public var translation: (x: Double, y: Double, z: Double)
    public var scale: (x: Double, y: Double, z: Double)
    /// Shear factors xy, xz, yz.
    public var skew: (xy: Double, xz: Double, yz: Double)
    /// Rotation as a unit quaternion (x, y, z, w).
    public var quaternion: (x: Double, y: Double, z: Double, w: Double)
    public var perspective: (x: Double, y: Double, z: Double, w: Double)

    public init(
        translation: (x: Double, y: Double, z: Double) = (0, 0, 0),
        scale: (x: Double, y: Double, z: Double) = (1, 1, 1),
        skew: (xy: Double, xz: Double, yz: Double) = (0, 0, 0),
        quaternion: (x: Double, y: Double, z: Double, w: Double) = (0, 0, 0, 1),
        perspective: (x: Double, y: Double, z: Double, w: Double) = (0, 0, 0, 1)
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.quaternion = quaternion
        self.perspective = perspective
    }

    private var components: [Double] {
        [translation.x, translation.y, translation.z, scale.x, scale.y, scale.z,
         skew.xy, skew.xz, skew.yz, quaternion.x, quaternion.y, quaternion.z, quaternion.w,
         perspective.x, perspective.y, perspective.z, perspective.w]
    }

    public static func == (l: DecomposedTransform, r: DecomposedTransform) -> Bool { l.components == r.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// Builds the 4x4 matrix back from its parts.
    public var recomposed: Transform3D {
        var m = Matrix4(Transform3D.identity)
        for i in 0..<4 { m[i, 3] = [perspective.x, perspective.y, perspective.z, perspective.w][i] }
        let t = [translation.x, translation.y, translation.z]
        for i in 0..<3 {
            for j in 0..<3 { m[3, i] += t[j] * m[j, i] }
        }
        let (x, y, z, w) = quaternion
        var r = Matrix4(Transform3D.identity)
        r[0, 0] = 1 - 2 * (y * y + z * z); r[0, 1] = 2 * (x * y + z * w); r[0, 2] = 2 * (x * z - y * w)
        r[1, 0] = 2 * (x * y - z * w); r[1, 1] = 1 - 2 * (x * x + z * z); r[1, 2] = 2 * (y * z + x * w)
        r[2, 0] = 2 * (x * z + y * w); r[2, 1] = 2 * (y * z - x * w); r[2, 2] = 1 - 2 * (x * x + y * y)
        m = r * m
        if skew.yz != 0 { var s = Matrix4(.identity); s[2, 1] = skew.yz; m = s * m }
        if skew.xz != 0 { var s = Matrix4(.identity); s[2, 0] = skew.xz; m = s * m }
        if skew.xy != 0 { var s = Matrix4(.identity); s[1, 0] = skew.xy; m = s * m }
        let sc = [scale.x, scale.y, scale.z]
        for i in 0..<3 {
            for j in 0..<4 { m[i, j] *= sc[i] }
        }
        return m.transform
    }
}

extension Transform3D {
    /// The transform split into interpolable parts, or nil for a singular matrix.
    public var decomposed: DecomposedTransform? {
        guard m44 != 0 else { return nil }
        var m = Matrix4(self)
        for i in 0..<4 { for j in 0..<4 { m[i, j] /= m44 } }
        var pm = m
        for i in 0..<3 { pm[i, 3] = 0 }
        pm[3, 3] = 1
        guard abs(pm.transform.determinant) > 1e-12 else { return nil }

        var result = DecomposedTransform()
        if m[0, 3] != 0 || m[1, 3] != 0 || m[2, 3] != 0 {
            guard let inv = pm.transform.inverted else { return nil }
            let it = Matrix4(inv).transposed
            let rhs = [m[0, 3], m[1, 3], m[2, 3], m[3, 3]]
            var p = [0.0, 0, 0, 0]
            for j in 0..<4 { for k in 0..<4 { p[j] += rhs[k] * it[k, j] } }
            result.perspective = (p[0], p[1], p[2], p[3])
        }
        result.translation = (m[3, 0], m[3, 1], m[3, 2])

        var row = (0..<3).map { i in [m[i, 0], m[i, 1], m[i, 2]] }
        var scale = [0.0, 0, 0]
        var skew = [0.0, 0, 0]
        scale[0] = length(row[0]); row[0] = normalize(row[0])
        skew[0] = dot(row[0], row[1]); row[1] = combine(row[1], row[0], 1, -skew[0])
        scale[1] = length(row[1]); row[1] = normalize(row[1]); skew[0] /= scale[1]
        skew[1] = dot(row[0], row[2]); row[2] = combine(row[2], row[0], 1, -skew[1])
        skew[2] = dot(row[1], row[2]); row[2] = combine(row[2], row[1], 1, -skew[2])
        scale[2] = length(row[2]); row[2] = normalize(row[2]); skew[1] /= scale[2]; skew[2] /= scale[2]

        if dot(row[0], cross(row[1], row[2])) < 0 {
            for i in 0..<3 {
                scale[i] = -scale[i]
                row[i] = row[i].map { -$0 }
            }
        }
        result.quaternion = quaternion(fromRotationRows: row)
        result.scale = (scale[0], scale[1], scale[2])
        result.skew = (skew[0], skew[1], skew[2])
        return result
    }
}

/// Shepperd's method: robust near half turns, where reading signs off the diagonal fails.
/// Consistent with `recomposed`: r01 - r10 = 4zw, r20 - r02 = 4yw, r12 - r21 = 4xw.
private func quaternion(fromRotationRows r: [[Double]]) -> (x: Double, y: Double, z: Double, w: Double) {
    let trace = r[0][0] + r[1][1] + r[2][2]
    if trace > 0 {
        let s = (trace + 1).squareRoot() * 2
        return ((r[1][2] - r[2][1]) / s, (r[2][0] - r[0][2]) / s, (r[0][1] - r[1][0]) / s, s / 4)
    } else if r[0][0] > r[1][1] && r[0][0] > r[2][2] {
        let s = (1 + r[0][0] - r[1][1] - r[2][2]).squareRoot() * 2
        return (s / 4, (r[0][1] + r[1][0]) / s, (r[0][2] + r[2][0]) / s, (r[1][2] - r[2][1]) / s)
    } else if r[1][1] > r[2][2] {
        let s = (1 + r[1][1] - r[0][0] - r[2][2]).squareRoot() * 2
        return ((r[0][1] + r[1][0]) / s, s / 4, (r[1][2] + r[2][1]) / s, (r[2][0] - r[0][2]) / s)
    } else {
        let s = (1 + r[2][2] - r[0][0] - r[1][1]).squareRoot() * 2
        return ((r[0][2] + r[2][0]) / s, (r[1][2] + r[2][1]) / s, s / 4, (r[0][1] - r[1][0]) / s)
    }
}

private func length(_ v: [Double]) -> Double { dot(v, v).squareRoot() }
private func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
private func normalize(_ v: [Double]) -> [Double] { let l = length(v); return l == 0 ? v : v.map { $0 / l } }
private func combine(_ a: [Double], _ b: [Double], _ ka: Double, _ kb: Double) -> [Double] {
    [a[0] * ka + b[0] * kb, a[1] * ka + b[1] * kb, a[2] * ka + b[2] * kb]
}
private func cross(_ a: [Double], _ b: [Double]) -> [Double] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}

/// A mutable 4x4 view used by the decomposition: `m[row, column]`, zero-based.
struct Matrix4 {
    var v: [Double]
    init(_ t: Transform3D) { v = t.rowMajor }
    subscript(r: Int, c: Int) -> Double {
        get { v[r * 4 + c] }
        set { v[r * 4 + c] = newValue }
    }
    var transform: Transform3D { Transform3D(rowMajor: v) }
    var transposed: Matrix4 {
        var t = self
        for r in 0..<4 { for c in 0..<4 { t[r, c] = self[c, r] } }
        return t
    }
    static func * (a: Matrix4, b: Matrix4) -> Matrix4 { Matrix4(a.transform.concatenating(b.transform)) }
}
