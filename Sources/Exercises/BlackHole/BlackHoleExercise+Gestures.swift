import Animation
import Dynamics
import Foundation
import Geometry
import Gestures
import Physics

extension BlackHoleExercise {
    func attachGestures(to s: Square) {
        s.pan.action = { [weak self, weak s] r in
            guard let self, let s, let pan = r as? PanGestureRecognizer else { return }
            self.panChanged(pan, s)
        }
        s.pinch.action = { [weak self, weak s] r in
            guard let self, let s, let pinch = r as? PinchGestureRecognizer else { return }
            self.pinchChanged(pinch, s)
        }
        s.rotation.action = { [weak self, weak s] r in
            guard let self, let s, let rotation = r as? RotationGestureRecognizer else { return }
            self.rotationChanged(rotation, s)
        }
        s.doubleTap.action = { [weak self, weak s] _ in
            guard let self, let s, s.phase != .captured else { return }
            self.recolor(s)
        }
        s.layer.attachments.add(SquareCatcher { [weak self, weak s] in
            guard let self, let s else { return }
            self.catchFlying(s)
        }, as: PointerHandler.self)
    }

    /// A touch on a square in flight stops it dead, as a finger stops a scroll view.
    private func catchFlying(_ s: Square) {
        guard s.phase == .free, !s.item.isResting else { return }
        s.item.velocity = .zero
        s.item.angularVelocity = 0
        projectedRest = nil
    }

    // MARK: Holding

    /// Takes the square out of the world's hands when its first gesture begins.
    private func grab(_ s: Square) {
        guard s.phase != .held else { return }
        if case .settling = s.phase { s.layer.removeAllAnimations() }
        s.phase = .held
        s.hold = Square.Hold(panStart: s.center, target: s.center, sideAtPinchStart: s.side, requestedSide: s.side,
                             angleAtRotationStart: s.angle, angle: s.angle)
        s.item.isHeld = true
        s.item.velocity = .zero
        canvas.bringSublayerToFront(s.layer)
        // Held, it draws above the tab bar too, as a lifted circle would on iOS.
        services.presenter.lift(s.layer)
        s.showHeld(true, host: services.transactions)
        projectedRest = nil
    }

    private func panChanged(_ pan: PanGestureRecognizer, _ s: Square) {
        switch pan.state {
        case .began:
            grab(s)
            s.hold.panStart = s.hold.target
            fallthrough
        case .changed:
            s.hold.target = s.hold.panStart + pan.translation(in: canvas)
            applyHold(s)
        case .ended:
            finishGesture(on: s, velocity: pan.velocity(in: canvas), grabbedAt: pan.location(in: canvas))
        case .cancelled:
            finishGesture(on: s, velocity: .zero, grabbedAt: nil)
        case .possible, .failed:
            break
        }
    }

    /// What a two-finger gesture changes: the value when it began, the value now, and how
    /// the gesture's own value (scale or angle) combines with the start.
    private struct Channel {
        let start: WritableKeyPath<Square.Hold, Double>
        let current: WritableKeyPath<Square.Hold, Double>
        let combine: (Double, Double) -> Double
        static var size: Channel { Channel(start: \.sideAtPinchStart, current: \.requestedSide, combine: *) }
        static var angle: Channel { Channel(start: \.angleAtRotationStart, current: \.angle, combine: +) }
    }

    private func pinchChanged(_ pinch: PinchGestureRecognizer, _ s: Square) {
        twoFingerChanged(pinch, s, .size, spin: 0)
    }

    private func rotationChanged(_ rotation: RotationGestureRecognizer, _ s: Square) {
        twoFingerChanged(rotation, s, .angle, spin: rotation.velocity)
    }

