/// How a window turns display lists into pixels on the screen.
///
/// Measured under Xvfb with Mesa's llvmpipe (the only GL there, as on VMs, remote desktops
/// and machines without a GPU driver), a countdown in a 1024x700 window cost far less CPU
/// drawn by SDL's software renderer into the window's own surface, with only the damaged
/// rectangles sent to the X server, than through llvmpipe, even with a persistent target
/// redrawn under a scissor: llvmpipe still copies the whole target to the screen each frame
/// (see docs/performance.md, "Drawing only what changed"). `auto` takes the surface path on a
/// software-only GL and the GL target on a real GPU.
public enum WindowRenderPath: String, CaseIterable, Sendable {
    /// Decide from the GL driver found: `surface` on a software-only GL, else `gl`.
    case auto
    /// A persistent render-target texture: only the damage is redrawn into it (under a
    /// scissor), and the whole of it is copied to the screen and presented.
    case gl
    /// SDL's software renderer on the window's surface: only the damage is redrawn, and
    /// only the damaged rectangles are sent to the screen (SDL_UpdateWindowSurfaceRects).
    case surface
    /// The whole window redrawn every frame with the first renderer SDL offers (what
    /// MotionLab did before damage tracking; kept to measure against).
    case full
}
