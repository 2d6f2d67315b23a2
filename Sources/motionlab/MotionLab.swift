import ArgumentParser
import Foundation

/// The `motionlab` command: opens the window by default; subcommands render headless
/// screenshots and run benchmarks. Bad input exits with code 2 and one line on stderr.
@main
struct MotionLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motionlab",
        abstract: "iOS-style touch interaction and Core Animation timing in an SDL2 window.",
        discussion: """
            With no subcommand, opens the window: five tabs of exercises (Circles, Black Hole, \
            Color Timer, Magic 8-Ball, Snowman) and the QA studio over them. Every session is \
            recorded; `open` travels through one, `replay` and `test` check captures headless, \
            and `screenshot` and `record` render any moment to PNG or WebP with no display.
            """,
        version: Release.versionLine,
        subcommands: [RunCommand.self, OpenCommand.self, TestCommand.self, MergeReportsCommand.self, TestWorkerCommand.self, ScreenshotCommand.self, RecordCommand.self, ReplayCommand.self, SessionsCommand.self, CompareCommand.self, PlotCommand.self, BenchCommand.self, AssetCommand.self],
        defaultSubcommand: RunCommand.self
    )

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CLIError {
            fail(error.message, code: error.code)
        } catch let code as ExitCode {
            // A verdict, not an error (compare's 1 for "they differ"): it has said its piece.
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let text = message(for: error).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.joined(separator: " ")
            fail("\(text) (see 'motionlab --help')", code: 2)
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data("motionlab: \(message)\n".utf8))
        Foundation.exit(code)
    }
}
