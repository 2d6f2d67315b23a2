/// The one source of time for the core: seconds on a monotonic media timeline
/// (CACurrentMediaTime). The core never reads the wall clock; a front end passes a clock in.
public protocol MediaClock: AnyObject {
    /// The media time now: seconds since an arbitrary origin; never decreases.
    var now: MediaTime { get }
}

/// A clock that moves only when told to: for tests, input scripts and headless renders,
/// so the same script gives the same pixels on every machine. Starts at 0.
public final class VirtualClock: MediaClock {
    public private(set) var now: MediaTime

    public init(start: MediaTime = .zero) {
        now = start
    }

    /// Moves the clock forward by `seconds` (must not be negative).
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "a media clock never runs backwards (advance by \(seconds))")
        now += seconds
    }

    /// Moves the clock to `time`, which must not be earlier than now.
    public func set(to time: MediaTime) {
        precondition(time >= now, "a media clock never runs backwards (\(now) -> \(time))")
        now = time
    }
}
