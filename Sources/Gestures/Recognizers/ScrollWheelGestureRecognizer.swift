import Animation
import Geometry

/// Recognizes scrolling with a mouse wheel or a trackpad over its layer (what AppKit's
/// scrollWheel delivers and UIKit's pan recognizer takes as allowedScrollTypesMask): it
/// begins on the first wheel event, reports changed for each one with that event's
/// `delta` in points, and ends `GestureDefaults.wheelGestureEndDelay` after the last.
///
/// A whole-notch wheel turns each notch into `GestureDefaults.wheelPointsPerNotch`
/// points and says so in `isNotched`, so a scroll view can glide there smoothly rather
/// than jump; a trackpad's fractional deltas are already smooth and pass as they are.
/// Shift turns a vertical wheel sideways, as desktop browsers do. Ctrl is left to zoom.
public final class ScrollWheelGestureRecognizer: GestureRecognizer {
    /// The last event's movement of the content's viewport, in points: positive y scrolls
    /// down the page (the content moves up), positive x scrolls right.
    public private(set) var delta = Vector.zero
    /// Whether the last event came from a wheel's whole notches rather than a trackpad.
    public private(set) var isNotched = false
    private var wheelEnd: MediaTime?
    private var wheelLocation: Point?

    public override init(name: String = "scroll-wheel") { super.init(name: name) }

    public override func reset() {
        delta = .zero
        isNotched = false
        wheelEnd = nil
        wheelLocation = nil
    }

    public override var windowLocation: Point? { super.windowLocation ?? wheelLocation }
    public override var handlesWheel: Bool { true }
    public override func accepts(_ e: WheelEvent) -> Bool { e.modifiers.isEmpty || e.modifiers == .shift }

    public override func wheel(_ e: WheelEvent, at time: MediaTime) {
        guard accepts(e) else { return }
        isNotched = e.dx == e.dx.rounded() && e.dy == e.dy.rounded()
        let scale = isNotched ? GestureDefaults.wheelPointsPerNotch : GestureDefaults.trackpadPointsPerUnit
        // SDL's y is positive when the wheel turns away from the user: the page goes up.
        var d = Vector(dx: e.dx * scale, dy: -e.dy * scale)
        if e.modifiers == .shift { d = Vector(dx: d.dx - d.dy, dy: 0) }
        delta = d
        wheelLocation = e.location
        wheelEnd = time + GestureDefaults.wheelGestureEndDelay
        switch state {
        case .possible:
            request(.began)
        case .began, .changed:
            request(.changed)
        case .ended, .cancelled, .failed:
            break
        }
    }

    public override var deadline: MediaTime? { wheelEnd }

    public override func tick(at time: MediaTime) {
        guard let end = wheelEnd, time >= end else { return }
        wheelEnd = nil
        delta = .zero
        switch state {
        case .began, .changed: request(.ended)
        case .possible: request(.failed)
        case .ended, .cancelled, .failed: break
        }
    }
}
