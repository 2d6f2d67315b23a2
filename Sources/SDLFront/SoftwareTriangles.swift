import Animation
import CSDL2

/// Hands untextured triangles to SDL 2's software renderer in the form it draws fastest,
/// for exactly the pixels it would draw from them as they come.
///
/// SDL's software renderer works hardest in two places:
/// - **Blending.** Blended, it draws each triangle into a scratch surface the size of its
///   box, then blends that box over the target. It fills each upright one-coloured
///   rectangle it finds (two triangles, see `TrianglePairing`) by blending pixel by pixel.
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
/// The rectangles are found as SDL finds them, by the pairing walk its profile gives
/// (`TrianglePairing.sdlSoftware`, over the whole draw in the order given, each pair used
/// up), and each is filled through the same call SDL makes, so each triangle is drawn as
/// a rectangle, or alone, just as before; runs are cut only between them.
///
/// Only where the draw blend mode is blending (the output, a blended group's picture);
/// it is left blending.
enum SoftwareTriangles {
    /// What drawing a triangle by itself costs SDL beyond its pixels, in pixels' worth of
    /// work: a little for an opaque one, a scratch surface and a blit set up for a blended
    /// one. They decide when a triangle is worth cutting into bands.
    static let opaqueCallCost = 256.0
    static let blendedCallCost = 4_096.0

    static func draw(_ renderer: OpaquePointer, vertices: UnsafeBufferPointer<Vertex>,
                     indices: UnsafeBufferPointer<Int32>, clip: PixelRect, pairing: TrianglePairing) {
        var submission = Submission(renderer: renderer, vertices: vertices, indices: indices, clip: clip)
        // SDL's pairing, over the whole draw as SDL walks it: each triangle is drawn alone
        // or as part of a rectangle. (SDL tests only four corners' colours, so a rectangle
        // may swallow a translucent triangle with an opaque one; it is filled, in its own
        // colour, and the swallowed triangle is not drawn, as in SDL.)
        pairing.walk(indices, of: vertices) { t, role in
            switch role {
            case .alone: submission.lone(t)
            case .first: break
            case .rectangle(let topLeft, let bottomRight):
                submission.rectangle(topLeft: topLeft, bottomRight: bottomRight, color: vertices[Int(indices[t])])
            }
        }
        submission.finish()
    }

    /// One draw's triangles on their way to SDL, in SDL's order: runs of opaque ones
    /// unblended, runs of the others blended, the lone triangles of a run in as few calls
    /// as their order allows.
    private struct Submission {
        let renderer: OpaquePointer
        let vertices: UnsafeBufferPointer<Vertex>
        let indices: UnsafeBufferPointer<Int32>
        /// The clip the renderer has set, restored after a triangle drawn in bands.
        let clip: PixelRect
        /// Whether the run going on is opaque (drawn unblended).
        private var opaque = false
        /// Lone triangles waiting to go, one after another in the list.
        private var pending: Range<Int>?

        init(renderer: OpaquePointer, vertices: UnsafeBufferPointer<Vertex>, indices: UnsafeBufferPointer<Int32>, clip: PixelRect) {
            self.renderer = renderer
            self.vertices = vertices
            self.indices = indices
            self.clip = clip
        }

        /// The triangle at `t`, which SDL draws by itself.
        mutating func lone(_ t: Int) {
            let a = vertices[Int(indices[t])].a, b = vertices[Int(indices[t + 1])].a
            let c = vertices[Int(indices[t + 2])].a
            enter(opaque: a == 255 && b == 255 && c == 255)
            if let p = pending, p.upperBound == t {
                pending = p.lowerBound..<(t + 3)
            } else {
                flush()
                pending = t..<(t + 3)
            }
        }

        /// The rectangle SDL draws for a pair, through the call SDL makes for it, in the
        /// colour of the vertex `c`.
        mutating func rectangle(topLeft: Int32, bottomRight: Int32, color c: Vertex) {
            enter(opaque: c.a == 255)
            flush()
            let a = vertices[Int(topLeft)], b = vertices[Int(bottomRight)]
            var rect = SDL_FRect(x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y)
            guard rect.w != 0, rect.h != 0 else { return }
            SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
            SDL_RenderFillRectF(renderer, &rect)
        }

        /// Draws what waits, and leaves the draw blend mode blending, as it was found.
        mutating func finish() {
            flush()
            enter(opaque: false)
        }

        /// Starts an opaque run or a blended one, unless that one is going on.
        private mutating func enter(opaque o: Bool) {
            guard o != opaque else { return }
            flush()
            opaque = o
            SDL_SetRenderDrawBlendMode(renderer, o ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        }

        /// Triangles as SDL takes them: none of these pairs with the next (SDL found so
        /// and finds so again), so each is drawn by itself, those better drawn in bands so.
        private mutating func flush() {
            guard let r = pending else { return }
            pending = nil
            let callCost = opaque ? SoftwareTriangles.opaqueCallCost : SoftwareTriangles.blendedCallCost
            var from = r.lowerBound
            var t = r.lowerBound
            while t < r.upperBound {
                if let plan = BandedTriangle(vertices: vertices, indices: indices, at: t, clip: clip, callCost: callCost, opaque: opaque) {
                    geometry(from..<t)
                    plan.draw(renderer) { geometry(t..<(t + 3)) }
                    var sdl = clip.sdlRect
                    SDL_RenderSetClipRect(renderer, &sdl)
                    from = t + 3
                }
                t += 3
            }
            geometry(from..<r.upperBound)
        }

        private func geometry(_ r: Range<Int>) {
            guard !r.isEmpty else { return }
            SDLGeometry.render(renderer, texture: nil, vertices: vertices, indices: UnsafeBufferPointer(rebasing: indices[r]))
        }
    }
}
