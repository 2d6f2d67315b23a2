/// A stretch of a line drawn with one font: SDL2_ttf 2.20 has no font fallback, so
/// `FontLibrary` splits a line itself, per grapheme cluster, into runs of the main font and
/// of the colour emoji font.
enum TextRun: Equatable {
    /// Text the main font draws (DejaVu Sans), white, tinted later like any text.
    case text(String)
    /// Glyphs of the emoji font, one after another, drawn in their own colours.
    case emoji([UInt32])

    /// Splits `string` into runs. A grapheme cluster goes to the emoji font when the emoji
    /// font has its first code point and either the main font lacks it (`hasMainGlyph`) or
    /// the cluster asks to look like an emoji: its first code point has the
    /// Emoji_Presentation property, or it holds VS16 (U+FE0F), and it holds no VS15
    /// (U+FE0E). The second case matters because DejaVu Sans draws some emoji itself in
    /// black and white ("😀" among them); "❤" or "©" alone stay DejaVu's, "❤️" is the
    /// emoji. The rest, including what neither font has (it shows as the main font's box, as
    /// before), stays with the main font.
    ///
    /// Without a shaper (FreeType alone applies no GSUB), a cluster's sequences show as
    /// their parts, with these exceptions:
    /// - Skin-tone sequences ("👍🏽"): Noto Color Emoji maps them only through GSUB
    ///   ligatures, so the base emoji is drawn in its default tone and the modifier
    ///   (U+1F3FB…U+1F3FF) is dropped: the sequence takes one glyph's width. A modifier on
    ///   its own still shows as its colour swatch.
    /// - Variation selectors, the zero-width joiner and tag characters are never drawn.
    ///   A ZWJ sequence ("👩‍💻") shows as its parts side by side, a flag ("🇫🇷") as its two
    ///   regional-indicator letters.
    static func split(_ string: String, hasMainGlyph: (Unicode.Scalar) -> Bool, emojiGlyph: (Unicode.Scalar) -> UInt32?) -> [TextRun] {
        var runs: [TextRun] = []
        var text = ""
        var glyphs: [UInt32] = []
        for cluster in string {
            guard let first = cluster.unicodeScalars.first, emojiGlyph(first) != nil,
                  isEmojiPresented(cluster) || !hasMainGlyph(first) else {
                if !glyphs.isEmpty { runs.append(.emoji(glyphs)); glyphs.removeAll() }
                text.append(cluster)
                continue
            }
            if !text.isEmpty { runs.append(.text(text)); text = "" }
            for (i, scalar) in cluster.unicodeScalars.enumerated() where !isInvisible(scalar, at: i) {
                if let g = emojiGlyph(scalar) { glyphs.append(g) }
            }
        }
        if !glyphs.isEmpty { runs.append(.emoji(glyphs)) }
        if !text.isEmpty { runs.append(.text(text)) }
        return runs
    }

    /// Whether a cluster asks for the emoji (colour) look rather than the text look
    /// (Unicode TR51's presentation rules).
    private static func isEmojiPresented(_ cluster: Character) -> Bool {
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first, !scalars.contains("\u{FE0E}") else { return false }
        return first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}")
    }

    /// Code points of an emoji cluster that draw nothing of their own here: variation
    /// selectors, the zero-width joiner, tags, and a skin-tone modifier after its base.
    private static func isInvisible(_ s: Unicode.Scalar, at index: Int) -> Bool {
        switch s.value {
        case 0xFE00...0xFE0F, 0x200D, 0xE0020...0xE007F: return true
        case 0x1F3FB...0x1F3FF: return index > 0
        default: return false
        }
    }

    /// Whether a line can need the emoji font at all: below U+2000 the emoji font has only
    /// characters the main font has too and that are not emoji-presented alone (digits,
    /// "#", "*", "©", "®"), so most text skips the split.
    static func mayNeedFallback(_ string: String) -> Bool {
        string.unicodeScalars.contains { $0.value >= 0x2000 }
    }
}
