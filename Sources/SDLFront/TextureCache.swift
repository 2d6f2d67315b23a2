import Animation
import CSDL2

/// The textures a display list refers to, made on first use for one renderer: images from
/// Assets (SDL2_image) and lines of text rasterised in white (SDL2_ttf). Text textures not
/// used for a while are released.
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
        for e in textures.values { if let t = e.texture { SDL_DestroyTexture(t) } }
    }

    func texture(for ref: TextureReference) -> OpaquePointer? {
        if var e = textures[ref] {
            e.lastUsed = frame
            textures[ref] = e
            return e.texture
        }
        let t = make(ref)
        textures[ref] = Entry(texture: t, lastUsed: frame)
        return t
    }

    /// Call once per frame: releases text textures unused for `textLifetime` frames.
    func endFrame() {
        frame += 1
        guard frame % 120 == 0 else { return }
        for (ref, e) in textures {
            if case .text = ref, frame - e.lastUsed > Self.textLifetime {
                if let t = e.texture { SDL_DestroyTexture(t) }
                textures[ref] = nil
            }
        }
    }

    func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        return warnings
    }

    private func make(_ ref: TextureReference) -> OpaquePointer? {
        let surface: UnsafeMutablePointer<SDL_Surface>?
        switch ref {
        case .image(let name):
            surface = IMG_Load(assets.path(of: name))
            if surface == nil { warn("cannot load image \(assets.path(of: name)) (\(String(cString: SDL_GetError()))); check the Assets folder") }
        case .text(let key):
            surface = fonts.render(key.string, pixelSize: key.pixelSize, bold: key.bold)
        }
        guard let s = surface else { return nil }
        defer { SDL_FreeSurface(s) }
        guard let t = SDL_CreateTextureFromSurface(renderer, s) else { return nil }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        return t
    }

    private func warn(_ message: String) {
        guard reported.insert(message).inserted else { return }
        warnings.append(message)
    }
}
