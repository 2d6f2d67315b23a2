import CWebP
import Foundation

/// What an animated WebP holds, read back with libwebp's demuxer: its size, loop count and
/// each frame's duration. Tests check `motionlab record`'s output with it.
public struct AnimatedWebPInfo: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var loopCount: Int
    /// Each frame's duration, in milliseconds.
    public var durations: [Int]

    /// Reads `data`, or nil when it is not an animated WebP.
    public init?(_ data: Data) {
        guard let info = data.withUnsafeBytes({ raw -> AnimatedWebPInfo? in
            var webp = WebPData(bytes: raw.bindMemory(to: UInt8.self).baseAddress, size: raw.count)
            guard let demux = WebPDemux(&webp) else { return nil }
            defer { WebPDemuxDelete(demux) }
            var durations: [Int] = []
            var iter = WebPIterator()
            if WebPDemuxGetFrame(demux, 1, &iter) != 0 {
                repeat { durations.append(Int(iter.duration)) } while WebPDemuxNextFrame(&iter) != 0
                WebPDemuxReleaseIterator(&iter)
            }
            return AnimatedWebPInfo(width: Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH)), height: Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT)),
                                    loopCount: Int(WebPDemuxGetI(demux, WEBP_FF_LOOP_COUNT)), durations: durations)
        }) else { return nil }
        self = info
    }

    private init(width: Int, height: Int, loopCount: Int, durations: [Int]) {
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.durations = durations
    }
}
