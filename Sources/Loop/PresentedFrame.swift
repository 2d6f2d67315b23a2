import Animation

/// What presenting one frame did, as the front end reports it to the frame driver: when
/// the frame was shown, how long it took to build, draw and present, and what of the
/// window it redrew. A frame meter (the studio's) and `run --stats` read it.
public struct PresentedFrame: Equatable, Sendable {
    /// The media time the frame was shown.
    public var time: MediaTime
    /// Seconds spent building, drawing and presenting it.
    public var duration: Double
    /// The share of the window redrawn, 0 to 1.
    public var redrawnShare: Double
    /// The rectangles redrawn, in device pixels; empty when nothing changed on screen.
    public var rects: [PixelRect]
    /// Whether the loop slept (waited for input or a wake time) since the last frame: no
    /// frame was due, so this one cannot be late.
    public var followsIdle: Bool

    public init(time: MediaTime, duration: Double = 0, redrawnShare: Double = 1, rects: [PixelRect] = [], followsIdle: Bool = false) {
        self.time = time
        self.duration = duration
        self.redrawnShare = redrawnShare
        self.rects = rects
        self.followsIdle = followsIdle
    }
}
