import AppTestSupport
import Exercises
import Foundation
import Testing
import TestSupport

/// Hostile scripts through the real binary, each measured on its own: the in-process fuzz
/// (ExercisesTests) covers ten thousand; these check what only a process shows, its exit
/// (never a signal), its time and its peak memory. Sixty in a full run
/// (`MOTIONLAB_HEAVY_SCALE=1`), ten in a quick one.
@Suite("Hostile scripts through the binary", .tags(.heavy))
struct HostileScriptBinaryTests {
    static let count = HeavyRuns.count(60, minimum: 10)

    struct Run: Sendable {
        var index: Int
        var tab: String
        var result: MeasuredProcess.Result
    }

    @Test("hostile scripts (60 in a full run): exit 0 or 2 with one line, never a signal, under 10 s and 1 GB each")
    func sample() async throws {
        let dir = makeTemporaryDirectory("motionlab-hostile-bin")
        let runs = try await onOwnThread {
            var generator = HostileScript(seed: 2026)
            var runs: [Run] = []
            for i in 0..<Self.count {
                let script = dir.appendingPathComponent("s\(i).json")
                try generator.next().write(to: script)
                let tab = ExerciseKind.allCases[i % ExerciseKind.allCases.count].rawValue
                let r = try MeasuredProcess.runBlocking(MotionLabProcess.executable.path,
                                                ["screenshot", "--tab", tab, "--script", script.path, "--out", dir.appendingPathComponent("s.png").path],
                                                environment: ["SDL_VIDEODRIVER": "offscreen"], timeLimit: 20)
                runs.append(Run(index: i, tab: tab, result: r))
            }
            return runs
        }
        for run in runs {
            let r = run.result
            let label = "script \(run.index) on \(run.tab)"
            #expect(r.signal == nil, "\(label) ended by signal \(r.signal ?? 0): \(r.stderr.prefix(300))")
            #expect(r.exitCode == 0 || r.exitCode == 2, "\(label) exit \(r.exitCode.map(String.init) ?? "-"): \(r.stderr.prefix(300))")
            if r.exitCode == 2 {
                let lines = r.stderr.split(separator: "\n")
                #expect(lines.count == 1 && lines[0].hasPrefix("motionlab: "), "\(label): \(r.stderr.prefix(300))")
            }
            #expect(r.cpuSeconds < 10, "\(label) took \(r.cpuSeconds) s of CPU")
            #expect(r.peakBytes < 1 << 30, "\(label) peaked at \(r.peakBytes >> 20) MiB")
        }
        let ok = runs.filter { $0.result.exitCode == 0 }.count
        let times = runs.map(\.result.seconds).sorted(), peaks = runs.map(\.result.peakBytes).sorted()
        print("hostile binary: \(ok) ran, \(runs.count - ok) refused; median \(String(format: "%.2f", times[times.count / 2])) s, "
              + "slowest \(String(format: "%.2f", times.last!)) s; median peak \(peaks[peaks.count / 2] >> 20) MiB, largest \(peaks.last! >> 20) MiB")
        #expect(ok > Self.count / 10, "the sample must reach the tabs, not only the parser")
    }
}
