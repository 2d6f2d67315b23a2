/// One colour glyph of the emoji font as FreeType hands it over: premultiplied BGRA rows,
/// placed like a glyph (left and top bearings from the pen on the baseline, an advance), at
/// the font's bitmap strike (Noto Color Emoji: 136 x 128 pixels at 109 ppem).
struct EmojiBitmap {
    var width: Int
    var height: Int
    /// Pixels right of the pen where the bitmap starts.
    var left: Int
    /// Pixels above the baseline where the bitmap starts.
    var top: Int
    /// How far the pen moves, in pixels.
    var advance: Int
    /// `width * height` pixels, 4 bytes each (B, G, R, A), no padding: alpha premultiplied
    /// as FreeType loads them, straight once `scaled(by:)`.
    var pixels: [UInt8]

    /// The bitmap resampled by `factor` (an area average, so a 128-pixel strike shrunk to a
    /// 20-pixel line stays smooth), as straight-alpha BGRA, the byte order of an
    /// SDL_PIXELFORMAT_ARGB8888 surface on a little-endian machine. Bearings and advance
    /// are scaled and rounded too.
    func scaled(by factor: Double) -> EmojiBitmap {
        let w = max(1, Int((Double(width) * factor).rounded())), h = max(1, Int((Double(height) * factor).rounded()))
        let sx = Double(width) / Double(w), sy = Double(height) / Double(h)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        pixels.withUnsafeBufferPointer { src in
            for ty in 0..<h {
                let y0 = Double(ty) * sy, y1 = y0 + sy
                for tx in 0..<w {
                    let x0 = Double(tx) * sx, x1 = x0 + sx
                    var acc = (b: 0.0, g: 0.0, r: 0.0, a: 0.0), area = 0.0
                    for y in Int(y0)..<min(height, Int(y1.rounded(.up))) {
                        let wy = min(y1, Double(y + 1)) - max(y0, Double(y))
                        for x in Int(x0)..<min(width, Int(x1.rounded(.up))) {
                            let weight = wy * (min(x1, Double(x + 1)) - max(x0, Double(x)))
                            let i = (y * width + x) * 4
                            acc.b += weight * Double(src[i]); acc.g += weight * Double(src[i + 1])
                            acc.r += weight * Double(src[i + 2]); acc.a += weight * Double(src[i + 3])
                            area += weight
                        }
                    }
                    guard area > 0, acc.a > 0 else { continue }
                    // Average premultiplied, then undo the premultiplication for SDL.
                    let a = acc.a / area
                    let o = (ty * w + tx) * 4
                    func straight(_ c: Double) -> UInt8 { UInt8(max(0, min(255, (c / area * 255 / a).rounded()))) }
                    out[o] = straight(acc.b); out[o + 1] = straight(acc.g); out[o + 2] = straight(acc.r)
                    out[o + 3] = UInt8(max(0, min(255, a.rounded())))
                }
            }
        }
        return EmojiBitmap(width: w, height: h, left: Int((Double(left) * factor).rounded()), top: Int((Double(top) * factor).rounded()),
                           advance: Int((Double(advance) * factor).rounded()), pixels: out)
    }
}
