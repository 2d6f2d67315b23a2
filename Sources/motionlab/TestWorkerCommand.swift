import ArgumentParser
import Foundation

/// `motionlab test-worker FILE`: one file of a suite, for `motionlab test` to run in a
/// child process, so a crash is a result rather than the end of the run. Prints the
/// outcome as one JSON object on stdout. Not for people: hidden from help.
struct TestWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "test-worker", abstract: "Check one file of a suite (motionlab test runs this).",
                                                    shouldDisplay: false)

    @Argument var file: String

    @Flag(name: .long) var update = false

    func run() throws {
        let outcome = SuiteCase(path: file, update: update, fonts: try CLIError.loadFonts()).run()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do { data = try encoder.encode(outcome) } catch { throw CLIError.environment("cannot encode the outcome of \(file): \(error)") }
        try CLIError.writeToStandardOutput(String(decoding: data, as: UTF8.self) + "\n")
    }
}
