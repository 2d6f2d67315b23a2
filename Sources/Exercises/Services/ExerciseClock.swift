import Animation

/// An exercise's own time: its layer's local time at the media clock's current reading
/// (`CALayer.convertTime(CACurrentMediaTime(), from: nil)`). It stands still while the
/// window is paused (Ctrl+P) and runs ten times slower in slow motion (Ctrl+T), so a
/// countdown or a physics world obeys them as animations do.
public final class ExerciseClock {
    private let layer: Layer
    private let host: LayerHost

    init(layer: Layer, host: LayerHost) {
        self.layer = layer
        self.host = host
    }

    /// The media clock now (CACurrentMediaTime): for QA1673's pause and resume, which are
    /// told the media time.
    public var mediaNow: MediaTime { host.currentTime }

    /// The same clock for another layer (content that keeps its own time).
    public func rebased(on layer: Layer) -> ExerciseClock { ExerciseClock(layer: layer, host: host) }

    /// The local time now.
    public var now: LocalTime { layer.localTime(atMediaTime: host.currentTime) }

    /// The local time at a media-clock time.
    public func localTime(atMediaTime t: MediaTime) -> LocalTime { layer.localTime(atMediaTime: t) }

    /// Whether local time stands still (the layer or an ancestor has speed 0).
    public var isFrozen: Bool { layer.isFrozen }

    /// The media-clock time at which local time reads `t`, or nil while frozen (it would
    /// never come).
    public func mediaTime(atLocalTime t: LocalTime) -> MediaTime? {
        isFrozen ? nil : layer.mediaTime(atLocalTime: t)
    }
}
