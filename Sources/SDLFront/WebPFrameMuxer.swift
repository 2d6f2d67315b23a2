import CWebP
import Foundation

/// An animated WebP made of whole frames, each encoded alone with `WebPEncode` and
/// gathered by libwebp's muxer: what `AnimatedWebPWriter` uses for large frames.
///
/// WebPAnimEncoder keeps three canvases of its own and tries several encodings of every
/// frame to find the smallest change; at 8192x8192 that is gigabytes. Here a frame is
/// encoded straight from the caller's pixels (no copy), and only its compressed bytes are
/// kept, until the next frame says how long it lasts. The price is a larger file: every
/// frame is whole, where the animation encoder stores only the rectangle that changed.
final class WebPFrameMuxer {
    private let width: Int
    private let height: Int
    private var config: WebPConfig
    private let mux: OpaquePointer
    /// The last frame encoded, waiting for its duration: its bytes and start.
    private var pending: (bytes: Data, ms: Int)?

    init(width: Int, height: Int, config: WebPConfig, loops: Int) throws {
        self.width = width
        self.height = height
        self.config = config
        guard let m = WebPMuxNew() else { throw SDLError("cannot start the WebP muxer", detail: "libwebp version mismatch") }
        mux = m
        // As WebPAnimEncoder: a white background, played `loops` times (0: for ever).
        var params = WebPMuxAnimParams(bgcolor: 0xFFFF_FFFF, loop_count: Int32(loops))
        guard WebPMuxSetCanvasSize(mux, Int32(width), Int32(height)) == WEBP_MUX_OK,
              WebPMuxSetAnimationParams(mux, &params) == WEBP_MUX_OK else {
            WebPMuxDelete(mux)
            throw SDLError("cannot start the WebP muxer", detail: "\(width)x\(height)")
        }
    }

    deinit { WebPMuxDelete(mux) }

    /// Encodes the frame at `pixels` (0xAARRGGBB words, rows `rowBytes` apart), shown from
    /// `ms` milliseconds. libwebp may rewrite the colour of fully transparent pixels.
    func add(_ pixels: UnsafeRawPointer, rowBytes: Int, atMilliseconds ms: Int) throws {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw SDLError("cannot encode a WebP frame") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        // A view of the caller's pixels: WebPPictureFree frees only what libwebp allocated.
        picture.argb = UnsafeMutablePointer(mutating: pixels.assumingMemoryBound(to: UInt32.self))
        picture.argb_stride = Int32(rowBytes / 4)
        var out = WebPMemoryWriter()
        WebPMemoryWriterInit(&out)
        defer { WebPMemoryWriterClear(&out) }
        let ok = withUnsafeMutablePointer(to: &out) { w -> Int32 in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(w)
            return WebPEncode(&config, &picture)
        }
        guard ok != 0, let mem = out.mem else { throw SDLError("cannot encode a WebP frame", detail: "libwebp error \(picture.error_code.rawValue)") }
        try push(until: ms)
        pending = (Data(bytes: mem, count: out.size), ms)
    }

    /// Ends the animation at `ms` and returns the file.
    func finish(endMilliseconds ms: Int) throws -> Data {
        try push(until: ms)
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPMuxAssemble(mux, &data) == WEBP_MUX_OK, let bytes = data.bytes else { throw SDLError("cannot finish the WebP") }
        return Data(bytes: bytes, count: data.size)
    }

    /// Adds the pending frame to the file, lasting until `ms`.
    private func push(until ms: Int) throws {
        guard let (bytes, start) = pending else { return }
        pending = nil
        let status = bytes.withUnsafeBytes { raw -> WebPMuxError in
            var frame = WebPMuxFrameInfo()
            frame.bitstream = WebPData(bytes: raw.bindMemory(to: UInt8.self).baseAddress, size: raw.count)
            frame.duration = Int32(max(1, ms - start))
            frame.id = WEBP_CHUNK_ANMF
            frame.dispose_method = WEBP_MUX_DISPOSE_NONE
            frame.blend_method = WEBP_MUX_NO_BLEND
            return WebPMuxPushFrame(mux, &frame, 1)
        }
        guard status == WEBP_MUX_OK else { throw SDLError("cannot add a WebP frame", detail: "libwebp mux error \(status.rawValue)") }
    }
}
