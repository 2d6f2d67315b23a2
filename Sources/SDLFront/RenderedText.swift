import CSDL2

/// A line of text rasterised for a texture: the main font's glyphs white on clear, to be
/// tinted with the text colour, and, when the line has colour emoji, a second surface of
/// the same size holding only those, to be drawn untinted over the first. The owner frees
/// both surfaces.
struct RenderedText {
    var glyphs: UnsafeMutablePointer<SDL_Surface>
    /// The colour emoji, where they are in `glyphs`; nil when the line has none.
    var color: UnsafeMutablePointer<SDL_Surface>? = nil
}
