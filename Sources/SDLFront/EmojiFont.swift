import CFreeType

/// The colour emoji font text falls back to for what the main font lacks (Noto Color Emoji
/// from Debian's fonts-noto-color-emoji), read through FreeType: SDL2_ttf 2.20 cannot draw
/// colour bitmap (CBDT) glyphs. Such a font has fixed bitmap strikes only; the tallest is
/// selected and its glyphs are scaled to the line by the caller.
///
/// Not thread-safe: `FontLibrary` uses it under its lock.
final class EmojiFont {
    private var library: FT_Library?
    private let face: FT_Face
    /// Line height of the selected strike in pixels (Noto Color Emoji: 128).
    let strikeHeight: Int
    private var bitmaps: [UInt32: EmojiBitmap?] = [:]
    private var scaled: [ScaledKey: EmojiBitmap] = [:]
    /// Advances at the strike, kept apart from the bitmaps: measuring needs only these.
    private var advances: [UInt32: Int] = [:]

    private struct ScaledKey: Hashable {
        var glyph: UInt32
        var lineHeight: Int
    }

    /// Strike-sized bitmaps kept at most (each about 70 KB); past this the cache starts
    /// afresh.
    static let bitmapLimit = 32
    /// Bitmaps scaled to a line kept at most (each a few KB at text sizes).
    static let scaledLimit = 512
    /// FT_LOAD_COLOR: load the BGRA bitmap rather than a grey one.
    private static let loadColor = FT_Int32(1 << 20)
    /// FT_FACE_FLAG_COLOR: the face has colour glyph tables.
    private static let colorFaceFlag = FT_Long(1 << 14)

    /// Opens the font at `path`; nil when it cannot be opened or is not a colour bitmap font
    /// (then text keeps the main font's boxes for emoji).
    init?(path: String) {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { return nil }
        var f: FT_Face?
        guard FT_New_Face(lib, path, 0, &f) == 0, let f else {
            FT_Done_FreeType(lib)
            return nil
        }
        let sizes = Int(f.pointee.num_fixed_sizes)
        guard f.pointee.face_flags & Self.colorFaceFlag != 0, sizes > 0, let available = f.pointee.available_sizes,
              let tallest = (0..<sizes).max(by: { available[$0].height < available[$1].height }),
              FT_Select_Size(f, FT_Int(tallest)) == 0, let size = f.pointee.size, size.pointee.metrics.height > 0 else {
            FT_Done_Face(f)
            FT_Done_FreeType(lib)
            return nil
        }
        library = lib
        face = f
        strikeHeight = Int(size.pointee.metrics.height >> 6)
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The font's glyph for a code point, or nil when its character map has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        let g = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        return g == 0 ? nil : UInt32(g)
    }

    /// The colour bitmap of a glyph at the strike's size; nil when it has none (a
    /// zero-width joiner's empty glyph, a grey outline).
    func bitmap(_ glyph: UInt32) -> EmojiBitmap? {
        if let cached = bitmaps[glyph] { return cached }
        let loaded = load(glyph)
        if bitmaps.count >= Self.bitmapLimit { bitmaps.removeAll(keepingCapacity: true) }
        bitmaps[glyph] = loaded
        return loaded
    }

    /// How far a glyph moves the pen on a line `lineHeight` pixels tall; 0 without a bitmap.
    func advance(_ glyph: UInt32, lineHeight: Int) -> Int {
        let strikeAdvance: Int
        if let known = advances[glyph] {
            strikeAdvance = known
        } else {
            strikeAdvance = bitmap(glyph)?.advance ?? 0
            advances[glyph] = strikeAdvance
        }
        return Int((Double(strikeAdvance) * Double(lineHeight) / Double(strikeHeight)).rounded())
    }

    /// A glyph's bitmap scaled so the strike's line fits a line `lineHeight` pixels tall
    /// (straight alpha, ready for an SDL surface); remembered, as labels are redrawn often.
    func bitmap(_ glyph: UInt32, lineHeight: Int) -> EmojiBitmap? {
        let key = ScaledKey(glyph: glyph, lineHeight: lineHeight)
        if let done = scaled[key] { return done }
        guard let b = bitmap(glyph) else { return nil }
        let result = b.scaled(by: Double(lineHeight) / Double(strikeHeight))
        if scaled.count >= Self.scaledLimit { scaled.removeAll(keepingCapacity: true) }
        scaled[key] = result
        return result
    }

    private func load(_ glyph: UInt32) -> EmojiBitmap? {
        guard FT_Load_Glyph(face, FT_UInt(glyph), Self.loadColor) == 0, let slot = face.pointee.glyph else { return nil }
        let b = slot.pointee.bitmap
        let w = Int(b.width), h = Int(b.rows)
        guard b.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), w > 0, h > 0, let buffer = b.buffer else { return nil }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let pitch = Int(b.pitch)
        for y in 0..<h {
            // A negative pitch means the rows are stored bottom-up.
            let row = pitch >= 0 ? buffer + y * pitch : buffer + (h - 1 - y) * -pitch
            for i in 0..<(w * 4) { pixels[y * w * 4 + i] = row[i] }
        }
        return EmojiBitmap(width: w, height: h, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                           advance: Int(slot.pointee.advance.x >> 6), pixels: pixels)
    }
}
