import Foundation
import Suite

/// The `list` reporter: a line per file as it finishes (✓ or ✗, the path, its marks, its
/// time), with the first reason under a failure, then a summary, as Playwright's list
/// reporter prints.
final class ListReporter: @unchecked Sendable {
    private let total: Int
    private let update: Bool
    /// Whether it prints: with other reporters and no `list`, the run is quiet.
    private let prints: Bool
    private var done = 0

    init(total: Int, update: Bool, prints: Bool) {
        self.total = total
        self.update = update
        self.prints = prints
    }

    private func say(_ line: String) {
        guard prints else { return }
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    func begin(workers: Int, shard: String?) {
        say("Running \(total) test file\(total == 1 ? "" : "s") using \(workers) worker\(workers == 1 ? "" : "s")\(shard.map { ", shard \($0)" } ?? "")")
    }

    /// One file finished.
    func finished(_ file: String, _ outcome: SuiteCase.Outcome) {
        done += 1
        let counter = "[\(done)/\(total)]"
        for line in outcome.updates { say("  updated \(line)") }
        guard let r = outcome.result else {
            say("  -  \(counter) \(file): skipped, \(outcome.skipped ?? "not a test")")
            return
        }
        let time = String(format: "%.2f s", r.duration)
        switch r.status {
        case .passed:
            say("  ✓  \(counter) \(file) (\(r.marks.count) mark\(r.marks.count == 1 ? "" : "s"), \(time))")
        case .failed:
            let failing = r.marks.filter { $0.status != .passed }
            say("  ✗  \(counter) \(file) (\(failing.count) of \(r.marks.count) mark\(r.marks.count == 1 ? "" : "s") failed, \(time))")
            for m in failing { say("       \(m.message ?? "mark \(m.number) failed")") }
        case .error:
            say("  ✗  \(counter) \(file) (error, \(time))")
            say("       \(r.error ?? "an error")")
        }
    }

    func end(_ report: SuiteReport, skipped: Int) {
        var parts: [String] = []
        if report.passed > 0 { parts.append("\(report.passed) passed") }
        if report.failed > 0 { parts.append("\(report.failed) failed") }
        if report.errors > 0 { parts.append("\(report.errors) error\(report.errors == 1 ? "" : "s")") }
        if skipped > 0 { parts.append("\(skipped) skipped") }
        say("")
        say("  \(parts.joined(separator: ", ")) (\(String(format: "%.1f", report.duration)) s)")
        if report.failed > 0 && !update { say("  After an intended change, run with --update to rewrite the baselines.") }
    }
}
