import Animation
import Dynamics
import Foundation
import Geometry
import Gestures

/// Holding the 8-Ball: pressed, it follows the pointer on a spring tether (one to one
/// within a short reach, then with growing resistance, as a rubber band), and springs
/// home when let go. Shaken (the pointer swung back and forth: `ShakeDetector`'s three
/// reversals within a second), it reports a shake: began, then ended once the pointer
/// has been still for `GestureDefaults.shakeEndDelay` or is let go; cancelled if the
/// press is cancelled. A slow drag is only a drag.
///
/// Attached to the ball's layer as a pointer handler; it moves that layer's position.
/// It keeps time in the ball's local time (the dispatcher's media times are converted), so
/// Ctrl+P and Ctrl+T govern it as they do the exercise.
final class BallTether: PointerHandler {
    private unowned let ball: Layer
    /// Where the ball rests, in its superlayer.
    var home = Point.zero { didSet { place() } }
    /// How far the ball follows the pointer one to one, in points.
    var reach = 60.0
    /// Called with each shake's began, ended or cancelled.
    var onMotion: ((MotionEvent) -> Void)?

    /// Stiff and slightly bouncy: the ball keeps up with a fast shake and overshoots a
    /// little when it lands home.
    static let spring = Spring(response: 0.22, dampingFraction: 0.62)

    private var pointer: PointerID?
    private var start = Point.zero
    private var shake = ShakeMotion<LocalBase>()
    /// While a shake lasts: when it ends unless the pointer moves again.
    var shakeEnds: LocalTime? { shake.end }
    private var offset = Vector.zero, velocity = Vector.zero, target = Vector.zero
    private var link: DisplayLink?
    private var lastStep: LocalTime?

    init(ball: Layer) {
        self.ball = ball
        ball.attachments.add(self, as: PointerHandler.self)
    }

    func pointerDown(_ event: PointerEvent, at media: MediaTime) {
        guard pointer == nil else { return }
        let time = ball.localTime(atMediaTime: media)
        pointer = event.id
        start = event.location
        shake.reset()
        _ = shake.moved(to: event.location, at: time)
        startStepping()
    }

    func pointerMoved(_ event: PointerEvent, at media: MediaTime) {
        guard event.id == pointer else { return }
        let time = ball.localTime(atMediaTime: media)
        let d = Vector(dx: event.location.x - start.x, dy: event.location.y - start.y)
        let length = d.length
        // One to one within reach; past it, a rubber band on the rest.
        let held = length <= reach ? length : reach + RubberBand.offset(overshoot: length - reach, dimension: reach * 4)
        target = length > 0 ? Vector(dx: d.dx / length * held, dy: d.dy / length * held) : .zero
        startStepping()
        if let m = shake.moved(to: event.location, at: time) { onMotion?(m) }
    }

    func pointerUp(_ event: PointerEvent, at time: MediaTime) {
        guard event.id == pointer else { return }
        release()
        if let m = shake.finish() { onMotion?(m) }
    }

    func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {
        guard event.id == pointer else { return }
        cancel()
    }

    /// Lets go at once (Esc, another tab): a shake in flight is cancelled.
    func cancel() {
        guard pointer != nil else { return }
        release()
        if let m = shake.cancel() { onMotion?(m) }
    }

    /// Ends a shake whose pointer has been still long enough, at local `time`.
    func update(at time: LocalTime) {
        if let m = shake.update(at: time) { onMotion?(m) }
    }

    private func release() {
        pointer = nil
        target = .zero
        startStepping()
    }

    // MARK: The spring

    private func startStepping() {
        if link == nil {
            link = DisplayLink(layer: ball) { [weak self] t in self?.step(to: t) }
        }
        if link?.isPaused == true {
            lastStep = nil
            _ = link?.start()
        }
    }

    /// Advances the spring to local time `t` in fixed steps of 1/240 s, so the motion
    /// is the same at any frame rate.
    private func step(to t: LocalTime) {
        guard let last = lastStep else {
            lastStep = t
            return
        }
        let h = 1.0 / 240, k = Self.spring.stiffness, c = Self.spring.damping
        var elapsed = min(t - last, 0.1)
        while elapsed >= h {
            let a = Vector(dx: -k * (offset.dx - target.dx) - c * velocity.dx, dy: -k * (offset.dy - target.dy) - c * velocity.dy)
            velocity = Vector(dx: velocity.dx + a.dx * h, dy: velocity.dy + a.dy * h)
            offset = Vector(dx: offset.dx + velocity.dx * h, dy: offset.dy + velocity.dy * h)
            elapsed -= h
        }
        lastStep = t - elapsed
        let gap = Vector(dx: offset.dx - target.dx, dy: offset.dy - target.dy)
        if gap.length < 0.25 && velocity.length < 2 {
            // At rest where it is held (or home): no frames until the pointer moves.
            offset = target
            velocity = .zero
            link?.stop()
        }
        place()
    }

    private func place() {
        ball.position = Point(x: home.x + offset.dx, y: home.y + offset.dy)
    }
}
