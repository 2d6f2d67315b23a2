import Animation
import AppTestSupport
import Foundation
import Geometry
import Gestures
import Loop
import Testing
import TestSupport
@testable import Exercises

/// Ten thousand hostile scripts in a full run (`MOTIONLAB_HEAVY_SCALE=1`), parsed and
/// replayed in every tab, then drawn into a display list and dumped: each is either refused
/// with a one-line message or runs to its end, quickly, leaving only finite geometry behind.
/// (A sample also goes through the real binary, with its time and memory measured, in
/// CLITests.)
@Suite("Hostile script fuzz", .tags(.heavy))
struct HostileScriptFuzzTests {
    static let scriptsPerTab = HeavyRuns.count(2_000, minimum: 100)

    struct Report: Sendable {
        var refused = 0, replayed = 0
        var slowest = 0.0
        var reasons: [String: Int] = [:]
        /// What went wrong, one line per script.
        var problems: [String] = []
    }

    static func run(tab: ExerciseKind) throws -> Report {
        var generator = HostileScript(seed: 7 &+ UInt64(tab.index))
        var report = Report()
        for n in 0..<scriptsPerTab {
            let text = generator.next()
            let start = Date()
            let script: InputScript
            do {
                script = try InputScript(json: text)
            } catch {
                report.refused += 1
                if error.message.isEmpty || error.message.contains("\n") || error.message.count > 600 {
                    report.problems.append("script \(n): not one short line: \(error.message.prefix(300))")
                }
                report.reasons[String(error.message.prefix(24)), default: 0] += 1
                continue
            }
            let size = script.size ?? Size(width: 900, height: 650)
            let h = ShellHarness(size: size, tab: tab, seed: 3)
            ScriptPlayer(script: script).play(into: h.shell, clock: h.clock, until: script.duration + 0.5)
            let scale = min(1, 2048 / max(size.width, size.height))
            let list = DisplayListBuilder(pixelScale: scale)
                .build(h.shell.rootLayer, pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale))
            if try h.shell.rootLayer.dumpJSON().isEmpty { report.problems.append("script \(n): empty dump") }
            if !list.vertexArray.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
                report.problems.append("script \(n): a vertex is not finite")
            }
            report.replayed += 1
            report.slowest = max(report.slowest, Date().timeIntervalSince(start))
        }
        return report
    }

    @Test("hostile scripts (10,000 in a full run): refused in one line or replayed whole, each in well under 10 s", arguments: ExerciseKind.allCases)
    func fuzz(tab: ExerciseKind) async throws {
        let report = try await onOwnThread { try Self.run(tab: tab) }
        print("hostile fuzz \(tab.rawValue): \(report.replayed) replayed, \(report.refused) refused, "
              + "slowest \(String(format: "%.3f", report.slowest)) s; most common refusals: "
              + "\(report.reasons.sorted { $0.value > $1.value }.prefix(4).map { "\($0.key)… ×\($0.value)" })")
        #expect(report.problems.isEmpty, "\(report.problems.prefix(5))")
        #expect(report.slowest < 10)
        // The generator must reach the tabs, not only the parser.
        #expect(report.replayed > Self.scriptsPerTab / 10)
    }
}
