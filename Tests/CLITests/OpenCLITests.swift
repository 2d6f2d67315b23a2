import Foundation
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
}
