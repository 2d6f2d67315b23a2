import Animation
import Geometry

/// Recognizes a drag (UIPanGestureRecognizer): it begins once the pointers' centroid has
/// moved `minimumDistance`, then reports changed with a translation and a velocity.
///
/// The translation follows the centroid of every pointer on the gesture, and does not jump
/// when a finger joins or lifts: the reference moves with the change, as in UIKit. The
/// velocity is a least-squares fit over the last 100 ms of the centroid's path, read at the
/// time asked (a pause before the lift means no fling); at the end, a speed below
/// `GestureDefaults.minimumFlingSpeed` reads as zero.
public final class PanGestureRecognizer: GestureRecognizer {
    /// Defaults to `GestureDefaults.panMinimumDistance` (10 pt).
    public var minimumDistance = GestureDefaults.panMinimumDistance

    /// The two axes a pan can be held to.
    public enum Axis: Sendable { case horizontal, vertical }

    /// The axis the pan must start along, or nil for any. A pan whose first movement past
    /// `minimumDistance` runs mostly along the other axis fails, so a horizontal swipe on a
    /// table row inside a vertical scroll view reaches the row, and a vertical drag reaches
    /// the scroll view (UIScrollView's directional lock). Defaults to nil.
    public var axis: Axis?

    /// Asked at each first touch: true begins the pan at once, with no minimum distance.
    /// A scroll view caught while it decelerates says yes, so the touch stops it and is
    /// not delivered to the content as a tap, as on iOS. Defaults to nil (never).
    public var beginsAtTouch: (() -> Bool)?

    /// The centroid the translation is measured from, and the translation carried over
    /// from before the last change of pointers.
    private var reference: Point?
    private var carried = Vector.zero
    private var tracker = VelocityTracker()
    private var lastTime = MediaTime.zero
    /// The velocity when the gesture ended, after the minimum-fling rule.
    private var releaseVelocity: Vector?

    public override init(name: String = "pan") {
        super.init(name: name)
    }

    public override func reset() {
        reference = nil
        carried = .zero
        tracker.reset()
        releaseVelocity = nil
    }

    /// The centroid of the followed pointers, window coordinates.
    private var centroid: Point? { super.windowLocation }

    /// Translation so far in window points.
    private var windowTranslation: Vector {
        guard let r = reference, let c = centroid else { return carried }
        return carried + (c - r)
    }

    /// Re-bases the translation on the current centroid (the pointer set is about to
    /// change, or just did), so it carries on from where it was.
    private func rebase() {
        carried = windowTranslation
        reference = centroid
    }

    public override func pointerDown(_ e: PointerEvent, at time: MediaTime) {
        if reference == nil {
            reference = centroid
            lastTime = time
            tracker.add(Point(x: 0, y: 0), at: time)
            if state == .possible, beginsAtTouch?() == true { request(.began) }
            return
        }
        // A finger joined: the centroid jumped, the translation must not.
        pointers[e.id] = nil
        rebase()
        pointers[e.id] = e.location
        reference = centroid
    }

    public override func pointerMoved(_ e: PointerEvent, at time: MediaTime) {
        let t = windowTranslation
        tracker.add(Point(x: t.dx, y: t.dy), at: time)
        lastTime = time
        switch state {
        case .possible:
            guard t.length >= minimumDistance else { break }
            request(isAlongAxis(t) ? .began : .failed)
        case .began, .changed:
            request(.changed)
        case .ended, .cancelled, .failed:
            break
        }
    }

    public override func pointerUp(_ e: PointerEvent, at time: MediaTime) {
        guard pointers.count <= 1 else {
            // A finger lifted and others stay: carry on from the rest.
            rebase()
            pointers[e.id] = nil
            reference = centroid
            pointers[e.id] = e.location
            return
        }
        switch state {
        case .began, .changed:
            // The lift itself is not a sample: the velocity is the stroke's, read at the
            // moment of the lift (zero if the finger rested first).
            let v = tracker.velocity(at: time)
            releaseVelocity = v.length < GestureDefaults.minimumFlingSpeed ? .zero : v
            request(.ended)
        case .possible:
            request(.failed)
        case .ended, .cancelled, .failed:
            break
        }
    }

    private func isAlongAxis(_ t: Vector) -> Bool {
        switch axis {
        case nil: true
        case .horizontal: abs(t.dx) > abs(t.dy)
        case .vertical: abs(t.dy) >= abs(t.dx)
        }
    }

    /// A waiting pan may begin only while a finger is still on it.
    public override func canStillBecome(_ state: State) -> Bool { state != .began || activePointerCount > 0 }

    /// Movement since the gesture started, in a layer's coordinates (nil: window).
    public func translation(in layer: Layer?) -> Vector {
        let t = windowTranslation
        guard let layer, let origin = layer.convert(.zero, from: nil), let moved = layer.convert(Point(x: t.dx, y: t.dy), from: nil) else { return t }
        return moved - origin
    }

    /// Makes the current translation read `translation` (UIPanGestureRecognizer.setTranslation).
    public func setTranslation(_ translation: Vector, in layer: Layer?) {
        var window = translation
        if let layer, let a = layer.convert(.zero, to: nil), let b = layer.convert(Point(x: translation.dx, y: translation.dy), to: nil) {
            window = b - a
        }
        carried = window
        reference = centroid
    }

    /// Velocity in points per second in a layer's coordinates (nil: window): the fling
    /// velocity once the gesture has ended, else the stroke's at its last event.
    public func velocity(in layer: Layer?) -> Vector {
        let v = releaseVelocity ?? tracker.velocity(at: lastTime)
        guard let layer, let p = windowLocation ?? reference, let a = layer.convert(p, from: nil),
              let b = layer.convert(p + v * 0.001, from: nil) else { return v }
        return (b - a) * 1000
    }
}
