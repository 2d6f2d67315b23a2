/// A time base: what a `Timestamp` is measured against. Two bases matter in MotionLab, and
/// the compiler keeps them apart: the media clock, and a layer's own local time.
public protocol TimeBase: Sendable {}

/// The media clock's base (CACurrentMediaTime): the root layer's time, the time of every
/// input event, gesture deadline, control timer and frame. It runs in real time.
public enum MediaBase: TimeBase {}

/// A layer's own time (CALayer.convertTime(_:from: nil)): the media clock seen through its
/// ancestors' beginTime, speed and timeOffset. It stands still while an ancestor is paused
/// (Ctrl+P) and runs slow in slow motion (Ctrl+T). An exercise's timers and wake-ups are
/// on its layer's local time, so they obey both as animations do.
public enum LocalBase: TimeBase {}

/// A reading of the media clock, in seconds.
public typealias MediaTime = Timestamp<MediaBase>
/// A reading of a layer's local time, in seconds.
public typealias LocalTime = Timestamp<LocalBase>

/// A moment on one time base, in seconds since that base's origin. Moments on different
/// bases do not mix: adding a media time to a local time, comparing them, or passing one
/// where the other is asked for does not compile; the layer converts between them
/// (`Layer.localTime(atMediaTime:)`, `Layer.mediaTime(atLocalTime:)`). A length of time is
/// a plain `Double` of seconds: a moment plus seconds is a moment, and the difference of
/// two moments on one base is seconds.
public struct Timestamp<Base: TimeBase>: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Seconds since the base's origin.
    public var seconds: Double

    public init(seconds: Double) {
        self.seconds = seconds
    }

    public init(floatLiteral value: Double) {
        seconds = value
    }

    public init(integerLiteral value: Int) {
        seconds = Double(value)
    }

    /// The base's origin.
    public static var zero: Self { Self(seconds: 0) }

    /// A moment that never comes: later than every other.
    public static var distantFuture: Self { Self(seconds: .infinity) }

    /// Whether this is a real moment (not infinite, not NaN).
    public var isFinite: Bool { seconds.isFinite }

    public var description: String { "\(seconds) s" }

    public static func < (a: Self, b: Self) -> Bool { a.seconds < b.seconds }

    /// The moment `interval` seconds after `t`.
    public static func + (t: Self, interval: Double) -> Self { Self(seconds: t.seconds + interval) }

    /// The moment `interval` seconds before `t`.
    public static func - (t: Self, interval: Double) -> Self { Self(seconds: t.seconds - interval) }

    /// The seconds from `b` to `a`.
    public static func - (a: Self, b: Self) -> Double { a.seconds - b.seconds }

    public static func += (t: inout Self, interval: Double) { t.seconds += interval }

    public static func -= (t: inout Self, interval: Double) { t.seconds -= interval }
}
