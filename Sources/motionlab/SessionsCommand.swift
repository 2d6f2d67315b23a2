import ArgumentParser
import Foundation
import Services
import Studio
import StudioApp

/// `motionlab sessions`: the sessions the window recorded, where they are, and how each
/// ended, with the command that replays one.
struct SessionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sessions",
        abstract: "List the recorded window sessions: when each started, how long it ran, its first tab, its marks, and how it ended.",
        discussion: "Every window session is recorded from launch into $XDG_STATE_HOME/motionlab/sessions (run --no-record records "
            + "none); the newest 20, and at most 200 MB, are kept. Replay one with: motionlab replay FILE --check."
    )

    func run() throws {
        guard let state = XDGDirectories().stateDirectory else {
            throw CLIError.environment("neither XDG_STATE_HOME nor HOME is set, so there is no sessions folder; set one of them")
        }
        let folder = SessionFolder(state.appendingPathComponent(CapturedFolders.sessionsFolder))
        let sessions = folder.sessions()
        var out = "Sessions in \(folder.url.path) (oldest first; the newest \(SessionFolder.keptSessions), at most "
            + "\(SessionFolder.keptBytes >> 20) MB, are kept):\n"
        if sessions.isEmpty { out += "  none yet: every window session is recorded here from launch\n" }
        for url in sessions {
            out += "  \(url.lastPathComponent): \(Self.describe(url))\n"
        }
        if let last = sessions.last { out += "Replay one with: motionlab replay '\(last.path)' --check\n" }
        try CLIError.writeToStandardOutput(out)
    }

    /// "3 min 12 s, Circles, 4 marks, ended cleanly".
    static func describe(_ url: URL) -> String {
        if SessionFolder.isRecording(url) { return "recording now, in a window still open" }
        let capture: Capture
        do {
            capture = try Capture.load(contentsOf: url)
        } catch {
            return "cannot be read (\(error.message))"
        }
        let seconds = Int(capture.duration.seconds.rounded())
        let length = seconds >= 60 ? "\(seconds / 60) min \(seconds % 60) s" : "\(seconds) s"
        let marks = capture.marks.count
        let ending = capture.abruptEnd.map { "ended abruptly at \(String(format: "%.1f", $0.seconds)) s" } ?? "ended cleanly"
        return "\(length), \(capture.header?.sceneName ?? "no header"), \(marks) mark\(marks == 1 ? "" : "s"), \(ending)"
    }
}
