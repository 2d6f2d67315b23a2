import Animation
import Geometry

/// A shake as it goes on, as UIResponder's motion events tell it: it begins when the
/// detector sees one (`ShakeDetector`), lasts while the movement goes on, and ends
/// `GestureDefaults.shakeEndDelay` after the last movement, or when the movement is let go;
/// a lost focus or a cancelled press cancels it. Each change comes back as the
/// `MotionEvent` to send. The window's shake (its moves, on the media clock) and the
/// 8-Ball's (a held pointer, in the ball's local time) are each one of these.
public struct ShakeMotion<Base: TimeBase>: Sendable {
    private var detector = ShakeDetector<Base>()
    /// While a shake lasts: when it ends unless the movement goes on.
    public private(set) var end: Timestamp<Base>?

    public init() {}

    /// Forgets the movement so far (a new press starts afresh).
    public mutating func reset() {
        detector.reset()
    }

    /// A new position of what is shaken (a held pointer). Returns `.began` when a shake
    /// begins.
    public mutating func moved(to p: Point, at t: Timestamp<Base>) -> MotionEvent? {
        track(shook: detector.add(position: p, at: t), at: t)
    }

    /// A displacement of what is shaken (a window moved). Returns `.began` when a shake
    /// begins.
    public mutating func moved(by d: Vector, at t: Timestamp<Base>) -> MotionEvent? {
        track(shook: detector.add(displacement: d, at: t), at: t)
    }

    /// A move at `t`, and whether the detector saw a shake in it: a shake under way lasts
    /// on; one seen begins.
    private mutating func track(shook: Bool, at t: Timestamp<Base>) -> MotionEvent? {
        let shaking = end != nil
        if shaking || shook { end = t + GestureDefaults.shakeEndDelay }
        return shook && !shaking ? .began : nil
    }

    /// Ends a shake still for long enough by `time`: `.ended`, else nil.
    public mutating func update(at time: Timestamp<Base>) -> MotionEvent? {
        guard let e = end, e <= time else { return nil }
        return stop(.ended)
    }

    /// What is shaken was let go: a shake under way ends.
    public mutating func finish() -> MotionEvent? { stop(.ended) }

    /// The movement was cut off (focus lost, press cancelled): a shake under way is cancelled.
    public mutating func cancel() -> MotionEvent? { stop(.cancelled) }

    private mutating func stop(_ event: MotionEvent) -> MotionEvent? {
        guard end != nil else { return nil }
        end = nil
        detector.reset()
        return event
    }
}
