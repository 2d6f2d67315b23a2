import Animation
import CSDL2

/// Submits textured triangles so that SDL draws them. SDL_RenderGeometry refuses a whole
/// textured call (and draws nothing) if any vertex it is handed has a texture coordinate
/// outside 0…1, checking every vertex of the array, not only those the indices use. A
/// display list shares one vertex array per frame, so one stray vertex (a rounded mask
/// partly off screen samples its group's texture outside it) made every text and image of
/// the frame vanish. So each call is handed only the vertices it uses, and triangles whose
/// texture coordinates still fall outside are clipped to the window first: a mask's
/// coordinates are its window positions over the window's size, so inside the window
/// they are in range.
///
/// A picture drawn one texel per pixel (a group's, through its mask) can ask to be drawn
/// `oneToOne`: SDL's software renderer takes one texel off each triangle's largest texture
/// coordinate on each axis (so a quad mapped edge to edge reads its last texel rather than
/// one past it), which squeezed the picture by a texel inside every triangle of a mask and
/// moved edges inside a rounded card by a pixel. Each triangle's largest coordinates are
/// then moved on by a texel first, so the squeeze gives them back.
///
/// Untinted, the vertices' colours count only for their alpha: a text's colour emoji are
/// drawn so, over the same triangles as its white glyphs tinted with the text colour.
struct TexturedGeometry {
    private var indices: [Int32] = []
    private var clipped: [Vertex] = []
    private var recolored: [Vertex] = []

    mutating func draw(_ renderer: OpaquePointer, texture: OpaquePointer, vertices: UnsafeBufferPointer<Vertex>,
                       indices source: UnsafeBufferPointer<Int32>, window: (width: Float, height: Float), tinted: Bool = true,
                       oneToOne: Bool = false) {
        guard let first = source.first else { return }
        var lo = first, hi = first, inRange = true
        for i in source {
            lo = min(lo, i)
            hi = max(hi, i)
            let v = vertices[Int(i)]
            if !(v.u >= 0 && v.u <= 1 && v.v >= 0 && v.v <= 1) { inRange = false }
        }
        if inRange && !oneToOne {
            indices.removeAll(keepingCapacity: true)
            for i in source { indices.append(i - lo) }
            if tinted {
                indices.withUnsafeBufferPointer {
                    SDLGeometry.render(renderer, texture: texture, vertices: UnsafeBufferPointer(rebasing: vertices[Int(lo)...Int(hi)]),
                                       indices: $0)
                }
            } else {
                recolored.removeAll(keepingCapacity: true)
                for k in Int(lo)...Int(hi) { recolored.append(Self.untinted(vertices[k])) }
                SDLGeometry.render(renderer, texture: texture, vertices: recolored, indices: indices)
            }
            return
        }
        clipped.removeAll(keepingCapacity: true)
        var t = 0
        while t + 2 < source.count {
            let triangle = [vertices[Int(source[t])], vertices[Int(source[t + 1])], vertices[Int(source[t + 2])]]
            if inRange { clipped += triangle } else { clipTriangle(triangle, window) }
            t += 3
        }
        guard !clipped.isEmpty else { return }
        if oneToOne { Self.undoSqueeze(&clipped, texels: window) }
        if !tinted { clipped = clipped.map(Self.untinted) }
        SDLGeometry.render(renderer, texture: texture, vertices: clipped, indices: nil)
    }

    /// Clips one triangle to the window (Sutherland–Hodgman, every attribute interpolated)
    /// and appends the result as a fan of triangles, texture coordinates held to 0…1
    /// against rounding.
    private mutating func clipTriangle(_ triangle: [Vertex], _ window: (width: Float, height: Float)) {
        var poly = triangle
        let edges: [(Vertex) -> Float] = [
            { $0.x }, { window.width - $0.x }, { $0.y }, { window.height - $0.y },
        ]
        for inside in edges {
            guard !poly.isEmpty else { return }
            var out: [Vertex] = []
            for (k, a) in poly.enumerated() {
                let b = poly[(k + 1) % poly.count]
                let da = inside(a), db = inside(b)
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) { out.append(Self.mix(a, b, da / (da - db))) }
            }
            poly = out
        }
        guard poly.count >= 3 else { return }
        for k in 1..<(poly.count - 1) {
            for v in [poly[0], poly[k], poly[k + 1]] {
                var v = v
                v.u = min(1, max(0, v.u))
                v.v = min(1, max(0, v.v))
                clipped.append(v)
            }
        }
    }

    /// Moves each triangle's largest texel coordinate on each axis on by one texel (held to
    /// the texture), where SDL's software renderer will take one off (see the type's note).
    private static func undoSqueeze(_ triangles: inout [Vertex], texels: (width: Float, height: Float)) {
        var t = 0
        while t + 2 < triangles.count {
            for axis in 0..<2 {
                let size = axis == 0 ? texels.width : texels.height
                func texel(_ v: Vertex) -> Int { Int((axis == 0 ? v.u : v.v) * size) }
                let s = (t..<(t + 3)).map { texel(triangles[$0]) }
                guard let hi = s.max(), hi != s.min() else { continue }
                for k in 0..<3 where s[k] == hi {
                    if axis == 0 {
                        triangles[t + k].u = min(1, triangles[t + k].u + 1 / size)
                    } else {
                        triangles[t + k].v = min(1, triangles[t + k].v + 1 / size)
                    }
                }
            }
            t += 3
        }
    }

    /// A vertex whose colour keeps only its alpha.
    private static func untinted(_ v: Vertex) -> Vertex {
        var v = v
        v.r = 255; v.g = 255; v.b = 255
        return v
    }

    private static func mix(_ a: Vertex, _ b: Vertex, _ f: Float) -> Vertex {
        func lerp(_ x: Float, _ y: Float) -> Float { x + (y - x) * f }
        func lerp8(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(max(0, min(255, (lerp(Float(x), Float(y))).rounded()))) }
        return Vertex(x: lerp(a.x, b.x), y: lerp(a.y, b.y),
                      r: lerp8(a.r, b.r), g: lerp8(a.g, b.g), b: lerp8(a.b, b.b), a: lerp8(a.a, b.a),
                      u: lerp(a.u, b.u), v: lerp(a.v, b.v))
    }
}
