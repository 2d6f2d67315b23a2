import Animation
import Geometry

/// What a shake tells the scene, as UIResponder's motion events do: a shake began, it
/// ended (the shaking stopped), or it was cancelled (the window lost focus mid-shake).
public enum MotionEvent: String, Equatable, Sendable {
    case began, ended, cancelled
}

/// Tells a shake from ordinary movement in a stream of positions (the pointer dragging
/// the 8-Ball) or displacements (the window moved by its title bar): a shake is at least
/// `GestureDefaults.shakeReversals` reversals of direction, each after a swing of at least
/// `GestureDefaults.shakeMinimumSwing` points, within `GestureDefaults.shakeWindow`
/// seconds, on either axis. A slow drag back and forth, or two reversals, is not one.
///
/// Pure and clock-free: times are passed in, all on one base (`Base`): the media clock for
/// the window, a layer's local time for the ball. It reports a shake once; the next needs
/// reversals of its own.
public struct ShakeDetector<Base: TimeBase>: Sendable {
    public var minimumSwing: Double
    public var reversalsNeeded: Int
    public var window: Double

    /// One axis: where the movement is, which way it goes, the furthest point reached that
    /// way, and when it last turned back.
    private struct Axis: Sendable {
        var position = 0.0
        var direction = 0
        var low = 0.0, high = 0.0
        var reversals: [Timestamp<Base>] = []

        init(position: Double = 0, low: Double = 0, high: Double = 0) {
            self.position = position
            self.low = low
            self.high = high
        }
    }
    private var axes = [Axis(), Axis()]
    private var origin: Point?
    private var lastTime: Timestamp<Base>?

    public init(minimumSwing: Double = GestureDefaults.shakeMinimumSwing, reversals: Int = GestureDefaults.shakeReversals,
                window: Double = GestureDefaults.shakeWindow) {
        self.minimumSwing = minimumSwing
        reversalsNeeded = reversals
        self.window = window
    }

    /// Forgets everything seen so far.
    public mutating func reset() {
        axes = [Axis(), Axis()]
        origin = nil
        lastTime = nil
    }

    /// A new position at `t` (the pointer). Returns true when this sample completes a shake.
    public mutating func add(position p: Point, at t: Timestamp<Base>) -> Bool {
        guard let o = origin else {
            origin = p
            return false
        }
        return add(x: p.x - o.x, y: p.y - o.y, at: t)
    }

    /// A displacement at `t` (the window moved by `d`). Returns true when it completes a shake.
    public mutating func add(displacement d: Vector, at t: Timestamp<Base>) -> Bool {
        add(x: axes[0].position + d.dx, y: axes[1].position + d.dy, at: t)
    }

    private mutating func add(x: Double, y: Double, at t: Timestamp<Base>) -> Bool {
        // After a pause longer than the window, movement starts afresh: turning back from
        // a move made seconds ago is not part of a shake.
        if let last = lastTime, t - last > window {
            axes = [Axis(position: x, low: x, high: x), Axis(position: y, low: y, high: y)]
        }
        lastTime = t
        var shook = false
        for (i, v) in [x, y].enumerated() where step(&axes[i], to: v, at: t) { shook = true }
        if shook { axes = axes.map { var a = $0; a.reversals.removeAll(); return a } }
        return shook
    }

    /// Moves one axis to `v`; true when its reversals within the window reach the count.
    private func step(_ a: inout Axis, to v: Double, at t: Timestamp<Base>) -> Bool {
        a.position = v
        switch a.direction {
        case 0:
            a.low = min(a.low, v)
            a.high = max(a.high, v)
            if v - a.low >= minimumSwing { a.direction = 1; a.high = v }
            else if a.high - v >= minimumSwing { a.direction = -1; a.low = v }
        case 1:
            a.high = max(a.high, v)
            if a.high - v >= minimumSwing {
                a.direction = -1
                a.low = v
                a.reversals.append(t)
            }
        default:
            a.low = min(a.low, v)
            if v - a.low >= minimumSwing {
                a.direction = 1
                a.high = v
                a.reversals.append(t)
            }
        }
        a.reversals.removeAll { t - $0 > window }
        return a.reversals.count >= reversalsNeeded
    }
}
