import Animation
import CSDL2

/// The textures a display list refers to, made on first use for one renderer: images from
/// Assets (SDL2_image) and lines of text rasterised in white (SDL2_ttf), with their colour
/// emoji in a second texture drawn over the first untinted (see `RenderedText`). Text
/// textures not used for a while are released.
final class TextureCache {
    private let renderer: OpaquePointer
    private let fonts: FontLibrary
    private let assets: AssetLocator
    private var textures: [TextureReference: Entry] = [:]
    private var frame = 0
    /// Problems met (a missing image), each reported once.
    private(set) var warnings: [String] = []
    private var reported: Set<String> = []

    private struct Entry {
        var texture: OpaquePointer?
        /// A text's colour emoji, to draw over `texture` without the text colour.
        var overlay: OpaquePointer? = nil
        var lastUsed: Int
    }

    /// Frames a text texture may go unused before it is released.
    static let textLifetime = 600

    init(renderer: OpaquePointer, fonts: FontLibrary, assets: AssetLocator) {
        self.renderer = renderer
        self.fonts = fonts
        self.assets = assets
    }

    deinit {
        for e in textures.values { destroy(e) }
    }

    /// The texture for a reference, and for a text with colour emoji the texture of those,
    /// to draw over it untinted (nil for images and for text without colour emoji).
    func textures(for ref: TextureReference) -> (texture: OpaquePointer?, overlay: OpaquePointer?) {
        if var e = textures[ref] {
            e.lastUsed = frame
            textures[ref] = e
            return (e.texture, e.overlay)
        }
        let made = make(ref)
        textures[ref] = Entry(texture: made.texture, overlay: made.overlay, lastUsed: frame)
        return made
    }

    /// Call once per frame: releases text textures unused for `textLifetime` frames.
    func endFrame() {
        frame += 1
        guard frame % 120 == 0 else { return }
        for (ref, e) in textures {
            if case .text = ref, frame - e.lastUsed > Self.textLifetime {
                destroy(e)
                textures[ref] = nil
            }
        }
    }

    func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        return warnings
    }

    private func make(_ ref: TextureReference) -> (texture: OpaquePointer?, overlay: OpaquePointer?) {
        switch ref {
        case .image(let name):
            let surface = IMG_Load(assets.path(of: name))
            if surface == nil { warn("cannot load image \(assets.path(of: name)) (\(String(cString: SDL_GetError()))); check the Assets folder") }
            return (texture(from: surface), nil)
        case .text(let key):
            guard let text = fonts.render(key.string, pixelSize: key.pixelSize, bold: key.bold) else { return (nil, nil) }
            return (texture(from: text.glyphs), texture(from: text.color))
        }
    }

    /// A blending texture made from a surface, which is freed.
    private func texture(from surface: UnsafeMutablePointer<SDL_Surface>?) -> OpaquePointer? {
        guard let s = surface else { return nil }
        defer { SDL_FreeSurface(s) }
        guard let t = SDL_CreateTextureFromSurface(renderer, s) else { return nil }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        return t
    }

    private func destroy(_ e: Entry) {
        if let t = e.texture { SDL_DestroyTexture(t) }
        if let t = e.overlay { SDL_DestroyTexture(t) }
    }

    private func warn(_ message: String) {
        guard reported.insert(message).inserted else { return }
        warnings.append(message)
    }
}
