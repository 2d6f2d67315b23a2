import Animation

/// The earliest of the times at which a scene's parts must be woken without input (a
/// long press's deadline, a held stepper's repeat, a toast fading, a countdown's tick, an
/// animation's end), with the part that asked for it, so a wake-up can say why it came.
///
/// A scene gathers one from its parts whenever the loop asks when to wake it: each part
/// adds its next time, or nil for none. All times are on one base, the media clock's; a
/// part with a time of its own converts it before adding it. Times that never come
/// (infinite, or not a number) are left out, so the loop never sleeps forever on a
/// mistake nor wakes at once on one. The earliest wins; of equal times, the first added.
public struct WakeSchedule: Equatable, Sendable {
    /// One part's wake-up: when, and who asked.
    public struct Wake: Equatable, Sendable {
        public var time: MediaTime
        public var source: String
    }

    /// The earliest wake-up added so far, or nil when nothing needs waking.
    public private(set) var next: Wake?

    public init() {}

    /// Adds a part's next wake-up time (nil: it needs none).
    public mutating func add(_ time: MediaTime?, from source: String) {
        guard let time, time.isFinite else { return }
        if let next, next.time <= time { return }
        next = Wake(time: time, source: source)
    }

    /// The earliest time, or nil when nothing needs waking.
    public var time: MediaTime? { next?.time }

    /// Whether the earliest wake-up has come by `time`.
    public func isDue(by time: MediaTime) -> Bool {
        next.map { $0.time <= time } ?? false
    }
}
