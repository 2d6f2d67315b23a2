import Animation
import Exercises
import Foundation
import Geometry
import SDLFront
import Studio
import StudioApp

/// `bench --seek`: time travel over a long session. A Black Hole session is recorded the
/// real way (`BenchSession`), loaded back and scrubbed with a `ReplayCursor`, as the
/// studio's time travel does: seeks between random moments, one frame forward, one frame
/// back (which replays from the start).
extension BenchCommand {
    /// The session's length the targets hold at: ten minutes.
    static let seekSessionSeconds = 600.0
    /// Seeks, steps forward and steps back timed, each.
    static let seekTrials = 200
    /// The worst seek, and the worst step forward, may take this long.
    static let maxSeekMilliseconds = 1_000.0
    static let maxStepForwardMilliseconds = 50.0

    struct SeekResult {
        /// Milliseconds of each trial: seeks, steps forward, steps back.
        var seeks: [Double]
        var forward: [Double]
        var back: [Double]
        /// Seconds of the session, and seconds to replay it whole from a fresh build.
        var sessionSeconds: Double
        var replaySeconds: Double
        var frames: Int
        var session: BenchSession.Summary
    }

    /// Records the session, then times the trials. Positions before each trial are reached
    /// untimed, in ascending order so most are reached by playing on.
    func measureSeek(seconds: Double, fonts: FontLibrary) throws -> SeekResult {
        let size = Size(width: 1280, height: 800)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motionlab-bench-seek-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("seek-session.json")
        var recorder = BenchSession(size: size, seconds: seconds)
        let summary = try recorder.record(to: file, fonts: fonts)
        let capture: Capture
        do {
            capture = try Capture.load(contentsOf: file)
        } catch {
            throw CLIError.environment("the seek benchmark cannot read its capture back: \(error)")
        }
        var configuration = AppShell.Configuration(size: size, network: OfflineReplayClient())
        configuration.textMeasurer = fonts
        func cursor() throws -> ReplayCursor {
            do {
                return try ReplayCursor(capture: capture) { () throws(CaptureError) -> CaptureReplay in
                    try CaptureReplay(capture: capture, configuration: configuration)
                }
            } catch {
                throw CLIError.environment("the seek benchmark cannot replay its capture: \(error)")
            }
        }
        let clock = ContinuousClock()
        // The whole session from a fresh build.
        let t0 = clock.now
        let whole = try cursor()
        try whole.jump(toFrame: whole.lastFrame)
        let replaySeconds = ms(clock.now - t0) / 1000
        let sessionSeconds = whole.frames[whole.lastFrame] - whole.frames[0]
        let last = whole.lastFrame

        var rng = SeededGenerator(seed: 0x5EE6)
        func random(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(rng.next() % UInt64(range.count)) }
        let seekPairs = (0..<Self.seekTrials).map { _ in (random(0...last), random(0...last)) }.sorted { $0.0 < $1.0 }
        let forwardFrom = (0..<Self.seekTrials).map { _ in random(0...(last - 1)) }.sorted()
        let backFrom = (0..<Self.seekTrials).map { _ in random(1...last) }.sorted()

        let c = try cursor()
        func timed(from: Int, to: Int) throws -> Double {
            do {
                try c.jump(toFrame: from)
                let start = clock.now
                try c.jump(toFrame: to)
                return ms(clock.now - start)
            } catch {
                throw CLIError.environment("the seek benchmark's replay failed: \(error)")
            }
        }
        let seeks = try seekPairs.map { try timed(from: $0.0, to: $0.1) }
        let forward = try forwardFrom.map { try timed(from: $0, to: $0 + 1) }
        let back = try backFrom.map { try timed(from: $0, to: $0 - 1) }
        return SeekResult(seeks: seeks, forward: forward, back: back, sessionSeconds: sessionSeconds, replaySeconds: replaySeconds,
                          frames: whole.frames.count, session: summary)
    }

    /// Prints the seek benchmark and returns the targets it missed.
    func runSeek(fonts: FontLibrary) throws -> [String] {
        let r = try measureSeek(seconds: seekSeconds, fonts: fonts)
        let s = r.session
        print(String(format: "Seek: Black Hole, %.0f s at 60 fps, 1280x800, replayed headless (%d frames; %d flings, %d wheel turns, "
                     + "%d squares added, %d tab switches); %d of each at seeded random moments",
                     r.sessionSeconds, r.frames, s.flings, s.wheels, s.added, s.tabSwitches, Self.seekTrials))
        print("                median ms   worst ms")
        for (name, times) in [("seek", r.seeks), ("step forward", r.forward), ("step back", r.back)] {
            print(name.padding(toLength: 12, withPad: " ", startingAt: 0) + String(format: "  %11.3f  %9.3f", median(times), times.max() ?? 0))
        }
        print(String(format: "replay speed: %.0f× real time (%.0f s replayed in %.3f s from a fresh build)",
                     r.sessionSeconds / r.replaySeconds, r.sessionSeconds, r.replaySeconds))
        guard seekSeconds == Self.seekSessionSeconds else { return [] }
        var failures: [String] = []
        if let worst = r.seeks.max(), worst > Self.maxSeekMilliseconds {
            failures.append(String(format: "worst seek %.0f ms > %.0f ms", worst, Self.maxSeekMilliseconds))
        }
        if let worst = r.forward.max(), worst > Self.maxStepForwardMilliseconds {
            failures.append(String(format: "worst step forward %.1f ms > %.0f ms", worst, Self.maxStepForwardMilliseconds))
        }
        return failures
    }
}
