import Animation
import CSDL2
import Foundation
import Geometry

/// A headless drawing surface: SDL's software renderer on an in-memory surface, with no
/// window and no video driver. Same inputs, same pixels, on every machine.
///
/// The canvas keeps its pixels between renders, so with `drawsDamageOnly` it redraws
/// only what changed since the last render of a tree, as the window does.
public final class OffscreenCanvas {
    private let target: SoftwareSurface
    /// Builds, tracks damage and draws each render, as the window does.
    private let pipeline: FramePipeline
    private var drawer: DisplayListRenderer { pipeline.drawer }
    public var builder: DisplayListBuilder { pipeline.builder }
    /// Whether `render(_:background:)` redraws only the damage since the last one.
    /// Defaults to false: every render redraws the whole canvas.
    public var drawsDamageOnly = false
    /// Whether each redrawn rectangle is tinted for a moment (paint flashing); it draws
    /// only the damage too. Defaults to false.
    public var flashesPaint: Bool {
        get { pipeline.flashesPaint }
        set { pipeline.flashesPaint = newValue }
    }
    /// What the last render of a tree changed (the whole canvas after a ready list, or
    /// the first render).
    public private(set) var lastDamage: DamageRegion?

    public init(pixelWidth: Int, pixelHeight: Int, pixelScale: Double = 1, fonts: FontLibrary, assets: AssetLocator = AssetLocator()) throws {
        target = try SoftwareSurface(width: pixelWidth, height: pixelHeight)
        pipeline = FramePipeline(drawer: DisplayListRenderer(renderer: target.renderer, fonts: fonts, assets: assets),
                                 pixelScale: pixelScale, measurer: fonts)
    }

    /// What the canvas's rasteriser does with triangles, as the builder and the renderer
    /// follow it; set otherwise only to check that the core follows the profile it is given.
    var raster: RasterProfile {
        get { drawer.raster }
        set {
            drawer.raster = newValue
            builder.raster = newValue
        }
    }

    /// Whether untextured triangles go to SDL as they are (see `SoftwareTriangles`); on
    /// only to check that the pixels are the same.
    var submitsTrianglesAsIs: Bool {
        get { drawer.submitsTrianglesAsIs }
        set { drawer.submitsTrianglesAsIs = newValue }
    }

    public var pixelWidth: Int { target.width }
    public var pixelHeight: Int { target.height }

    /// Draws a layer tree.
    public func render(_ root: Layer, background: Color = .white) {
        render([root], background: background)
    }

    /// Draws trees one over the other, back to front (a scene, then the tools over it): with
    /// `drawsDamageOnly`, only what changed since the last frame.
    public func render(_ roots: [Layer], background: Color = .white) {
        let frame = pipeline.draw(roots, background: background, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                                  whole: !(drawsDamageOnly || flashesPaint), base: nil)
        lastDamage = frame.changed
        SDL_RenderFlush(target.renderer)
    }

    /// Draws a ready display list, all of it.
    public func render(_ list: DisplayList, background: Color = .white) {
        pipeline.invalidate()
        lastDamage = nil
        drawer.draw(list, background: background)
        SDL_RenderFlush(target.renderer)
    }

    /// Problems met while drawing (a missing image), once each.
    public func takeWarnings() -> [String] { drawer.textures.takeWarnings() }

    /// The colour of one pixel.
    public func pixel(x: Int, y: Int) -> Color {
        precondition(x >= 0 && y >= 0 && x < pixelWidth && y < pixelHeight, "pixel (\(x), \(y)) is outside the canvas")
        let surface = target.surface.pointee
        let row = surface.pixels.assumingMemoryBound(to: UInt8.self) + y * Int(surface.pitch)
        let argb = (row + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return Color(r8: UInt8((argb >> 16) & 0xFF), g8: UInt8((argb >> 8) & 0xFF), b8: UInt8(argb & 0xFF), a8: UInt8(argb >> 24))
    }

    /// Every pixel, row by row, as 0xAARRGGBB.
    public func argbPixels() -> [UInt32] {
        let s = target.surface.pointee
        var out = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
        out.withUnsafeMutableBytes { dst in
            for y in 0..<pixelHeight {
                let row = s.pixels.assumingMemoryBound(to: UInt8.self) + y * Int(s.pitch)
                (dst.baseAddress! + y * pixelWidth * 4).copyMemory(from: row, byteCount: pixelWidth * 4)
            }
        }
        return out
    }

    /// Lends the pixels where they are drawn, with no copy: 0xAARRGGBB words, row by row,
    /// `rowBytes` apart (at least `pixelWidth * 4`). Valid only inside `body`.
    public func withUnsafeARGBPixels<R>(_ body: (_ pixels: UnsafeRawPointer, _ rowBytes: Int) throws -> R) rethrows -> R {
        let s = target.surface.pointee
        return try body(UnsafeRawPointer(s.pixels), Int(s.pitch))
    }

    /// The canvas as PNG bytes.
    public func pngData() throws -> Data {
        try PNGFile.data(of: target.surface)
    }

    /// Writes the canvas as a PNG through `SafeFile`, never over one of `inputs`; throws
    /// a `SafeFileError` (or an `SDLError` if encoding fails).
    public func savePNG(to path: String, inputs: [String] = []) throws {
        try PNGFile.save(target.surface, to: path, inputs: inputs)
    }
}
