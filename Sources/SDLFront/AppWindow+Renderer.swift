import CSDL2

/// Choosing the window's renderer for a `WindowRenderPath`.
extension AppWindow {
    /// GL drivers that rasterise on the CPU (Mesa's llvmpipe, softpipe and swrast).
    static let softwareGLNames = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]

    /// A renderer for the path asked for, the path it gives, and the GL driver's name if a
    /// GL renderer was made.
    static func makeRenderer(for window: OpaquePointer, requested: WindowRenderPath)
        -> (renderer: OpaquePointer?, path: WindowRenderPath, gl: String?) {
        if requested == .surface { return (surfaceRenderer(for: window), .surface, nil) }
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let r = SDL_CreateRenderer(window, -1, accelerated) else {
            // No GPU renderer at all: the software one, drawing only the damage.
            return (surfaceRenderer(for: window), requested == .full ? .full : .surface, nil)
        }
        let gl = glRendererName()
        switch requested {
        case .full: return (r, .full, gl)
        case .gl: return (r, supportsTargets(r) ? .gl : .full, gl)
        case .auto, .surface:
            let softwareGL = gl.map { name in softwareGLNames.contains { name.lowercased().contains($0) } } ?? false
            if !softwareGL, supportsTargets(r) { return (r, .gl, gl) }
            if softwareGL {
                SDL_DestroyRenderer(r)
                if let s = surfaceRenderer(for: window) { return (s, .surface, gl) }
                return (SDL_CreateRenderer(window, -1, accelerated), .full, gl)
            }
            return (r, .full, gl)
        }
    }

    /// SDL's software renderer on the window's own surface, which SDL keeps in plain memory
    /// (not a GL texture) so that only the rectangles updated are sent to the screen.
    private static func surfaceRenderer(for window: OpaquePointer) -> OpaquePointer? {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }

    private static func supportsTargets(_ r: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        return SDL_GetRendererInfo(r, &info) == 0 && info.flags & SDL_RENDERER_TARGETTEXTURE.rawValue != 0
    }

    /// GL_RENDERER of the current GL context, if there is one.
    private static func glRendererName() -> String? {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard SDL_GL_GetCurrentContext() != nil, let p = SDL_GL_GetProcAddress("glGetString") else { return nil }
        let getString = unsafeBitCast(p, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01
        return getString(glRenderer).map { String(cString: $0) }
    }
}
