/// Measures a line of text as the front end will rasterise it. The display-list builder
/// needs it to place text inside a layer; SDLFront implements it with SDL2_ttf.
public protocol TextMeasuring: AnyObject {
    /// The size in device pixels of `string` set at `pixelSize` pixels.
    func measure(_ string: String, pixelSize: Int, bold: Bool) -> (width: Int, height: Int)
}
