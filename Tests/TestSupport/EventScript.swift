import Animation
import Exercises
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

/// An app shell driven on a virtual clock, as the screenshot command drives it.
///
/// Its network is offline unless the test hands in a client: every request fails at once,
/// so nothing a test does (a fuzzer shaking the 8-Ball) can reach a real server.
public final class ShellHarness {
    public let shell: AppShell
    public let clock = VirtualClock()

    public init(size: Size = Size(width: 1024, height: 768), tab: ExerciseKind? = .circles, seed: UInt64 = 1,
                store: AppStateStore? = nil, folders: AppFolders = .none, network: NetworkClient = OfflineNetworkClient(),
                options: LaunchOptions = LaunchOptions(), textMeasurer: TextMeasuring? = nil,
                pasteboard: Pasteboard = MemoryPasteboard(),
                makeExercise: @escaping (ExerciseKind, ExerciseServices) -> Exercise = ExerciseFactory.make) {
        var configuration = AppShell.Configuration(size: size, network: network)
        configuration.initialTab = tab
        configuration.seed = seed
        configuration.store = store
        configuration.folders = folders
        configuration.options = options
        configuration.textMeasurer = textMeasurer
        configuration.pasteboard = pasteboard
        configuration.makeExercise = makeExercise
        shell = AppShell(configuration)
    }

    /// A shell whose first tab is an exercise the test makes (a probe holding the widget
    /// under test), with that exercise, after a first frame.
    public static func hosting<E: Exercise>(size: Size = Size(width: 1024, height: 768),
                                            _ make: @escaping (ExerciseServices) -> E) -> (ShellHarness, E) {
        var made: E?
        let h = ShellHarness(size: size, tab: .circles) { _, services in
            let e = make(services)
            made = e
            return e
        }
        h.play(EventScript(start: 0.05), settle: 0)
        return (h, made!)
    }

    /// Replays the events, then runs the clock on to `settle` seconds after the last one.
    public func play(_ script: EventScript, settle: Double = 0.5) {
        let s = script.script
        ScriptPlayer(script: s).play(into: shell, clock: clock, until: max(clock.now, s.duration) + settle)
    }

    /// Replays a long script a chunk of events at a time (as long fuzz runs do), calling
    /// `between` after each chunk, then runs on `settle` seconds.
    public func playInChunks(_ script: EventScript, size: Int = 1000, settle: Double, between: () -> Void = {}) {
        var chunk: [InputEvent] = []
        for e in script.events {
            chunk.append(e)
            if chunk.count == size {
                ScriptPlayer(script: InputScript(events: chunk)).play(into: shell, clock: clock, until: chunk.last!.time)
                between()
                chunk.removeAll()
            }
        }
        ScriptPlayer(script: InputScript(events: chunk)).play(into: shell, clock: clock, until: (chunk.last?.time ?? clock.now) + settle)
    }

    public var dump: LayerDump { shell.rootLayer.dump() }

    /// The centre of a layer in window coordinates, found by name in the dump.
    public func centre(of name: String) -> Point? {
        guard let f = dump.first(named: name)?.frame else { return nil }
        return Point(x: f[0] + f[2] / 2, y: f[1] + f[3] / 2)
    }
}
