import Foundation
import Testing
import TestSupport

/// Saves killed at random moments, through the same writer the app uses (the
/// `motionlab-save-loop` tool saves over and over until it is killed): the file is always
/// the old version or the new one, whole, and the next save clears any temporary file.
@Suite("Kill during save", .serialized)
struct KillDuringSaveTests {
    let dir = makeTemporaryDirectory("motionlab-kill")

    private var tool: String {
        MotionLabProcess.executable.deletingLastPathComponent().appendingPathComponent("motionlab-save-loop").path
    }

    /// Runs the tool to the end.
    private func complete(_ arguments: [String]) throws {
        let r = try MeasuredProcess.run(tool, arguments, timeLimit: 60)
        #expect(r.exitCode == 0, "\(r.stderr)")
    }

    /// Starts the tool saving `count` times, and kills it with SIGKILL after a random
    /// delay. Returns whether a temporary file was there at the moment of the kill.
    private func killMidway(_ arguments: [String], in folder: String, rng: inout some RandomNumberGenerator) throws -> Bool {
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
        let caught = temporaries(in: folder).count > 0
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return caught
    }

    private func temporaries(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".motionlab-tmp") }
    }

    @Test("100 PNG saves killed at random moments: the picture is always one whole version")
    func pictures() throws {
        let reference = dir.appendingPathComponent("reference", isDirectory: true)
        try FileManager.default.createDirectory(at: reference, withIntermediateDirectories: true)
        // The tool alternates two pictures; these are the only two the target may hold.
        try complete(["png", reference.appendingPathComponent("a.png").path, "1"])
        try complete(["png", reference.appendingPathComponent("b.png").path, "2"])
        let a = try Data(contentsOf: reference.appendingPathComponent("a.png"))
        let b = try Data(contentsOf: reference.appendingPathComponent("b.png"))
        #expect(a != b && a.count > 200_000)

        let folder = dir.appendingPathComponent("pictures", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("k.png").path
        try complete(["png", target, "1"])
        var rng = SystemRandomNumberGenerator()
        var caughtMidSave = 0
        for round in 0..<100 {
            if try killMidway(["png", target, "100000"], in: folder.path, rng: &rng) { caughtMidSave += 1 }
            let now = try Data(contentsOf: URL(fileURLWithPath: target))
            #expect(now == a || now == b, "round \(round): \(now.count) bytes, neither version whole")
        }
        print("kill during save: \(caughtMidSave) of 100 PNG kills landed while a temporary file existed")
        #expect(caughtMidSave > 0, "no kill landed in the middle of a save, so this proved nothing")
        try complete(["png", target, "1"])
        #expect(temporaries(in: folder.path).isEmpty, "temporary files left after the next save")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == a)
    }

    @Test("100 state saves killed at random moments: state.json always holds one whole state")
    func state() throws {
        let folder = dir.appendingPathComponent("config", isDirectory: true)
        let file = folder.appendingPathComponent("state.json")
        try complete(["state", folder.path, "1"])
        var rng = SystemRandomNumberGenerator()
        var caughtMidSave = 0
        for round in 0..<100 {
            if try killMidway(["state", folder.path, "100000"], in: folder.path, rng: &rng) { caughtMidSave += 1 }
            let data = try Data(contentsOf: file)
            let tab = (try? JSONSerialization.jsonObject(with: data) as? [String: String])?["lastTab"]
            #expect(tab == "black-hole" || tab == "snowman", "round \(round): \(String(decoding: data, as: UTF8.self))")
        }
        print("kill during save: \(caughtMidSave) of 100 state kills landed while a temporary file existed")
        #expect(caughtMidSave > 0, "no kill landed in the middle of a save, so this proved nothing")
        let r = try MeasuredProcess.run(tool, ["load-state", folder.path])
        #expect(r.exitCode == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(temporaries(in: folder.path).isEmpty, "temporary files left after the next save")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
    }

    @Test("100 answer saves killed at random moments: answers.json always holds one whole list")
    func answers() throws {
        let folder = dir.appendingPathComponent("data", isDirectory: true)
        let file = folder.appendingPathComponent("answers.json")
        try complete(["answers", folder.path, "2"])
        var rng = SystemRandomNumberGenerator()
        var caughtMidSave = 0
        for round in 0..<100 {
            if try killMidway(["answers", folder.path, "100000"], in: folder.path, rng: &rng) { caughtMidSave += 1 }
            let data = try Data(contentsOf: file)
            let list = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["answers"] as? [[String: String]]
            let texts = list?.compactMap { $0["text"] } ?? []
            #expect(texts.count == 20 && texts.first == "It is certain." || texts == ["Just do it!", "Change your mind"],
                    "round \(round): \(String(decoding: data.prefix(200), as: UTF8.self))")
        }
        print("kill during save: \(caughtMidSave) of 100 answer kills landed while a temporary file existed")
        #expect(caughtMidSave > 0, "no kill landed in the middle of a save, so this proved nothing")
        try complete(["answers", folder.path, "1"])
        #expect(temporaries(in: folder.path).isEmpty, "temporary files left after the next save")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["answers.json"])
    }

    @Test("100 snowman saves killed at random moments: the setting's file is always one whole setting")
    func snowman() throws {
        let data = dir.appendingPathComponent("snowman-data", isDirectory: true)
        let folder = data.appendingPathComponent("snowman", isDirectory: true)
        let file = folder.appendingPathComponent("bounce.json")
        try complete(["snowman", data.path, "2"])
        var rng = SystemRandomNumberGenerator()
        var caughtMidSave = 0
        for round in 0..<100 {
            if try killMidway(["snowman", data.path, "100000"], in: folder.path, rng: &rng) { caughtMidSave += 1 }
            let bytes = try Data(contentsOf: file)
            let json = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any]
            let setting = json?["setting"] as? [String: Any]
            let height = setting?["heightScale"] as? Double, flips = setting?["flipsX"] as? Double
            #expect(json?["name"] as? String == "Bounce" && (height == 3 && flips == 7 || height == 1.2 && flips == 1),
                    "round \(round): \(String(decoding: bytes.prefix(200), as: UTF8.self))")
        }
        print("kill during save: \(caughtMidSave) of 100 snowman kills landed while a temporary file existed")
        #expect(caughtMidSave > 0, "no kill landed in the middle of a save, so this proved nothing")
        try complete(["snowman", data.path, "1"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bounce.json"])
    }

    @Test("a state file its owner cannot read is never replaced, for an unprivileged user")
    func unreadableState() throws {
        let folder = dir.appendingPathComponent("locked", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("state.json")
        try Data(#"{"lastTab":"snowman"}"#.utf8).write(to: file)
        var command = [tool, "load-state", folder.path]
        if getuid() == 0 {
            // Root reads anything, so run the tool as `nobody`, owning the folder and file.
            guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser"),
                  let nobody = getpwnam("nobody")?.pointee else {
                print("skipped: needs runuser and the user nobody to drop root")
                return
            }
            chown(dir.path, nobody.pw_uid, nobody.pw_gid)
            chown(folder.path, nobody.pw_uid, nobody.pw_gid)
            chown(file.path, nobody.pw_uid, nobody.pw_gid)
            command = ["/usr/sbin/runuser", "-u", "nobody", "--"] + command
        }
        chmod(file.path, 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed.hasPrefix("none\n") && printed.contains("warning: cannot read") && printed.contains("changes are not saved"), "\(printed)")
        chmod(file.path, 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8) == #"{"lastTab":"snowman"}"#)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
    }
}
