import Animation
import Exercises
import Foundation
import Geometry
import Gestures
import SDLFront
import Studio
import StudioApp

/// A session the benchmarks record the real way, a studio capturing to a file, driven on
/// a virtual clock at 60 fps by synthetic input; seeded, so every run records the same.
/// On Black Hole (what `bench --seek` scrubs) a square is flung every 1.5 s (so the physics
/// world keeps stepping), now and then one is resized and turned with the wheel, and a
/// square is added when fewer than three are left. On Circles (half of `bench --suite`'s
/// captures) a circle is spawned by a double-tap, lifted and dragged, or deleted by a
/// triple-tap. Every 40 s Ctrl+digit switches to another tab and, a few seconds later,
/// back; with `markEvery`, the recording marks itself that often.
struct BenchSession {
    /// What the session holds, for the bench's report.
    struct Summary {
        var frames = 0
        var flings = 0
        var wheels = 0
        var added = 0
        var tabSwitches = 0
    }

    static let fps = 60.0
    /// Frames between two actions on the squares.
    static let actionEvery = 90
    /// Frames between two switches away from the tab.
    static let switchEvery = 2_400

    let size: Size
    let seconds: Double
    /// The tab acted on: Black Hole or Circles.
    let tab: ExerciseKind
    let markEvery: Double?
    private var rng: SeededGenerator
    /// Inputs planned for coming frames: (frame, event kind), in order.
    private var planned: [(frame: Int, kind: InputEvent.Kind)] = []
    private(set) var summary = Summary()

    init(size: Size, seconds: Double, tab: ExerciseKind = .blackHole, seed: UInt64 = 0x5EE4, markEvery: Double? = nil) {
        self.size = size
        self.seconds = seconds
        self.tab = tab
        self.markEvery = markEvery
        rng = SeededGenerator(seed: seed)
    }

    /// The tab's number (Ctrl+digit).
    private var tabNumber: Int { (ExerciseKind.allCases.firstIndex(of: tab) ?? 1) + 1 }

    /// Records the session to `file`; throws when the studio cannot write it.
    mutating func record(to file: URL, fonts: FontLibrary) throws -> Summary {
        var c = AppShell.Configuration(size: size, network: OfflineReplayClient())
        c.initialTab = tab
        c.seed = 7
        c.textMeasurer = fonts
        var context = StudioContext()
        context.markEvery = markEvery
        let scene: StudioScene
        do {
            scene = try StudioScene(configuration: c, context: context, captureTo: file)
        } catch {
            throw CLIError.environment("the seek benchmark cannot write its capture: \(error)")
        }
        let count = Int(seconds * Self.fps)
        var away = false
        for i in 0..<count {
            let t = MediaTime(seconds: 0.1 + Double(i) / Self.fps)
            if i > 0, i % Self.switchEvery == 0 {
                let others = (1...5).filter { $0 != tabNumber }
                planKey(tab: others[Int(rng.next() % UInt64(others.count))], at: i)
                planKey(tab: tabNumber, at: i + 120 + Int(rng.next() % 180))
                away = true
            }
            if !away, i % Self.actionEvery == 30 {
                if tab == .circles { planCircles(at: i, tree: scene.shell.rootLayer.dump()) } else { planAction(at: i, tree: scene.shell.rootLayer.dump()) }
            }
            while let first = planned.first, first.frame <= i {
                planned.removeFirst()
                if case .key(let k) = first.kind, k.isDown, k.key == Key("\(tabNumber)") { away = false }
                scene.handle(InputEvent(time: t - 0.002, first.kind))
            }
            scene.update(at: t)
        }
        guard scene.windowWillClose(at: MediaTime(seconds: 0.2 + seconds)) != nil else {
            throw CLIError.environment("the seek benchmark's capture was not saved")
        }
        summary.frames = count
        return summary
    }

    /// Ctrl+digit, pressed at frame `frame` and released the next.
    private mutating func planKey(tab: Int, at frame: Int) {
        let key = Key("\(tab)")
        plan(frame, .key(KeyEvent(key: key, modifiers: .control)))
        plan(frame + 1, .key(KeyEvent(key: key, modifiers: .control, isDown: false)))
        summary.tabSwitches += 1
    }

