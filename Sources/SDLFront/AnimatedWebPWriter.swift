import CWebP
import Foundation

/// Encodes frames into an animated WebP with libwebp's WebPAnimEncoder: lossless unless a
/// quality is given, looping for ever unless told. A frame identical to the one before is
/// not added, so the one before simply lasts longer: a still stretch costs nothing. Frames
/// are told apart by a 64-bit digest of their pixels, so no copy of the last one is kept.
///
/// Up to `pipelinedPixels` a frame, frames are encoded on a queue of their own while the
/// caller renders the next, at most two waiting, so a recording takes about as long as
/// the slower of the two. Larger frames are encoded one at a time on the caller's thread,
/// each whole and alone (`WebPFrameMuxer`), straight from the canvas's pixels: memory
/// stays near one frame's encoding, where the animation encoder would keep three canvases
/// and several trial encodings of each frame; the file is larger, as every frame is whole.
/// The queued work holds only the encoder, never the writer, so a writer dropped
/// mid-recording (an error) simply waits for it and goes.
public final class AnimatedWebPWriter {
    public let width: Int
    public let height: Int
    /// libwebp's animation encoder, for frames up to `pipelinedPixels`.
    private let encoder: Encoder?
    /// Whole frames gathered by the muxer, for larger ones.
    private let muxer: WebPFrameMuxer?
    /// The digest of the last frame added, to merge an identical one into it.
    private var lastDigest: Int?
    /// The largest frame, in pixels, encoded beside the rendering of the next: 4 MP
    /// (2048x2048, 16 MB a frame). Larger ones are encoded one at a time.
    public static let pipelinedPixels = 2048 * 2048

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
        var config = WebPConfig()
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
        if width * height > Self.pipelinedPixels {
            muxer = try WebPFrameMuxer(width: width, height: height, config: config, loops: loops)
            encoder = nil
            return
        }
        muxer = nil
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw SDLError("cannot start the WebP encoder", detail: "libwebp version mismatch") }
        options.anim_params.loop_count = Int32(loops)
        options.allow_mixed = 0
        guard let e = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw SDLError("cannot start the WebP encoder", detail: "\(width)x\(height)")
        }
        let encoder = Encoder(handle: e)
        encoder.config = config
        self.encoder = encoder
    }

    deinit { queue.sync {} }

    /// Adds a frame of 0xAARRGGBB pixels (row by row) shown from `ms` milliseconds. An
    /// earlier frame's failure to encode is thrown here or by `finish`.
    public func add(_ argb: [UInt32], atMilliseconds ms: Int) throws {
        precondition(argb.count == width * height, "a frame must have \(width * height) pixels")
        try argb.withUnsafeBytes { raw in
            try add(raw.baseAddress!, rowBytes: width * 4, atMilliseconds: ms) { argb }
        }
    }

    /// Adds what `canvas` shows now, read where it is drawn (no copy when frames are
    /// encoded one at a time), shown from `ms` milliseconds.
    public func add(_ canvas: OffscreenCanvas, atMilliseconds ms: Int) throws {
        precondition(canvas.pixelWidth == width && canvas.pixelHeight == height, "a frame must be \(width)x\(height)")
        try canvas.withUnsafeARGBPixels { pixels, rowBytes in
            try add(pixels, rowBytes: rowBytes, atMilliseconds: ms) {
                // Only a pipelined (small) frame is copied, to outlive the canvas's next drawing.
                var copy = [UInt32](repeating: 0, count: width * height)
                copy.withUnsafeMutableBytes { dst in
                    for y in 0..<height { (dst.baseAddress! + y * width * 4).copyMemory(from: pixels + y * rowBytes, byteCount: width * 4) }
                }
                return copy
            }
        }
    }

    /// Adds the frame at `pixels`, unless it is the last one again: encoded now when frames
    /// are large, else a copy made by `copy` is queued.
    private func add(_ pixels: UnsafeRawPointer, rowBytes: Int, atMilliseconds ms: Int, copy: () -> [UInt32]) throws {
        let digest = Self.digest(pixels, rowBytes: rowBytes, width: width, height: height)
        if digest == lastDigest { return }
        lastDigest = digest
        frameCount += 1
        if let muxer {
            try muxer.add(pixels, rowBytes: rowBytes, atMilliseconds: ms)
            return
        }
        guard let encoder else { return }
        if let f = encoder.firstFailure { throw f }
        let argb = copy()
        slots.wait()
        let slots = self.slots, width = self.width, height = self.height
        queue.async {
            defer { slots.signal() }
            guard encoder.firstFailure == nil else { return }
            do {
                try argb.withUnsafeBytes { try Self.encode($0.baseAddress!, rowBytes: width * 4, ms, width: width, height: height, into: encoder) }
            } catch {
                encoder.fail(error as? SDLError ?? SDLError("cannot encode a WebP frame"))
            }
        }
        if let f = encoder.firstFailure { throw f }
    }

    /// A 64-bit digest of a frame's pixels (the standard library's SipHash), row by row.
    private static func digest(_ pixels: UnsafeRawPointer, rowBytes: Int, width: Int, height: Int) -> Int {
        var hasher = Hasher()
        for y in 0..<height { hasher.combine(bytes: UnsafeRawBufferPointer(start: pixels + y * rowBytes, count: width * 4)) }
        return hasher.finalize()
    }

    private static func encode(_ pixels: UnsafeRawPointer, rowBytes: Int, _ ms: Int, width: Int, height: Int, into encoder: Encoder) throws {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw SDLError("cannot encode a WebP frame") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        // 0xAARRGGBB words on a little-endian machine are B, G, R, A bytes.
        let ok = WebPPictureImportBGRA(&picture, pixels.assumingMemoryBound(to: UInt8.self), Int32(rowBytes))
        guard ok != 0 else { throw SDLError("cannot encode a WebP frame", detail: "out of memory") }
        guard WebPAnimEncoderAdd(encoder.handle, &picture, Int32(ms), &encoder.config) != 0 else {
            throw SDLError("cannot encode a WebP frame", detail: encoder.lastError)
        }
    }

    /// Ends the animation at `ms` (the last frame lasts until then) and returns the file.
    public func finish(endMilliseconds ms: Int) throws -> Data {
        if let muxer { return try muxer.finish(endMilliseconds: ms) }
        guard let encoder else { throw SDLError("cannot finish the WebP") }
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
