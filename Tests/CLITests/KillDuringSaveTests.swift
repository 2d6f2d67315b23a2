import Foundation
import Testing
import TestSupport

/// Saves killed at random moments, through the same writer the app uses (the
/// `motionlab-save-loop` tool saves over and over until it is killed): the file is always
/// the old version or the new one, whole, and the next save clears any temporary file.
/// A hundred kills each in a full run (`MOTIONLAB_HEAVY_SCALE=1`), twenty in a quick one.
@Suite("Kill during save", .serialized, .tags(.heavy))
struct KillDuringSaveTests {
    let dir = makeTemporaryDirectory("motionlab-kill")
    /// Kills per kind of save.
    static let kills = HeavyRuns.count(100, minimum: 20)

    /// Whether the unreadable-file test can run: as root it must drop to the user nobody,
    /// which `runuser` cannot do inside a user namespace (such as `unshare -r`).
    static let canDropRoot: Bool = {
        guard getuid() == 0 else { return true }
        guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser"), getpwnam("nobody") != nil else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
        probe.arguments = ["-u", "nobody", "--", "/bin/true"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    private var tool: String {
        MotionLabProcess.executable.deletingLastPathComponent().appendingPathComponent("motionlab-save-loop").path
    }

    /// Runs the tool to the end.
    private func complete(_ arguments: [String]) async throws {
        let r = try await MeasuredProcess.run(tool, arguments, timeLimit: 60)
        #expect(r.exitCode == 0, "\(r.stderr)")
    }

    /// Starts the tool saving `count` times, and kills it with SIGKILL after a random
    /// delay. Returns whether a temporary file was there at the moment of the kill.
    private func killMidway(_ arguments: [String], in folder: String) async throws -> Bool {
        let tool = tool
        return try await offPool { try Self.killMidway(tool, arguments, in: folder) }
    }

    /// `killMidway`, waiting on the calling thread.
    private static func killMidway(_ tool: String, _ arguments: [String], in folder: String) throws -> Bool {
        var rng = SystemRandomNumberGenerator()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait for the tool to say the saves begin, then let it save for a random while.
        _ = out.fileHandleForReading.readData(ofLength: 7)
        usleep(UInt32.random(in: 0...20_000, using: &rng))
        kill(process.processIdentifier, SIGSTOP)
        let caught = Self.temporaries(in: folder).count > 0
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return caught
    }

    private static func temporaries(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".motionlab-tmp") }
    }

    @Test("PNG saves killed (100 in a full run) at random moments: the picture is always one whole version")
    func pictures() async throws {
        let reference = dir.appendingPathComponent("reference", isDirectory: true)
        try FileManager.default.createDirectory(at: reference, withIntermediateDirectories: true)
        // The tool alternates two pictures; these are the only two the target may hold.
        try await complete(["png", reference.appendingPathComponent("a.png").path, "1"])
        try await complete(["png", reference.appendingPathComponent("b.png").path, "2"])
        let a = try Data(contentsOf: reference.appendingPathComponent("a.png"))
        let b = try Data(contentsOf: reference.appendingPathComponent("b.png"))
        #expect(a != b && a.count > 200_000)

        let folder = dir.appendingPathComponent("pictures", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("k.png").path
        try await complete(["png", target, "1"])
        var caughtMidSave = 0
        for round in 0..<Self.kills {
            if try await killMidway(["png", target, "100000"], in: folder.path) { caughtMidSave += 1 }
            let now = try Data(contentsOf: URL(fileURLWithPath: target))
            #expect(now == a || now == b, "round \(round): \(now.count) bytes, neither version whole")
        }
        print("kill during save: \(caughtMidSave) of \(Self.kills) PNG kills landed while a temporary file existed")
        #expect(caughtMidSave > 0, "no kill landed in the middle of a save, so this proved nothing")
        try await complete(["png", target, "1"])
        #expect(Self.temporaries(in: folder.path).isEmpty, "temporary files left after the next save")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == a)
    }

    @Test("state saves killed (100 in a full run) at random moments: state.json always holds one whole state")
    func state() async throws {
        let folder = dir.appendingPathComponent("config", isDirectory: true)
        let file = folder.appendingPathComponent("state.json")
        try await complete(["state", folder.path, "1"])
        var caughtMidSave = 0
        for round in 0..<Self.kills {
            if try await killMidway(["state", folder.path, "100000"], in: folder.path) { caughtMidSave += 1 }
            let data = try Data(contentsOf: file)
            let tab = (try? JSONSerialization.jsonObject(with: data) as? [String: String])?["lastTab"]
            #expect(tab == "black-hole" || tab == "snowman", "round \(round): \(String(decoding: data, as: UTF8.self))")
        }
        print("kill during save: \(caughtMidSave) of \(Self.kills) state kills landed while a temporary file existed")
        #expect(caughtMidSave > 0, "no kill landed in the middle of a save, so this proved nothing")
        let r = try await MeasuredProcess.run(tool, ["load-state", folder.path])
        #expect(r.exitCode == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(Self.temporaries(in: folder.path).isEmpty, "temporary files left after the next save")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
    }

    @Test("answer saves killed (100 in a full run) at random moments: answers.json always holds one whole list")
    func answers() async throws {
        let folder = dir.appendingPathComponent("data", isDirectory: true)
        let file = folder.appendingPathComponent("answers.json")
        try await complete(["answers", folder.path, "2"])
        var caughtMidSave = 0
        for round in 0..<Self.kills {
            if try await killMidway(["answers", folder.path, "100000"], in: folder.path) { caughtMidSave += 1 }
            let data = try Data(contentsOf: file)
            let list = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["answers"] as? [[String: String]]
            let texts = list?.compactMap { $0["text"] } ?? []
            #expect(texts.count == 20 && texts.first == "It is certain." || texts == ["Just do it!", "Change your mind"],
                    "round \(round): \(String(decoding: data.prefix(200), as: UTF8.self))")
        }
        print("kill during save: \(caughtMidSave) of \(Self.kills) answer kills landed while a temporary file existed")
        #expect(caughtMidSave > 0, "no kill landed in the middle of a save, so this proved nothing")
        try await complete(["answers", folder.path, "1"])
        #expect(Self.temporaries(in: folder.path).isEmpty, "temporary files left after the next save")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["answers.json"])
    }

