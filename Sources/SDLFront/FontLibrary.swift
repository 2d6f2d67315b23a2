import Animation
import CSDL2
import Foundation

/// Open fonts by pixel size and weight, and text measurement for the display-list builder.
/// What the main font lacks falls back to the colour emoji font when there is one (see
/// `TextRun`, `FontLibrary+Emoji`); without one, emoji show as the main font's boxes.
/// One library may serve several threads (parallel tests share one; a recording's labels
/// are drawn beside its frames): its caches and FreeType's fonts are used under a lock.
public final class FontLibrary: TextMeasuring, @unchecked Sendable {
    public let fonts: FontLocator.Fonts
    // `open` and `sizes`, and every use of an open font, only while `lock` is held.
    private let lock = NSLock()
    private var open: [FontKey: OpaquePointer] = [:]
    private var sizes: [TextKey: (width: Int, height: Int)] = [:]
    /// The colour emoji fallback; nil when none was found or it could not be opened.
    /// Used only while `lock` is held.
    let emoji: EmojiFont?

    private struct FontKey: Hashable {
        var pixelSize: Int
        var bold: Bool
    }

    /// Opens nothing yet; fails when no font can be found.
    public init(locator: FontLocator = FontLocator()) throws {
        try SDLLibrary.start()
        fonts = try locator.locate()
        emoji = fonts.emoji.flatMap { EmojiFont(path: $0) }
        // Check the file really is a font now, not at the first frame.
        lock.lock()
        defer { lock.unlock() }
        _ = try font(pixelSize: 17, bold: false)
    }

    deinit {
        for f in open.values { TTF_CloseFont(f) }
    }

    /// A line of text drawn white on clear (and its colour emoji apart), for textures; nil
    /// if it cannot be.
    func render(_ string: String, pixelSize: Int, bold: Bool) -> RenderedText? {
        lock.lock()
        defer { lock.unlock() }
        guard let f = try? font(pixelSize: pixelSize, bold: bold) else { return nil }
        if let runs = runs(string, font: f) { return render(runs, font: f) }
        return TTF_RenderUTF8_Blended(f, string, SDL_Color(r: 255, g: 255, b: 255, a: 255)).map { RenderedText(glyphs: $0) }
    }

    /// The font at a pixel size, opened on first use. Call with `lock` held.
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
        lock.lock()
        defer { lock.unlock() }
        if let s = sizes[key] { return s }
        guard let f = try? font(pixelSize: pixelSize, bold: bold) else { return (0, 0) }
        let result: (width: Int, height: Int)
        if let runs = runs(string, font: f) {
            result = measure(runs, font: f)
        } else {
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(f, string, &w, &h)
            result = (Int(w), Int(h))
        }
        if sizes.count > 4096 { sizes.removeAll() }
        sizes[key] = result
        return result
    }
}
