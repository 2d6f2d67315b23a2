import Foundation
import Geometry

/// The shared machinery of pinch and rotation: two pointers (two fingers, or the mouse
/// with Alt held and its mirrored twin), or wheel notches over the layer. It begins when
/// the second pointer lands and follows a scalar (scale or angle) with its velocity.
open class TwoPointerGestureRecognizer: GestureRecognizer {
    private var startDistance = 0.0
    private var startAngle = 0.0
    private var startValue = 0.0
    private var lastValue = 0.0
    private var lastTime = 0.0
    private var wheelEnd: Double?
    /// Where the wheel turned, for a gesture made with the wheel.
    private var wheelLocation: Point?
    /// Change of the value per second, from the last two updates.
    public private(set) var velocity = 0.0

    /// The value at rest (1 for scale, 0 for rotation).
    open var identityValue: Double { 0 }
    /// The value for two pointers that started at (distance, angle) and are now at (d, a).
    open func value(distanceRatio: Double, angleDelta: Double) -> Double { 0 }
    /// Whether a wheel event with these modifiers drives this recognizer.
    open func takesWheel(_ modifiers: KeyModifiers) -> Bool { false }
    /// The new value after one wheel event.
    open func value(after wheel: WheelEvent, from v: Double) -> Double { v }

    /// The current value (scale or rotation in radians).
    public private(set) var value = 0.0

    public override func reset() {
        value = identityValue
        velocity = 0
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

    private func update(_ v: Double, at time: Double) {
        if time > lastTime { velocity = (v - lastValue) / (time - lastTime) }
        lastValue = v
        lastTime = time
        value = v
    }

    public override func pointerDown(_ e: PointerEvent, at time: Double) {
        guard state == .possible, let g = geometry(), g.distance > 0 else { return }
        startDistance = g.distance
        startAngle = g.angle
        value = identityValue
        lastValue = value
        lastTime = time
        request(.began)
    }

    public override func pointerMoved(_ e: PointerEvent, at time: Double) {
        guard state == .began || state == .changed, let g = geometry(), startDistance > 0 else { return }
        var delta = g.angle - startAngle
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        update(value(distanceRatio: g.distance / startDistance, angleDelta: delta), at: time)
        request(.changed)
    }

    public override func pointerUp(_ e: PointerEvent, at time: Double) {
        switch state {
        case .began, .changed: request(.ended)
        case .possible: if pointers.count <= 1 { request(.failed) }
        default: break
        }
    }

    public override var handlesWheel: Bool { true }
    public override func accepts(_ e: WheelEvent) -> Bool { takesWheel(e.modifiers) }

    public override func wheel(_ e: WheelEvent, at time: Double) {
        guard takesWheel(e.modifiers), state == .possible || state == .began || state == .changed else { return }
        if state == .possible {
            value = identityValue
            lastValue = value
            lastTime = time
            request(.began)
        }
        wheelLocation = e.location
        update(value(after: e, from: value), at: time)
        wheelEnd = time + GestureDefaults.wheelGestureEndDelay
        if state == .began || state == .changed { request(.changed) }
    }

    public override var deadline: Double? { wheelEnd }

    public override func tick(at time: Double) {
        guard let end = wheelEnd, time >= end else { return }
        wheelEnd = nil
        if state == .began || state == .changed { request(.ended) }
    }
}

/// Recognizes a pinch (UIPinchGestureRecognizer): `value` is the scale relative to the
/// start, 1 at rest. The wheel pinches too: each notch scales by 10 %.
public final class PinchGestureRecognizer: TwoPointerGestureRecognizer {
    public override init(name: String = "pinch") { super.init(name: name) }
    public var scale: Double { value }
    public override var identityValue: Double { 1 }
    public override func value(distanceRatio: Double, angleDelta: Double) -> Double { distanceRatio }
    public override func takesWheel(_ m: KeyModifiers) -> Bool { !m.contains(.shift) }
    public override func value(after wheel: WheelEvent, from v: Double) -> Double {
        v * pow(GestureDefaults.wheelScalePerNotch, wheel.dy)
    }
}

/// Recognizes a twist (UIRotationGestureRecognizer): `value` is the rotation in radians,
/// clockwise positive on screen. Shift+wheel rotates 15 degrees a notch.
public final class RotationGestureRecognizer: TwoPointerGestureRecognizer {
    public override init(name: String = "rotation") { super.init(name: name) }
    public var rotation: Double { value }
    public override func value(distanceRatio: Double, angleDelta: Double) -> Double { angleDelta }
    public override func takesWheel(_ m: KeyModifiers) -> Bool { m.contains(.shift) }
    public override func value(after wheel: WheelEvent, from v: Double) -> Double {
        v + GestureDefaults.wheelRotationPerNotch * (wheel.dy != 0 ? wheel.dy : wheel.dx)
    }
}