    @Test("snowman saves killed (100 in a full run) at random moments: the setting's file is always one whole setting")
    func snowman() async throws {
        let data = dir.appendingPathComponent("snowman-data", isDirectory: true)
        let folder = data.appendingPathComponent("snowman", isDirectory: true)
        let file = folder.appendingPathComponent("bounce.json")
        try await complete(["snowman", data.path, "2"])
        var caughtMidSave = 0
        for round in 0..<Self.kills {
            if try await killMidway(["snowman", data.path, "100000"], in: folder.path) { caughtMidSave += 1 }
            let bytes = try Data(contentsOf: file)
            let json = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any]
            let setting = json?["setting"] as? [String: Any]
            let height = setting?["heightScale"] as? Double, flips = setting?["flipsX"] as? Double
            #expect(json?["name"] as? String == "Bounce" && (height == 3 && flips == 7 || height == 1.2 && flips == 1),
                    "round \(round): \(String(decoding: bytes.prefix(200), as: UTF8.self))")
        }
        print("kill during save: \(caughtMidSave) of \(Self.kills) snowman kills landed while a temporary file existed")
        #expect(caughtMidSave > 0, "no kill landed in the middle of a save, so this proved nothing")
        try await complete(["snowman", data.path, "1"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bounce.json"])
    }

    @Test("a state file its owner cannot read is never replaced, for an unprivileged user",
          .enabled(if: KillDuringSaveTests.canDropRoot, "as root this must drop to the user nobody, which runuser cannot do here (a user namespace?)"))
    func unreadableState() async throws {
        let folder = dir.appendingPathComponent("locked", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("state.json")
        try Data(#"{"lastTab":"snowman"}"#.utf8).write(to: file)
        var command = [tool, "load-state", folder.path]
        if getuid() == 0 {
            // Root reads anything, so run the tool as `nobody`, owning the folder and file.
            let nobody = try #require(getpwnam("nobody")?.pointee)
            chown(dir.path, nobody.pw_uid, nobody.pw_gid)
            chown(folder.path, nobody.pw_uid, nobody.pw_gid)
            chown(file.path, nobody.pw_uid, nobody.pw_gid)
            command = ["/usr/sbin/runuser", "-u", "nobody", "--"] + command
        }
        chmod(file.path, 0)
        let (status, printed) = try await offPool { [command] in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, printed)
        }
        #expect(status == 0)
        #expect(printed.hasPrefix("none\n") && printed.contains("warning: cannot read") && printed.contains("changes are not saved"), "\(printed)")
        chmod(file.path, 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8) == #"{"lastTab":"snowman"}"#)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
    }
}
