import Animation
import CSDL2
import Geometry

/// A resizable, high-DPI-aware SDL window with a renderer that presents in sync with the
/// display where vsync is available.
public final class AppWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    private let drawer: DisplayListRenderer
    public let builder: DisplayListBuilder
    private let list = DisplayList()
    /// Whether presenting waits for the display's vertical blank.
    public let hasVSync: Bool
    /// The renderer SDL picked ("opengl", "software", ...).
    public let rendererName: String

    /// The video driver SDL uses ("x11", "wayland", or "offscreen" when asked for).
    public let videoDriver: String

    /// Opens the window, at least `minimumSize` points (a window manager keeps it so).
    public init(title: String, size: Size, minimumSize: Size, fonts: FontLibrary, assets: AssetLocator) throws {
        videoDriver = try SDLLibrary.startVideo()
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centred: Int32 = 0x2FFF0000 // SDL_WINDOWPOS_CENTERED
        let width = Int32(max(size.width, minimumSize.width)), height = Int32(max(size.height, minimumSize.height))
        guard let w = SDL_CreateWindow(title, centred, centred, width, height, flags) else {
            throw SDLError("cannot open a window", kind: .noDisplay)
        }
        // A window that exists but is not shown would leave the program running unseen.
        let state = SDL_GetWindowFlags(w)
        guard SDL_GetWindowID(w) != 0, state & SDL_WINDOW_SHOWN.rawValue != 0, state & SDL_WINDOW_HIDDEN.rawValue == 0 else {
            SDL_DestroyWindow(w)
            throw SDLError("the window did not appear on the \(videoDriver) display", kind: .noDisplay)
        }
        SDL_SetWindowMinimumSize(w, Int32(minimumSize.width), Int32(minimumSize.height))
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let r = SDL_CreateRenderer(w, -1, accelerated) ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(w)
            throw SDLError("cannot create a renderer for the window")
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        window = w
        renderer = r
        drawer = DisplayListRenderer(renderer: r, fonts: fonts, assets: assets)
        builder = DisplayListBuilder(pixelScale: 1, measurer: fonts)
        if rendererName == "software" { builder.positionBias = DisplayListRenderer.softwarePositionBias }
        if let icon = IMG_Load(assets.path(of: "Images/icon.png")) {
            SDL_SetWindowIcon(w, icon)
            SDL_FreeSurface(icon)
        }
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The drawable area in points.
    public var size: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w), height: Double(h))
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

    /// Builds and draws the trees, back to front, into the back buffer; returns the output
    /// size.
    private func draw(_ roots: [Layer], background: Color) -> (width: Int, height: Int) {
        let px = pixelSize
        builder.pixelScale = pixelScale
        builder.build(roots, pixelWidth: px.width, pixelHeight: px.height, into: list)
        drawer.draw(list, background: background)
        return px
    }

    /// Draws the trees, back to front (the scene, then the tools over it), and presents
    /// them.
    public func present(_ roots: [Layer], background: Color = .white) {
        _ = draw(roots, background: background)
        SDL_RenderPresent(renderer)
        for root in roots { root.markDisplayed() }
    }

    /// Problems met while drawing (a missing image), once each.
    public func takeWarnings() -> [String] { drawer.textures.takeWarnings() }

    /// Saves what the window shows as a PNG (re-rendered, since a presented back buffer is
    /// undefined).
    public func saveScreenshot(of roots: [Layer], background: Color = .white, to path: String) throws {
        let px = draw(roots, background: background)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(px.width), Int32(px.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("cannot make a surface for the screenshot")
        }
        defer { SDL_FreeSurface(surface) }
        guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            throw SDLError("cannot read the window's pixels")
        }
        SDL_RenderPresent(renderer)
        try PNGFile.save(surface, to: path)
    }
}
