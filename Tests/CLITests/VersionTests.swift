import Foundation
import Testing
import TestSupport

/// `motionlab --version`: the release CHANGELOG.md numbers, and the commit the binary was
/// built from, which Tools/build-commit.sh reads before each build.
@Suite("Version")
struct VersionTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("--version names CHANGELOG.md's newest release and the checkout's commit")
    func versionLine() async throws {
        let result = try await MotionLabProcess.run(["--version"])
        #expect(result.status == 0)
        let line = result.stdout.trimmingCharacters(in: .newlines)
        let match = try #require(line.wholeMatch(of: /motionlab (\d+\.\d+\.\d+) \(commit ([0-9a-f]{12}|unknown)(, with uncommitted changes)?\)/),
                                 "--version printed \(line)")
        let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true }
        #expect(newest?.hasPrefix("## \(match.1) ") == true, "CHANGELOG.md's newest release is \(newest ?? "none"), --version says \(match.1)")
        if FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(".git").path) {
            let head = try await Self.run("/usr/bin/git", ["-C", Self.root.path, "rev-parse", "HEAD"])
            #expect(head.output.hasPrefix(String(match.2)), "built from \(match.2), the checkout is at \(head.output)")
        }
    }

    @Test("the build's commit: a checkout's own, marked when changed, and unknown outside git or inside another repository")
    func buildCommit() async throws {
        let dir = makeTemporaryDirectory("motionlab-build-commit")
        defer { try? FileManager.default.removeItem(at: dir) }
        let repo = dir.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "one\n".write(to: repo.appendingPathComponent("file.txt"), atomically: true, encoding: .utf8)
        let git = ["-C", repo.path, "-c", "user.name=t", "-c", "user.email=t@localhost"]
        _ = try await Self.run("/usr/bin/git", ["init", "-q", repo.path])
        _ = try await Self.run("/usr/bin/git", git + ["add", "file.txt"])
        _ = try await Self.run("/usr/bin/git", git + ["commit", "-q", "-m", "one"])
        let head = try await Self.run("/usr/bin/git", ["-C", repo.path, "rev-parse", "HEAD"]).output

        let out = dir.appendingPathComponent("out")
        let file = out.appendingPathComponent("BuildCommit.swift")
        func written(for package: URL) async throws -> String {
            let run = try await Self.run("/bin/sh", [Self.root.appendingPathComponent("Tools/build-commit.sh").path, package.path, out.path])
            #expect(run.status == 0, "build-commit.sh: \(run.output)")
            return try String(contentsOf: file, encoding: .utf8)
        }
        let clean = try await written(for: repo)
        #expect(clean.contains("let buildCommit = \"\(head)\""), "\(clean)")
        #expect(clean.contains("let buildHasUncommittedChanges = false"), "\(clean)")

        // The same state again leaves the file as it was, so nothing recompiles.
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        try await Task.sleep(for: .milliseconds(20))
        _ = try await written(for: repo)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == before)

        try "two\n".write(to: repo.appendingPathComponent("file.txt"), atomically: true, encoding: .utf8)
        #expect(try await written(for: repo).contains("let buildHasUncommittedChanges = true"))

        // A folder inside another repository (a tarball unpacked in one) is not that commit.
        #expect(try await written(for: repo.appendingPathComponent("sub")).contains("let buildCommit = \"unknown\""))
        let plain = dir.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        #expect(try await written(for: plain).contains("let buildCommit = \"unknown\""))
    }

    /// Runs a program, its stdout and stderr together, trimmed.
    private static func run(_ executable: String, _ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await offPool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
