import CSDL2

/// Turns a group's picture back to straight alpha before it is composited.
///
/// A group (a rounded mask's sublayers, a faded layer's tree) draws with blending into a
/// texture cleared to transparent black, so each pixel ends up holding premultiplied
/// colour: half-covered red is stored as dark red at half alpha. SDL composites textures
/// as straight alpha, which multiplies by alpha a second time, and every part-covered
/// pixel inside a group showed darker than it should: a grey halo round anti-aliased edges
/// inside a rounded card, a dark rim where two rounded masks nest. Dividing each pixel's
/// colour by its alpha first makes the composite exact (in 8 bits).
///
/// SDL's software renderer has no premultiplied blend mode, but reads and writes its
/// textures in memory, so this is cheap there; a GPU renderer would want a custom blend
/// mode instead, and is left as it was.
struct GroupStraightener {
    private var pixels: [UInt32] = []

    /// Straightens `rect` of `target`, which must be the renderer's current target.
    mutating func straighten(_ renderer: OpaquePointer, target: OpaquePointer, rect: SDL_Rect) {
        guard rect.w > 0, rect.h > 0 else { return }
        let count = Int(rect.w) * Int(rect.h)
        if pixels.count < count { pixels = Array(repeating: 0, count: count) }
        let pitch = Int32(rect.w) * 4
        var r = rect
        let read = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, pitch)
        }
        guard read == 0 else { return }
        var changed = false
        pixels.withUnsafeMutableBufferPointer { p in
            for i in 0..<count {
                let argb = p[i], a = argb >> 24
                guard a != 0 && a != 255 else { continue }
                // Round to nearest, held to 255 against 8-bit error.
                func channel(_ shift: UInt32) -> UInt32 { min(255, (((argb >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
                p[i] = (a << 24) | channel(16) | channel(8) | channel(0)
                changed = true
            }
        }
        guard changed else { return }
        pixels.withUnsafeBytes { buffer in
            _ = SDL_UpdateTexture(target, &r, buffer.baseAddress, pitch)
        }
    }
}
