import Animation

/// Animations added together, in the same frame or transaction (DevTools' animation
/// group): the timeline's unit of selection, replay and seeking. Its start and end are on
/// the tab's clock.
public final class TimelineGroup {
    /// Counts groups as they are made, so a view can tell a new one from the last.
    public let id: Int
    /// The media time its animations were added at.
    public let addedAt: MediaTime
    public internal(set) var animations: [CapturedAnimation] = []

    init(id: Int, addedAt: MediaTime) {
        self.id = id
        self.addedAt = addedAt
    }

    /// The earliest begin of its animations on the tab's clock; nil while none has begun.
    public var start: Double? { animations.compactMap { $0.begin?.tab }.min() }

    /// The latest end of its animations on the tab's clock; an endless one counts one
    /// cycle (the end a ruler can show). Nil while none has begun.
    public var end: Double? {
        let ends = animations.compactMap { a -> Double? in
            guard let b = a.begin?.tab else { return nil }
            let t = a.animation.timing
            let active = t.activeDurationInParent
            return b + (active.isFinite ? active : t.cycleDuration / max(abs(t.speed), 1e-9))
        }
        return ends.max()
    }

    /// Its length on the tab's clock.
    public var duration: Double { (start.flatMap { s in end.map { $0 - s } }) ?? 0 }
}
