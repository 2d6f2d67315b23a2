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

/// An 8-Ball server that answers after a real delay, so its result reaches the loop at
/// whichever frame it happens to: what a capture must record, and a replay reproduce.
private final class SlowAnswers: NetworkClient {
    func get(_ url: URL, timeout: Double, maximumBytes: Int, for work: WorkID?) async throws(NetworkError) -> NetworkResponse {
        try? await Task.sleep(for: .milliseconds(25))
        return NetworkResponse(status: 200, body: Data(#"{"magic": {"answer": "Signs point to yes", "type": "Affirmative"}}"#.utf8))
    }
}

@Suite("Capture round trip")
struct CaptureRoundTripTests {
    let folder = makeTemporaryDirectory("capture-round-trip")

    func configuration(tab: ExerciseKind, pasteboard: Pasteboard = MemoryPasteboard()) -> AppShell.Configuration {
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: SlowAnswers())
        c.initialTab = tab
        c.seed = 42
        c.pasteboard = pasteboard
        c.folders = AppFolders(config: folder.appendingPathComponent("config"), data: folder.appendingPathComponent("data"))
        return c
    }

    /// Replays `url` and returns every mark's differences from what it stored.
    func check(_ url: URL, base: AppShell.Configuration) throws -> [[DumpDifference]] {
        let capture = try Capture.load(contentsOf: url)
        let replay = try CaptureReplay(capture: capture, configuration: base)
        var out: [[DumpDifference]] = []
        replay.onMark = { _, mark in
            out.append(DumpDifference.between(captured: mark.dump!, replayed: replay.scene.shell.rootLayer.sceneDump()))
        }
        replay.finish()
        return out
    }

    @Test("a pasted question, a shake and a slow answer: the replay asks no server and agrees with every mark")
    func eightBall() throws {
        let url = folder.appendingPathComponent("ball.json")
        let c = configuration(tab: .magic8Ball, pasteboard: MemoryPasteboard(string: "Will the replay agree?"))
        let studio = try StudioScene(configuration: c, captureTo: url)
        let w = SimulatedWindow(studio)
        w.send(.window(.resized(Size(width: 1024, height: 700))))
        w.run(until: 0.3)
        w.click(Point(x: 512, y: 78))
        w.key("ctrl+v")
        w.run(until: 0.6)
        w.key("ctrl+alt+z")
        w.run(until: 0.9)
        studio.screenshotSaved(to: "/nowhere/1.png", at: w.clock.now)
        // However slow the machine, the answer lands in some frame before the next mark.
        #expect(studio.inbox.queue.waitUntilIdle(timeout: 30))
        w.run(until: 3)
        studio.screenshotSaved(to: "/nowhere/2.png", at: w.clock.now)
        w.run(until: 3.2)
        #expect(studio.windowWillClose(at: w.clock.now) == url)
        let capture = try Capture.load(contentsOf: url)
        #expect(capture.exchanges.count == 1)
        #expect(capture.exchanges[0]?.count == 1)
        #expect(capture.exchanges[0]?.first?.url.contains("Will%20the%20replay%20agree") == true, "\(capture.exchanges)")
        // The replay's network is the capture's; the base's would fail the test if asked.
        var base = configuration(tab: .circles)
        base.network = OfflineNetworkClient()
        let differences = try check(url, base: base)
        #expect(differences.count == 3, "two F12 marks, and the one at quit")
        for d in differences { #expect(d.isEmpty, "\(d)") }
        #expect((base.network as! OfflineNetworkClient).requests.isEmpty)
    }

    @Test("a fling stepped at uneven frame times replays to the same squares")
    func blackHoleFling() throws {
        let url = folder.appendingPathComponent("fling.json")
        let studio = try StudioScene(configuration: configuration(tab: .blackHole), captureTo: url)
        let w = SimulatedWindow(studio)
        w.run(until: 0.2)
        let square = try #require(studio.shell.rootLayer.dump().all(named: "square").first)
        let start = Point(x: square.frame[0] + square.frame[2] / 2, y: square.frame[1] + square.frame[3] / 2)
        w.send(.pointer(PointerEvent(phase: .down, location: start)))
        for i in 1...8 {
            w.run(until: w.clock.now + 0.016)
            w.send(.pointer(PointerEvent(phase: .move, location: Point(x: start.x + Double(i) * 22, y: start.y - Double(i) * 9))))
        }
        w.send(.pointer(PointerEvent(phase: .up, location: Point(x: start.x + 176, y: start.y - 72))))
        w.run(until: w.clock.now + 0.2)
        studio.screenshotSaved(to: "/nowhere/a.png", at: w.clock.now)
        w.run(until: w.clock.now + 1.5)
        studio.screenshotSaved(to: "/nowhere/b.png", at: w.clock.now)
        studio.windowWillClose(at: w.clock.now)
        let differences = try check(url, base: configuration(tab: .circles))
        #expect(differences.count == 3, "two F12 marks, and the one at quit")
        for d in differences { #expect(d.isEmpty, "\(d)") }
    }

    @Test("Ctrl+R mid-session restarts the tab from its saved state, and that capture replays exactly too")
    func restart() throws {
        let captures = folder.appendingPathComponent("captures")
        let studio = try StudioScene(configuration: configuration(tab: .circles), context: StudioContext(capturesFolder: captures))
        let w = SimulatedWindow(studio)
        // Circles made before the capture starts are not in it: the tab restarts.
        w.send(.pointer(PointerEvent(phase: .down, location: Point(x: 300, y: 300))))
        w.send(.pointer(PointerEvent(phase: .up, location: Point(x: 300, y: 300))))
        w.send(.pointer(PointerEvent(phase: .down, location: Point(x: 300, y: 300))))
        w.send(.pointer(PointerEvent(phase: .up, location: Point(x: 300, y: 300))))
        w.run(until: 1)
        #expect(studio.shell.rootLayer.dump().all(named: "circle").count == 1)
        w.key("ctrl+r")
        #expect(studio.isCapturing)
        #expect(studio.shell.rootLayer.dump().all(named: "circle").isEmpty)
        w.run(until: 1.5)
        w.send(.pointer(PointerEvent(phase: .down, location: Point(x: 600, y: 300))))
        w.send(.pointer(PointerEvent(phase: .up, location: Point(x: 600, y: 300))))
        w.send(.pointer(PointerEvent(phase: .down, location: Point(x: 600, y: 300))))
        w.send(.pointer(PointerEvent(phase: .up, location: Point(x: 600, y: 300))))
        w.run(until: 2.2)
        studio.screenshotSaved(to: "/nowhere/r.png", at: w.clock.now)
        w.key("ctrl+r")
        #expect(!studio.isCapturing)
        let files = try FileManager.default.contentsOfDirectory(atPath: captures.path)
        try #require(files.count == 1)
        #expect(files[0].hasPrefix("capture ") && files[0].hasSuffix(".json"))
        let url = captures.appendingPathComponent(files[0])
        let capture = try Capture.load(contentsOf: url)
        #expect(capture.header?.started == .restart)
        // No trace of Ctrl+R itself, and times start at zero.
        #expect(!capture.entries.contains { if case .input(let e) = $0, case .key = e.kind { true } else { false } })
        #expect(capture.entries.first!.time.seconds < 0.05)
        let differences = try check(url, base: configuration(tab: .snowman))
        #expect(differences.count == 1)
        for d in differences { #expect(d.isEmpty, "\(d)") }
    }

    @Test("a capture that reaches its eight-hour limit stops there, says so, and its file is a valid capture")
    func hourLimit() throws {
        let url = folder.appendingPathComponent("hour.json")
        var logged: [String] = []
        let studio = try StudioScene(configuration: configuration(tab: .circles), captureTo: url)
        studio.onLog = { logged.append($0) }
        studio.update(at: 1)
        studio.update(at: 28_799)
        #expect(studio.isCapturing)
        studio.update(at: 28_801)
        #expect(!studio.isCapturing)
        #expect(logged.count == 1 && logged[0].contains("Capture stopped: it reached its eight-hour limit."), "\(logged)")
        let capture = try Capture.load(contentsOf: url)
        #expect(capture.entries == [.frame(1), .frame(28_799)])
        #expect(capture.abruptEnd == nil, "it ended cleanly, with its end line")
        #expect(studio.windowWillClose(at: 28_802) == nil)
    }

    @Test("Ctrl+R with a captures folder that cannot be made says so and leaves the content as it was")
    func unwritableFolder() throws {
        let file = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let studio = try StudioScene(configuration: configuration(tab: .circles),
                                     context: StudioContext(capturesFolder: file.appendingPathComponent("captures")))
        var logged: [String] = []
        studio.onLog = { logged.append($0) }
        let w = SimulatedWindow(studio)
        w.click(Point(x: 300, y: 300))
        w.click(Point(x: 300, y: 300))
        w.run(until: 1)
        #expect(studio.shell.rootLayer.dump().all(named: "circle").count == 1)
        w.key("ctrl+r")
        #expect(!studio.isCapturing)
        #expect(studio.shell.rootLayer.dump().all(named: "circle").count == 1)
        #expect(logged.count == 1 && logged[0].contains("cannot capture"), "\(logged)")
    }

    @Test("the gallery captures and replays too: its page is in the header, and clicks on its controls agree")
    func gallery() throws {
        let url = folder.appendingPathComponent("gallery.json")
        var c = configuration(tab: .circles)
        c.options.gallery = GalleryOptions(page: .controls)
        let studio = try StudioScene(configuration: c, captureTo: url)
        let w = SimulatedWindow(studio)
        for p in [Point(x: 200, y: 120), Point(x: 420, y: 200), Point(x: 640, y: 300), Point(x: 300, y: 420)] {
            w.click(p)
            w.run(until: w.clock.now + 0.4)
        }
        studio.screenshotSaved(to: "/nowhere/g.png", at: w.clock.now)
        studio.windowWillClose(at: w.clock.now)
        let capture = try Capture.load(contentsOf: url)
        #expect(capture.header?.gallery == .controls && capture.header?.tab == nil)
        let differences = try check(url, base: configuration(tab: .snowman))
        #expect(differences.count == 2, "F12, and the mark at quit")
        for d in differences { #expect(d.isEmpty, "\(d)") }
    }
}
