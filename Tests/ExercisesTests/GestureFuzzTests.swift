import Animation
import AppTestSupport
import Geometry
import Gestures
import Testing
import TestSupport
@testable import Exercises

/// A million random events across the five tabs in a full run (`MOTIONLAB_HEAVY_SCALE=1`),
/// with what real hands and scripts do that the tidy tests do not: cancels, second and
/// third mouse buttons, up to three touches at once, wheels and Esc. After every stretch in
/// which every pointer is up, no recognizer may be left began or changed; at the end
/// nothing may be left lifted or held.
@Suite("Gesture fuzz", .tags(.heavy))
struct GestureFuzzTests {
    static let eventsPerTab = HeavyRuns.count(200_000, minimum: 10_000)

    /// Every recognizer on the shell's layers, the hidden tabs' too.
    private static func recognizers(_ h: ShellHarness) -> [GestureRecognizer] {
        ExerciseKind.allCases.flatMap { h.shell.exercise($0).layer.allLayers.flatMap(\.gestureRecognizers) }
            + h.shell.rootLayer.allLayers.flatMap(\.gestureRecognizers)
    }

    @Test("hostile events (a million in a full run) over all tabs leave no gesture stranded and nothing lifted", arguments: ExerciseKind.allCases)
    func fuzz(tab: ExerciseKind) async throws {
        // On a thread of its own, so the async tests beside it keep Swift's shared threads.
        let report = try await onOwnThread { Self.run(tab: tab) }
        #expect(report.stranded.isEmpty, "left in progress with every pointer up: \(report.stranded.prefix(5))")
        #expect(report.leftLifted == 0, "\(report.leftLifted) circles left lifted")
        #expect(report.leftHeld == 0, "\(report.leftHeld) squares left held")
    }

    struct Report: Sendable {
        var stranded: [String]
        var leftLifted = 0, leftHeld = 0
    }

    static func run(tab: ExerciseKind) -> Report {
        // The fuzzer reaches the 8-Ball through the tab bar and shakes it: the harness's
        // offline client answers every request at once, off the network.
        let h = ShellHarness(size: Size(width: 900, height: 650), tab: tab, seed: 11)
        var rng = SeededGenerator(seed: UInt64(tab.index) &+ 99)
        let buttons: [PointerEvent.Button] = [.left, .right, .middle]
        var down: [Int: PointerEvent.Button] = [:]
        var stranded: [String] = []
        var script = EventScript()
        var generated = 0

        func check() {
            // Only meaningful once every pointer is up and the gestures have settled.
            for r in recognizers(h) where r.state == .began || r.state == .changed {
                stranded.append("\(r.name) \(r.state) on \(r.layer?.name ?? "?")")
            }
        }

        while generated < Self.eventsPerTab {
            let x = Double.random(in: -20..<920, using: &rng), y = Double.random(in: -20..<600, using: &rng)
            let pointer = Int.random(in: 0...3, using: &rng)
            let source: PointerEvent.Source = pointer == 0 ? .mouse : .touch
            func event(_ phase: PointerEvent.Phase, _ button: PointerEvent.Button) {
                script.add(.pointer(PointerEvent(id: pointer, phase: phase, location: Point(x: x, y: y), button: button,
                                                 modifiers: Int.random(in: 0..<40, using: &rng) == 0 ? .alt : [], source: source)))
            }
            switch Int.random(in: 0..<20, using: &rng) {
            case 0...4:
                let button = pointer == 0 ? buttons[Int.random(in: 0..<(Int.random(in: 0..<5, using: &rng) == 0 ? 3 : 1), using: &rng)] : .left
                event(.down, button)
                if down[pointer] == nil { down[pointer] = button }
            case 5...8:
                // Now and then another button than the one holding the pointer lets go.
                let held = down[pointer] ?? .left
                let button = pointer == 0 && Int.random(in: 0..<4, using: &rng) == 0 ? buttons[Int.random(in: 0..<3, using: &rng)] : held
                event(.up, button)
                if button == held { down[pointer] = nil }
            case 9...14:
                event(.move, down[pointer] ?? .none)
            case 15:
                event(.cancel, .none)
                down[pointer] = nil
            case 16:
                script.add(.wheel(WheelEvent(location: Point(x: x, y: y), dy: Double.random(in: -3...3, using: &rng),
                                             modifiers: Bool.random(using: &rng) ? .shift : [])))
            case 17:
                if Int.random(in: 0..<30, using: &rng) == 0 { script.key("escape") } else { script.wait(0.02) }
            default:
                script.wait(Double.random(in: 0...0.6, using: &rng))
            }
            generated += 1
            if generated % 2000 == 0 {
                // Lift everything, let the gestures settle, and look.
                for (id, button) in down {
                    script.add(.pointer(PointerEvent(id: id, phase: .up, location: Point(x: 10, y: 10), button: button,
                                                     source: id == 0 ? .mouse : .touch)))
                }
                down.removeAll()
                h.playInChunks(script, settle: 1)
                check()
                script = EventScript(start: h.clock.now + 0.05)
            }
        }
        var report = Report(stranded: stranded)
        if let circles = h.shell.exercise(.circles) as? CirclesExercise {
            report.leftLifted = circles.circles.filter(\.isLifted).count
        }
        if let bh = h.shell.exercise(.blackHole) as? BlackHoleExercise {
            report.leftHeld = bh.squares.filter { $0.phase == .held }.count
        }
        return report
    }
}
