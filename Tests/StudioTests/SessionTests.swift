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

/// A value behind a lock, for closures the studio calls.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&value) } }
}

@Suite("Always-on sessions")
struct SessionTests {
    let root = makeTemporaryDirectory("sessions")
    var sessions: URL { root.appendingPathComponent("sessions") }
    var captures: URL { root.appendingPathComponent("captures") }

    func studio(_ tab: ExerciseKind = .circles, date: @escaping () -> Date = Date.init) throws -> StudioScene {
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineNetworkClient())
        c.initialTab = tab
        return try StudioScene(configuration: c, context: StudioContext(capturesFolder: captures, sessionsFolder: sessions, date: date))
    }

    func key(_ s: StudioScene, _ chord: String, at t: MediaTime) {
        let c = KeyChord(parsing: chord)!
        s.handle(InputEvent(time: t, .key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: true))))
        s.handle(InputEvent(time: t, .key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: false))))
    }

    func doubleTap(_ s: StudioScene, at p: Point, from t: Double) {
        for (i, phase) in [PointerEvent.Phase.down, .up, .down, .up].enumerated() {
            s.handle(InputEvent(time: MediaTime(seconds: t + Double(i) * 0.05), .pointer(PointerEvent(phase: phase, location: p))))
        }
    }

    func run(_ s: StudioScene, from a: Double, to b: Double) {
        var t = a
        while t < b { t += 1.0 / 60; s.update(at: MediaTime(seconds: t)) }
    }

    func marksAgree(_ url: URL) throws -> [[DumpDifference]] {
        try markDifferences(try Capture.load(contentsOf: url))
    }

    @Test("every session is recorded from launch with no badge, its F12 marks replay, and it ends with its end line")
    func recordedFromLaunch() throws {
        let s = try studio()
        #expect(s.isRecording && !s.isCapturing, "recording, but no capture the user asked for")
        run(s, from: 0, to: 0.2)
        doubleTap(s, at: Point(x: 300, y: 300), from: 0.25)
        run(s, from: 0.45, to: 1.2)
        s.screenshotSaved(to: "/nowhere/1.png", at: 1.2)
        #expect(s.overlay.dump().first(named: "studio.rec")?.hidden == true, "no REC badge")
        let file = try #require(s.recordingFile)
        #expect(file.deletingLastPathComponent() == sessions)
        #expect(s.windowWillClose(at: 1.3) == nil, "no capture to name")
        let capture = try Capture.load(contentsOf: file)
        #expect(capture.abruptEnd == nil && capture.marks.count == 2, "F12, and the mark at quit")
        for d in try marksAgree(file) { #expect(d.isEmpty, "\(d)") }
    }

    @Test("Ctrl+R starts a fresh session from the launch state and shows REC; Ctrl+R again saves it as a capture, and the session goes on")
    func ctrlRSavesTheSessionAsACapture() throws {
        var tick = 0.0
        let s = try studio(date: { tick += 1; return Date(timeIntervalSince1970: 1_800_000_000 + tick) })
        run(s, from: 0, to: 0.2)
        doubleTap(s, at: Point(x: 300, y: 300), from: 0.25)
        run(s, from: 0.45, to: 1.0)
        let first = try #require(s.recordingFile)
        key(s, "ctrl+r", at: 1.0)
        #expect(s.isCapturing)
        s.update(at: 1.02)
        #expect(s.overlay.dump().first(named: "studio.rec")?.hidden == false, "REC shows")
        let second = try #require(s.recordingFile)
        #expect(second != first && second.deletingLastPathComponent() == sessions)
        #expect(try Capture.load(contentsOf: first).abruptEnd == nil, "the session before Ctrl+R ended cleanly")
        run(s, from: 1.02, to: 1.3)
        doubleTap(s, at: Point(x: 500, y: 300), from: 1.35)
        run(s, from: 1.55, to: 2.2)
        s.screenshotSaved(to: "/nowhere/2.png", at: 2.2)
        key(s, "ctrl+r", at: 2.3)
        #expect(!s.isCapturing && s.isRecording && s.recordingFile == second, "the session goes on")
        let saved = try FileManager.default.contentsOfDirectory(atPath: captures.path).filter { $0.hasSuffix(".json") }
        #expect(saved.count == 1)
        let capture = captures.appendingPathComponent(saved[0])
        #expect(try Capture.load(contentsOf: capture).header?.started == .restart)
        for d in try marksAgree(capture) { #expect(d.isEmpty, "\(d)") }
        run(s, from: 2.3, to: 2.6)
        s.windowWillClose(at: 2.6)
        #expect(try Capture.load(contentsOf: second).abruptEnd == nil)
    }

    @Test("a session marks itself at the first frame of each tab switched to, every --mark-every seconds, and at quit; every mark replays")
    func automaticMarks() throws {
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineNetworkClient())
        c.initialTab = .circles
        var context = StudioContext(capturesFolder: captures, sessionsFolder: sessions, date: Date.init)
        context.markEvery = 1
        let s = try StudioScene(configuration: c, context: context)
        run(s, from: 0, to: 0.5)
        doubleTap(s, at: Point(x: 300, y: 300), from: 0.55)
        run(s, from: 0.75, to: 1.5)
        key(s, "ctrl+3", at: 1.5)
        run(s, from: 1.5, to: 1.6)
        key(s, "ctrl+1", at: 1.6)
        run(s, from: 1.6, to: 1.7)
        let file = try #require(s.recordingFile)
        s.windowWillClose(at: 1.7)
        let capture = try Capture.load(contentsOf: file)
        let times = capture.marks.map { ($0.mark.time.seconds * 100).rounded() / 100 }
        // Every second (at 1.0), the first frames of Color Timer and of Circles again, and quit.
        #expect(times.count == 4, "\(times)")
        #expect(capture.marks.allSatisfy { $0.mark.picture == nil && $0.mark.dump != nil }, "they store the tree alone")
        for d in try marksAgree(file) { #expect(d.isEmpty, "\(d)") }
    }

    @Test("save that: a report folder with the session so far ending at this moment, the live tree with the overlay, a README, and the last seconds rendered off the loop")
    func saveThat() throws {
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineNetworkClient())
        c.initialTab = .circles
        var context = StudioContext(capturesFolder: captures, sessionsFolder: sessions, date: Date.init)
        let asked = Locked<[(Int, Double, Double)]>([])
        context.renderReport = { _, _, mark, from, to in
            asked.withLock { $0.append((mark, from, to)) }
            return { "Report ready" }
        }
        let s = try StudioScene(configuration: c, context: context)
        run(s, from: 0, to: 0.5)
        doubleTap(s, at: Point(x: 300, y: 300), from: 0.55)
        run(s, from: 0.75, to: 12.5)
        key(s, "ctrl+p", at: 12.5)
        let report = root.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        s.saveReport(in: report, picture: report.appendingPathComponent("window.png").path, at: 12.6)
        let capture = try Capture.load(contentsOf: report.appendingPathComponent("capture.json"))
        #expect(capture.abruptEnd == nil)
        #expect(capture.marks.last?.mark.picture == report.appendingPathComponent("window.png").path, "it ends with a mark of this moment")
        for d in try marksAgree(report.appendingPathComponent("capture.json")) { #expect(d.isEmpty, "\(d)") }
        let tree = try JSONSerialization.jsonObject(with: Data(contentsOf: report.appendingPathComponent("tree.json"))) as? [String: Any]
        #expect((tree?["scene"] as? [String: Any])?["name"] as? String == "window")
        #expect((tree?["studio"] as? [String: Any])?["name"] as? String == "studio", "the overlay, under its own root")
        let readme = try String(contentsOf: report.appendingPathComponent("README.txt"), encoding: .utf8)
        #expect(readme.contains("motionlab replay '\(report.appendingPathComponent("capture.json").path)' --check"))
        let span = try #require(asked.withLock { $0.first })
        #expect(span.0 == capture.marks.count && abs(span.2 - 12.5) < 0.05 && abs(span.1 - (span.2 - 10)) < 1e-9, "the last 10 s, to the moment")
        // The rendering's line is shown when its work comes back, at a later frame.
        #expect(s.inbox.queue.waitUntilIdle(timeout: 10))
        for _ in 0..<200 where s.overlay.dump().first(named: "toast.text")?.text != "Report ready" {
            usleep(5_000)
            run(s, from: 12.6, to: 12.62)
        }
        #expect(s.overlay.dump().all(named: "toast.text").contains { $0.text == "Report ready" })
        s.windowWillClose(at: 12.7)
    }

    @Test("a sessions folder that cannot be made, or a disk that refuses a write, stops nothing: the window says so once and goes on")
    func unwritableAndFullDisk() throws {
        let file = root.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineNetworkClient())
        c.initialTab = .circles
        var logged: [String] = []
        let s = try StudioScene(configuration: c, context: StudioContext(sessionsFolder: file.appendingPathComponent("sessions")))
        s.onLog = { logged.append($0) }
        #expect(!s.isRecording)
        #expect(s.overlay.dump().all(named: "toast.text").contains { ($0.text ?? "").hasPrefix("This session is not recorded: ") })
        run(s, from: 0, to: 0.5)
        doubleTap(s, at: Point(x: 300, y: 300), from: 0.55)
        run(s, from: 0.75, to: 1.2)
        #expect(s.shell.rootLayer.dump().all(named: "circle").count == 1, "the window goes on")

        // /dev/full takes the file and refuses every write with "no space left on device".
        let full = try StudioScene(configuration: c, captureTo: URL(fileURLWithPath: "/dev/full"))
        full.onLog = { logged.append($0) }
        var t = 0.0
        for _ in 0..<200 where full.isRecording {
            t += 1.0 / 60
            full.update(at: MediaTime(seconds: t))
            full.screenshotSaved(to: "/nowhere/x.png", at: MediaTime(seconds: t))
            usleep(5_000)
        }
        #expect(!full.isRecording, "recording stopped")
        #expect(logged.contains { $0.contains("the disk refused a write (no space left on device)") }, "\(logged)")
        full.update(at: MediaTime(seconds: t + 0.1))
    }

    @Test("a window launched without a tab opens the one remembered from the last launch, and its session's header names it")
    func remembersTheLastTab() throws {
        let config = root.appendingPathComponent("config")
        let store = AppStateStore(directory: config, now: Date.init)
        store.save(AppState(lastTab: .snowman))
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineNetworkClient())
        c.store = AppStateStore(directory: config, now: Date.init)
        let s = try StudioScene(configuration: c, context: StudioContext(sessionsFolder: sessions))
        #expect(s.shell.selected == .snowman)
        let file = try #require(s.recordingFile)
        s.windowWillClose(at: 0.5)
        #expect(try Capture.load(contentsOf: file).header?.tab == .snowman)
    }

    @Test("at most 200 MB of sessions are kept: the oldest go until the rest fit, and no more")
    func keepsBytes() throws {
        try FileManager.default.createDirectory(at: sessions, withIntermediateDirectories: true)
        for i in 0..<5 {
            let url = sessions.appendingPathComponent("session 2026-11-0\(i + 1) at 10.00.00.000.json")
            FileManager.default.createFile(atPath: url.path, contents: nil)
            let h = try FileHandle(forWritingTo: url)
            try h.truncate(atOffset: 60 << 20)
            try h.close()
        }
        let removed = SessionFolder(sessions).makeRoom()
        #expect(removed.map(\.lastPathComponent) == ["session 2026-11-01 at 10.00.00.000.json", "session 2026-11-02 at 10.00.00.000.json"])
    }

    @Test("a header holding large settings files reads back: the header's line may be as long as the writer lets it")
    func largeHeader() throws {
        let config = root.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("motionlab"), withIntermediateDirectories: true)
        for i in 0..<3 {
            try Data(String(repeating: "x", count: 900_000).utf8).write(to: config.appendingPathComponent("motionlab/big\(i).json"))
        }
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineNetworkClient())
        c.folders = AppFolders(config: config.appendingPathComponent("motionlab"), data: nil)
        let s = try StudioScene(configuration: c, context: StudioContext(sessionsFolder: sessions))
        let file = try #require(s.recordingFile)
        run(s, from: 0, to: 0.3)
        s.windowWillClose(at: 0.3)
        let capture = try Capture.load(contentsOf: file)
        #expect(capture.header?.files.count == 3)
    }

    @Test("a seek into a finished group is off while a capture records, and ends an always-on session, saying so")
    func seekIntoFinishedGroup() throws {
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineNetworkClient())
        c.initialTab = .snowman
        func play(_ s: StudioScene) throws {
            run(s, from: 0, to: 0.3)
            // The panel opens first: it captures the group as it starts.
            key(s, "ctrl+shift+i", at: 0.32)
            run(s, from: 0.32, to: 0.4)
            let f = try #require(s.shell.rootLayer.dump().first(named: "snowman-play")?.frame)
            let p = Point(x: f[0] + f[2] / 2, y: f[1] + f[3] / 2)
            s.handle(InputEvent(time: 0.42, .pointer(PointerEvent(phase: .down, location: p))))
            s.handle(InputEvent(time: 0.48, .pointer(PointerEvent(phase: .up, location: p))))
            run(s, from: 0.5, to: 10)
            // A click on the panel's title gives it the keys back from the scene.
            let title = try #require(s.overlay.dump().first(named: "inspector.title")?.frame)
            let t = Point(x: title[0] + title[2] / 2, y: title[1] + title[3] / 2)
            s.handle(InputEvent(time: 10.02, .pointer(PointerEvent(phase: .down, location: t))))
            s.handle(InputEvent(time: 10.04, .pointer(PointerEvent(phase: .up, location: t))))
            key(s, "home", at: 10.1)
            run(s, from: 10.1, to: 10.2)
        }
        let captured = try StudioScene(configuration: c, captureTo: root.appendingPathComponent("c.json"))
        try play(captured)
        #expect(captured.inspector.timeline?.isHolding == false, "the seek was refused")
        #expect(captured.overlay.dump().first(named: "inspector.status")?.text == StudioScene.seekingFinishedGroup)
        captured.windowWillClose(at: 10.3)

        let session = try studio(.snowman)
        try play(session)
        #expect(session.inspector.timeline?.isHolding == true, "the seek was made")
        #expect(!session.isRecording, "the session ended there")
        #expect(session.overlay.dump().all(named: "toast.text").contains { ($0.text ?? "").hasPrefix("This session's recording ends here") })
    }

    @Test("run --capture over an existing file keeps that file whole until the new capture is, then moves the new one into place")
    func captureOverAnOldFile() throws {
        let url = root.appendingPathComponent("old.json")
        let old = Data("{\"format\":\"motionlab-capture\"} the user's older capture".utf8)
        try old.write(to: url)
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineNetworkClient())
        c.initialTab = .circles
        let s = try StudioScene(configuration: c, captureTo: url)
        run(s, from: 0, to: 1.5)
        #expect(try Data(contentsOf: url) == old, "untouched while the new one records")
        let partial = try #require(s.recordingFile)
        #expect(partial != url && partial.lastPathComponent.hasPrefix(".old.json.partial-"))
        #expect(s.windowWillClose(at: 1.6) == url)
        #expect(try Capture.load(contentsOf: url).abruptEnd == nil)
        #expect(!FileManager.default.fileExists(atPath: partial.path))
    }

    @Test("the sessions folder keeps the newest 20, never one a window still records, and reports an abrupt end once")
    func folderKeepsAndReports() throws {
        let folder = SessionFolder(sessions)
        try FileManager.default.createDirectory(at: sessions, withIntermediateDirectories: true)
        for i in 0..<25 {
            let name = String(format: "session 2026-11-%02d at 10.00.00.000.json", i + 1)
            try Data("{\"format\":\"motionlab-capture\"}\n{\"t\":1,\"type\":\"end\"}\n".utf8).write(to: sessions.appendingPathComponent(name))
        }
        // The oldest is held by a window still recording.
        let held = open(folder.sessions()[0].path, O_RDONLY)
        defer { close(held) }
        #expect(flock(held, LOCK_EX | LOCK_NB) == 0)
        let removed = folder.makeRoom()
        #expect(removed.count == 6, "\(removed.map(\.lastPathComponent))")
        #expect(folder.sessions().count == 19)
        #expect(folder.sessions()[0].lastPathComponent == "session 2026-11-01 at 10.00.00.000.json", "the held one stays")
        // One without its end line, not held: reported once.
        let cut = sessions.appendingPathComponent("session 2026-11-30 at 10.00.00.000.json")
        try Data("{\"format\":\"motionlab-capture\"}\n{\"t\":1,\"type\":\"frame\"}\n".utf8).write(to: cut)
        #expect(folder.reportAbruptEnds().map(\.lastPathComponent) == ["session 2026-11-30 at 10.00.00.000 (ended abruptly).json"])
        #expect(folder.reportAbruptEnds().isEmpty)
    }
}
