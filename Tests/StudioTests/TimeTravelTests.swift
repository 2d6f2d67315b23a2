import Animation
import AppTestSupport
import Exercises
import Foundation
import Geometry
import Gestures
import Loop
import Services
@testable import Studio
import StudioApp
import Testing
import TestSupport
import Widgets

/// A capture opened in the window: the playhead's seeks land exactly, the bar's keys move
/// it, the marks are checked when it opens, and a take-over goes on live and records a
/// session that replays whole.
@Suite("Time travel")
struct TimeTravelTests {
    let root = makeTemporaryDirectory("time-travel")
    var sessions: URL { root.appendingPathComponent("sessions") }

    static func committed(_ name: String) throws -> Capture {
        try Capture.load(contentsOf: CommittedCaptures.folder.appendingPathComponent(name))
    }

    static func make(_ capture: Capture, textMeasurer: TextMeasuring? = nil) -> () throws(CaptureError) -> CaptureReplay {
        { () throws(CaptureError) -> CaptureReplay in
            var c = AppShell.Configuration(size: capture.size!, network: OfflineNetworkClient())
            c.textMeasurer = textMeasurer
            return try CaptureReplay(capture: capture, configuration: c)
        }
    }

    func open(_ capture: Capture, network: NetworkClient = OfflineNetworkClient(), textMeasurer: TextMeasuring? = nil) throws -> TimeTravelScene {
        let setup = TimeTravelSetup(source: "/captures/source.json", liveContext: StudioContext(sessionsFolder: sessions),
                                    network: network, pasteboard: MemoryPasteboard())
        return try TimeTravelScene(capture: capture, make: Self.make(capture, textMeasurer: textMeasurer), setup: setup)
    }

    /// The capture with the first double-tap's presses moved 150 points right: its first
    /// mark no longer agrees.
    static func tampered(_ capture: Capture) -> Capture {
        var c = capture
        c.entries = c.entries.map { entry in
            guard case .input(var e) = entry, e.time.seconds < 2.2, case .pointer(var p) = e.kind else { return entry }
            p.location.x += 150
            e.kind = .pointer(p)
            return .input(e)
        }
        return c
    }

    static func circles(_ s: TimeTravelScene) -> Int {
        s.content.rootLayer.allLayers.filter { $0.name == "circle" }.count
    }

