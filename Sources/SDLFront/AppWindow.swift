import Animation
import CSDL2
import Geometry

/// A resizable, high-DPI-aware SDL window with a renderer that presents in sync with the
/// display where vsync is available.
///
/// It keeps the last frame and redraws only what changed since (see `DamageTracker` and
/// `WindowRenderPath`); an expose, a resize, a new pixel scale or a lost render target
/// redraws it all.
public final class AppWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// Builds, tracks damage and draws each frame, as the offscreen canvas does.
    let pipeline: FramePipeline
    var drawer: DisplayListRenderer { pipeline.drawer }
    public var builder: DisplayListBuilder { pipeline.builder }
    /// The GL path's persistent picture of the window, and its size.
    private(set) var canvas: OpaquePointer?
    private var canvasSize = (0, 0)
    /// Whether presenting waits for the display's vertical blank.
    public let hasVSync: Bool
    /// The renderer SDL picked ("opengl", "software", ...).
    public let rendererName: String
    /// What the GL driver calls itself ("llvmpipe (LLVM 15.0.6, 256 bits)"), if GL was tried.
    public let glRenderer: String?
    /// How frames reach the screen: never `auto`.
    public let renderPath: WindowRenderPath
    /// The share of the window the last frame redrew, 0 to 1.
    public private(set) var lastRedrawnShare = 1.0
    /// The rectangles the last frame redrew, in device pixels.
    public private(set) var lastDamage: [PixelRect] = []
    /// Whether each redrawn rectangle is tinted for a moment (paint flashing, Ctrl+Shift+P).
    /// Defaults to false.
    public var flashesPaint = false {
        didSet {
            pipeline.flashesPaint = flashesPaint
            pipeline.resetFlashes()
            pipeline.invalidate()
        }
    }
    /// Whether a flash still shows: another frame is needed to clear it.
    public var isFlashing: Bool { pipeline.isFlashing }

    /// The video driver SDL uses ("x11", "wayland", or "offscreen" when asked for).
    public let videoDriver: String

    /// Opens the window, at least `minimumSize` points (a window manager keeps it so).
    public init(title: String, size: Size, minimumSize: Size, fonts: FontLibrary, assets: AssetLocator,
                renderPath requested: WindowRenderPath = .auto) throws {
        videoDriver = try SDLLibrary.startVideo()
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered: Int32 = 0x2FFF0000 // SDL_WINDOWPOS_CENTERED
        let width = Int32(max(size.width, minimumSize.width)), height = Int32(max(size.height, minimumSize.height))
        guard let w = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
            throw SDLError("cannot open a window", kind: .noDisplay)
        }
        // A window that exists but is not shown would leave the program running unseen.
        let state = SDL_GetWindowFlags(w)
        guard SDL_GetWindowID(w) != 0, state & SDL_WINDOW_SHOWN.rawValue != 0, state & SDL_WINDOW_HIDDEN.rawValue == 0 else {
            SDL_DestroyWindow(w)
            throw SDLError("the window did not appear on the \(videoDriver) display", kind: .noDisplay)
        }
        SDL_SetWindowMinimumSize(w, Int32(minimumSize.width), Int32(minimumSize.height))
        let made = Self.makeRenderer(for: w, requested: requested)
        guard let r = made.renderer else {
            SDL_DestroyWindow(w)
            throw SDLError("cannot create a renderer for the window")
        }
        glRenderer = made.gl
        renderPath = made.path
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        // Updating a window's surface never waits for the display.
        hasVSync = renderPath != .surface && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        window = w
        renderer = r
        pipeline = FramePipeline(drawer: DisplayListRenderer(renderer: r, fonts: fonts, assets: assets), pixelScale: 1, measurer: fonts)
        if let icon = IMG_Load(assets.path(of: "Images/icon.png")) {
            SDL_SetWindowIcon(w, icon)
            SDL_FreeSurface(icon)
        }
    }

    deinit {
        if let canvas { SDL_DestroyTexture(canvas) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The drawable area in points.
    public var size: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// Asks for a new size in points (a session opened in the window wants room for its
    /// bar); the window manager may give another, told by a resize event.
    public func resize(to size: Size) {
        SDL_SetWindowSize(window, Int32(size.width.rounded()), Int32(size.height.rounded()))
    }

    /// Shrinks the window to the usable part of its display, where it is larger, and
    /// centres it (a session window asks for its content's size and more).
    public func fitToDisplay() {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(SDL_GetWindowDisplayIndex(window), &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return }
        var top: Int32 = 0
        SDL_GetWindowBordersSize(window, &top, nil, nil, nil)
        let s = size
        let fitted = Size(width: min(s.width, Double(bounds.w)), height: min(s.height, Double(bounds.h - top)))
        guard fitted != s else { return }
        resize(to: fitted)
        let centered = Int32(bitPattern: UInt32(SDL_WINDOWPOS_CENTERED_MASK))
        SDL_SetWindowPosition(window, centered, centered)
    }

    /// The renderer's output in device pixels.
    public var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Device pixels per point: renderer output size over window size.
    public var pixelScale: Double {
        let s = size
        return s.width > 0 ? Double(pixelSize.width) / s.width : 1
    }

    /// The window's position on the screen, in points.
    public var position: Point {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return Point(x: Double(x), y: Double(y))
    }

    /// Makes the next frame redraw the whole window (an expose, a lost render target).
    public func invalidate() { pipeline.invalidate() }

    /// Builds the trees' display list, back to front (the scene, then the tools over it),
    /// and draws what changed into the kept frame; returns the damage drawn.
    private func draw(_ roots: [Layer], background: Color) -> DamageRegion {
        let px = pixelSize
        builder.pixelScale = pixelScale
        if renderPath == .gl, canvasSize != px || canvas == nil { makeCanvas(px) }
        let frame = pipeline.draw(roots, background: background, pixelWidth: px.width, pixelHeight: px.height,
                                  whole: renderPath == .full, base: canvas)
        lastRedrawnShare = frame.redrawn.share
        lastDamage = frame.drawn.rects
        return frame.drawn
    }

    /// Draws the trees, back to front, and presents them; returns the damage drawn. The
    /// trees are not marked displayed here: the frame driver does that, after the scene
    /// has heard of the frame.
    @discardableResult
    public func present(_ roots: [Layer], background: Color = .white) -> DamageRegion {
        let damage = draw(roots, background: background)
        show(damage.rects, whole: damage.isWhole)
        return damage
    }

    /// Shows the kept frame again, all of it (after an expose), without drawing.
    public func refresh() {
        show([], whole: true)
    }

    private func show(_ rects: [PixelRect], whole: Bool) {
        switch renderPath {
        case .surface:
            SDL_RenderFlush(renderer)
            if whole {
                SDL_UpdateWindowSurface(window)
            } else if !rects.isEmpty {
                var sdl = rects.map(\.sdlRect)
                SDL_UpdateWindowSurfaceRects(window, &sdl, Int32(sdl.count))
            }
        case .gl:
            // With vsync, presenting is what paces the loop, so an unchanged frame is shown too.
            guard !rects.isEmpty || whole || hasVSync, let canvas else { return }
            SDL_SetRenderTarget(renderer, nil)
            SDL_RenderSetClipRect(renderer, nil)
            SDL_SetTextureBlendMode(canvas, SDL_BLENDMODE_NONE)
            SDL_RenderCopy(renderer, canvas, nil, nil)
            SDL_RenderPresent(renderer)
        case .full, .auto:
            SDL_RenderPresent(renderer)
        }
    }

    /// The GL path's kept frame, made anew at the output's size (its old pixels are gone,
    /// so the next frame is drawn whole).
    private func makeCanvas(_ px: (width: Int, height: Int)) {
        if let canvas { SDL_DestroyTexture(canvas) }
        canvas = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                   Int32(max(1, px.width)), Int32(max(1, px.height)))
        canvasSize = px
        pipeline.invalidate()
    }

    /// Problems met while drawing (a missing image), once each.
    public func takeWarnings() -> [String] { drawer.textures.takeWarnings() }

    /// Saves what the window shows as a PNG (re-rendered, since a presented back buffer is
    /// undefined).
    public func saveScreenshot(of roots: [Layer], background: Color = .white, area: Rect? = nil, to path: String) throws {
        pipeline.invalidate()
        _ = draw(roots, background: background)
        let px = pixelSize
        // The part of the window asked for, in device pixels, within the window.
        let scale = pixelScale
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(px.width), h: Int32(px.height))
        if let area {
            let x = max(0, Int32((area.minX * scale).rounded())), y = max(0, Int32((area.minY * scale).rounded()))
            rect = SDL_Rect(x: x, y: y, w: min(Int32((area.width * scale).rounded()), Int32(px.width) - x),
                            h: min(Int32((area.height * scale).rounded()), Int32(px.height) - y))
        }
        guard rect.w > 0, rect.h > 0,
              let surface = SDL_CreateRGBSurfaceWithFormat(0, rect.w, rect.h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("cannot make a surface for the screenshot")
        }
        defer { SDL_FreeSurface(surface) }
        guard SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            throw SDLError("cannot read the window's pixels")
        }
        show([], whole: true)
        try PNGFile.save(surface, to: path)
    }
}
