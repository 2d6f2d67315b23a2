import Animation
import AppTestSupport
import Foundation
import Geometry
import Gestures
import Services
import Testing
import TestSupport
@testable import Exercises

/// What the shell promises every exercise, pinned with a probe exercise in the Color
/// Timer tab: its own clock, wake-ups, the inbox, the events it needs, its lifecycle, its
/// place in the focus chain and its services.
@Suite("Exercise contract")
struct ExerciseContractTests {
    /// A harness whose tabs are all probes; `configure` sets up the Color Timer one.
    private func harness(folders: AppFolders = .none, configure: @escaping (ProbeExercise) -> Void = { _ in })
        -> (ShellHarness, () -> ProbeExercise) {
        var probes: [ExerciseKind: ProbeExercise] = [:]
        let h = ShellHarness(tab: .colorTimer, folders: folders) { kind, services in
            let p = ProbeExercise(kind: kind, services: services)
            if kind == .colorTimer { configure(p) }
            probes[kind] = p
            return p
        }
        return (h, { probes[.colorTimer]! })
    }

    @Test("per-frame work gets the exercise's local time: it stands still under Ctrl+P and runs slow under Ctrl+T")
    func localClock() throws {
        let (h, probe) = harness { $0.animates = true }
        var s = EventScript(start: 1)
        s.key("ctrl+p")
        h.play(s, settle: 1)
        let frozen = try #require(probe().updates.last)
        #expect(abs(frozen - 1.0) < 0.02, "paused at about 1 s of local time, got \(frozen) at media \(h.clock.now)")
        #expect(h.clock.now > 2)
        var resume = EventScript(start: h.clock.now)
        resume.key("ctrl+p"); resume.key("ctrl+t")
        h.play(resume, settle: 2)
        // Over the last second of updates, local time advanced a tenth as fast as media time.
        let p = probe()
        let last = p.updates.count - 1, first = try #require(p.updateMediaTimes.firstIndex { $0 >= p.updateMediaTimes[last] - 1 })
        let rate = (p.updates[last] - p.updates[first]) / (p.updateMediaTimes[last] - p.updateMediaTimes[first])
        #expect(abs(rate - 0.1) < 1e-9, "slow motion runs the exercise's clock at 0.1x, got \(rate)")
    }

    @Test("work done off the loop reaches the scene through the inbox, at the same virtual time on every run")
    func inboxDeliversBackgroundWork() throws {
        var times: [MediaTime] = []
        for _ in 0..<2 {
            let (h, probe) = harness()
            var s = EventScript(start: 0.5)
            s.wait(0.01)
            h.play(s, settle: 0)
            probe().startWork(returning: 42, after: .milliseconds(40))
            #expect(h.shell.inbox.hasRunningWork)
            h.play(EventScript(start: h.clock.now), settle: 0.1)
            let result = try #require(probe().results.first)
            #expect(result.value == 42)
            #expect(h.dump.first(named: "probe.label")?.text == "result 42")
            times.append(result.mediaTime)
        }
        #expect(times[0] == times[1], "headless runs wait for the work, so it lands at one frame: \(times)")
        #expect(times[0] < 0.55, "delivered at the first frame after it was asked for, got \(times[0])")
    }

    @Test("a post from another thread calls the front end's waker")
    func postWakesTheLoop() async throws {
        let (h, probe) = harness()
        let woken = Woken()
        h.shell.inbox.queue.setWaker { woken.mark() }
        probe().startWork(returning: 7, after: .milliseconds(10))
        #expect(h.shell.inbox.queue.waitUntilIdle(timeout: 10))
        #expect(woken.count == 1)
        #expect(h.shell.inbox.drain(at: .zero) == 1)
        #expect(probe().results.map(\.value) == [7])
    }

    @Test("typed text, compositions, window moves and window focus reach the exercise")
    func eventsReachTheExercise() {
        let (h, probe) = harness()
        var s = EventScript()
        s.add(.text("hi"))
        s.add(.composition(TextComposition(text: "ni", cursor: 2)))
        s.add(.window(.moved(dx: 12, dy: -3)))
        s.add(.window(.focusLost))
        s.add(.window(.focusGained))
        h.play(s)
        #expect(probe().texts == [.commit("hi"), .composition(TextComposition(text: "ni", cursor: 2))])
        #expect(probe().moves == [Vector(dx: 12, dy: -3)])
        #expect(probe().windowFocus == [false, true])
    }

    @Test("an exercise hears when its tab appears and disappears")
    func lifecycle() {
        let (h, probe) = harness()
        #expect(probe().lifecycle == ["appear"])
        var s = EventScript()
        s.key("ctrl+1"); s.key("ctrl+3")
        h.play(s)
        #expect(probe().lifecycle == ["appear", "disappear", "appear"])
    }

    @Test("Tab visits the exercise's controls before the tab bar")
    func focusChainIncludesTheExercise() {
        let (h, probe) = harness()
        var s = EventScript()
        s.key("tab")
        h.play(s)
        #expect(h.shell.focusChain.focused === probe().button)
        s = EventScript(start: h.clock.now + 0.1)
        s.key("tab")
        h.play(s)
        #expect(h.shell.focusChain.focused === h.shell.tabBar.items.first)
    }

    @Test("a focused text field gets '.', ',' and letters before the QA keys, and text input turns on")
    func textFieldKeysComeFirst() throws {
        let field = ProbeTextField()
        let (h, _) = harness { $0.extraControls = [field] }
        var s = EventScript()
        s.key("ctrl+p")
        h.play(s)
        field.becomeFocused(showsRing: false)
        #expect(h.shell.wantsTextInput)
        let paused = h.shell.rootLayer.timing
        s = EventScript(start: h.clock.now + 0.1)
        s.key("."); s.key(","); s.key("a")
        s.add(.text("."))
        h.play(s)
        #expect(field.keys == [".", ",", "a"])
        #expect(field.inserted == ".")
        #expect(h.shell.rootLayer.timing == paused, "the paused frame did not step")
        s = EventScript(start: h.clock.now + 0.1)
        s.key("tab")
        h.play(s)
        #expect(!h.shell.wantsTextInput, "Tab moved focus on to the tab bar")
    }

    @Test("a drag that starts on a button and becomes a pan cancels the button: letting go on it does not press it")
    func panCancelsButton() throws {
        var pressed = 0
        let (h, probe) = harness { p in
            p.layer.addGestureRecognizer(PanGestureRecognizer())
            p.button.action = { pressed += 1 }
        }
        let b = try #require(h.center(of: "probe.button"))
        var s = EventScript()
        s.down(b.x, b.y)
        for i in 1...6 { s.move(b.x + Double(i) * 8, b.y) }
        s.move(b.x, b.y)
        s.up(b.x, b.y)
        s.click(b.x, b.y)
        h.play(s)
        #expect(pressed == 1, "only the plain click pressed it")
        #expect(!probe().button.state.contains(.pressed))
    }

    @Test("services carry the seed and the folders, and the exercise's layer is named after its tab")
    func services() throws {
        let folders = AppFolders(config: URL(fileURLWithPath: "/tmp/c"), data: URL(fileURLWithPath: "/tmp/d"))
        let (h, probe) = harness(folders: folders)
        #expect(probe().services.seed == h.shell.seed)
        #expect(probe().services.folders.data == folders.data)
        #expect(probe().layer.name == "color-timer")
        #expect(h.dump.first(named: "content")?.sublayers.map(\.name) == ["color-timer"])
    }
}

/// Counts calls from any thread.
private final class Woken: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    func mark() { lock.lock(); calls += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return calls }
}
