import ArgumentParser
import Foundation
import Suite

/// `motionlab test`: a folder of captures run as a test suite, as Playwright Test runs a
/// folder of specs: on every core, in shards across machines, with reports for CI.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run captures as a test suite (exit 0: all agree, 1: a mark differs or a file is an error, 2: bad usage or no test).",
        discussion: "Every capture, and every script with marks, under the paths (default Tests/Captures) is replayed as 'replay --check' "
            + "does, in child processes: each mark's tree is compared with the one it stored, and its picture with the headless baseline "
            + "kept beside the capture in NAME.marks/mark-N.png. A .json or .jsonl file that is not a capture or a script is an error."
    )

    @Argument(help: ArgumentHelp("Captures, scripts, or folders of them (default: Tests/Captures).", valueName: "PATH"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Files run at once, each in a process of its own (default: the number of cores).", valueName: "N"))
    var workers: Int?

    @Option(name: .long, help: ArgumentHelp("Run part I of N of the sorted suite, for a CI matrix; merge the parts' JSON with merge-reports.", valueName: "I/N"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp("Run only the files whose path contains TEXT (any case).", valueName: "TEXT"))
    var grep: String?

    @Option(name: .long, help: ArgumentHelp("What to write: list, junit=FILE.xml, json=FILE.json, html=DIR, separated by commas. Defaults to list.",
                                            valueName: "REPORTERS"))
    var reporter: [String] = []

    @Flag(name: .long, help: "After an intended change: rewrite the stored trees of the marks that differ, and write the baseline pictures that are missing or differ. Files that pass are left byte for byte.")
    var update = false

    func validate() throws {
        if let workers, !(1...64).contains(workers) { throw ValidationError("--workers must be 1 to 64, got \(workers)") }
        if let shard {
            do { _ = try Shard(parsing: shard) } catch { throw ValidationError(error.message) }
        }
    }

    func run() throws {
        let reporters = try SuiteReports.reporters(reporter, inputs: [])
        let roots = paths.isEmpty ? ["Tests/Captures"] : paths
        var files: [String]
        var sharing: [String: [String]] = [:]
        var suiteSize = 0
        do {
            if paths.isEmpty && !FileManager.default.fileExists(atPath: "Tests/Captures") {
                throw SuiteError("no test found: give captures or folders of them (there is no Tests/Captures here)")
            }
            let all = try SuiteDiscovery.files(under: roots)
            // a.json and a.jsonl would keep their baselines in one a.marks folder.
            for file in all { sharing[SuiteCase.baselineFolder(of: file), default: []].append(file) }
            files = SuiteDiscovery.matching(all, grep: grep)
            suiteSize = files.count
            if let shard { files = try Shard(parsing: shard).part(of: files) }
        } catch {
            throw CLIError.badInput("\(error)")
        }
        // A shard of a suite smaller than the CI matrix holds nothing: that is no error, and
        // its empty report still joins the merge.
        if files.isEmpty, suiteSize > 0, let shard {
            FileHandle.standardOutput.write(Data("Shard \(shard) of a suite of \(suiteSize) file\(suiteSize == 1 ? "" : "s") holds none\n".utf8))
            try SuiteReports.write(SuiteReport(startedAt: ISO8601DateFormatter().string(from: Date()), duration: 0, shard: shard,
                                               platform: SuiteCase.platformLine(PlatformInfo.current), captures: []), to: reporters)
            return
        }
        guard !files.isEmpty else {
            throw CLIError.badInput("no test found under \(roots.joined(separator: ", "))\(grep.map { " matching \($0)" } ?? "")"
                                    + (shard.map { " in shard \($0)" } ?? ""))
        }
        let count = workers ?? ProcessInfo.processInfo.activeProcessorCount
        let list = ListReporter(total: files.count, update: update, prints: reporters.contains(.list))
        list.begin(workers: min(count, files.count), shard: shard)
        let startedAt = Date()
        let clock = ContinuousClock()
        let start = clock.now
        let collected = Collected()
        let clashing = files.filter { (sharing[SuiteCase.baselineFolder(of: $0)]?.count ?? 0) > 1 }
        for file in clashing {
            let folder = SuiteCase.baselineFolder(of: file)
            let others = sharing[folder, default: []].filter { $0 != file }.joined(separator: ", ")
            let outcome = SuiteCase.Outcome(result: CaptureResult(path: file, status: .error, duration: 0,
                                                                  error: "\(file): its baselines would be in \(folder), as those of \(others) are; rename one of them"))
            list.finished(file, outcome)
            collected.add(outcome)
        }
        SuiteRunner(executable: Self.executable, workers: count, update: update).run(files.filter { !clashing.contains($0) }) { file, outcome in
            list.finished(file, outcome)
            collected.add(outcome)
        }
        let elapsed = clock.now - start
        let report = SuiteReport(startedAt: ISO8601DateFormatter().string(from: startedAt), duration: elapsed.inSeconds, shard: shard,
                                 platform: SuiteCase.platformLine(PlatformInfo.current), captures: collected.results)
        list.end(report, skipped: collected.skipped)
        try SuiteReports.write(report, to: reporters)
        if report.failed + report.errors > 0 { throw ExitCode(1) }
        if report.captures.isEmpty { throw CLIError.badInput("no test found: every file was skipped") }
    }

    /// This executable, for the workers.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}

/// The outcomes as they come, from the runner's report thread.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var results: [CaptureResult] = []
    private(set) var skipped = 0

    func add(_ o: SuiteCase.Outcome) {
        lock.withLock {
            if let r = o.result { results.append(r) } else { skipped += 1 }
        }
    }
}
