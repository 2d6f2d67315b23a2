import Animation
import AppTestSupport
import Foundation
import Geometry
import Gestures
import Loop
import Testing
import TestSupport
@testable import Exercises

/// The headless replay: frames nothing needs are skipped, and skipping changes nothing
/// that the captured frame shows.
@Suite("Script replay")
struct ScriptPlayerTests {
    /// Everything the picture would show: the presentation tree.
    private func picture(_ h: ShellHarness) -> LayerDump { h.shell.rootLayer.dump() }

    @Test("an hour of a spinning placeholder replays in a few updates, and ends on the same frame as stepping every frame")
    func animationOnlyStretchesAreSkipped() {
        // Stepped: a move event every frame forces an update at each of them.
        let stepped = ShellHarness(tab: .snowman)
        var every = EventScript(start: 0.1)
        for _ in 0..<600 {
            every.add(.pointer(PointerEvent(id: 0, phase: .move, location: Point(x: 5, y: 5))))
            every.wait(1.0 / 60)
        }
        stepped.play(every, settle: 0.37)

        let skipped = ShellHarness(tab: .snowman)
        var updates = 0
        let counting = CountingScene(skipped.shell) { updates += 1 }
        ScriptPlayer(script: InputScript(events: [])).play(into: counting, clock: skipped.clock, until: stepped.clock.now)
        #expect(skipped.clock.now == stepped.clock.now)
        #expect(picture(skipped) == picture(stepped))
        #expect(updates < 10, "\(updates) updates for \(stepped.clock.now) s of a spinner")

        let hour = ShellHarness(tab: .snowman)
        var hourUpdates = 0
        ScriptPlayer(script: InputScript(events: [])).play(into: CountingScene(hour.shell) { hourUpdates += 1 }, clock: hour.clock, until: 3600)
        #expect(hourUpdates < 10)
    }

    @Test("a scene that steps its own motion is updated at every frame, however long")
    func steppedScenesAreNotSkipped() {
        var probe: ProbeExercise?
        let shell = ShellHarness(size: Size(width: 800, height: 600), tab: .colorTimer, seed: 1) { kind, services in
            let p = ProbeExercise(kind: kind, services: services)
            if kind == .colorTimer { p.animates = true; probe = p }
            return p
        }.shell
        ScriptPlayer(script: InputScript(events: [])).play(into: shell, clock: VirtualClock(), until: 2)
        #expect(probe!.updates.count >= 120)
    }

    private func probeShell(_ configure: @escaping (ProbeExercise) -> Void = { _ in }) -> (AppShell, () -> ProbeExercise) {
        var probe: ProbeExercise?
        let shell = ShellHarness(size: Size(width: 800, height: 600), tab: .colorTimer, seed: 1) { kind, services in
            let p = ProbeExercise(kind: kind, services: services)
            if kind == .colorTimer { configure(p); probe = p }
            return p
        }.shell
        return (shell, { probe! })
    }

    @Test("the first frame after an event always runs, as the window draws after input")
    func frameAfterEventRuns() {
        let (shell, probe) = probeShell()
        let script = InputScript(events: [InputEvent(time: 1.005, .pointer(PointerEvent(id: 0, phase: .move, location: Point(x: 400, y: 300))))])
        ScriptPlayer(script: script).play(into: shell, clock: VirtualClock(), until: 3)
        #expect(probe().updates.contains { abs($0.seconds - 61.0 / 60) < 1e-9 }, "updates at \(probe().updates)")
    }

    @Test("a result posted before the replay looks is delivered at the next frame, not at the next wake")
    func postedResultIsNotSkipped() {
        let (shell, probe) = probeShell { p in
            p.tickInterval = 10
            p.onTick = { p in
                p.startWork(returning: 7, after: .zero)
                // Let the work finish and post before the replay decides what to skip.
                _ = p.services.inbox.queue.waitUntilIdle(timeout: 5)
            }
        }
        ScriptPlayer(script: InputScript(events: [])).play(into: shell, clock: VirtualClock(), until: 15)
        let results = probe().results
        #expect(results.count == 1 && abs(results[0].mediaTime.seconds - 601.0 / 60) < 1e-9, "delivered at \(results.map(\.mediaTime))")
    }
}

/// Passes everything to a scene, counting the updates.
private final class CountingScene: InteractiveScene {
    let scene: AppShell
    let counted: () -> Void

    init(_ scene: AppShell, counted: @escaping () -> Void) {
        self.scene = scene
        self.counted = counted
    }

    var rootLayer: Layer { scene.rootLayer }
    func handle(_ event: InputEvent) { scene.handle(event) }
    func update(at time: MediaTime) {
        counted()
        scene.update(at: time)
    }
    var isAnimating: Bool { scene.isAnimating }
    var stepsEveryFrame: Bool { scene.stepsEveryFrame }
    var nextWakeTime: MediaTime? { scene.nextWakeTime }
    var nextDueTime: MediaTime? { scene.nextDueTime }
    var inbox: Inbox { scene.inbox }
    var wantsTextInput: Bool { scene.wantsTextInput }
    func showMessage(_ text: String, at time: MediaTime) { scene.showMessage(text, at: time) }
}
