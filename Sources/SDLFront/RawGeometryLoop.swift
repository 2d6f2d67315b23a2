import Animation
import CSDL2

/// The benchmark's baseline: a hand-written SDL loop that clears and submits one prebuilt
/// vertex array with a single SDL_RenderGeometry call per frame, on the same kind of
/// offscreen software renderer the canvas uses. Nothing is built per frame.
public final class RawGeometryLoop {
    private let target: SoftwareSurface
    private var renderer: OpaquePointer { target.renderer }
    private let vertices: [SDL_Vertex]
    private let indices: [Int32]

    /// Copies the triangles of a display list (untextured draws only) into SDL's own types.
    public init(pixelWidth: Int, pixelHeight: Int, triangles list: DisplayList) throws {
        target = try SoftwareSurface(width: pixelWidth, height: pixelHeight)
        vertices = list.vertexArray.map {
            SDL_Vertex(position: SDL_FPoint(x: $0.x, y: $0.y), color: SDL_Color(r: $0.r, g: $0.g, b: $0.b, a: $0.a),
                       tex_coord: SDL_FPoint(x: $0.u, y: $0.v))
        }
        var idx: [Int32] = []
        let all = list.indexArray
        for case .draw(nil, let range) in list.commands { idx += all[range] }
        indices = idx
    }

    public var triangleCount: Int { indices.count / 3 }

    /// One frame: clear to white, submit, flush.
    public func drawFrame() {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
        SDL_RenderFlush(renderer)
    }
}
