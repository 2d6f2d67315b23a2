import Animation

/// What a frame meter shows, computed from what the front end tells it about each frame
/// it presents (it never reads a clock): frames per second, the time frames took (median
/// and worst), the share of the window redrawn, and dropped frames, over the last second.
///
/// A frame is dropped when it is presented more than 1.5 frame intervals after the one
/// before while something animates (a frame was due and none came); the first frame after
/// an idle spell (`followsIdle`: the loop slept, or the frames between were not the
/// scene's) is never a drop, since no frame was due.
public struct FrameStats {
    /// One second's figures.
    public struct Report: Equatable, Sendable, CustomStringConvertible {
        /// Frames presented in the second.
        public var framesPerSecond: Int
        /// Median and worst time to build, draw and present a frame, in seconds.
        public var medianFrameTime: Double
        public var worstFrameTime: Double
        /// Mean share of the window redrawn per frame, 0 to 1.
        public var redrawnShare: Double
        public var droppedFrames: Int

        public var description: String {
            func ms(_ s: Double) -> String { String(format: "%.1f ms", s * 1000) }
            return "\(framesPerSecond) fps, frame \(ms(medianFrameTime)) median, \(ms(worstFrameTime)) worst, "
                + "\(Int((redrawnShare * 100).rounded())) % redrawn, \(droppedFrames) dropped"
        }
    }

    private struct Frame {
        var time: MediaTime
        var duration: Double
        var share: Double
        var dropped: Bool
    }

    /// The display's frame interval, in seconds. Defaults to 1/60.
    public var frameInterval: Double
    /// Length of the window reported on, in seconds. Defaults to 1.
    public var period: Double
    private var frames: [Frame] = []
    private var last: (time: MediaTime, animating: Bool)?
    private var nextReport: MediaTime?

    public init(frameInterval: Double = 1.0 / 60, period: Double = 1) {
        self.frameInterval = frameInterval
        self.period = period
    }

    /// Records a frame presented at `time` that took `duration` seconds and redrew `share`
    /// of the window; `animating` says whether something animates (so the next frame is
    /// due one interval later), and `followsIdle` whether the loop slept before it (so no
    /// frame was due).
    public mutating func record(presentedAt time: MediaTime, duration: Double, redrawnShare share: Double, animating: Bool,
                                followsIdle: Bool = false) {
        let dropped = !followsIdle && (last.map { $0.animating && (time.seconds - $0.time.seconds) > 1.5 * frameInterval } ?? false)
        frames.append(Frame(time: time, duration: max(0, duration), share: min(1, max(0, share)), dropped: dropped))
        last = (time, animating)
        if nextReport == nil { nextReport = time + period }
        frames.removeAll { $0.time.seconds <= time.seconds - period }
    }

    /// A frame was presented that is not counted (one drawn for a meter's own figures):
    /// nothing animated in what is measured, so no frame of it is due after this one.
    public mutating func skip(presentedAt time: MediaTime) {
        if last != nil { last = (time, false) }
    }

    /// The figures for the last `period`, once a period has passed since the last report
    /// (or since the first frame); nil before that.
    public mutating func report(at now: MediaTime) -> Report? {
        guard let due = nextReport, now >= due else { return nil }
        nextReport = now + period
        let recent = frames.filter { $0.time.seconds > now.seconds - period }
        let durations = recent.map(\.duration).sorted()
        let median: Double
        if durations.isEmpty {
            median = 0
        } else if durations.count % 2 == 1 {
            median = durations[durations.count / 2]
        } else {
            median = (durations[durations.count / 2 - 1] + durations[durations.count / 2]) / 2
        }
        return Report(framesPerSecond: recent.count, medianFrameTime: median, worstFrameTime: durations.last ?? 0,
                      redrawnShare: recent.isEmpty ? 0 : recent.map(\.share).reduce(0, +) / Double(recent.count),
                      droppedFrames: recent.filter(\.dropped).count)
    }
}
