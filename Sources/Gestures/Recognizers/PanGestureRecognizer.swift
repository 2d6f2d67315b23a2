import Animation
import Geometry

/// Recognizes a drag (UIPanGestureRecognizer): it begins once the pointer has moved
/// `minimumDistance`, then reports changed with a translation and a velocity.
public final class PanGestureRecognizer: GestureRecognizer {
    /// Defaults to `GestureDefaults.panMinimumDistance` (10 pt).
    public var minimumDistance = GestureDefaults.panMinimumDistance

    private var start: Point?
    private var tracker = VelocityTracker()
    private var lastTime = 0.0
    private var pointerID: PointerID?

    public override init(name: String = "pan") {
        super.init(name: name)
    }

    public override func reset() {
        start = nil
        tracker.reset()
        pointerID = nil
    }

    public override func pointerDown(_ e: PointerEvent, at time: Double) {
        guard pointerID == nil else { return }
        pointerID = e.id
        start = e.location
        tracker.add(e.location, at: time)
        lastTime = time
    }

    public override func pointerMoved(_ e: PointerEvent, at time: Double) {
        guard e.id == pointerID, let s = start else { return }
        tracker.add(e.location, at: time)
        lastTime = time
        switch state {
        case .possible: if s.distance(to: e.location) >= minimumDistance { request(.began) }
        case .began, .changed: request(.changed)
        default: break
        }
    }

    public override func pointerUp(_ e: PointerEvent, at time: Double) {
        guard e.id == pointerID else { return }
        tracker.add(e.location, at: time)
        lastTime = time
        switch state {
        case .began, .changed: request(.ended)
        case .possible: request(.failed)
        default: break
        }
    }

    /// Movement since the gesture started, in a layer's coordinates (nil: window).
    public func translation(in layer: Layer?) -> Vector {
        guard let s = start, let now = windowLocation ?? start else { return .zero }
        guard let layer, let a = layer.convert(s, from: nil), let b = layer.convert(now, from: nil) else { return now - s }
        return b - a
    }

    /// Makes the current translation read `translation` (UIPanGestureRecognizer.setTranslation).
    public func setTranslation(_ translation: Vector, in layer: Layer?) {
        guard let now = windowLocation else { return }
        if let layer, let p = layer.convert(now, from: nil), let s = layer.convert(p - translation, to: nil) {
            start = s
        } else {
            start = now - translation
        }
    }

    /// Velocity in points per second in a layer's coordinates (nil: window).
    public func velocity(in layer: Layer?) -> Vector {
        let v = tracker.velocity(at: lastTime)
        guard let layer, let p = windowLocation, let a = layer.convert(p, from: nil),
              let b = layer.convert(p + v * 0.001, from: nil) else { return v }
        return (b - a) * 1000
    }
}
