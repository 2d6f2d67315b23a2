import Animation
import CSDL2

/// The one place where the display list's vertices meet `SDL_Vertex`: they are rebound to
/// it for the length of an SDL_RenderGeometry call, and read as `Vertex` everywhere else.
/// `Vertex` has SDL_Vertex's layout (two floats of position, four bytes of colour, two
/// floats of texture coordinates), which `layoutMatches` checks, so the array is handed
/// over without a copy.
enum SDLGeometry {
    /// Whether `Vertex` and `SDL_Vertex` lie in memory alike.
    static let layoutMatches = MemoryLayout<Vertex>.size == MemoryLayout<SDL_Vertex>.size
        && MemoryLayout<Vertex>.stride == MemoryLayout<SDL_Vertex>.stride
        && MemoryLayout<Vertex>.offset(of: \.x) == MemoryLayout<SDL_Vertex>.offset(of: \.position)
        && MemoryLayout<Vertex>.offset(of: \.r) == MemoryLayout<SDL_Vertex>.offset(of: \.color)
        && MemoryLayout<Vertex>.offset(of: \.u) == MemoryLayout<SDL_Vertex>.offset(of: \.tex_coord)

    /// SDL_RenderGeometry over `vertices`, drawing `indices` of them (nil: the vertices in
    /// threes).
    @inline(__always)
    static func render(_ renderer: OpaquePointer, texture: OpaquePointer?, vertices: UnsafeBufferPointer<Vertex>,
                       indices: UnsafeBufferPointer<Int32>?) {
        guard !vertices.isEmpty else { return }
        vertices.withMemoryRebound(to: SDL_Vertex.self) { v in
            _ = SDL_RenderGeometry(renderer, texture, v.baseAddress, Int32(v.count), indices?.baseAddress, Int32(indices?.count ?? 0))
        }
    }

    /// SDL_RenderGeometry over an array of vertices of the front end's own.
    static func render(_ renderer: OpaquePointer, texture: OpaquePointer?, vertices: [Vertex], indices: [Int32]?) {
        vertices.withUnsafeBufferPointer { v in
            if let indices {
                indices.withUnsafeBufferPointer { render(renderer, texture: texture, vertices: v, indices: $0) }
            } else {
                render(renderer, texture: texture, vertices: v, indices: nil)
            }
        }
    }
}
