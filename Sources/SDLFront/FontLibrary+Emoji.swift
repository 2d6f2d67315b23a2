import CSDL2

/// Lines that need the colour emoji font: measured and drawn run by run (see `TextRun`), so
/// measuring, caret placement, wrapping and truncation see the same widths that are drawn.
/// Everything here is called with the library's lock held.
extension FontLibrary {
    /// The runs of a line, or nil when the main font draws all of it as it is (the usual
    /// case, drawn by SDL2_ttf in one go as before).
    func runs(_ string: String, font: OpaquePointer) -> [TextRun]? {
        guard let emoji, TextRun.mayNeedFallback(string) else { return nil }
        let runs = TextRun.split(string, hasMainGlyph: { TTF_GlyphIsProvided32(font, $0.value) != 0 },
                                 emojiGlyph: { emoji.glyph(for: $0) })
        if runs.count == 1, case .text = runs[0] { return nil }
        return runs
    }

    /// The size of a line of runs: widths add up; the height is the main font's line (or
    /// taller, if one of its runs is).
    func measure(_ runs: [TextRun], font: OpaquePointer) -> (width: Int, height: Int) {
        let line = Int(TTF_FontHeight(font))
        var width = 0, height = line
        for run in runs {
            switch run {
            case .text(let s):
                var w: Int32 = 0, h: Int32 = 0
                TTF_SizeUTF8(font, s, &w, &h)
                width += Int(w)
                height = max(height, Int(h))
            case .emoji(let glyphs):
                for g in glyphs { width += emoji?.advance(g, lineHeight: line) ?? 0 }
            }
        }
        return (width, height)
    }

    /// Draws a line of runs: text runs white on clear into one surface, emoji scaled to the
    /// line (their strike's line fits the main font's) into a second, each at the pen
    /// position `measure` gives it.
    func render(_ runs: [TextRun], font: OpaquePointer) -> RenderedText? {
        let size = measure(runs, font: font)
        guard size.width > 0, size.height > 0,
              let glyphs = SDL_CreateRGBSurfaceWithFormat(0, Int32(size.width), Int32(size.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        guard let color = SDL_CreateRGBSurfaceWithFormat(0, Int32(size.width), Int32(size.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            SDL_FreeSurface(glyphs)
            return nil
        }
        let line = Int(TTF_FontHeight(font)), ascent = Int(TTF_FontAscent(font))
        var pen = 0
        for run in runs {
            switch run {
            case .text(let s):
                var w: Int32 = 0, h: Int32 = 0
                TTF_SizeUTF8(font, s, &w, &h)
                if let piece = TTF_RenderUTF8_Blended(font, s, SDL_Color(r: 255, g: 255, b: 255, a: 255)) {
                    // Copy, alpha and all: the destination is clear.
                    SDL_SetSurfaceBlendMode(piece, SDL_BLENDMODE_NONE)
                    var to = SDL_Rect(x: Int32(pen), y: 0, w: piece.pointee.w, h: piece.pointee.h)
                    SDL_UpperBlit(piece, nil, glyphs, &to)
                    SDL_FreeSurface(piece)
                }
                pen += Int(w)
            case .emoji(let ids):
                for g in ids {
                    guard let emoji, let b = emoji.bitmap(g, lineHeight: line) else { continue }
                    // On the main font's baseline.
                    Self.copy(b, to: color, x: pen + b.left, y: ascent - b.top)
                    pen += emoji.advance(g, lineHeight: line)
                }
            }
        }
        return RenderedText(glyphs: glyphs, color: color)
    }

    /// Writes a straight-alpha BGRA bitmap into an ARGB8888 surface at (x, y), clipped to it.
    private static func copy(_ b: EmojiBitmap, to surface: UnsafeMutablePointer<SDL_Surface>, x: Int, y: Int) {
        let s = surface.pointee
        guard let base = s.pixels?.assumingMemoryBound(to: UInt8.self) else { return }
        let pitch = Int(s.pitch), w = Int(s.w), h = Int(s.h)
        for row in 0..<b.height where y + row >= 0 && y + row < h {
            for col in 0..<b.width where x + col >= 0 && x + col < w {
                let from = (row * b.width + col) * 4, to = (y + row) * pitch + (x + col) * 4
                for k in 0..<4 { base[to + k] = b.pixels[from + k] }
            }
        }
    }
}
