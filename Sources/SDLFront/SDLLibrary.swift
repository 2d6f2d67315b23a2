import CSDL2
import Foundation

/// Process-wide start-up of SDL and its companions, done once. Video is started only by
/// a window; headless rendering needs no video driver at all.
public enum SDLLibrary {
    /// Starting SDL, done the first time it is asked for (a static is initialised once,
    /// thread-safely), remembered with its outcome.
    private static let core = Result<Void, SDLError>(catching: startCore)
    private static let video = Result<String, SDLError>(catching: startVideoSubsystem)

    /// The video drivers that draw nowhere a person can see. SDL falls back to them when it
    /// finds no display, so a window on one is accepted only when asked for by name.
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy"]

    /// Starts SDL (no subsystems), SDL2_ttf and SDL2_image's PNG support.
    static func start() throws(SDLError) {
        try core.get()
    }

    /// Starts the video and events subsystems and returns the driver's name; fails with
    /// `.noDisplay` when there is no display (including SDL falling back to a driver that
    /// draws nowhere visible without being asked).
    @discardableResult
    static func startVideo() throws(SDLError) -> String {
        try start()
        return try video.get()
    }

    private static func startCore() throws(SDLError) {
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
    }

    private static func startVideoSubsystem() throws(SDLError) -> String {
        let subsystems = UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS)
        guard SDL_InitSubSystem(subsystems) == 0 else {
            throw SDLError("no display available", kind: .noDisplay)
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if invisibleDrivers.contains(driver) && !requestedDrivers.contains(driver) {
            SDL_QuitSubSystem(subsystems)
            throw SDLError("no display available", detail: "SDL found no display and fell back to its \(driver) driver, "
                           + "which shows nothing", kind: .noDisplay)
        }
        return driver
    }

    /// The drivers named in SDL_VIDEODRIVER (a comma-separated list), from the hint or the
    /// environment.
    private static var requestedDrivers: Set<String> {
        guard let raw = SDL_GetHint(SDL_HINT_VIDEODRIVER) else { return [] }
        return Set(String(cString: raw).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
    }
}

extension SDLLibrary {
    /// The SDL library linked at run time, "2.30.0": a capture records it beside the
    /// machine's architecture.
    public static var version: String {
        var v = SDL_version()
        SDL_GetVersion(&v)
        return "\(v.major).\(v.minor).\(v.patch)"
    }
}