    /// A pinch or a rotation: it grabs the square, changes one value, and on release a
    /// rotation still turning hands its spin on.
    private func twoFingerChanged(_ r: TwoPointerGestureRecognizer, _ s: Square, _ channel: Channel, spin: Double) {
        switch r.state {
        case .began:
            grab(s)
            s.hold[keyPath: channel.start] = s.hold[keyPath: channel.current]
            fallthrough
        case .changed:
            s.hold[keyPath: channel.current] = channel.combine(s.hold[keyPath: channel.start], r.value)
            applyHold(s)
        case .ended:
            finishGesture(on: s, velocity: .zero, grabbedAt: nil, spin: spin)
        case .cancelled:
            finishGesture(on: s, velocity: .zero, grabbedAt: nil)
        case .possible, .failed:
            break
        }
    }

    /// The square the hand describes: past an edge or a size limit it rubber-bands.
    private func heldGeometry(_ s: Square) -> (center: Point, side: Double) {
        let side = Self.bandedSide(s.hold.requestedSide)
        // Half the width the turned square takes up, so its corners stay inside too.
        let half = side / 2 * (abs(cos(s.hold.angle)) + abs(sin(s.hold.angle)))
        let a = area
        let xs = (a.minX + half)...max(a.minX + half, a.maxX - half)
        let ys = (a.minY + half)...max(a.minY + half, a.maxY - half)
        let center = Point(x: RubberBand.clamp(s.hold.target.x, to: xs, dimension: a.width),
                           y: RubberBand.clamp(s.hold.target.y, to: ys, dimension: a.height))
        return (center, side)
    }

    /// A pinched side, resisting past the limits: at most 100 pt over the largest and 10 pt
    /// under the smallest, however far the fingers go.
    static func bandedSide(_ requested: Double) -> Double {
        let limits = Square.sides
        if requested > limits.upperBound {
            return limits.upperBound + RubberBand.offset(overshoot: requested - limits.upperBound, dimension: 100)
        }
        if requested < limits.lowerBound {
            return limits.lowerBound - RubberBand.offset(overshoot: limits.lowerBound - requested, dimension: 10)
        }
        return requested
    }

    private func applyHold(_ s: Square) {
        guard s.phase == .held else { return }
        let g = heldGeometry(s)
        s.hold(center: g.center, side: g.side, angle: s.hold.angle, in: world)
    }

    /// Whether any of the square's pan, pinch and rotation is still going.
    private func stillHeld(_ s: Square) -> Bool {
        [s.pan, s.pinch, s.rotation].contains { $0.state == .began || $0.state == .changed }
    }

    /// A gesture ended: once the last one has, the square is let go.
    private func finishGesture(on s: Square, velocity: Vector, grabbedAt: Point?, spin: Double = 0) {
        guard s.phase == .held, !stillHeld(s) else { return }
        var w = spin
        if let p = grabbedAt {
            // A flick off-centre spins the square: the spin such a push at that point gives a
            // box, (r × v) / (|r|² + side²/6).
            let r = p - s.center
            w += (r.dx * velocity.dy - r.dy * velocity.dx) / (r.dot(r) + s.side * s.side / 6)
        }
        release(s, velocity: velocity, spin: w)
    }

    /// Lets go: into the hole if dropped on it, back inside on a spring if let go past an
    /// edge or a size limit, else to the world at exactly the hand's velocity.
    func release(_ s: Square, velocity: Vector, spin: Double) {
        s.showHeld(false, host: services.transactions)
        if hole.overlaps(squareAt: s.center, side: s.side, angle: s.angle) {
            services.presenter.drop(s.layer)
            capture(s, velocity: velocity)
            return
        }
        let shown = (center: s.center, side: s.side)
        s.hold.target = s.center
        s.hold.requestedSide = min(max(s.side, Square.sides.lowerBound), Square.sides.upperBound)
        var inside = heldGeometry(s)
        // Let go over a button, it lands beside it: never where the buttons hide it.
        if overlapsButtons(center: inside.center, side: inside.side, angle: s.angle) {
            let half = inside.side / 2 * (abs(cos(s.angle)) + abs(sin(s.angle)))
            let buttons = obstacles(squares: false)
            inside.center = SquarePlacer.nearest(to: inside.center, side: 2 * half, in: area, avoiding: buttons) ?? inside.center
        }
        if inside.center.distance(to: shown.center) > 0.5 || abs(inside.side - shown.side) > 0.5 {
            // It stays above the tab bar while it springs back, and goes back among the
            // others once it has landed (`settleHeldSquares`).
            settle(s, from: shown, velocity: velocity, to: inside)
            return
        }
        services.presenter.drop(s.layer)
        s.letGoByHand = true
        s.phase = .free
        s.item.isHeld = false
        let flung = velocity.length >= GestureDefaults.minimumFlingSpeed
        s.item.velocity = flung ? velocity : .zero
        s.item.angularVelocity = flung ? spin : 0
        projectedRest = flung ? s.center + velocity * (1 / s.item.linearResistance) : nil
        world.wake()
    }

