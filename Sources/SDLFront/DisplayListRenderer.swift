import Animation
import CSDL2
import Geometry

/// Submits a display list to an SDL renderer with SDL_RenderGeometry: one call per run of
/// triangles sharing a texture, clip rectangles, and offscreen target textures for group
/// opacity.
final class DisplayListRenderer {
    private let renderer: OpaquePointer
    let textures: TextureCache
    /// Render-target textures for groups, one per nesting depth, reused across frames.
    private var groupTargets: [OpaquePointer] = []
    private var groupTargetSize = (0, 0)
    /// Hands SDL textured triangles in a form it accepts (see `TexturedGeometry`).
    private var textured = TexturedGeometry()
    /// Whether the renderer is SDL's software one, with its own ways of sampling.
    private let software: Bool
    /// Turns blended groups' pictures to straight alpha; nil off the software renderer.
    private var straightener: GroupStraightener?

    /// SDL's software renderer truncates geometry positions to whole pixels; half a pixel
    /// added first turns that into rounding, so shapes do not drift up and left.
    static let softwarePositionBias: Float = 0.5

    /// Indices per SDL_RenderGeometry call (a multiple of 3).
    static let indicesPerSubmission = 3 * 16_384

    init(renderer: OpaquePointer, fonts: FontLibrary, assets: AssetLocator) {
        precondition(MemoryLayout<Vertex>.size == MemoryLayout<SDL_Vertex>.size
                     && MemoryLayout<Vertex>.offset(of: \.r) == MemoryLayout<SDL_Vertex>.offset(of: \.color)
                     && MemoryLayout<Vertex>.offset(of: \.u) == MemoryLayout<SDL_Vertex>.offset(of: \.tex_coord),
                     "Vertex must match SDL_Vertex's layout to be submitted without copying")
        self.renderer = renderer
        textures = TextureCache(renderer: renderer, fonts: fonts, assets: assets)
        var info = SDL_RendererInfo()
        software = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        if software { straightener = GroupStraightener() }
    }

    deinit {
        for t in groupTargets { SDL_DestroyTexture(t) }
    }

    /// Clears to `background` and draws the list.
    func draw(_ list: DisplayList, background: Color) {
        let bg = background.rgba8
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, bg.r, bg.g, bg.b, bg.a)
        SDL_RenderClear(renderer)
        // Untextured geometry blends with the draw blend mode.
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        guard !list.commands.isEmpty else { return }

        var clips: [SDL_Rect] = []
        var groups: [(target: OpaquePointer, opacity: Double, bounds: PixelRect?, clipDepth: Int, blended: Bool)] = []
        func applyClip() {
            if var top = clips.last { SDL_RenderSetClipRect(renderer, &top) } else { SDL_RenderSetClipRect(renderer, nil) }
        }
        /// Switches the render target. SDL 2's OpenGL renderer works out the scissor for
        /// the target it draws to only when the clip rectangle changes, so the same rectangle
        /// set again after a switch would keep the old target's scissor (upside down, since
        /// the window's origin is at its bottom): a throwaway rectangle first makes it anew.
        func setTarget(_ target: OpaquePointer?) {
            SDL_SetRenderTarget(renderer, target)
            var throwaway = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
            SDL_RenderSetClipRect(renderer, &throwaway)
        }

        let vbuf = list.vertices, ibuf = list.indices
        let window = (width: Float(list.pixelWidth), height: Float(list.pixelHeight))
        vbuf.baseAddress!.withMemoryRebound(to: SDL_Vertex.self, capacity: vbuf.count) { verts in
            for command in list.commands {
                switch command {
                case .draw(let ref, let range):
                    let made = ref.map { textures.textures(for: $0) }
                    let tex = made?.texture
                    if ref != nil && tex == nil { continue }
                    // SDL's software renderer queues a command per triangle; flushing in
                    // chunks keeps its command queue (and memory) small.
                    func submit(_ tex: OpaquePointer?, tinted: Bool) {
                        var start = range.lowerBound
                        while start < range.upperBound {
                            let count = min(Self.indicesPerSubmission, range.upperBound - start)
                            if let tex {
                                textured.draw(renderer, texture: tex, vertices: verts,
                                              indices: UnsafeBufferPointer(start: ibuf.baseAddress! + start, count: count),
                                              window: window, tinted: tinted)
                            } else {
                                SDL_RenderGeometry(renderer, nil, verts, Int32(vbuf.count), ibuf.baseAddress! + start, Int32(count))
                            }
                            start += count
                            if start < range.upperBound { SDL_RenderFlush(renderer) }
                        }
                    }
                    submit(tex, tinted: true)
                    // A text's colour emoji keep their own colours: drawn over it, untinted.
                    if let overlay = made?.overlay { submit(overlay, tinted: false) }
                case .pushClip(let r):
                    clips.append(r.sdlRect)
                    applyClip()
                case .popClip:
                    clips.removeLast()
                    applyClip()
                case .beginGroup(let opacity, let bounds, let overwrite):
                    guard let target = groupTarget(depth: groups.count, width: list.pixelWidth, height: list.pixelHeight) else { continue }
                    groups.append((target, opacity, bounds, clips.count, !overwrite))
                    setTarget(target)
                    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
                    if let b = bounds {
                        // Clear just the group's rectangle, and draw only inside it.
                        var r = b.sdlRect
                        SDL_RenderSetClipRect(renderer, nil)
                        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                        SDL_RenderFillRect(renderer, &r)
                        clips.append(r)
                    } else {
                        SDL_RenderClear(renderer)
                    }
                    applyClip()
                    SDL_SetRenderDrawBlendMode(renderer, overwrite ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
                case .endGroup, .endMaskedGroup:
                    guard let g = groups.popLast() else { continue }
                    if g.blended, straightener != nil {
                        var whole = SDL_Rect(x: 0, y: 0, w: Int32(list.pixelWidth), h: Int32(list.pixelHeight))
                        var r = g.bounds?.sdlRect ?? whole
                        var shown = SDL_Rect()
                        if SDL_IntersectRect(&r, &whole, &shown) == SDL_TRUE {
                            straightener!.straighten(renderer, target: g.target, rect: shown)
                        }
                    }
                    clips.removeLast(clips.count - g.clipDepth)
                    setTarget(groups.last?.target)
                    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
                    applyClip()
                    SDL_SetTextureAlphaMod(g.target, UInt8(max(0, min(1, g.opacity)) * 255 + 0.5))
                    if case .endMaskedGroup(let mask) = command {
                        textured.draw(renderer, texture: g.target, vertices: verts,
                                      indices: UnsafeBufferPointer(start: ibuf.baseAddress! + mask.lowerBound, count: mask.count), window: window,
                                      oneToOne: software)
                    } else if let b = g.bounds {
                        var r = b.sdlRect
                        SDL_RenderCopy(renderer, g.target, &r, &r)
                    } else {
                        SDL_RenderCopy(renderer, g.target, nil, nil)
                    }
                }
            }
        }
        SDL_RenderSetClipRect(renderer, nil)
        textures.endFrame()
    }

    private func groupTarget(depth: Int, width: Int, height: Int) -> OpaquePointer? {
        if groupTargetSize != (width, height) {
            for t in groupTargets { SDL_DestroyTexture(t) }
            groupTargets.removeAll()
            groupTargetSize = (width, height)
        }
        while groupTargets.count <= depth {
            guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                            Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height)) else { return nil }
            SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
            groupTargets.append(t)
        }
        return groupTargets[depth]
    }
}

extension PixelRect {
    var sdlRect: SDL_Rect { SDL_Rect(x: x, y: y, w: width, h: height) }
}