    private mutating func plan(_ frame: Int, _ kind: InputEvent.Kind) {
        let at = planned.firstIndex { $0.frame > frame } ?? planned.count
        planned.insert((frame, kind), at: at)
    }

    /// One action on the squares as they stand in `tree`: add one when fewer than three
    /// are left, else mostly a fling, sometimes a resize and a turn with the wheel.
    private mutating func planAction(at frame: Int, tree: LayerDump) {
        let squares = tree.all(named: "square").filter { !$0.hidden && $0.opacity > 0.5 }
        if squares.count < 3, let button = tree.first(named: "add-square") {
            let p = center(of: button)
            plan(frame, .pointer(PointerEvent(phase: .down, location: p)))
            plan(frame + 2, .pointer(PointerEvent(phase: .up, location: p)))
            summary.added += 1
            return
        }
        guard !squares.isEmpty else { return }
        let square = squares[Int(rng.next() % UInt64(squares.count))]
        let start = center(of: square)
        if rng.next() % 4 == 0 {
            // The wheel grows or shrinks the square a notch at a time, then Shift turns it.
            let dy = rng.next() % 2 == 0 ? 1.0 : -1.0
            for k in 0..<4 { plan(frame + 2 * k, .wheel(WheelEvent(location: start, dy: dy))) }
            for k in 0..<3 { plan(frame + 8 + 2 * k, .wheel(WheelEvent(location: start, dy: 1, modifiers: .shift))) }
            summary.wheels += 1
            return
        }
        // A quick drag of six frames, let go moving: 700 to 2,000 pt/s, any way.
        let angle = Double(rng.next() % 6283) / 1000, speed = 700 + Double(rng.next() % 1300)
        let step = Vector(dx: speed * cos(angle) / Self.fps, dy: speed * sin(angle) / Self.fps)
        var p = start
        plan(frame, .pointer(PointerEvent(phase: .down, location: p)))
        for k in 1...6 {
            p = Point(x: min(max(p.x + step.dx, 1), size.width - 1), y: min(max(p.y + step.dy, 1), size.height - 1))
            plan(frame + k, .pointer(PointerEvent(phase: .move, location: p)))
        }
        plan(frame + 7, .pointer(PointerEvent(phase: .up, location: p)))
        summary.flings += 1
    }

    /// One action on Circles: a double-tap on the canvas where no circle is (most often),
    /// a long press on a circle and a drag, or a triple-tap that deletes one when there
    /// are more than six.
    private mutating func planCircles(at frame: Int, tree: LayerDump) {
        let circles = tree.all(named: "circle").filter { !$0.hidden && $0.opacity > 0.5 }
        func tap(_ p: Point, count: Int) {
            for k in 0..<count {
                plan(frame + 5 * k, .pointer(PointerEvent(phase: .down, location: p)))
                plan(frame + 5 * k + 2, .pointer(PointerEvent(phase: .up, location: p)))
            }
        }
        let choice = rng.next() % 3
        if circles.count > 6 || (choice == 0 && !circles.isEmpty) {
            let c = circles[Int(rng.next() % UInt64(circles.count))]
            if circles.count > 6 {
                tap(center(of: c), count: 3)
                return
            }
            // Held past the long-press delay, then dragged somewhere else over 20 frames.
            var p = center(of: c)
            plan(frame, .pointer(PointerEvent(phase: .down, location: p)))
            let to = Point(x: 80 + Double(rng.next() % UInt64(max(1, size.width - 160))), y: 80 + Double(rng.next() % UInt64(max(1, size.height - 240))))
            for k in 1...20 {
                p = Point(x: p.x + (to.x - p.x) / Double(21 - k), y: p.y + (to.y - p.y) / Double(21 - k))
                plan(frame + 40 + k, .pointer(PointerEvent(phase: .move, location: p)))
            }
            plan(frame + 62, .pointer(PointerEvent(phase: .up, location: p)))
            return
        }
        let p = Point(x: 80 + Double(rng.next() % UInt64(max(1, size.width - 160))), y: 80 + Double(rng.next() % UInt64(max(1, size.height - 240))))
        tap(p, count: 2)
    }

    private func center(of d: LayerDump) -> Point {
        Point(x: d.frame[0] + d.frame[2] / 2, y: d.frame[1] + d.frame[3] / 2)
    }
}
