import Animation
import CSDL2
import Geometry

/// Reading back what the window keeps, to check that drawing only the damage leaves the
/// pixels a full redraw would (on the GL path, whose kept frame is a GL target).
extension AppWindow {
    /// The kept frame's pixels, as 0xAARRGGBB words row by row; nil off the GL path.
    func keptFramePixels() -> [UInt32]? {
        guard renderPath == .gl, let canvas else { return nil }
        return readPixels(of: canvas)
    }

    /// The trees drawn whole by `builder` into a scratch target the size of the window,
    /// read back. The kept frame and what the next frame redraws are left as they were.
    func fullRedrawPixels(of roots: [Layer], background: Color = .white, builder: DisplayListBuilder) -> [UInt32]? {
        let px = pixelSize
        guard let scratch = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                              Int32(px.width), Int32(px.height)) else { return nil }
        defer { SDL_DestroyTexture(scratch) }
        let list = DisplayList()
        builder.build(roots, pixelWidth: px.width, pixelHeight: px.height, into: list)
        drawer.draw(list, background: background, damage: nil, base: scratch)
        return readPixels(of: scratch)
    }

    private func readPixels(of target: OpaquePointer) -> [UInt32]? {
        let px = pixelSize
        SDL_SetRenderTarget(renderer, target)
        defer { SDL_SetRenderTarget(renderer, nil) }
        var out = [UInt32](repeating: 0, count: px.width * px.height)
        let read = out.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(px.width * 4))
        }
        return read == 0 ? out : nil
    }
}
