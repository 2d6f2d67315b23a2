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
    /// What the renderer's rasteriser does with triangles, for the builder to follow: its
    /// pairing walk decides how draws are culled and submitted here, and how large layers
    /// are tiled for damage there. Set otherwise only to check that the core follows the
    /// profile it is given.
    var raster: RasterProfile
    /// Turns blended groups' pictures to straight alpha; nil off the software renderer.
    private var straightener: GroupStraightener?
    /// The triangles of a draw that reach the area being drawn.
    private var culled = TriangleCuller()
    /// Whether untextured triangles go to SDL's software renderer as they are, rather than
    /// in the form it draws fastest (see `SoftwareTriangles`); on only to check that the
    /// pixels are the same.
    var submitsTrianglesAsIs = false

    /// Indices per SDL_RenderGeometry call (a multiple of 3).
    static let indicesPerSubmission = 3 * 16_384

    init(renderer: OpaquePointer, fonts: FontLibrary, assets: AssetLocator) {
        precondition(SDLGeometry.layoutMatches, "Vertex must match SDL_Vertex's layout to be submitted without copying")
        self.renderer = renderer
        textures = TextureCache(renderer: renderer, fonts: fonts, assets: assets)
        var info = SDL_RendererInfo()
        software = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        if software { straightener = GroupStraightener() }
        raster = software ? .sdlSoftware : .sdlAccelerated
    }

    deinit {
        for t in groupTargets { SDL_DestroyTexture(t) }
    }

    /// Clears to `background` and draws the list: the whole output, or only the damaged
    /// rectangles of it, into `base` (nil: the renderer's output), leaving the pixels
    /// outside the damage as they were. Within each rectangle the pixels are those of a
    /// full redraw: a draw's triangles that miss the rectangle are skipped, and a group
    /// whose picture misses it is skipped whole.
    func draw(_ list: DisplayList, background: Color, damage: DamageRegion? = nil, base: OpaquePointer? = nil) {
        let whole = PixelRect(x: 0, y: 0, width: Int32(list.pixelWidth), height: Int32(list.pixelHeight))
        for area in damage.map({ Self.holdingTexturedDraws($0, of: list) })?.rects ?? [whole] {
            drawPass(list, background: background, area: area, whole: whole, base: base)
        }
        SDL_SetRenderTarget(renderer, base)
        SDL_RenderSetClipRect(renderer, nil)
        textures.endFrame()
    }

    /// Draws `area` of the list.
    private func drawPass(_ list: DisplayList, background: Color, area: PixelRect, whole: PixelRect, base: OpaquePointer?) {
        let bg = background.rgba8
        SDL_SetRenderTarget(renderer, base)
        var areaRect = area.sdlRect
        SDL_RenderSetClipRect(renderer, &areaRect)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, bg.r, bg.g, bg.b, bg.a)
        SDL_RenderFillRect(renderer, &areaRect)
        // Untextured geometry blends with the draw blend mode.
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        guard !list.commands.isEmpty else { return }

        // Inside a group, pictures are drawn a little past the area, so a texture filter
        // sampling a neighbour at the area's edge reads what a full redraw would hold.
        let widened = area.outset(by: DisplayListBuilder.damageMargin).intersection(whole)
        var clips: [PixelRect] = []
        var groups: [(target: OpaquePointer, opacity: Double, bounds: PixelRect?, clipDepth: Int, blended: Bool)] = []
        /// Groups skipped whole, nested, while > 0.
        var skipping = 0
        /// Where drawing shows now: the innermost clip within the area.
        func shown() -> PixelRect { (clips.last ?? whole).intersection(groups.isEmpty ? area : widened) }
        func applyClip() {
            // SDL takes an empty rectangle as no clip at all; nothing is drawn then anyway.
            var r = shown().sdlRect
            SDL_RenderSetClipRect(renderer, &r)
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

        let window = (width: Float(list.pixelWidth), height: Float(list.pixelHeight))
        list.withGeometry { verts, ibuf in
            for command in list.commands {
                switch command {
                case .draw(let ref, let range):
                    guard skipping == 0 else { continue }
                    let clip = shown()
                    guard !clip.isEmpty else { continue }
                    var made: (texture: OpaquePointer?, overlay: OpaquePointer?)?
                    // SDL's software renderer queues a command per triangle; flushing in
                    // chunks keeps its command queue (and memory) small. The chunks are the
                    // same whatever the area, so triangles pair the same way in each.
                    var start = range.lowerBound
                    while start < range.upperBound {
                        let count = chunkLength(ibuf, from: start, to: range.upperBound)
                        let chunk = UnsafeBufferPointer(rebasing: ibuf[start..<(start + count)])
                        start += count
                        let overwriting = groups.last.map { !$0.blended } ?? false
                        func submit(_ tex: OpaquePointer?, tinted: Bool, _ indices: UnsafeBufferPointer<Int32>) {
                            guard !indices.isEmpty else { return }
                            if let tex {
                                textured.draw(renderer, texture: tex, vertices: verts, indices: indices, window: window, tinted: tinted)
                            } else if software && !submitsTrianglesAsIs && !overwriting, let pairing = raster.pairing {
                                SoftwareTriangles.draw(renderer, vertices: verts, indices: indices, clip: clip, pairing: pairing)
                            } else {
                                SDLGeometry.render(renderer, texture: nil, vertices: verts, indices: indices)
                            }
                        }
                        if ref != nil {
                            // Textured triangles go whole when any reaches the area: how SDL is
                            // handed them (indexed, or clipped to the window) depends on them all.
                            guard culled.withTriangles(chunk, of: verts, within: clip, output: whole, pairing: nil,
                                                       { _, _ in }) else { continue }
                            if made == nil, let ref { made = textures.textures(for: ref) }
                            guard let texture = made?.texture else { break }
                            submit(texture, tinted: true, chunk)
                            // A text's colour emoji keep their own colours: drawn over it, untinted.
                            if let overlay = made?.overlay { submit(overlay, tinted: false, chunk) }
                        } else {
                            let reaches = culled.withTriangles(chunk, of: verts, within: clip, output: whole,
                                                               pairing: software && overwriting ? raster.pairing : nil) { kept, blendsFrom in
                                if let from = blendsFrom {
                                    // Blended from where SDL would have switched (see TriangleCuller).
                                    submit(nil, tinted: true, UnsafeBufferPointer(rebasing: kept[..<from]))
                                    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
                                    submit(nil, tinted: true, UnsafeBufferPointer(rebasing: kept[from...]))
                                    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                                } else {
                                    submit(nil, tinted: true, kept)
                                }
                            }
                            guard reaches else { continue }
                        }
                        if start < range.upperBound { SDL_RenderFlush(renderer) }
                    }
                case .pushClip(let r):
                    guard skipping == 0 else { continue }
                    clips.append(r)
                    applyClip()
                case .popClip:
                    guard skipping == 0 else { continue }
                    clips.removeLast()
                    applyClip()
                case .beginGroup(let opacity, let bounds, let overwrite):
                    // A group whose picture cannot show in the area is skipped, contents and all.
                    guard skipping == 0, !(bounds ?? whole).intersection(shown()).isEmpty,
                          let target = groupTarget(depth: groups.count, width: list.pixelWidth, height: list.pixelHeight) else {
                        skipping += 1
                        continue
                    }
                    groups.append((target, opacity, bounds, clips.count, !overwrite))
                    setTarget(target)
                    // Clear the part of the picture this pass draws, and draw only inside it.
                    var r = (bounds ?? whole).intersection(widened).sdlRect
                    SDL_RenderSetClipRect(renderer, nil)
                    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
                    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                    SDL_RenderFillRect(renderer, &r)
                    if let b = bounds { clips.append(b) }
                    applyClip()
                    SDL_SetRenderDrawBlendMode(renderer, overwrite ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
                case .endGroup, .endMaskedGroup:
                    guard skipping == 0 else {
                        skipping -= 1
                        continue
                    }
                    guard let g = groups.popLast() else { continue }
                    let drawn = (g.bounds ?? whole).intersection(widened)
                    if g.blended, straightener != nil, !drawn.isEmpty {
                        straightener!.straighten(renderer, target: g.target, rect: drawn.sdlRect)
                    }
                    clips.removeLast(clips.count - g.clipDepth)
                    setTarget(groups.last?.target ?? base)
                    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
                    applyClip()
                    SDL_SetTextureAlphaMod(g.target, UInt8(max(0, min(1, g.opacity)) * 255 + 0.5))
                    if case .endMaskedGroup(let mask) = command {
                        textured.draw(renderer, texture: g.target, vertices: verts,
                                      indices: UnsafeBufferPointer(rebasing: ibuf[mask]), window: window, oneToOne: software)
                    } else {
                        let copied = (g.bounds ?? whole).intersection(shown())
                        guard !copied.isEmpty else { continue }
                        var r = copied.sdlRect
                        SDL_RenderCopy(renderer, g.target, &r, &r)
                    }
                }
            }
        }
    }

    /// Lays paint flashing's tints over `base` (nil: the output), blended.
    func tint(_ tints: [PaintFlashes.Tint], base: OpaquePointer?) {
        guard !tints.isEmpty else { return }
        SDL_SetRenderTarget(renderer, base)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for t in tints {
            var r = t.rect.sdlRect
            SDL_SetRenderDrawColor(renderer, 255, 0, 160, UInt8(max(0, min(1, 0.35 * t.strength)) * 255))
            SDL_RenderFillRect(renderer, &r)
        }
    }

    /// The damage grown until no rectangle cuts a textured draw: SDL draws a textured quad
    /// as a scaled copy whose source it works out anew when the clip cuts the copy, which
    /// moves texels by rounding, so a picture a rectangle reaches is redrawn whole.
    static func holdingTexturedDraws(_ damage: DamageRegion, of list: DisplayList) -> DamageRegion {
        var boxes: [PixelRect] = []
        list.withGeometry { v, ix in
            for case .draw(_?, let range) in list.commands where !range.isEmpty {
                var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
                for i in range {
                    let p = v[Int(ix[i])]
                    minX = min(minX, p.x); maxX = max(maxX, p.x)
                    minY = min(minY, p.y); maxY = max(maxY, p.y)
                }
                guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { continue }
                let box = PixelRect(covering: Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX), height: Double(maxY - minY)))
                    .outset(by: DisplayListBuilder.damageMargin).intersection(damage.output)
                if !box.isEmpty { boxes.append(box) }
            }
        }
        guard !boxes.isEmpty else { return damage }
        var region = damage
        var grown = true
        while grown {
            grown = false
            var rects = region.rects
            for i in rects.indices {
                for box in boxes where !rects[i].intersection(box).isEmpty && !rects[i].contains(box) {
                    rects[i] = rects[i].union(box)
                    grown = true
                }
            }
            guard grown else { break }
            region = DamageRegion(output: damage.output)
            for r in rects { region.add(r) }
        }
        return region
    }

    /// How many indices from `start` to submit in one call: about `indicesPerSubmission`,
    /// cut where a chain of triangles starts (see `TriangleCuller`), so SDL pairs the
    /// triangles of a chain the same way whatever came before it.
    private func chunkLength(_ indices: UnsafeBufferPointer<Int32>, from start: Int, to end: Int) -> Int {
        var cut = min(end, start + Self.indicesPerSubmission)
        while cut < end, cut - start < 2 * Self.indicesPerSubmission,
              TrianglePairing.areNeighbours((indices[cut - 3], indices[cut - 2], indices[cut - 1]),
                                            (indices[cut], indices[cut + 1], indices[cut + 2])) {
            cut += 3
        }
        return cut - start
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
