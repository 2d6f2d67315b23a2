extension Layer {
    /// This layer's local time at a media-clock time: each ancestor's timing applied from
    /// the root down (`(t - beginTime) * speed + timeOffset` per level).
    public func localTime(atMediaTime t: MediaTime) -> LocalTime {
        LocalTime(seconds: localSeconds(atMediaSeconds: t.seconds))
    }

    /// The media-clock time at which this layer's local time reads `t`.
    public func mediaTime(atLocalTime t: LocalTime) -> MediaTime {
        MediaTime(seconds: mediaSeconds(atLocalSeconds: t.seconds))
    }

    /// This layer's local time when `other`'s reads `t` (convertTime(_:from:), typed):
    /// the one way to carry a local time from one layer to another.
    public func localTime(_ t: LocalTime, from other: Layer) -> LocalTime {
        localTime(atMediaTime: other.mediaTime(atLocalTime: t))
    }

    func localSeconds(atMediaSeconds t: Double) -> Double {
        var chain: [Layer] = []
        var node: Layer? = self
        while let n = node { chain.append(n); node = n.superlayer }
        var time = t
        for layer in chain.reversed() { time = layer.timing.localTime(fromParent: time) }
        return time
    }

    func mediaSeconds(atLocalSeconds t: Double) -> Double {
        var time = t
        var node: Layer? = self
        while let n = node {
            time = n.timing.parentTime(fromLocal: time)
            node = n.superlayer
        }
        return time
    }

    /// Converts a time from another layer's timespace (nil: the media clock) to this one's
    /// (CALayer.convertTime(_:from:)). Plain seconds: a timespace may be any layer's.
    public func convertTime(_ t: Double, from layer: Layer?) -> Double {
        localSeconds(atMediaSeconds: layer?.mediaSeconds(atLocalSeconds: t) ?? t)
    }

    /// Converts a time from this layer's timespace to another's (nil: the media clock).
    public func convertTime(_ t: Double, to layer: Layer?) -> Double {
        let media = mediaSeconds(atLocalSeconds: t)
        return layer?.localSeconds(atMediaSeconds: media) ?? media
    }

    /// Freezes this layer and its sublayers at media time `now`, exactly as Apple's QA1673:
    /// timeOffset = convertTime(now), then speed = 0.
    public func pause(atMediaTime now: MediaTime) {
        let pausedTime = convertTime(now.seconds, from: nil)
        timing.speed = 0
        timing.timeOffset = pausedTime
    }

    /// Resumes a paused layer at media time `now`, exactly as QA1673: speed = 1,
    /// timeOffset = 0, beginTime = 0, then beginTime = convertTime(now) - pausedTime.
    /// Resuming a layer that is not paused does nothing.
    public func resume(atMediaTime now: MediaTime) {
        guard isPaused else { return }
        let pausedTime = timing.timeOffset
        timing.speed = 1
        timing.timeOffset = 0
        timing.beginTime = 0
        let timeSincePause = convertTime(now.seconds, from: nil) - pausedTime
        timing.beginTime = timeSincePause
    }

    /// Whether the layer is paused (speed 0).
    public var isPaused: Bool { timing.speed == 0 }

    /// Whether this layer's time stands still: it or an ancestor has speed 0.
    public var isFrozen: Bool {
        var node: Layer? = self
        while let n = node {
            if n.timing.speed == 0 { return true }
            node = n.superlayer
        }
        return false
    }

    /// Changes speed without a jump: local time at `now` stays where it was.
    public func setSpeed(_ speed: Double, atMediaTime now: MediaTime) {
        let local = convertTime(now.seconds, from: nil)
        let parent = superlayer?.localSeconds(atMediaSeconds: now.seconds) ?? now.seconds
        timing.speed = speed
        timing.timeOffset = local - (parent - timing.beginTime) * speed
    }
}
