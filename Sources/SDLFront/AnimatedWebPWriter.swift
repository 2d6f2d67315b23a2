import CWebP
import Foundation

/// Encodes frames into an animated WebP with libwebp's WebPAnimEncoder: lossless unless a
/// quality is given, looping for ever unless told. A frame identical to the one before is
/// not added, so the one before simply lasts longer: a still stretch costs nothing.
///
/// Frames are encoded on a queue of their own while the caller renders the next, at most
/// two waiting, so a recording takes about as long as the slower of the two, and frames
/// are streamed rather than held.
public final class AnimatedWebPWriter: @unchecked Sendable {
    public let width: Int
    public let height: Int
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private var last: [UInt32]?
    /// Frames given to the encoder (identical neighbours count once).
    public private(set) var frameCount = 0
    // The encoder and `config` are used only on `queue`; `failure` under `lock`.
    private let queue = DispatchQueue(label: "motionlab.webp")
    private let slots = DispatchSemaphore(value: 2)
    private let lock = NSLock()
    private var failure: SDLError?

    private var firstFailure: SDLError? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    /// - Parameters:
    ///   - quality: 0…100 for lossy frames; nil for lossless (the default).
    ///   - loops: times to play, 0 for for ever.
    public init(width: Int, height: Int, quality: Int? = nil, loops: Int = 0) throws {
        self.width = width
        self.height = height
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw SDLError("cannot start the WebP encoder", detail: "libwebp version mismatch") }
        options.anim_params.loop_count = Int32(loops)
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
            // Lossless at libwebp's fastest effort: UI frames are mostly flat colour, which it
            // compresses well anyway, and encoding keeps pace with rendering.
            config.lossless = 1
            config.quality = 0
            config.method = 0
        }
    }

    deinit {
        queue.sync {}
        WebPAnimEncoderDelete(encoder)
    }

    /// Adds a frame of 0xAARRGGBB pixels (row by row) shown from `ms` milliseconds. An
    /// earlier frame's failure to encode is thrown here or by `finish`.
    public func add(_ argb: [UInt32], atMilliseconds ms: Int) throws {
        precondition(argb.count == width * height, "a frame must have \(width * height) pixels")
        if argb == last { return }
        last = argb
        frameCount += 1
        slots.wait()
        queue.async { [self] in
            defer { slots.signal() }
            guard firstFailure == nil else { return }
            do {
                try encode(argb, ms)
            } catch {
                lock.lock()
                failure = error as? SDLError ?? SDLError("cannot encode a WebP frame")
                lock.unlock()
            }
        }
        if let f = firstFailure { throw f }
    }

    private func encode(_ argb: [UInt32], _ ms: Int) throws {
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
    }

    /// Ends the animation at `ms` (the last frame lasts until then) and returns the file.
    public func finish(endMilliseconds ms: Int) throws -> Data {
        try queue.sync {
            if let f = firstFailure { throw f }
            return try assemble(ms)
        }
    }

    private func assemble(_ ms: Int) throws -> Data {
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
