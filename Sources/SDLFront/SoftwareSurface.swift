import CSDL2

/// An in-memory ARGB surface with SDL's software renderer drawing into it: no window and
/// no video driver, and the same pixels on every machine.
final class SoftwareSurface {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int) throws {
        try SDLLibrary.start()
        guard width > 0, height > 0,
              let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("cannot make a \(width)x\(height) offscreen surface")
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            throw SDLError("cannot start SDL's software renderer")
        }
        surface = s
        renderer = r
        self.width = width
        self.height = height
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }
}
