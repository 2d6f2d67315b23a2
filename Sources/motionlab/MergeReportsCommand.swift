import ArgumentParser
import Foundation
import Suite

/// `motionlab merge-reports`: the JSON reports of a suite's shards joined into the report
/// one run of the whole suite writes (Playwright's `merge-reports`). Exit code 0 once the
/// reports are written, whatever they say; 2 for bad usage or a report it cannot read.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the JSON reports of test shards into one report (exit 0: written, whatever the tests found; 2: bad input).",
        discussion: "Each shard of 'motionlab test --shard I/N --reporter json=FILE' writes a report; this joins them, refusing a "
            + "capture two reports hold, and writes every reporter one run of the whole suite would. "
            + "Example: motionlab merge-reports shard-*.json --reporter junit=results.xml,html=report"
    )

    @Argument(help: ArgumentHelp("The reports the shards wrote (--reporter json=FILE).", valueName: "JSON"))
    var reports: [String] = []

    @Option(name: .long, help: ArgumentHelp("What to write: list, junit=FILE.xml, json=FILE.json, html=DIR, separated by commas. Defaults to list.",
                                            valueName: "REPORTERS"))
    var reporter: [String] = []

    func validate() throws {
        guard !reports.isEmpty else { throw ValidationError("give the JSON reports to merge: motionlab merge-reports shard-1.json shard-2.json") }
        var seen = Set<String>()
        for path in reports where !seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted {
            throw ValidationError("\(path) is given twice; give each shard's report once")
        }
    }

    func run() throws {
        let reporters = try SuiteReports.reporters(reporter, inputs: reports)
        let merged: SuiteReport
        do {
            let read = try reports.map { path throws(SuiteReportError) in try SuiteReport.read(fromJSON: path) }
            merged = try SuiteReport.merged(read, names: reports)
            if let missing = Self.missingShards(read) {
                FileHandle.standardError.write(Data("motionlab: merge-reports: no report of shard \(missing) was given; the merged report covers part of the suite\n".utf8))
            }
        } catch {
            throw CLIError(error)
        }
        if reporters.contains(.list) { try CLIError.writeToStandardOutput(Self.list(merged, from: reports.count)) }
        try SuiteReports.write(merged, to: reporters)
    }

    /// The shards of one split not among `reports` ("2/4, 3/4"), when they all came from
    /// one `--shard I/N` split; nil when none is missing or they are not shards.
    static func missingShards(_ reports: [SuiteReport]) -> String? {
        let shards = reports.compactMap { $0.shard.flatMap { try? Shard(parsing: $0) } }
        guard shards.count == reports.count, let n = shards.first?.count, shards.allSatisfy({ $0.count == n }) else { return nil }
        let missing = Set(1...n).subtracting(shards.map(\.index)).sorted()
        return missing.isEmpty ? nil : missing.map { "\($0)/\(n)" }.joined(separator: ", ")
    }

    /// A line per capture that did not pass, and the totals.
    static func list(_ report: SuiteReport, from count: Int) -> String {
        var out = ""
        for capture in report.captures where capture.status != .passed {
            let why = capture.status == .error ? capture.error ?? "could not be run" : JUnitReport.failureMessage(capture)
            out += "  \(capture.status == .error ? "!" : "✘") " + (why.hasPrefix(capture.path) ? why : "\(capture.path): \(why)") + "\n"
        }
        let reports = count == 1 ? "1 report" : "\(count) reports"
        out += "\(report.captures.count) captures from \(reports): \(report.failed) failed, \(report.errors) "
            + "error\(report.errors == 1 ? "" : "s"), \(report.passed) passed\n"
        return out
    }
}

extension CLIError {
    /// A report that cannot be read or merged is the user's to fix (2); a full disk is
    /// the machine's (1).
    init(_ e: SuiteReportError) {
        self.init(message: e.message, code: e.kind == .badInput ? 2 : 1)
    }
}
