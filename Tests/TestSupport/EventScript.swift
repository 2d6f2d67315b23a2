import Animation
import Foundation
import Geometry
import Gestures
import Loop

/// Builds input events in the order a test writes them, with times that advance by a step,
/// for replay through `ScriptPlayer` on a virtual clock.
public struct EventScript {
    public private(set) var events: [InputEvent] = []
    /// The time of the next event.
    public var time: MediaTime

    public init(start: MediaTime = 0.1) {
        time = start
    }

    public mutating func wait(_ seconds: Double) { time += seconds }

    public mutating func down(_ x: Double, _ y: Double, pointer: Int = 0, modifiers: KeyModifiers = []) {
        add(.pointer(PointerEvent(id: pointer, phase: .down, location: Point(x: x, y: y), button: .left,
                                  modifiers: modifiers, source: pointer == 0 ? .mouse : .touch)))
    }

    public mutating func move(_ x: Double, _ y: Double, pointer: Int = 0, pressed: Bool = true) {
        add(.pointer(PointerEvent(id: pointer, phase: .move, location: Point(x: x, y: y), button: pressed ? .left : .none,
                                  source: pointer == 0 ? .mouse : .touch)))
    }

    public mutating func up(_ x: Double, _ y: Double, pointer: Int = 0) {
        add(.pointer(PointerEvent(id: pointer, phase: .up, location: Point(x: x, y: y), button: .left,
                                  source: pointer == 0 ? .mouse : .touch)))
    }

    /// A press and release 80 ms apart, then a pause of `gap`.
    public mutating func click(_ x: Double, _ y: Double, gap: Double = 0.1) {
        down(x, y); wait(0.08); up(x, y); wait(gap)
    }

    /// A wheel or trackpad scroll at a point (positive dy turns the wheel away: page up).
    public mutating func wheel(_ x: Double, _ y: Double, dx: Double = 0, dy: Double, modifiers: KeyModifiers = []) {
        add(.wheel(WheelEvent(location: Point(x: x, y: y), dx: dx, dy: dy, modifiers: modifiers)))
    }

    /// A straight drag from one point to another at a steady `speed` (points per second),
    /// one move every 10 ms, with the button held at the end (no lift).
    public mutating func drag(from a: Point, to b: Point, speed: Double) {
        down(a.x, a.y)
        let distance = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        let steps = max(1, Int((distance / (speed * 0.01)).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            move(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)
        }
    }

    /// A drag at a steady `speed` that lets go at its end while still moving: a fling.
    public mutating func fling(from a: Point, to b: Point, speed: Double) {
        drag(from: a, to: b, speed: speed)
        up(b.x, b.y)
    }

    /// A key chord such as "ctrl+3", pressed and released.
    public mutating func key(_ chord: String) {
        guard let c = KeyChord(parsing: chord) else { preconditionFailure("bad chord \(chord)") }
        add(.key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: true)))
        add(.key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: false)))
        wait(0.05)
    }

    public mutating func add(_ kind: InputEvent.Kind) {
        events.append(InputEvent(time: time, kind))
        time += 0.01
    }

    public var script: InputScript { InputScript(events: events) }
}
