import Animation
import Foundation
import Geometry

/// The shared machinery of pinch and rotation: two pointers (two fingers, or the mouse
/// with Alt held and its mirrored twin), or wheel notches over the layer. It begins when
/// the second pointer lands and follows a scalar (scale or angle) with its velocity.
///
/// The value is measured from the pointers' first two (by id), and carries on without a
/// jump when one lifts and another lands. An angle accumulates through whole turns
/// instead of wrapping at ±π. The velocity is a least-squares fit over the last 100 ms of
/// the value, one sample per moment, so a mouse move and its mirrored twin count once.
open class TwoPointerGestureRecognizer: GestureRecognizer {
    /// Geometry of the pointer pair when the current segment of the gesture started.
    private var startDistance = 0.0
    private var lastAngle = 0.0
    /// The value when the current segment started, and the angle turned since then.
    private var segmentStart = 0.0
    private var turned = 0.0
    private var tracker = VelocityTracker()
    private var lastTime = MediaTime.zero
    private var wheelEnd: MediaTime?
    /// Where the wheel turned, for a gesture made with the wheel.
    private var wheelLocation: Point?

    /// The value at rest (1 for scale, 0 for rotation).
    open var identityValue: Double { 0 }
    /// The value after a segment that started at `start`, with the pointers `distanceRatio`
    /// as far apart as they began and turned by `angleDelta`.
    open func value(from start: Double, distanceRatio: Double, angleDelta: Double) -> Double { start }
    /// Whether a wheel event with these modifiers drives this recognizer.
    open func takesWheel(_ modifiers: KeyModifiers) -> Bool { false }
    /// The new value after one wheel event.
    open func value(after wheel: WheelEvent, from v: Double) -> Double { v }

    /// The current value (scale, or rotation in radians).
    public private(set) var value = 0.0

    /// Change of the value per second: the least-squares slope over the last 100 ms.
    public var velocity: Double { tracker.velocity(at: lastTime).dx }

    public override func reset() {
        value = identityValue
        tracker.reset()
        wheelEnd = nil
        wheelLocation = nil
    }

    public override var windowLocation: Point? { super.windowLocation ?? wheelLocation }

    private func geometry() -> (distance: Double, angle: Double)? {
        let ps = pointers.sorted { $0.key < $1.key }.map(\.value)
        guard ps.count >= 2 else { return nil }
        let d = ps[1] - ps[0]
        return (d.length, atan2(d.dy, d.dx))
    }

    private func record(_ v: Double, at time: MediaTime) {
        value = v
        tracker.add(Point(x: v, y: 0), at: time)
        lastTime = time
    }

    /// Starts a new segment from the current pointers, keeping the value where it is.
    private func startSegment() {
        guard let g = geometry(), g.distance > 0 else { return }
        startDistance = g.distance
        lastAngle = g.angle
        segmentStart = value
        turned = 0
    }

    public override func pointerDown(_ e: PointerEvent, at time: MediaTime) {
        switch state {
        case .possible:
            guard geometry() != nil else { return }
            value = identityValue
            tracker.reset()
            record(value, at: time)
            startSegment()
            request(.began)
        case .began, .changed:
            startSegment()
        case .ended, .cancelled, .failed:
            break
        }
    }

    public override func pointerMoved(_ e: PointerEvent, at time: MediaTime) {
        guard state == .began || state == .changed, let g = geometry(), startDistance > 0 else { return }
        // Accumulate the turn step by step, so a turn past ±π goes on instead of wrapping.
        var step = g.angle - lastAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        turned += step
        lastAngle = g.angle
        record(value(from: segmentStart, distanceRatio: g.distance / startDistance, angleDelta: turned), at: time)
        request(.changed)
    }

    public override func pointerUp(_ e: PointerEvent, at time: MediaTime) {
        switch state {
        case .began, .changed:
            if pointers.count > 2 {
                // One of three or more lifted: go on with the others.
                pointers[e.id] = nil
                startSegment()
                pointers[e.id] = e.location
            } else {
                // The velocity at the lift, zero if the fingers rested first.
                lastTime = max(lastTime, time)
                request(.ended)
            }
        case .possible:
            if pointers.count <= 1 { request(.failed) }
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// A waiting pinch or rotation may begin only while two fingers (or the wheel) are on it.
    public override func canStillBecome(_ state: State) -> Bool {
        state != .began || activePointerCount >= 2 || wheelEnd != nil
    }

    public override var handlesWheel: Bool { true }
    public override func accepts(_ e: WheelEvent) -> Bool { takesWheel(e.modifiers) }

    public override func wheel(_ e: WheelEvent, at time: MediaTime) {
        guard takesWheel(e.modifiers) else { return }
        switch state {
        case .possible:
            value = identityValue
            tracker.reset()
            record(value, at: time)
            wheelLocation = e.location
            wheelEnd = time + GestureDefaults.wheelGestureEndDelay
            request(.began)
            guard state == .began else { return }
        case .began, .changed:
            break
        case .ended, .cancelled, .failed:
            return
        }
        wheelLocation = e.location
        record(value(after: e, from: value), at: time)
        wheelEnd = time + GestureDefaults.wheelGestureEndDelay
        request(.changed)
    }

    public override var deadline: MediaTime? { wheelEnd }

    public override func tick(at time: MediaTime) {
        guard let end = wheelEnd, time >= end else { return }
        wheelEnd = nil
        switch state {
        case .began, .changed: request(.ended)
        case .possible: request(.failed)
        case .ended, .cancelled, .failed: break
        }
    }
}

/// Recognizes a pinch (UIPinchGestureRecognizer): `value` is the scale relative to the
/// start, 1 at rest. The wheel pinches too: each notch scales by 10 %.
public final class PinchGestureRecognizer: TwoPointerGestureRecognizer {
    public override init(name: String = "pinch") { super.init(name: name) }
    public var scale: Double { value }
    public override var identityValue: Double { 1 }
    public override func value(from start: Double, distanceRatio: Double, angleDelta: Double) -> Double { start * distanceRatio }
    public override func takesWheel(_ m: KeyModifiers) -> Bool { !m.contains(.shift) }
    public override func value(after wheel: WheelEvent, from v: Double) -> Double {
        v * pow(GestureDefaults.wheelScalePerNotch, wheel.dy)
    }
}

/// Recognizes a twist (UIRotationGestureRecognizer): `value` is the rotation in radians,
/// clockwise positive on screen, and goes on past a whole turn. Shift+wheel rotates 15
/// degrees a notch.
public final class RotationGestureRecognizer: TwoPointerGestureRecognizer {
    public override init(name: String = "rotation") { super.init(name: name) }
    public var rotation: Double { value }
    public override func value(from start: Double, distanceRatio: Double, angleDelta: Double) -> Double { start + angleDelta }
    public override func takesWheel(_ m: KeyModifiers) -> Bool { m.contains(.shift) }
    public override func value(after wheel: WheelEvent, from v: Double) -> Double {
        v + GestureDefaults.wheelRotationPerNotch * (wheel.dy != 0 ? wheel.dy : wheel.dx)
    }
}
