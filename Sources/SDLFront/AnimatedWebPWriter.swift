import CWebP
import Foundation

/// Encodes frames into an animated WebP with libwebp's WebPAnimEncoder: lossless unless a
/// quality is given, looping for ever unless told. A frame identical to the one before is
/// not added, so the one before simply lasts longer: a still stretch costs nothing.
public final class AnimatedWebPWriter {
    public let width: Int
    public let height: Int
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private var last: [UInt32]?
    /// Frames given to the encoder (identical neighbours count once).
    public private(set) var frameCount = 0

    /// - Parameters:
    ///   - quality: 0…100 for lossy frames; nil for lossless (the default).
    ///   - loops: times to play, 0 for for ever.
    public init(width: Int, height: Int, quality: Int? = nil, loops: Int = 0) throws {
        self.width = width
        self.height = height
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw SDLError("cannot start the WebP encoder", detail: "libwebp version mismatch") }
        options.anim_params.loop_count = Int32(loops)
        // Every frame a key frame would be large; libwebp picks them (defaults), and keeps
        // frames whole so a viewer can seek.
        options.allow_mixed = 0
        guard let e = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw SDLError("cannot start the WebP encoder", detail: "\(width)x\(height)")
        }
        encoder = e
        guard WebPConfigInit(&config) != 0 else { throw SDLError("cannot start the WebP encoder", detail: "libwebp version mismatch") }
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1
            config.quality = 75
            config.method = 4
        }
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Adds a frame of 0xAARRGGBB pixels (row by row) shown from `ms` milliseconds.
    public func add(_ argb: [UInt32], atMilliseconds ms: Int) throws {
        precondition(argb.count == width * height, "a frame must have \(width * height) pixels")
        if argb == last { return }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw SDLError("cannot encode a WebP frame") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        // 0xAARRGGBB words on a little-endian machine are B, G, R, A bytes.
        let ok = argb.withUnsafeBytes { WebPPictureImportBGRA(&picture, $0.bindMemory(to: UInt8.self).baseAddress, Int32(width * 4)) }
        guard ok != 0 else { throw SDLError("cannot encode a WebP frame", detail: "out of memory") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(ms), &config) != 0 else {
            throw SDLError("cannot encode a WebP frame", detail: String(cString: WebPAnimEncoderGetError(encoder)))
        }
        last = argb
        frameCount += 1
    }

    /// Ends the animation at `ms` (the last frame lasts until then) and returns the file.
    public func finish(endMilliseconds ms: Int) throws -> Data {
        guard WebPAnimEncoderAdd(encoder, nil, Int32(ms), nil) != 0 else {
            throw SDLError("cannot finish the WebP", detail: String(cString: WebPAnimEncoderGetError(encoder)))
        }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw SDLError("cannot finish the WebP", detail: String(cString: WebPAnimEncoderGetError(encoder)))
        }
        return Data(bytes: bytes, count: data.size)
    }
}
