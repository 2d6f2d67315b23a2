import CSDL2

/// Process-wide start-up of SDL and its companions, done once. Video is started only by
/// a window; headless rendering needs no video driver at all.
enum SDLLibrary {
    nonisolated(unsafe) private static var started = false
    nonisolated(unsafe) private static var videoStarted = false

    /// Starts SDL (no subsystems), SDL2_ttf and SDL2_image's PNG support.
    static func start() throws {
        guard !started else { return }
        // A touch must not also arrive as a synthesised mouse event, nor the mouse as a touch.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        // A click that focuses the window also counts as a click.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        guard SDL_Init(0) == 0 else { throw SDLError("cannot start SDL") }
        guard TTF_Init() == 0 else { throw SDLError("cannot start SDL2_ttf", detail: String(cString: SDL_GetError())) }
        let png = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(png) & png == png else { throw SDLError("cannot start SDL2_image's PNG support") }
        started = true
    }

    /// Starts the video and events subsystems; fails with `.noDisplay` when there is none.
    static func startVideo() throws {
        try start()
        guard !videoStarted else { return }
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS)) == 0 else {
            throw SDLError("no display available", kind: .noDisplay)
        }
        videoStarted = true
    }
}
