import Foundation
import Testing
import TestSupport

@Suite("Command line", .serialized)
struct CLITests {
    private let dir = makeTemporaryDirectory("motionlab-cli")

    private func write(_ text: String, to name: String) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("the executable was built next to the tests")
    func executableExists() {
        #expect(FileManager.default.isExecutableFile(atPath: MotionLabProcess.executable.path),
                "expected \(MotionLabProcess.executable.path); run 'swift build' first")
    }

    @Test("--help works on every command", arguments: [[], ["run"], ["screenshot"], ["bench"]])
    func help(command: [String]) async throws {
        let r = try await MotionLabProcess.run(command + ["--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("USAGE"))
    }

    @Test("bad input gives one line on stderr and exit code 2", arguments: [
        (["screenshot", "--tab", "nowhere", "--out", "X"], "nowhere"),
        (["screenshot", "--size", "12by7", "--out", "X"], "12by7"),
        (["screenshot", "--script", "/nonexistent/s.json", "--out", "X"], "/nonexistent/s.json"),
        (["screenshot", "--out", "/nonexistent-dir/x.png"], "/nonexistent-dir"),
        (["--tab", "nowhere"], "nowhere"),
        (["screenshot", "--bogus", "--out", "X"], "--bogus"),
    ])
    func badInput(arguments: [String], named: String) async throws {
        let args = arguments.map { $0 == "X" ? dir.appendingPathComponent("x.png").path : $0 }
        let r = try await MotionLabProcess.run(args)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.contains(named))
    }

    @Test("a malformed script is reported with its line and column")
    func malformedScript() async throws {
        let script = try write("{\"events\": [\n  {\"t\": 0.1 \"type\": \"down\"}\n]}", to: "bad.json")
        let r = try await MotionLabProcess.run(["screenshot", "--script", script, "--out", dir.appendingPathComponent("o.png").path])
        #expect(r.status == 2)
        #expect(r.stderr.contains(script) && r.stderr.contains("line 2, column"), "stderr: \(r.stderr)")
    }

    @Test("with no display, run says what to do and exits 1")
    func noDisplay() async throws {
        let r = try await MotionLabProcess.run([], environment: ["SDL_VIDEODRIVER": "x11", "XDG_CONFIG_HOME": dir.path],
                                         removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("motionlab screenshot") && r.stderr.contains("Xvfb"))
    }

    @Test("with no display and no driver asked for, run does not fall back to an invisible window: it exits 1",
          arguments: [[String: String](), ["DISPLAY": ":77"]])
    func noDisplayFallback(display: [String: String]) async throws {
        var env = display
        env["XDG_CONFIG_HOME"] = dir.path
        let r = try await MotionLabProcess.run(["run"], environment: env, removing: ["SDL_VIDEODRIVER", "WAYLAND_DISPLAY"] + (display.isEmpty ? ["DISPLAY"] : []),
                                         timeLimit: 20)
        #expect(!r.timedOut, "it ran on with no window")
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("no display") && r.stderr.contains("Xvfb"), "stderr: \(r.stderr)")
    }

    @Test("Black Hole renders with nothing on stdout (Chipmunk's debug banner is kept off it), and a bad layout only warns")
    func blackHoleQuietAndForgiving() async throws {
        let out = dir.appendingPathComponent("bh.png").path
        let r = try await MotionLabProcess.run(["screenshot", "--tab", "black-hole", "--out", out])
        #expect(r.status == 0 && r.stdout.isEmpty, "stdout: \(r.stdout)")
        let bad = try write("{'squares': [}", to: "layout.json")
        let r2 = try await MotionLabProcess.run(["screenshot", "--tab", "black-hole", "--layout", bad, "--dump", dir.appendingPathComponent("d.json").path, "--out", out])
        #expect(r2.status == 0)
        #expect(r2.stderr == "motionlab: layout \(bad): malformed JSON at line 1, column 14: expected a value; starting with three random squares\n")
        let dump = try String(contentsOf: dir.appendingPathComponent("d.json"), encoding: .utf8)
        #expect(dump.components(separatedBy: "\"square\"").count - 1 == 3)
        #expect(try String(contentsOfFile: bad, encoding: .utf8) == "{'squares': [}", "the layout file is never rewritten")
    }

    @Test("the same inputs give the same PNG bytes, and the dump names the tab")
    func deterministic() async throws {
        let script = try write(#"{"size":[800,600],"events":[{"t":0.1,"type":"key","key":"ctrl+2"},{"t":0.3,"type":"move","x":400,"y":580}]}"#, to: "s.json")
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        let dump = dir.appendingPathComponent("d.json").path
        for out in [a, b] {
            let r = try await MotionLabProcess.run(["screenshot", "--tab", "circles", "--script", script, "--dump", dump, "--out", out])
            #expect(r.status == 0, "stderr: \(r.stderr)")
        }
        let bytesA = try Data(contentsOf: URL(fileURLWithPath: a)), bytesB = try Data(contentsOf: URL(fileURLWithPath: b))
        #expect(bytesA.count > 1000 && bytesA == bytesB)
        let tree = try String(contentsOf: URL(fileURLWithPath: dump), encoding: .utf8)
        #expect(tree.contains("\"black-hole\""))
        #expect(tree.contains("\"frame\" : [\n    0,\n    0,\n    800,\n    600"))
    }
}

@Suite("Plot command", .serialized)
struct PlotCommandTests {
    private let dir = makeTemporaryDirectory("motionlab-plot")

    @Test("CSV gives t,value rows with t in [0,1] for timing functions")
    func csvTiming() async throws {
        let r = try await MotionLabProcess.run(["plot", "--curve", "cubic-bezier(0.25,0,0.75,1)", "--samples", "5", "--csv"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first == "t,value" && lines.count == 6)
        #expect(lines[2] == "0.250000,0.182356")
    }

    @Test("CSV for a spring runs in seconds")
    func csvSpring() async throws {
        let r = try await MotionLabProcess.run(["plot", "--curve", "spring(stiffness=100,damping=10)", "--duration", "2", "--samples", "3", "--csv"])
        #expect(r.status == 0)
        #expect(r.stdout.split(separator: "\n").last?.hasPrefix("2.000000,") == true)
    }

    @Test("a PNG is drawn for each named curve and a spring",
          arguments: ["linear", "easeIn", "easeOut", "easeInEaseOut", "default", "spring(mass=1,stiffness=100,damping=10,velocity=0)"])
    func png(curve: String) async throws {
        let out = dir.appendingPathComponent("\(curve.prefix(6)).png").path
        let r = try await MotionLabProcess.run(["plot", "--curve", curve, "--out", out])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test("a malformed curve exits 2 with one line naming it")
    func malformed() async throws {
        let r = try await MotionLabProcess.run(["plot", "--curve", "spring(mass=-1)", "--csv"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("spring(mass=-1)") && r.stderr.split(separator: "\n").count == 1)
    }

    @Test("exactly one of --csv and --out is required")
    func oneOutput() async throws {
        let r = try await MotionLabProcess.run(["plot", "--curve", "linear"])
        #expect(r.status == 2 && r.stderr.contains("--csv"))
    }
}
