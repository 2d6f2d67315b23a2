import Foundation

/// The moving part of a "save that" report (Ctrl+Shift+S): the last seconds re-rendered
/// from the report's capture, and the animations at its moment, by this same program in
/// child processes at low priority, so the window never stalls.
enum ReportRenderer {
    /// Work that renders `last-10s.webp` and `animations.json` (with the replay's picture
    /// of the moment, `replay.png`) into `folder`, and says in a line what it made.
    static func work(folder: URL, capture: URL, mark: Int, from: Double, to: Double) -> @Sendable () async -> String {
        let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let webp = folder.appendingPathComponent("last-10s.webp").path
        let record = ["record", "--script", capture.path, "--from", String(format: "%.3f", from), "--to", String(format: "%.3f", to), "--out", webp]
        let screenshot = ["screenshot", "--script", capture.path, "--mark", String(mark),
                          "--animations", folder.appendingPathComponent("animations.json").path,
                          "--out", folder.appendingPathComponent("replay.png").path]
        return {
            let failures = [record, screenshot].compactMap { run(program, $0) }
            guard failures.isEmpty else {
                return "Report saved in \(folder.path), but its last seconds could not be rendered: \(failures[0])"
            }
            return "Report ready: \(folder.path) (the last \(Int(to - from)) s in last-10s.webp)"
        }
    }

    /// Runs the program with `arguments` at low priority; returns the first line it
    /// printed on failure, or nil when it succeeded.
    @Sendable static func run(_ program: String, _ arguments: [String]) -> String? {
        let p = Process()
        let nice = "/usr/bin/nice"
        if FileManager.default.isExecutableFile(atPath: nice) {
            p.executableURL = URL(fileURLWithPath: nice)
            p.arguments = ["-n", "10", program] + arguments
        } else {
            p.executableURL = URL(fileURLWithPath: program)
            p.arguments = arguments
        }
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        do {
            try p.run()
        } catch {
            return "cannot start \(program): \(error.localizedDescription)"
        }
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            return text.split(separator: "\n").first.map(String.init) ?? "it exited with \(p.terminationStatus)"
        }
        return nil
    }
}
