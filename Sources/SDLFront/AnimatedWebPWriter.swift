import CWebP
import Foundation

/// Encodes frames into an animated WebP with libwebp's WebPAnimEncoder: lossless unless a
/// quality is given, looping for ever unless told. A frame identical to the one before is
/// not added, so the one before simply lasts longer: a still stretch costs nothing.
///
/// Frames are encoded on a queue of their own while the caller renders the next, at most
/// two waiting, so a recording takes about as long as the slower of the two, and frames
/// are streamed rather than held. The queued work holds only the encoder, never the
/// writer, so a writer dropped mid-recording (an error) simply waits for it and goes.
public final class AnimatedWebPWriter {
    public let width: Int
    public let height: Int
    private let encoder: Encoder
    private var last: [UInt32]?
    /// Frames given to the encoder (identical neighbours count once).
    public private(set) var frameCount = 0
    private let queue = DispatchQueue(label: "motionlab.webp")
    private let slots = DispatchSemaphore(value: 2)

    /// libwebp's encoder and settings, used only on the writer's queue, and the first
    /// failure, read from any thread under a lock.
    private final class Encoder: @unchecked Sendable {
        let handle: OpaquePointer
        var config = WebPConfig()
        private let lock = NSLock()
        private var failure: SDLError?

        init(handle: OpaquePointer) { self.handle = handle }
        deinit { WebPAnimEncoderDelete(handle) }

        var firstFailure: SDLError? {
            lock.lock()
            defer { lock.unlock() }
            return failure
        }

        func fail(_ e: SDLError) {
            lock.lock()
            if failure == nil { failure = e }
            lock.unlock()
        }

        var lastError: String { String(cString: WebPAnimEncoderGetError(handle)) }
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
        encoder = Encoder(handle: e)
        guard WebPConfigInit(&encoder.config) != 0 else { throw SDLError("cannot start the WebP encoder", detail: "libwebp version mismatch") }
        if let quality {
            encoder.config.lossless = 0
            encoder.config.quality = Float(quality)
        } else {
            // Lossless at libwebp's fastest effort: UI frames are mostly flat colour, which it
            // compresses well anyway, and encoding keeps pace with rendering.
            encoder.config.lossless = 1
            encoder.config.quality = 0
            encoder.config.method = 0
        }
    }

    deinit { queue.sync {} }

    /// Adds a frame of 0xAARRGGBB pixels (row by row) shown from `ms` milliseconds. An
    /// earlier frame's failure to encode is thrown here or by `finish`.
    public func add(_ argb: [UInt32], atMilliseconds ms: Int) throws {
        precondition(argb.count == width * height, "a frame must have \(width * height) pixels")
        if argb == last { return }
        last = argb
        frameCount += 1
        slots.wait()
        let encoder = self.encoder, slots = self.slots, width = self.width, height = self.height
        queue.async {
            defer { slots.signal() }
            guard encoder.firstFailure == nil else { return }
            do {
                try Self.encode(argb, ms, width: width, height: height, into: encoder)
            } catch {
                encoder.fail(error as? SDLError ?? SDLError("cannot encode a WebP frame"))
            }
        }
        if let f = encoder.firstFailure { throw f }
    }

    private static func encode(_ argb: [UInt32], _ ms: Int, width: Int, height: Int, into encoder: Encoder) throws {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw SDLError("cannot encode a WebP frame") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        // 0xAARRGGBB words on a little-endian machine are B, G, R, A bytes.
        let ok = argb.withUnsafeBytes { WebPPictureImportBGRA(&picture, $0.bindMemory(to: UInt8.self).baseAddress, Int32(width * 4)) }
        guard ok != 0 else { throw SDLError("cannot encode a WebP frame", detail: "out of memory") }
        guard WebPAnimEncoderAdd(encoder.handle, &picture, Int32(ms), &encoder.config) != 0 else {
            throw SDLError("cannot encode a WebP frame", detail: encoder.lastError)
        }
    }

    /// Ends the animation at `ms` (the last frame lasts until then) and returns the file.
    public func finish(endMilliseconds ms: Int) throws -> Data {
        let encoder = self.encoder
        return try queue.sync {
            if let f = encoder.firstFailure { throw f }
            guard WebPAnimEncoderAdd(encoder.handle, nil, Int32(ms), nil) != 0 else {
                throw SDLError("cannot finish the WebP", detail: encoder.lastError)
            }
            var data = WebPData()
            WebPDataInit(&data)
            defer { WebPDataClear(&data) }
            guard WebPAnimEncoderAssemble(encoder.handle, &data) != 0, let bytes = data.bytes else {
                throw SDLError("cannot finish the WebP", detail: encoder.lastError)
            }
            return Data(bytes: bytes, count: data.size)
        }
    }
}
