import Foundation
import Testing
import TestSupport

/// The command line attacked as a hostile user would, through the real binary in a
/// temporary folder: nothing the user has is lost, nothing crashes or hangs, and every
/// refusal is one line with exit code 2 (bad input) or 1 (the machine).
@Suite("Command line under attack")
struct CLIHardeningTests {
    let dir = makeTemporaryDirectory("motionlab-hostile")

    private func file(_ name: String) -> String { dir.appendingPathComponent(name).path }

    private func write(_ text: String, to name: String) throws -> String {
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
        return file(name)
    }

    /// Runs motionlab; checks the exit code, that stderr is one line starting "motionlab:",
    /// and that it contains `says`.
    @discardableResult
    private func refuse(_ args: [String], code: Int32, says: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> MotionLabProcess.Result {
        let r = try await MotionLabProcess.run(args, timeLimit: 30)
        #expect(r.status == code, "exit \(r.status): \(r.stderr)", sourceLocation: sourceLocation)
        #expect(!r.timedOut, sourceLocation: sourceLocation)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("motionlab: "), "stderr: \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.contains(says), "stderr: \(r.stderr)", sourceLocation: sourceLocation)
        return r
    }

    private var png: String { file("good.png") }

    /// A picture to protect.
    private func goodPicture() async throws -> Data {
        let r = try await MotionLabProcess.run(["screenshot", "--size", "64x48", "--out", png])
        #expect(r.status == 0)
        return try Data(contentsOf: URL(fileURLWithPath: png))
    }

    // MARK: Outputs

    @Test("--out refuses a device, a pipe, a folder and a read-only file, and leaves each as it was", arguments: ["device", "fifo", "folder", "readonly"])
    func refusedTargets(kind: String) async throws {
        let p = file("target")
        switch kind {
        case "device": guard mknod(p, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 else { return } // needs root
        case "fifo": mkfifo(p, 0o644)
        case "folder": try FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: true)
        default:
            _ = try write("mine", to: "target")
            chmod(p, 0o444)
        }
        var before = stat()
        lstat(p, &before)
        let words = ["device": "it is a device", "fifo": "it is a pipe", "folder": "it is a folder", "readonly": "it is read-only"][kind]!
        try await refuse(["screenshot", "--size", "64x48", "--out", p], code: 2, says: words)
        try await refuse(["plot", "--curve", "linear", "--out", p], code: 2, says: words)
        var after = stat()
        lstat(p, &after)
        #expect(before.st_mode == after.st_mode && before.st_ino == after.st_ino && before.st_size == after.st_size)
    }

    @Test("--out or --dump naming the script or the layout is refused before any rendering, and the file is untouched")
    func outputIsInput() async throws {
        let script = try write(#"{"events":[]}"#, to: "s.json")
        try await refuse(["screenshot", "--script", script, "--out", script], code: 2, says: "which this command reads")
        try await refuse(["screenshot", "--script", script, "--dump", script, "--out", png], code: 2, says: "which this command reads")
        #expect(try String(contentsOfFile: script, encoding: .utf8) == #"{"events":[]}"#)
        // An hour of replay would take a long while: a refusal in well under that came first.
        let sheet = try write(#"{"events":[]}"#, to: "s.png"), layout = try write("{squares: []}", to: "l.webp")
        let start = ContinuousClock.now
        try await refuse(["record", "--script", sheet, "--to", "3600", "--fps", "1", "--out", sheet], code: 2, says: "which this command reads")
        try await refuse(["record", "--tab", "black-hole", "--layout", layout, "--to", "3600", "--fps", "1", "--out", layout], code: 2, says: "which this command reads")
        try await refuse(["screenshot", "--tab", "black-hole", "--layout", layout, "--at", "3600", "--out", layout], code: 2, says: "which this command reads")
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(try String(contentsOfFile: sheet, encoding: .utf8) == #"{"events":[]}"#)
        #expect(try String(contentsOfFile: layout, encoding: .utf8) == "{squares: []}")
    }

    @Test("a symbolic link is followed: the picture goes to its target, the link stays")
    func symlinkFollowed() async throws {
        _ = try await goodPicture()
        let link = file("link.png")
        symlink(png, link)
        let r = try await MotionLabProcess.run(["screenshot", "--size", "80x60", "--out", link])
        #expect(r.status == 0, "\(r.stderr)")
        var s = stat()
        lstat(link, &s)
        #expect(s.st_mode & S_IFMT == S_IFLNK)
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)) != Data())
    }

    @Test("a full disk fails the save with exit 1 and leaves the old picture whole")
    func fullDisk() async throws {
        guard getuid() == 0 else {
            print("skipped: mounting a small tmpfs needs root")
            return
        }
        let mount = makeTemporaryDirectory("motionlab-full")
        guard Glibc.mount("tmpfs", mount.path, "tmpfs", 0, "size=12k") == 0 else {
            print("skipped: cannot mount a tmpfs here")
            return
        }
        defer { umount(mount.path) }
        let target = mount.appendingPathComponent("k.png").path
        #expect(try await MotionLabProcess.run(["screenshot", "--size", "32x24", "--out", target]).status == 0)
        let old = try Data(contentsOf: URL(fileURLWithPath: target))
        try await refuse(["screenshot", "--size", "1200x900", "--tab", "black-hole", "--out", target], code: 1, says: "the disk is full")
        try await refuse(["plot", "--curve", "spring(damping=3)", "--size", "1600x1200", "--out", target], code: 1, says: "the disk is full")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: mount.path) == ["k.png"], "no temporary file left")
    }

    @Test("plot to a full stdout says so with exit 1, and does not crash")
    func fullStdout() async throws {
        let (status, exited, stderr) = try await offPool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "'\(MotionLabProcess.executable.path)' plot --curve linear --csv > /dev/full"]
            let err = Pipe()
            process.standardError = err
            try process.run()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, process.terminationReason == .exit, stderr)
        }
        #expect(status == 1 && exited, "\(stderr)")
        #expect(stderr.hasPrefix("motionlab: cannot write to stdout"), "\(stderr)")
    }

    // MARK: Numbers

    @Test("numbers past the limits are refused at the border with one line", arguments: [
        (#"{"events":[{"t":0,"type":"down","x":1,"y":1,"pointer":1e300}]}"#, "\"pointer\""),
        (#"{"events":[{"t":0,"type":"down","x":1,"y":1,"pointer":1000}]}"#, "\"pointer\" 1000 is out of range"),
        (#"{"size":[1e308,1e308],"events":[]}"#, "\"size\""),
        (#"{"size":[1e10,16],"events":[]}"#, "each side must lie in 1…16384"),
        (#"{"size":[0.4,0.4],"events":[]}"#, "each side must lie in 1…16384"),
        (#"{"events":[{"t":0,"type":"resize","size":[1e308,1e308]}]}"#, "event 0: \"size\""),
        (#"{"events":[{"t":1e12,"type":"key","key":"a"}]}"#, "\"t\" 1000000000000 is out of range"),
        (#"{"events":[{"t":0,"type":"down","x":1e200,"y":1}]}"#, "\"x\""),
        (#"{"events":[{"t":0,"type":"key","key":"banana"}]}"#, "is not a key"),
        (#"{"events":[{"t":0,"type":"key","key":"a","colour":3}]}"#, "have no \"colour\""),
        (#"{"events":"# + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}", "nested more than 64 deep"),
    ])
    func scriptLimits(json: String, message: String) async throws {
        let script = try write(json, to: "hostile.json")
        try await refuse(["screenshot", "--script", script, "--out", png], code: 2, says: message)
    }

    @Test("options past the limits are refused with what is allowed", arguments: [
        (["screenshot", "--size", "8192x8192", "--scale", "3"], "the limit is 16384 a side"),
        (["screenshot", "--scale", "1e-300"], "is under a pixel"),
        (["screenshot", "--at", "1e308"], "--at must be a time in seconds from 0 to 3600"),
        (["screenshot", "--size", "0x5"], "--size must be WIDTHxHEIGHT, each side a whole number of points from 1 to 16384"),
        (["bench", "--frames", "9223372036854775807"], "--frames must lie in 5...100000"),
        (["bench", "--seek", "--seek-seconds", "5"], "--seek-seconds takes 10 to 3600"),
        (["plot", "--curve", "spring(damping=1e308)", "--csv"], "damping must lie in"),
        (["plot", "--curve", "cubic-bezier(0,1e308,1,-1e308)", "--csv"], "y1 and y2 must lie in"),
        (["plot", "--curve", "spring(mass=1,mass=2)", "--csv"], "mass is given twice"),
    ])
    func optionLimits(args: [String], message: String) async throws {
        let full = args.contains("--csv") || args.first == "bench" ? args : args + ["--out", png]
        try await refuse(full, code: 2, says: message)
    }

    @Test("a huge curve is echoed cut short")
    func longCurve() async throws {
        let curve = "spring(" + String(repeating: "x", count: 130_000) + ")"
        let r = try await refuse(["plot", "--curve", curve, "--csv"], code: 2, says: "invalid curve")
        #expect(r.stderr.count < 600)
    }

    // MARK: Files given as input

    @Test("a script that is a folder, a pipe or missing is named in plain words", arguments: ["folder", "fifo", "missing"])
    func scriptKinds(kind: String) async throws {
        let p = file("in-\(kind)")
        switch kind {
        case "folder": try FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: true)
        case "fifo": mkfifo(p, 0o644)
        default: break
        }
        let words = ["folder": "it is a folder", "fifo": "it is a pipe (FIFO)", "missing": "no such file"][kind]!
        let r = try await refuse(["screenshot", "--script", p, "--out", png], code: 2, says: words)
        #expect(!r.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test("a script over 16 MiB is refused before it is read")
    func hugeScript() async throws {
        let p = file("huge.json")
        _ = FileManager.default.createFile(atPath: p, contents: nil)
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: p))
        try h.truncate(atOffset: 17 << 20)
        try h.close()
        try await refuse(["screenshot", "--script", p, "--out", png], code: 2, says: "a script may be at most 16 MiB")
    }

    @Test("the folder named for --out must be a folder")
    func outFolderIsAFile() async throws {
        try await refuse(["screenshot", "--out", "/etc/passwd/x.png"], code: 2, says: "/etc/passwd is not a folder")
    }

    // MARK: Time and memory

    @Test("an hour of idle virtual time costs almost nothing, and 64 touches held at once are quick")
    func idleAndManyTouches() async throws {
        let idle = try write(#"{"events":[{"t":1,"type":"down","x":300,"y":300},{"t":1.1,"type":"up","x":300,"y":300}]}"#, to: "idle.json")
        // CPU time, not wall time: the work an idle hour costs, however busy the machine is.
        let r = try await MeasuredProcess.run(MotionLabProcess.executable.path,
                                              ["screenshot", "--script", idle, "--at", "3600", "--out", png], timeLimit: 60)
        #expect(r.exitCode == 0 && r.cpuSeconds < 10, "\(r.cpuSeconds) s of CPU: \(r.stderr)")
        var events = (1...63).map { #"{"t":0.1,"type":"down","x":\#(10 * $0),"y":200,"pointer":\#($0)}"# }
        for round in 1...200 {
            events += (1...63).map { #"{"t":\#(0.1 + Double(round) * 0.01),"type":"move","x":\#(10 * $0),"y":\#(200 + round),"pointer":\#($0)}"# }
        }
        let many = try write(#"{"events":["# + events.joined(separator: ",") + "]}", to: "many.json")
        let r2 = try await MotionLabProcess.run(["screenshot", "--script", many, "--out", png], timeLimit: 30)
        #expect(r2.status == 0 && !r2.timedOut, "\(r2.stderr)")
    }

    @Test("a 15 MiB script parses in under ten times its size of memory")
    func scriptMemory() async throws {
        var text = #"{"size":[800,600],"events":["#
        var t = 0.0
        while text.utf8.count < 15 << 20 {
            t += 0.001
            text += #"{"t":\#(String(format: "%.3f", t)),"type":"move","x":\#(Int(t * 1000) % 800),"y":\#(Int(t * 700) % 600)},"#
        }
        text += #"{"t":\#(t + 0.001),"type":"move","x":1,"y":1}]}"#
        let p = try write(text, to: "big.json")
        let r = try await MeasuredProcess.run(MotionLabProcess.executable.path, ["screenshot", "--script", p, "--at", "0", "--out", png],
                                        environment: ["SDL_VIDEODRIVER": "offscreen"], timeLimit: 120)
        #expect(r.exitCode == 0, "\(r.stderr)")
        let peak = r.peakBytes
        #expect(peak <= 10 * text.utf8.count, "peak \(peak >> 20) MiB for a \(text.utf8.count >> 20) MiB script")
    }
}