    static func press(_ s: TimeTravelScene, _ chord: String, at t: Double = 0) {
        let c = KeyChord(parsing: chord)!
        s.handle(InputEvent(time: MediaTime(seconds: t), .key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: true))))
        s.handle(InputEvent(time: MediaTime(seconds: t), .key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: false))))
        s.update(at: MediaTime(seconds: t))
    }

    @Test("a seek back lands on exactly the tree a fresh replay reaches, and slices add up to one seek")
    func seeksAreExact() throws {
        let capture = try Self.committed("black-hole-fling.json")
        let cursor = try ReplayCursor(capture: capture, make: Self.make(capture))
        let middle = cursor.frames.count / 2
        try cursor.jump(toFrame: cursor.lastFrame)
        try cursor.jump(toFrame: middle)
        #expect(cursor.builds == 2, "a seek back builds the replay afresh")
        let back = cursor.replay.scene.content.rootLayer.sceneDump()
        let fresh = try ReplayCursor(capture: capture, make: Self.make(capture))
        fresh.seek(toFrame: middle)
        var slices = 0
        while !(try fresh.work(frames: 1)) { slices += 1 }
        #expect(slices > 1)
        #expect(DumpDifference.between(captured: back, replayed: fresh.replay.scene.content.rootLayer.sceneDump()).isEmpty)
        #expect(fresh.builds == 1, "a seek forward plays on")
    }

    @Test("Home shows no circle, End the circles as the session ended, and ] stops at each input and mark")
    func keysMoveThePlayhead() throws {
        let s = try open(try Self.committed("circles-lift-drag.json"))
        #expect(Self.circles(s) == 0)
        Self.press(s, "end")
        #expect(Self.circles(s) == 3)
        #expect(s.playhead == s.cursor.frames.last)
        Self.press(s, "home")
        #expect(Self.circles(s) == 0)
        var marks: [Int] = []
        var last = s.cursor.target
        for _ in 0..<40 {
            Self.press(s, "]")
            if let m = s.shownMark { marks.append(m) }
            #expect(s.cursor.target > last || s.cursor.target == s.cursor.lastFrame)
            last = s.cursor.target
        }
        #expect(marks == [1, 2], "the comparison opens on each mark on the way")
        Self.press(s, "[")
        #expect(s.cursor.target < last)
        Self.press(s, "shift+left")
        Self.press(s, "right")
        #expect(s.cursor.isSeeking == false)
    }

    @Test("the marks are checked when the file opens: green where the replay agrees, red with what differs")
    func marksAreCheckedAtOpening() throws {
        let capture = try Self.committed("circles-lift-drag.json")
        let agreeing = try open(capture)
        #expect(agreeing.verdicts == [1: true, 2: true])
        let tampered = try open(Self.tampered(capture))
        #expect(tampered.verdicts[1] == false)
        let first = try #require(tampered.differences[1]?.first)
        #expect(first.path.contains("circle"), "names the layer: \(first)")
        Self.press(tampered, "]")
        while tampered.shownMark == nil { Self.press(tampered, "]") }
        #expect(tampered.statusLine().contains("the replay differs"))
    }

    @Test("playing moves the playhead with the window's clock at the speed chosen, and stops at the end")
    func playing() throws {
        let s = try open(try Self.committed("circles-lift-drag.json"))
        Self.press(s, "space", at: 10)
        #expect(s.isPlaying)
        s.update(at: MediaTime(seconds: 12))
        #expect(abs(s.playhead.seconds - 2) < 0.1, "1x: two seconds in, at \(s.playhead.seconds)")
        s.setSpeed(4)
        s.update(at: MediaTime(seconds: 13))
        #expect(abs(s.playhead.seconds - 6) < 0.1, "4x from there: at \(s.playhead.seconds)")
        s.update(at: MediaTime(seconds: 20))
        #expect(!s.isPlaying && s.cursor.target == s.cursor.lastFrame)
    }

    @Test("the pointer is drawn where it was, pressed or not")
    func pointerTrack() throws {
        let t = SessionTimeline(try Self.committed("circles-lift-drag.json"))
        let held = t.pointers(at: MediaTime(seconds: 5))
        #expect(held.count == 1 && held[0].isDown, "the lift-drag holds the mouse down")
        let after = t.pointers(at: MediaTime(seconds: 6.5))
        #expect(after.count == 1 && !after[0].isDown && after[0].location == Point(x: 740, y: 370))
    }

    @Test("the inspector works on the replayed state at the playhead")
    func inspectorOnTheReplay() throws {
        let s = try open(try Self.committed("circles-lift-drag.json"))
        Self.press(s, "end")
        Self.press(s, "ctrl+shift+i")
        #expect(s.inspector.isOpen)
        #expect(s.inspector.timeline?.host === s.content.host)
        Self.press(s, "home")
        #expect(s.inspector.timeline?.host === s.content.host, "it follows the replay built afresh")
    }

    @Test("replay mode records nothing; a take-over records a session that starts with the capture's inputs and replays whole")
    func takeOver() throws {
        let source = try Self.committed("circles-lift-drag.json")
        let s = try open(source)
        Self.press(s, "end")
        Self.press(s, "home")
        s.seek(to: 3.0)
        s.update(at: MediaTime(seconds: 1))
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: sessions.path)) ?? []
        #expect(recorded.isEmpty, "scrubbing records no session")
        let moment = s.cursor.time
        Self.press(s, "ctrl+shift+t", at: 100)
        let file = try #require(s.liveFile)
        #expect(s.live != nil)
        // A double-tap somewhere new, live.
        for (i, t) in [100.5, 100.58].enumerated() {
            s.handle(InputEvent(time: MediaTime(seconds: t), .pointer(PointerEvent(phase: .down, location: Point(x: 300, y: 500)))))
            s.handle(InputEvent(time: MediaTime(seconds: t + 0.01), .pointer(PointerEvent(phase: .up, location: Point(x: 300, y: 500)))))
            _ = i
        }
        for f in 0..<60 { s.update(at: MediaTime(seconds: 100.6 + Double(f) / 60)) }
        #expect(Self.circles(s) == 3, "two from the capture up to 3 s, and the new one")
        s.windowWillClose(at: MediaTime(seconds: 102))
        let taken = try Capture.load(contentsOf: file)
        #expect(taken.header?.started == .takeover)
        #expect(taken.header?.takeover == CaptureHeader.Takeover(source: "/captures/source.json", at: moment))
        let old = source.entries.filter { $0.time <= moment }.compactMap { if case .input(let e) = $0 { e } else { nil } }
        let kept = taken.entries.filter { $0.time <= moment }.compactMap { if case .input(let e) = $0 { e } else { nil } }
        #expect(kept == old, "the old inputs up to the moment")
        #expect(taken.entries.contains { if case .input(let e) = $0 { e.time > moment } else { false } }, "then the live ones")
        let differences = try markDifferences(taken)
        #expect(!differences.isEmpty && differences.allSatisfy(\.isEmpty), "it replays whole: \(differences)")
    }

    @Test("the replayed window's toast shows over its content, and the session's own sits above the bar, clear of it")
    func toasts() throws {
        let s = try open(try Self.committed("circles-lift-drag.json"), textMeasurer: FixedWidthMeasurer())
        s.seek(to: 1.0)
        s.update(at: MediaTime(seconds: 1))
        s.content.report(warnings: ["what the content said at the playhead", "and one more thing it said"])
        // As long as a session's message gets: it wraps to three lines.
        let long = "Cannot take over: " + String(repeating: "the capture's files could not be laid out again in a private folder; ", count: 8)
        s.showMessage(long, at: MediaTime(seconds: 1))
        #expect(s.overlayRoots.first === s.scene.overlay, "the replayed window's tools are drawn")
        let replayed = try #require(s.scene.overlay.dump().first(named: "toast"))
        let session = try #require(s.overlay.dump().first(named: "toast"))
        #expect(!replayed.hidden && !session.hidden)
        let a = StudioHarness.rect(replayed.frame), b = StudioHarness.rect(session.frame)
        #expect(b.height > 60, "the session's message wraps (\(b))")
        #expect(a.intersection(b) == nil, "\(a) and \(b) overlap")
        #expect(b.maxY <= s.windowSize.height - SessionBar.height, "above the bar")
    }

    @Test("a message the replayed content shows at the moment of a take-over stays its time on the window's clock")
    func toastAcrossTakeOver() throws {
        let s = try open(try Self.committed("circles-lift-drag.json"))
        s.seek(to: 1.0)
        s.update(at: MediaTime(seconds: 1))
        s.content.report(warnings: ["one", "two"])
        let toast = { s.scene.overlay.dump().first(named: "toast") }
        #expect(toast()?.hidden == false)
        Self.press(s, "ctrl+shift+t", at: 100)
        #expect(s.live != nil)
        // "Live from …" covers it; when that goes, the report comes back for its time left.
        s.update(at: MediaTime(seconds: 103.5))
        #expect(toast()?.hidden == false)
        #expect(s.scene.overlay.dump().first(named: "toast.text")?.text == "one (+1 more)" + Toast.detailsHint,
                "the report keeps the time it had left on the window's clock, not the replay's")
        s.update(at: MediaTime(seconds: 120))
        #expect(toast()?.hidden == true)
    }

    @Test("an 8-Ball request in flight at the take-over is waited for and delivered live, and the session still replays whole")
    func takeOverWithWorkInFlight() throws {
        let source = try Self.committed("eight-ball-shake.json")
        let s = try open(source)
        s.seek(to: 3.45)
        s.update(at: MediaTime(seconds: 1))
        let scene = s.cursor.replay.scene
        #expect(scene.inbox.hasHeldResults || scene.inbox.hasPendingResults, "the answer is still to come at 3.45 s")
        Self.press(s, "ctrl+shift+t", at: 50)
        for f in 0..<120 {
            // The 8-Ball thinks for a while in real time; a test's frames take none.
            _ = scene.inbox.queue.waitUntilIdle(timeout: 5)
            s.update(at: MediaTime(seconds: 50 + Double(f) / 60))
        }
        #expect(!scene.inbox.hasHeldResults && !scene.inbox.hasRunningWork, "delivered after the take-over")
        s.windowWillClose(at: MediaTime(seconds: 52))
        let taken = try Capture.load(contentsOf: try #require(s.liveFile))
        let moment = try #require(taken.header?.takeover?.at)
        #expect(taken.entries.contains { if case .network(let x) = $0 { x.time > moment } else { false } },
                "the answer is recorded where the live session received it")
        let differences = try markDifferences(taken)
        #expect(!differences.isEmpty && differences.allSatisfy(\.isEmpty), "it replays whole: \(differences)")
    }

    @Test("a script cannot be taken over, and asking leaves the session as it was, its inspector open")
    func takeOverOfAScript() throws {
        let c = KeyChord(parsing: "ctrl+3")!
        var capture = Capture(script: InputScript(events: [
            InputEvent(time: MediaTime(seconds: 1), .key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: true))),
            InputEvent(time: MediaTime(seconds: 1.05), .key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: false))),
        ]))
        capture.scriptSize = Size(width: 1024, height: 700)
        let s = try open(capture)
        Self.press(s, "end")
        Self.press(s, "ctrl+shift+i")
        #expect(s.inspector.isOpen)
        Self.press(s, "ctrl+shift+t", at: 10)
        #expect(s.live == nil && s.liveFile == nil)
        #expect(s.inspector.isOpen, "a refused take-over closes nothing")
    }

    @Test("a tab switch is a tick of its own on the ruler, and a stop for ] as inputs are")
    func tabSwitchTicks() throws {
        let c = KeyChord(parsing: "ctrl+3")!
        let script = InputScript(events: [
            InputEvent(time: MediaTime(seconds: 1), .key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: true))),
            InputEvent(time: MediaTime(seconds: 1.05), .key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: false))),
        ])
        var capture = Capture(script: script)
        capture.scriptSize = Size(width: 1024, height: 700)
        let s = try open(capture)
        let tabs = s.timeline.ticks.filter { $0.kind == .tab }
        #expect(tabs.map(\.time) == [MediaTime(seconds: 1)], "\(s.actions)")
        #expect(s.actions.contains { $0.kind == .tab && $0.text == "tab: Color Timer" })
        #expect(s.timeline.stops.contains(MediaTime(seconds: 1)))
    }

    @Test("a press held at the take-over is cancelled, in the new session too, and Ctrl+Shift+T's release is not recorded")
    func takeOverMidPress() throws {
        let s = try open(try Self.committed("circles-lift-drag.json"))
        s.seek(to: 5.0)
        s.update(at: MediaTime(seconds: 1))
        #expect(s.timeline.pointers(at: s.cursor.time).contains { $0.isDown }, "the lift-drag holds the mouse down at 5 s")
        Self.press(s, "ctrl+shift+t", at: 20)
        for f in 0..<30 { s.update(at: MediaTime(seconds: 20 + Double(f) / 60)) }
        s.windowWillClose(at: MediaTime(seconds: 21))
        let taken = try Capture.load(contentsOf: try #require(s.liveFile))
        let moment = try #require(taken.header?.takeover?.at)
        let after = taken.entries.filter { $0.time >= moment }.compactMap { if case .input(let e) = $0 { e.kind } else { nil } }
        #expect(after.contains { if case .pointer(let p) = $0 { p.phase == .cancel } else { false } }, "\(after)")
        #expect(!after.contains { if case .key = $0 { true } else { false } }, "no key of the take-over is recorded: \(after)")
        let differences = try markDifferences(taken)
        let whole = differences.allSatisfy { $0.isEmpty }
        #expect(whole, "it replays whole: \(differences)")
    }
}