    /// Whether a square at `centre` (the upright box around it, turned by `angle`) lies
    /// under a button.
    func overlapsButtons(center: Point, side: Double, angle: Double) -> Bool {
        let half = side / 2 * (abs(cos(angle)) + abs(sin(angle)))
        let box = Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
        return [addButton.layer.frame, blackHoleButton.layer.frame].contains { box.intersection($0) != nil }
    }

    /// A square come to rest under a button springs to the nearest place beside them, as
    /// one let go over them does: clear of the other squares too if there is room, else
    /// clear of the buttons, where the world pushes the others aside.
    func moveOffButtons(_ s: Square) {
        guard s.phase == .free, overlapsButtons(center: s.center, side: s.side, angle: s.angle) else { return }
        let half = s.side / 2 * (abs(cos(s.angle)) + abs(sin(s.angle)))
        guard let center = SquarePlacer.nearest(to: s.center, side: 2 * half, in: area, avoiding: obstacles(except: s))
                ?? SquarePlacer.nearest(to: s.center, side: 2 * half, in: area, avoiding: obstacles(squares: false)),
              center.distance(to: s.center) > 0.5 else { return }
        // Out of the world's hands while it springs there; `settleHeldSquares` gives it back.
        s.item.isHeld = true
        s.item.angularVelocity = 0
        settle(s, from: (s.center, s.side), velocity: .zero, to: (center, s.side))
    }

    /// Springs a square let go past an edge (or too big or small) back to where it may
    /// be, carrying the hand's velocity into the spring, then gives it to the world.
    private func settle(_ s: Square, from shown: (center: Point, side: Double), velocity: Vector, to target: (center: Point, side: Double)) {
        s.hold(center: target.center, side: target.side, angle: s.angle, in: world)
        s.item.velocity = .zero
        let spring = Spring(response: 0.4, dampingFraction: 0.85)
        let move = Trajectory2D(spring: spring, from: shown.center, velocity: velocity, to: target.center)
        let grow = SpringTrajectory(spring: spring, from: shown.side / target.side, to: 1)
        s.layer.move(.position, along: move, forKey: "settle.position")
        s.layer.move(.scale, along: grow, forKey: "settle.scale")
        s.phase = .settling(until: services.clock.now + max(move.settlingTime, grow.settlingTime))
    }

    /// Hands squares that have finished springing back to the world.
    func settleHeldSquares(at time: LocalTime) {
        for s in squares {
            guard case .settling(let until) = s.phase, time >= until else { continue }
            services.presenter.drop(s.layer)
            s.letGoByHand = true
            s.phase = .free
            s.item.isHeld = false
            s.item.velocity = .zero
            world.wake()
        }
    }
}

/// Catches a touch on a square (any button, before any gesture decides), so a finger
/// laid on a flying square stops it.
private final class SquareCatcher: PointerHandler {
    private let onDown: () -> Void
    init(onDown: @escaping () -> Void) { self.onDown = onDown }
    func pointerDown(_ event: PointerEvent, at time: MediaTime) { onDown() }
    func pointerMoved(_ event: PointerEvent, at time: MediaTime) {}
    func pointerUp(_ event: PointerEvent, at time: MediaTime) {}
    func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {}
}
