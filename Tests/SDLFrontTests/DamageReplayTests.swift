import Animation
import AppTestSupport
import Exercises
import Foundation
import Geometry
import Gestures
import Loop
import Testing
import TestSupport
@testable import SDLFront

/// Whole replays of the goldens' and the docs' scripts, on every tab and the gallery, drawn
/// at every frame twice: once redrawing only the damage into a canvas that keeps the last
/// frame, once in full. The two must be equal pixel for pixel (tolerance 0), frame after
/// frame; that is what makes drawing only the damage safe. The full redraw is checked the
/// same way against one handing SDL its triangles as they are (see `SoftwareTriangles`).
@Suite("Damage replays", .serialized, .tags(.heavy))
struct DamageReplayTests {
    struct Replay: Sendable, CustomStringConvertible {
        let script: String
        let tab: ExerciseKind?
        var gallery: GalleryPage? = nil
        var seed: UInt64 = 1
        var description: String { script }
        /// The script's file name without its extension.
        var name: String { script.split(separator: "/").last!.replacingOccurrences(of: ".json", with: "") }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let replays: [Replay] = [
        Replay(script: "Tests/Golden/scripts/circles-lift.json", tab: .circles, seed: 3),
        Replay(script: "Tests/Golden/scripts/black-hole-suck.json", tab: .blackHole, seed: 2),
        Replay(script: "Tests/Golden/scripts/color-timer-picker.json", tab: .colorTimer),
        Replay(script: "Tests/Golden/scripts/eightball-shake.json", tab: .magic8Ball, seed: 4),
        Replay(script: "Tests/Golden/scripts/snowman-paused.json", tab: .snowman),
        Replay(script: "Assets/Docs/circles.json", tab: .circles, seed: 3),
        Replay(script: "Assets/Docs/black-hole.json", tab: .blackHole, seed: 2),
        Replay(script: "Assets/Docs/color-timer.json", tab: .colorTimer),
        Replay(script: "Assets/Docs/snowman.json", tab: .snowman),
        Replay(script: "Assets/Docs/containers.json", tab: nil, gallery: .containers),
        Replay(script: "Tests/Golden/scripts/circles-lift.json", tab: nil, gallery: .controls),
    ]

    @Test("every frame drawn from damage equals a full redraw", arguments: DamageReplayTests.replays)
    func replayMatches(_ replay: Replay) async throws {
        // Seconds of drawing: on a thread of its own, so the shared threads stay free for
        // the async tests beside it (a loopback server's, a frame pacer's).
        let (mismatches, asIs, partial, frames) = try await onOwnThread { try Self.compare(replay) }
        #expect(mismatches.isEmpty, "\(replay): frames \(mismatches.prefix(10)) of \(frames) differ from a full redraw")
        #expect(asIs.isEmpty, "\(replay): frames \(asIs.prefix(10)) of \(frames) differ from a redraw handing SDL its triangles as they are")
        // The comparison means something only if most frames were drawn from part of the canvas.
        #expect(partial > frames / 4, "\(replay): only \(partial) of \(frames) frames were partial")
    }

    /// Replays the script, drawing each frame from damage, in full, and in full with the
    /// triangles handed to SDL as they are: the frames where the first or the last differ
    /// from the full redraw, how many were drawn from part of the canvas, and how many
    /// there were.
    static func compare(_ replay: Replay) throws -> (mismatches: [Int], asIs: [Int], partial: Int, frames: Int) {
        sdlLock.lock()
        defer { sdlLock.unlock() }
        var damaged, full, plain: OffscreenCanvas?
        var partial = 0, mismatches: [Int] = [], asIs: [Int] = []
        let frames = try play(replay, setUp: { size in
            let w = Int(size.width), h = Int(size.height)
            damaged = try OffscreenCanvas(pixelWidth: w, pixelHeight: h, fonts: TestFonts.shared)
            damaged!.drawsDamageOnly = true
            full = try OffscreenCanvas(pixelWidth: w, pixelHeight: h, fonts: TestFonts.shared)
            plain = try OffscreenCanvas(pixelWidth: w, pixelHeight: h, fonts: TestFonts.shared)
            plain!.submitsTrianglesAsIs = true
        }, frame: { frame, root in
            guard let damaged, let full, let plain else { return }
            damaged.render(root)
            full.render(root)
            plain.render(root)
            if let d = damaged.lastDamage, !d.isWhole { partial += 1 }
            let fullPixels = full.argbPixels()
            if plain.argbPixels() != fullPixels {
                asIs.append(frame)
            }
            if damaged.argbPixels() != fullPixels {
                mismatches.append(frame)
                if let dir = ProcessInfo.processInfo.environment["MOTIONLAB_TEST_ARTIFACTS"], mismatches.count == 1 {
                    try damaged.savePNG(to: "\(dir)/damage-\(replay.name)-\(frame).png")
                    try full.savePNG(to: "\(dir)/full-\(replay.name)-\(frame).png")
                }
            }
        })
        return (mismatches, asIs, partial, frames)
    }

    /// Plays the replay's script into a shell, a frame at a time at the script player's
    /// rate (and half a second past its end): `setUp` first, with the window's size, then
    /// `frame` after each frame's update, with the frame's number (from 1) and the shell's
    /// root. Returns how many frames there were.
    static func play(_ replay: Replay, setUp: (Size) throws -> Void, frame: (Int, Layer) throws -> Void) throws -> Int {
        let script = try InputScript.load(contentsOf: Self.root.appendingPathComponent(replay.script))
        let size = script.size ?? Size(width: 800, height: 600)
        var options = LaunchOptions()
        options.gallery = replay.gallery.map { GalleryOptions(page: $0) }
        options.eightBall.offline = true
        let harness = ShellHarness(size: size, tab: replay.tab ?? .circles, seed: replay.seed, options: options,
                                   textMeasurer: TestFonts.shared)
        try setUp(size)
        let frames = Int(((script.duration.seconds + 0.5) * ScriptPlayer.frameRate).rounded(.up))
        var next = 0
        for n in 1...frames {
            let t = MediaTime(seconds: Double(n) / ScriptPlayer.frameRate)
            var chunk: [InputEvent] = []
            while next < script.events.count, script.events[next].time <= t {
                chunk.append(script.events[next])
                next += 1
            }
            ScriptPlayer(script: InputScript(events: chunk)).play(into: harness.shell, clock: harness.clock, until: t)
            try frame(n, harness.shell.rootLayer)
        }
        return frames
    }
}
