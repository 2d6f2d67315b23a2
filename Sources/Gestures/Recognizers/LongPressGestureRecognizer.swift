import Animation
import Geometry

/// Recognizes a press held still (UILongPressGestureRecognizer), a continuous gesture:
/// it begins once the pointer has stayed within `allowableMovement` for
/// `minimumPressDuration`, reports changed as the pointer moves, and ends when it lifts.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// Defaults to `GestureDefaults.longPressDuration` (0.5 s).
    public var minimumPressDuration = GestureDefaults.longPressDuration
    /// Defaults to `GestureDefaults.longPressAllowableMovement` (10 pt).
    public var allowableMovement = GestureDefaults.longPressAllowableMovement

    private var start: Point?
    private var startTime = MediaTime.zero

    public override init(name: String = "long-press") {
        super.init(name: name)
    }

    public override func reset() {
        start = nil
    }

    public override func pointerDown(_ e: PointerEvent, at time: MediaTime) {
        guard start == nil else { return }
        start = e.location
        startTime = time
    }

    public override func pointerMoved(_ e: PointerEvent, at time: MediaTime) {
        switch state {
        case .possible:
            if let s = start, s.distance(to: e.location) > allowableMovement { request(.failed) }
        case .began, .changed:
            request(.changed)
        case .ended, .cancelled, .failed:
            break
        }
    }

    public override func pointerUp(_ e: PointerEvent, at time: MediaTime) {
        switch state {
        case .possible: request(.failed)
        case .began, .changed: request(.ended)
        case .ended, .cancelled, .failed: break
        }
    }

    /// A waiting long press may begin only while the finger is still down.
    public override func canStillBecome(_ state: State) -> Bool { state != .began || activePointerCount > 0 }

    public override var deadline: MediaTime? {
        state == .possible && pendingState == nil && start != nil && !pointers.isEmpty ? startTime + minimumPressDuration : nil
    }

    public override func tick(at time: MediaTime) {
        if let d = deadline, time >= d { request(.began) }
    }
}
