import Geometry

/// A convex polygon already mapped to device pixels, with per-vertex outward miter
/// normals, from which anti-aliasing fringes and soft shadows are grown as rings.
struct ScreenPolygon {
    var points: [Point]
    /// Outward unit normal times the miter factor, per point.
    var normals: [Vector]

    init(points: [Point]) {
        self.points = points
        normals = ScreenPolygon.miterNormals(points)
    }

    init(points: [Point], normals: [Vector]) {
        self.points = points
        self.normals = normals
    }

    /// The polygon moved `distance` pixels outwards (negative: inwards) along its normals.
    func ring(offset distance: Double) -> [Point] {
        var out = points
        for i in out.indices { out[i] += normals[i] * distance }
        return out
    }

    /// The polygon with each point moved its own distance outwards along its normal
    /// (negative: inwards); `distances` has one per point.
    func ring(offsets distances: [Double]) -> [Point] {
        var out = points
        for i in out.indices { out[i] += normals[i] * distances[i] }
        return out
    }

    /// Twice the signed area; positive for clockwise on a y-down screen.
    static func signedArea(_ p: [Point]) -> Double {
        var sum = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }

    static func miterNormals(_ p: [Point]) -> [Vector] {
        let n = p.count
        guard n >= 3 else { return Array(repeating: .zero, count: n) }
        let sign: Double = signedArea(p) >= 0 ? 1 : -1
        // Outward normal of the edge leaving each point; zero for a zero-length edge.
        var edgeNormals = [Vector](repeating: .zero, count: n)
        for i in 0..<n {
            let d = p[(i + 1) % n] - p[i]
            let l = d.length
            edgeNormals[i] = l > 1e-9 ? d.perpendicular * (sign / l) : .zero
        }
        guard edgeNormals.contains(where: { $0 != .zero }) else { return Array(repeating: .zero, count: n) }
        // Each point joins the nearest real edges on either side, so points that coincide
        // (where a circle's quarter arcs meet) get one normal and their rings stay joined.
        func incoming(_ i: Int) -> Vector {
            var j = (i + n - 1) % n
            while edgeNormals[j] == .zero { j = (j + n - 1) % n }
            return edgeNormals[j]
        }
        func outgoing(_ i: Int) -> Vector {
            var j = i
            while edgeNormals[j] == .zero { j = (j + 1) % n }
            return edgeNormals[j]
        }
        var normals = [Vector](repeating: .zero, count: n)
        for i in 0..<n {
            let n1 = incoming(i), n2 = outgoing(i)
            let sum = (n1 + n2).normalized
            let cosHalf = max(sum.dot(n2), 0.25)
            normals[i] = sum * (1 / cosHalf)
        }
        return normals
    }
}
