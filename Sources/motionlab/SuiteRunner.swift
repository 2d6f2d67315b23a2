import Foundation
import Suite

/// Runs a suite's files in child processes (`motionlab test-worker`), `workers` at a
/// time, and hands each outcome back as it comes, in the order they finish. A worker that
/// crashes, or prints no outcome, gives an error result that says so.
struct SuiteRunner: Sendable {
    /// This executable, which the workers run.
    let executable: String
    let workers: Int
    let update: Bool

    /// Runs every file; `done` is called on one thread at a time, as each finishes.
    func run(_ files: [String], done: @escaping @Sendable (String, SuiteCase.Outcome) -> Void) {
        let group = DispatchGroup()
        let slots = DispatchSemaphore(value: max(1, workers))
        let report = DispatchQueue(label: "motionlab.suite.report")
        for file in files {
            slots.wait()
            group.enter()
            DispatchQueue.global().async {
                let outcome = runOne(file)
                report.sync { done(file, outcome) }
                slots.signal()
                group.leave()
            }
        }
        group.wait()
    }

    private func runOne(_ file: String) -> SuiteCase.Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        func error(_ message: String) -> SuiteCase.Outcome {
            SuiteCase.Outcome(result: CaptureResult(path: file, status: .error, duration: (clock.now - start).inSeconds, error: message))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["test-worker", file] + (update ? ["--update"] : [])
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            return self.runFailure(file, error)
        }
        // Both pipes are drained while it runs, so a full pipe never stalls it.
        let errData = Drained(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderrLine = String(decoding: errData.wait(), as: UTF8.self).split(separator: "\n").last.map(String.init)
        if process.terminationReason == .uncaughtSignal {
            return error("\(file): the replay crashed (signal \(process.terminationStatus))\(stderrLine.map { ": \($0)" } ?? ""); "
                         + "run motionlab replay '\(file)' --check to see it")
        }
        guard let outcome = try? JSONDecoder().decode(SuiteCase.Outcome.self, from: outData) else {
            return error("\(file): the replay ended with no result (exit \(process.terminationStatus))\(stderrLine.map { ": \($0)" } ?? "")")
        }
        return outcome
    }

    private func runFailure(_ file: String, _ e: Error) -> SuiteCase.Outcome {
        SuiteCase.Outcome(result: CaptureResult(path: file, status: .error, duration: 0, error: "\(file): cannot start a worker (\(e.localizedDescription))"))
    }
}

/// A pipe read to its end on a thread of its own.
private final class Drained: @unchecked Sendable {
    private var data = Data()
    private let finished = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            finished.signal()
        }
    }

    /// What was read, once the pipe closed.
    func wait() -> Data {
        finished.wait()
        return data
    }
}
