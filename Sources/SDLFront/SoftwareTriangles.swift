import Animation
import CSDL2

/// Hands untextured triangles to SDL 2's software renderer in the form it draws fastest,
/// for exactly the pixels it would draw from them as they come.
///
/// SDL's software renderer works hardest in two places:
/// - **Blending.** Blended, it draws each triangle into a scratch surface the size of its
///   box, then blends that box over the target. It fills each upright one-coloured
///   rectangle it finds (two triangles, see `SoftwareQuads`) by blending pixel by pixel.
///   But a triangle whose three corners are opaque gives each pixel it covers its own
///   colour either way: the blitter copies a source pixel of full alpha as it is, and the
///   rectangle blender multiplies by 255/255. So runs of opaque triangles are drawn
///   unblended.
/// - **Large triangles.** It tests every pixel of a triangle's box. A fan's long thin
///   triangles (a rounded card's corner seen from the opposite corner) cover a few
///   hundred pixels of a box of a few hundred thousand, and a half-card triangle leaves
///   half its box empty. Such a triangle is drawn in bands of rows, each clipped to the
///   columns it crosses there, with an opaque one-coloured triangle's insides filled as
///   rectangles (see `BandedTriangle`).
///
/// The rectangles are found as SDL finds them (in the order given, each pair used up),
/// and each is filled through the same call SDL makes, so each triangle is drawn as a
/// rectangle, or alone, just as before. A rectangle needs four corners of one colour, so
/// it never pairs an opaque triangle with a translucent one: cutting a draw where opacity
/// changes splits no pair.
///
/// Only where the draw blend mode is blending (the output, a blended group's picture);
/// it is left blending.
enum SoftwareTriangles {
    /// What drawing a triangle by itself costs SDL beyond its pixels, in pixels' worth of
    /// work: a little for an opaque one, a scratch surface and a blit set up for a blended
    /// one. They decide when a triangle is worth cutting into bands.
    static let opaqueCallCost = 256.0
    static let blendedCallCost = 4_096.0

    static func draw(_ renderer: OpaquePointer, vertices: UnsafePointer<SDL_Vertex>, vertexCount: Int32,
                     indices: UnsafeBufferPointer<Int32>, clip: PixelRect) {
        func opaque(_ t: Int) -> Bool {
            vertices[Int(indices[t])].color.a == 255 && vertices[Int(indices[t + 1])].color.a == 255
                && vertices[Int(indices[t + 2])].color.a == 255
        }
        let submit = Submission(renderer: renderer, vertices: vertices, vertexCount: vertexCount, indices: indices, clip: clip)
        var start = 0, t = 0
        var runOpaque = false
        while t + 2 < indices.count {
            let o = opaque(t)
            if t > start, o != runOpaque {
                submit.run(start..<t, opaque: runOpaque)
                start = t
            }
            runOpaque = o
            t += 3
        }
        submit.run(start..<t, opaque: runOpaque)
    }

    /// One draw's triangles on their way to SDL.
    private struct Submission {
        let renderer: OpaquePointer
        let vertices: UnsafePointer<SDL_Vertex>
        let vertexCount: Int32
        let indices: UnsafeBufferPointer<Int32>
        /// The clip the renderer has set, restored after a triangle drawn in bands.
        let clip: PixelRect

        /// Triangles as SDL takes them, pairing them itself.
        func geometry(_ r: Range<Int>) {
            guard !r.isEmpty else { return }
            SDL_RenderGeometry(renderer, nil, vertices, vertexCount, indices.baseAddress! + r.lowerBound, Int32(r.count))
        }

        /// A run of triangles, all opaque or all not: SDL's rectangles filled as SDL would,
        /// with the triangles between them drawn as SDL would, slivers in bands.
        func run(_ run: Range<Int>, opaque: Bool) {
            if opaque { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
            var prev: (Int32, Int32, Int32)?
            var lone = run.lowerBound
            var t = run.lowerBound
            while t < run.upperBound {
                let current = (indices[t], indices[t + 1], indices[t + 2])
                if let p = prev, let q = SoftwareQuads.quad(p, current, vertices) {
                    // The triangles since the last rectangle pair among themselves as they did.
                    loneTriangles(lone..<(t - 3), opaque: opaque)
                    fill(topLeft: q.topLeft, bottomRight: q.bottomRight, colour: vertices[Int(current.0)].color)
                    prev = nil
                    lone = t + 3
                } else {
                    prev = current
                }
                t += 3
            }
            loneTriangles(lone..<run.upperBound, opaque: opaque)
            if opaque { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
        }

        /// The rectangle SDL draws for a pair, through the call SDL makes for it.
        private func fill(topLeft: Int32, bottomRight: Int32, colour c: SDL_Color) {
            let a = vertices[Int(topLeft)].position, b = vertices[Int(bottomRight)].position
            var rect = SDL_FRect(x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y)
            guard rect.w != 0, rect.h != 0 else { return }
            SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
            SDL_RenderFillRectF(renderer, &rect)
        }

        /// Triangles none of which pairs with the next: in one call, but for those better
        /// drawn in bands.
        private func loneTriangles(_ r: Range<Int>, opaque: Bool) {
            let callCost = opaque ? SoftwareTriangles.opaqueCallCost : SoftwareTriangles.blendedCallCost
            var pending = r.lowerBound
            var t = r.lowerBound
            while t < r.upperBound {
                if let plan = BandedTriangle(vertices: vertices, indices: indices, at: t, clip: clip, callCost: callCost, opaque: opaque) {
                    geometry(pending..<t)
                    plan.draw(renderer) { geometry(t..<(t + 3)) }
                    var r = clip.sdlRect
                    SDL_RenderSetClipRect(renderer, &r)
                    pending = t + 3
                }
                t += 3
            }
            geometry(pending..<r.upperBound)
        }
    }
}
