import Animation
import CSDL2

/// Open fonts by pixel size and weight, and text measurement for the display-list builder.
public final class FontLibrary: TextMeasuring {
    public let fonts: FontLocator.Fonts
    private var open: [FontKey: OpaquePointer] = [:]
    private var sizes: [TextKey: (width: Int, height: Int)] = [:]

    private struct FontKey: Hashable {
        var pixelSize: Int
        var bold: Bool
    }

    /// Opens nothing yet; fails when no font can be found.
    public init(locator: FontLocator = FontLocator()) throws {
        try SDLLibrary.start()
        fonts = try locator.locate()
        // Check the file really is a font now, not at the first frame.
        _ = try font(pixelSize: 17, bold: false)
    }

    deinit {
        for f in open.values { TTF_CloseFont(f) }
    }

    /// The font at a pixel size, opened on first use.
    func font(pixelSize: Int, bold: Bool) throws -> OpaquePointer {
        let key = FontKey(pixelSize: pixelSize, bold: bold)
        if let f = open[key] { return f }
        let path = bold ? (fonts.bold ?? fonts.regular) : fonts.regular
        guard let f = TTF_OpenFont(path, Int32(pixelSize)) else {
            throw FontError(message: "cannot open font \(path) (\(String(cString: SDL_GetError()))); reinstall fonts-dejavu-core or set MOTIONLAB_FONT")
        }
        if bold && fonts.bold == nil { TTF_SetFontStyle(f, TTF_STYLE_BOLD) }
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        open[key] = f
        return f
    }

    public func measure(_ string: String, pixelSize: Int, bold: Bool) -> (width: Int, height: Int) {
        let key = TextKey(string: string, pixelSize: pixelSize, bold: bold)
        if let s = sizes[key] { return s }
        guard let f = try? font(pixelSize: pixelSize, bold: bold) else { return (0, 0) }
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(f, string, &w, &h)
        let result = (Int(w), Int(h))
        if sizes.count > 4096 { sizes.removeAll() }
        sizes[key] = result
        return result
    }
}
