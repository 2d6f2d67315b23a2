import Exercises
import Foundation
import Geometry
import SDLFront
import Studio

/// `bench --suite`: `motionlab test` on a generated suite, as a CI machine runs it. A
/// hundred captures of 30 s are recorded the real way (`BenchSession`: half Black Hole
/// with flings, half Circles; a mark every 5 s), their baselines written, and the suite
/// run with one worker and with two, alternately, three times each.
extension BenchCommand {
    static let suiteCaptures = 100
    static let suiteSeconds = 30.0
    static let suiteMarkEvery = 5.0
    static let suiteRuns = 3
    /// Two workers run the suite in at most this many seconds, and in at most this share
    /// of one worker's time.
    static let maxSuiteSeconds = 20.0
    static let maxWorkerRatio = 0.6

    /// Records the suite, runs it, prints the table; returns the targets missed.
    func runSuite(fonts: FontLibrary) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motionlab-bench-suite-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let size = Size(width: 1024, height: 700)
        let clock = ContinuousClock()
        let recording = clock.now
        for i in 0..<Self.suiteCaptures {
            let tab: ExerciseKind = i % 2 == 0 ? .blackHole : .circles
            var session = BenchSession(size: size, seconds: Self.suiteSeconds, tab: tab, seed: UInt64(i + 1), markEvery: Self.suiteMarkEvery)
            _ = try session.record(to: folder.appendingPathComponent(String(format: "%@-%03d.json", tab.rawValue, i)), fonts: fonts)
        }
        let recorded = (clock.now - recording).inSeconds
        // The baselines, as a team keeps them: written once, untimed.
        _ = try runTest(folder, ["--update", "--workers", "2"])
        var one: [Double] = [], two: [Double] = []
        for _ in 0..<Self.suiteRuns {
            one.append(try runTest(folder, ["--workers", "1"]))
            two.append(try runTest(folder, ["--workers", "2"]))
        }
        let m1 = median(one), m2 = median(two)
        print("Suite: \(Self.suiteCaptures) captures of \(Int(Self.suiteSeconds)) s (half Black Hole with flings, half Circles), a mark every "
              + "\(Int(Self.suiteMarkEvery)) s, recorded in \(String(format: "%.1f", recorded)) s; motionlab test, \(Self.suiteRuns) runs each, alternating")
        print("            median s   runs s")
        print(String(format: "workers 1  %9.2f   %@", m1, one.map { String(format: "%.2f", $0) }.joined(separator: ", ")))
        print(String(format: "workers 2  %9.2f   %@", m2, two.map { String(format: "%.2f", $0) }.joined(separator: ", ")))
        print(String(format: "workers 2 / workers 1: %.2f", m2 / m1))
        var failures: [String] = []
        if m2 > Self.maxSuiteSeconds { failures.append(String(format: "two workers took %.1f s > %.0f s", m2, Self.maxSuiteSeconds)) }
        if m2 / m1 > Self.maxWorkerRatio { failures.append(String(format: "two workers / one %.2f > %.1f", m2 / m1, Self.maxWorkerRatio)) }
        return failures
    }

    /// Runs `motionlab test FOLDER ARGS` in a child process; returns its seconds. It must pass.
    private func runTest(_ folder: URL, _ args: [String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestCommand.executable)
        process.arguments = ["test", folder.path, "--reporter", "json=\(folder.path)/../motionlab-bench-suite-\(getpid()).json"] + args
        process.standardOutput = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        process.waitUntilExit()
        let took = (clock.now - start).inSeconds
        try? FileManager.default.removeItem(atPath: "\(folder.path)/../motionlab-bench-suite-\(getpid()).json")
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CLIError.environment("the suite benchmark's run of motionlab test \(args.joined(separator: " ")) failed (exit \(process.terminationStatus))")
        }
        return took
    }
}
