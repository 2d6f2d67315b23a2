import Animation
import AppTestSupport
import Foundation
import Services
import Testing
import TestSupport
@testable import Exercises

/// Wall time stepped by hand: an `after` runs once `advance(by:)` has passed its time.
final class ManualWallScheduler: WallScheduler {
    private var now = 0.0
    private var due: [(time: Double, action: () -> Void)] = []

    func after(_ seconds: Double, _ action: @escaping () -> Void) {
        due.append((now + seconds, action))
    }

    /// Moves wall time on, running what falls due in time order.
    func advance(by seconds: Double) {
        now += seconds
        while let next = due.indices.filter({ due[$0].time <= now }).min(by: { due[$0].time < due[$1].time }) {
            due.remove(at: next).action()
        }
    }
}

/// How the Color Timer writes its settings: through the stepper, on the virtual clock, with
/// wall time stepped by hand (or, for Ctrl+P, real).
@Suite("Color Timer saving")
struct ColorTimerSavingTests {
    private let dir = makeTemporaryDirectory("color-timer-saving")
    private var folders: AppFolders { AppFolders(config: dir, data: nil) }
    private var file: URL { dir.appendingPathComponent("color-timer.json") }

    /// The tab, its writes paced by `wall`, after a first frame.
    private func harness(_ wall: ManualWallScheduler) -> ShellHarness {
        let h = ShellHarness(tab: .colorTimer, folders: folders) { kind, services in
            kind == .colorTimer ? ColorTimerExercise(services: services, wallScheduler: wall) : ExerciseFactory.make(kind, services: services)
        }
        h.play(EventScript(start: 0.05), settle: 0)
        return h
    }

    /// The time in the file, or nil with no file.
    private func saved() -> Int? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return ColorTimerSettingsFile(folders: folders, now: Date.init) { _ in }.load().seconds
    }

    /// Removes the file, so the next write shows.
    private func forget() { try? FileManager.default.removeItem(at: file) }

    private func press(_ h: ShellHarness, _ keyOrSegment: String, hold: Double = 0) {
        var s = EventScript(start: h.clock.now + 0.1)
        if let c = h.center(of: "time-stepper.\(keyOrSegment)") {
            s.down(c.x, c.y); s.wait(max(0.08, hold)); s.up(c.x, c.y)
        } else {
            s.key(keyOrSegment)
        }
        h.play(s, settle: 0.2)
    }

    @Test("a held + writes at once, then once per 0.5 s of wall time with the last value, then no more")
    func heldStepperCoalesces() {
        let wall = ManualWallScheduler()
        let h = harness(wall)
        press(h, "increment")
        #expect(saved() == 62, "the first change is written at once")
        forget()
        press(h, "increment", hold: 2)
        let e = h.shell.exercise(.colorTimer) as! ColorTimerExercise
        let held = Int(e.stepper.value)
        #expect(held > 70, "the stepper repeated")
        #expect(saved() == nil, "no wall time has passed: nothing more is written")
        wall.advance(by: 0.4)
        #expect(saved() == nil)
        wall.advance(by: 0.1)
        #expect(saved() == held, "0.5 s after the first write, the last value")
        forget()
        wall.advance(by: 2)
        #expect(saved() == nil, "nothing was waiting: no more writes")
    }

    @Test("a change waiting for its 0.5 s is written when the tab is left, and when the window goes away")
    func flushesOnLeaving() {
        let wall = ManualWallScheduler()
        var h: ShellHarness? = harness(wall)
        press(h!, "increment")
        press(h!, "increment")
        #expect(saved() == 62, "the second change waits")
        press(h!, "ctrl+1")
        #expect(saved() == 63, "leaving the tab writes it")
        press(h!, "ctrl+3")
        press(h!, "increment")
        #expect(saved() == 63, "back on the tab, a change waits again")
        h = nil
        #expect(saved() == 64, "the window going away writes it")
    }

    @Test("closing the window writes a waiting change, while the shell still lives")
    func flushesOnClose() {
        let wall = ManualWallScheduler()
        let h = harness(wall)
        press(h, "increment")
        press(h, "increment")
        #expect(saved() == 62, "the second change waits")
        h.shell.windowWillClose(at: h.clock.now)
        #expect(saved() == 63, "the close writes it")
    }

    @Test("Ctrl+P, which stops media time, does not hold a waiting save back")
    func savesWhileMediaTimeIsPaused() async throws {
        let h = ShellHarness(tab: .colorTimer, folders: folders)
        h.play(EventScript(start: 0.05), settle: 0)
        press(h, "ctrl+p")
        #expect(h.shell.isPaused)
        press(h, "increment")
        press(h, "increment")
        #expect(saved() == 62, "the second change waits")
        // Real time passes while media time stands still; a replay does not sit it out, so
        // the test does, awaiting (not blocking a shared thread), then lets a frame drain it.
        try await Task.sleep(for: .seconds(ColorTimerSaver.interval + 0.3))
        h.play(EventScript(start: h.clock.now), settle: 0.05)
        #expect(saved() == 63)
    }
}
