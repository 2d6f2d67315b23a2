import Animation
import CSDL2
import Foundation
import Geometry

/// A headless drawing surface: SDL's software renderer on an in-memory surface, with no
/// window and no video driver. Same inputs, same pixels, on every machine.
public final class OffscreenCanvas {
    public let pixelWidth: Int
    public let pixelHeight: Int
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    private let drawer: DisplayListRenderer
    public let builder: DisplayListBuilder
    private let list = DisplayList()

    public init(pixelWidth: Int, pixelHeight: Int, pixelScale: Double = 1, fonts: FontLibrary, assets: AssetLocator = AssetLocator()) throws {
        try SDLLibrary.start()
        guard pixelWidth > 0, pixelHeight > 0,
              let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("cannot make a \(pixelWidth)x\(pixelHeight) offscreen surface")
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            throw SDLError("cannot start SDL's software renderer")
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        surface = s
        renderer = r
        drawer = DisplayListRenderer(renderer: r, fonts: fonts, assets: assets)
        builder = DisplayListBuilder(pixelScale: pixelScale, measurer: fonts)
        builder.positionBias = DisplayListRenderer.softwarePositionBias
        builder.isolatesTranslucentShapes = true
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Draws a layer tree.
    public func render(_ root: Layer, background: Color = .white) {
        builder.build(root, pixelWidth: pixelWidth, pixelHeight: pixelHeight, into: list)
        render(list, background: background)
        root.markDisplayed()
    }

    /// Draws a ready display list.
    public func render(_ list: DisplayList, background: Color = .white) {
        drawer.draw(list, background: background)
        SDL_RenderFlush(renderer)
    }

    /// Problems met while drawing (a missing image), once each.
    public func takeWarnings() -> [String] { drawer.textures.takeWarnings() }

    /// The colour of one pixel.
    public func pixel(x: Int, y: Int) -> Color {
        precondition(x >= 0 && y >= 0 && x < pixelWidth && y < pixelHeight, "pixel (\(x), \(y)) is outside the canvas")
        let row = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self) + y * Int(surface.pointee.pitch)
        let argb = (row + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return Color(r8: UInt8((argb >> 16) & 0xFF), g8: UInt8((argb >> 8) & 0xFF), b8: UInt8(argb & 0xFF), a8: UInt8(argb >> 24))
    }

    /// Writes the canvas as a PNG; throws a one-line error naming the file when it cannot.
    public func savePNG(to path: String) throws {
        try PNGFile.save(surface, to: path)
    }
}
