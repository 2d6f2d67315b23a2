import Foundation
import SDLFront
import Testing
import TestSupport

/// `motionlab open` without a window: its errors, and the session window drawn headless
/// (`--out`) as the README's picture is.
@Suite("Opening a capture", .serialized)
struct OpenCLITests {
    private let dir = makeTemporaryDirectory("motionlab-open")
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let circles = root.appendingPathComponent("Tests/Captures/circles-lift-drag.json").path

    private func run(_ args: [String]) async throws -> MotionLabProcess.Result {
        try await MotionLabProcess.run(args, environment: ["XDG_STATE_HOME": dir.appendingPathComponent("state").path], workingDirectory: Self.root)
    }

    @Test("a file that is not a capture is refused in one line that names it, before any window opens")
    func badFile() async throws {
        let garbage = dir.appendingPathComponent("garbage.json")
        try Data("{ not a capture".utf8).write(to: garbage)
        let r = try await run(["open", garbage.path])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("garbage.json") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }

    @Test("--mark past the capture's marks, and --at with --mark, are refused")
    func badPlacement() async throws {
        let out = dir.appendingPathComponent("x.png").path
        let past = try await run(["open", Self.circles, "--mark", "3", "--out", out])
        #expect(past.status == 2 && past.stderr.contains("has 2 marks"), "\(past.stderr)")
        let both = try await run(["open", Self.circles, "--mark", "1", "--at", "2", "--out", out])
        #expect(both.status == 2, "\(both.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("--out draws the session window: content, actions beside it, and the bar under both; and records no session")
    func headlessPicture() async throws {
        let out = dir.appendingPathComponent("session.png")
        let r = try await run(["open", Self.circles, "--at", "4.9", "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try Data(contentsOf: out)
        // The IHDR's width and height: the content (1024x700), 340 points of actions, and
        // the 92-point bar.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1364 && height == 792, "\(width)x\(height)")
        let sessions = dir.appendingPathComponent("state/motionlab/sessions").path
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: sessions)) ?? []).isEmpty, "no session recorded")
    }

    @Test("--out after a long seek draws the moment asked for, as screenshot --at does, not one the seek passed on the way")
    func headlessPictureAfterLongSeek() async throws {
        // Five minutes of Black Hole, a square dragged every 1.5 s: seeking to its end
        // takes longer than the slice of a frame a window gives a seek.
        var events = [#"{"t": 0.05, "type": "key", "key": "ctrl+2"}"#]
        var t = 1.0
        while t < 300 {
            events.append(#"{"t": \#(t), "type": "down", "x": 320, "y": 200}"#)
            for i in 1...5 { events.append(#"{"t": \#(t + Double(i) * 0.016), "type": "move", "x": \#(320 + i * 30), "y": \#(200 + i * 10)}"#) }
            events.append(#"{"t": \#(t + 0.1), "type": "up", "x": 470, "y": 250}"#)
            t += 1.5
        }
        events.append(#"{"t": 300, "type": "move", "x": 10, "y": 10}"#)
        let script = dir.appendingPathComponent("long.json")
        try #"{"size": [640, 480], "events": ["#.appending(events.joined(separator: ",\n")).appending("]}").write(to: script, atomically: true, encoding: .utf8)
        let opened = dir.appendingPathComponent("open.png").path, shot = dir.appendingPathComponent("shot.png").path
        let o = try await run(["open", script.path, "--at", "300", "--out", opened])
        #expect(o.status == 0, "\(o.stderr)")
        // A script keeps no seed: a replay uses 0, screenshot 1 unless told.
        let s = try await run(["screenshot", "--script", script.path, "--seed", "0", "--at", "300", "--out", shot])
        #expect(s.status == 0, "\(s.stderr)")
        let window = try PixelImage.load(opened), content = try PixelImage.load(shot)
        #expect(content.width == 640 && content.height == 480)
        // The content's pixels, but for the pointer drawn at (10, 10) in the session window.
        var differing = 0
        for y in 0..<content.height {
            for x in 0..<content.width where !(x < 40 && y < 40) && window.pixels[y * window.width + x] != content.pixels[y * content.width + x] {
                differing += 1
            }
        }
        #expect(differing == 0, "\(differing) pixels of the content differ from screenshot --at 300")
    }
}
