import Foundation
import Testing
import TestSupport

/// `motionlab replay` and `screenshot --mark` on real captures made in a window under Xvfb
/// (Tests/Captures; see its README for how each was made).
@Suite("Capture and replay", .serialized)
struct CaptureReplayCLITests {
    private let dir = makeTemporaryDirectory("motionlab-replay")
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let captures = ["circles-lift-drag", "black-hole-fling", "eight-ball-shake", "snowman-play-pause", "color-timer-restart"]

    private func capture(_ name: String) -> String { Self.root.appendingPathComponent("Tests/Captures/\(name).json").path }

    /// A home of its own with settings in it, so a test can see that a replay leaves them be.
    private func home() throws -> [String: String] {
        let home = dir.appendingPathComponent("home")
        let config = home.appendingPathComponent(".config/motionlab")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(##"{"circle":"#FF2D55","primary":"#FF9500","secondary":"#5856D6","seconds":5,"timeText":"#FFFFFF"}"##.utf8)
            .write(to: config.appendingPathComponent("color-timer.json"))
        return ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
                "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path]
    }

    private func run(_ args: [String], environment: [String: String] = [:]) async throws -> MotionLabProcess.Result {
        try await MotionLabProcess.run(args, environment: environment, workingDirectory: Self.root)
    }

    @Test("a replay reads the capture's files, never the user's: they are byte for byte the same after it")
    func userFilesUntouched() async throws {
        let env = try home()
        let settings = URL(fileURLWithPath: env["XDG_CONFIG_HOME"]! + "/motionlab/color-timer.json")
        let before = try Data(contentsOf: settings)
        // The capture's own settings (1:04) differ from the user's (0:05): a replay that
        // read the user's would not agree with its marks.
        // The replay's private folder goes with it: no copy of anyone's files is left behind.
        let temporary = dir.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        var withTemporary = env
        withTemporary["TMPDIR"] = temporary.path
        let r = try await run(["replay", capture("color-timer-restart"), "--check"], environment: withTemporary)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        #expect(try Data(contentsOf: settings) == before)
        let made = try FileManager.default.subpathsOfDirectory(atPath: env["HOME"]!)
        #expect(made.sorted() == [".config", ".config/motionlab", ".config/motionlab/color-timer.json"], "\(made)")
    }

    @Test("a capture edited by hand (the drop moved 40 pt) fails its check, naming the layer, and --diff shows why")
    func editedFails() async throws {
        var text = try String(contentsOfFile: capture("circles-lift-drag"), encoding: .utf8)
        // The window's picture of mark 2, as the unedited capture draws it (the window's own
        // is on the machine that made it).
        let window = dir.appendingPathComponent("window.png")
        let shot = try await run(["screenshot", "--script", capture("circles-lift-drag"), "--mark", "2", "--out", window.path])
        #expect(shot.status == 0, "\(shot.stderr)")
        let pictures = text.ranges(of: #""picture":"/tmp/caps/home/Pictures/MotionLab 2026-11-26 at 21.26.52.498.png""#)
        try #require(pictures.count == 1)
        text.replaceSubrange(pictures[0], with: #""picture":"\#(window.path)""#)
        // The release that drops the dragged circle.
        let ups = text.ranges(of: #""type":"up","x":740,"y":370"#)
        try #require(ups.count == 1)
        text.replaceSubrange(ups[0], with: #""type":"up","x":780,"y":370"#)
        let edited = dir.appendingPathComponent("edited.json")
        try text.write(to: edited, atomically: true, encoding: .utf8)
        let diff = dir.appendingPathComponent("diff")
        let r = try await run(["replay", edited.path, "--check", "--diff", diff.path])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("mark 2 at"), "\(r.stdout)")
        #expect(r.stdout.contains("window/content/circles/canvas/circle"), "\(r.stdout)")
        #expect(r.stdout.contains("frame [690, 320, 100, 100] in the capture, [730, 320, 100, 100] in the replay"), "\(r.stdout)")
        let written = try FileManager.default.contentsOfDirectory(atPath: diff.path).sorted()
        #expect(written == ["mark-2.capture.json", "mark-2.diff.png", "mark-2.png", "mark-2.replay.json", "mark-2.txt", "mark-2.window.png"],
                "\(written)")
        let notes = try String(contentsOf: diff.appendingPathComponent("mark-2.txt"), encoding: .utf8)
        #expect(notes.contains("window's picture: \(window.path)"), "\(notes)")
        // The circle stands 40 pt right of where the window showed it: its old and new
        // places differ, and nothing else does.
        #expect(notes.contains("pixels differ beyond antialiasing in 140x100 at (690, 320)"), "\(notes)")
        #expect(try Data(contentsOf: diff.appendingPathComponent("mark-2.window.png")) == Data(contentsOf: window))
    }

    @Test("a stored tree edited only in a square's transform (a half turn, same frame) or only in the ring's stroke end fails its check, naming that property")
    func checkComparesWhatIsDrawn() async throws {
        let identity = #""frame":[150,150,100,100],"hidden":false,"name":"circle","opacity":1,"sublayers":[],"transform":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1]"#
        let turned = #""frame":[150,150,100,100],"hidden":false,"name":"circle","opacity":1,"sublayers":[],"transform":[-1,0,0,0,0,-1,0,0,0,0,1,0,0,0,0,1]"#
        var circles = try String(contentsOfFile: capture("circles-lift-drag"), encoding: .utf8)
        let first = try #require(circles.range(of: identity))
        circles.replaceSubrange(first, with: turned)
        let c = dir.appendingPathComponent("turned.json")
        try circles.write(to: c, atomically: true, encoding: .utf8)
        let r = try await run(["replay", c.path, "--check"])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("window/content/circles/canvas/circle[1]: transform [-1, 0, 0, 0, 0, -1,"), "\(r.stdout)")

        var timer = try String(contentsOfFile: capture("color-timer-restart"), encoding: .utf8)
        // The first mark's ring, whatever the capture's own value: set to 0.93.
        let ringKey = ##""strokeColor":"#FF2D55FF","strokeEnd":"##
        let at = try #require(timer.range(of: ringKey))
        let digits = timer[at.upperBound...].prefix { $0.isNumber || $0 == "." }
        let stored = try #require(Double(digits))
        timer.replaceSubrange(at.upperBound..<timer.index(at.upperBound, offsetBy: digits.count), with: "0.93")
        let t = dir.appendingPathComponent("ring.json")
        try timer.write(to: t, atomically: true, encoding: .utf8)
        let s = try await run(["replay", t.path, "--check"])
        #expect(s.status == 1, "\(s.stdout)\(s.stderr)")
        #expect(s.stdout.contains("timer-ring: strokeEnd 0.930 in the capture, \(String(format: "%.3f", stored)) in the replay"), "\(s.stdout)")
    }

    /// Bad capture files: each gets one line and exit 2, and nothing is written.
    static let bad: [(name: String, text: String, says: String)] = [
        ("truncated", #"{"format":"motionlab-capture","version":1,"size":[1024,700],"tab":"circles","seed":1,"events":[{"t":0,"type":"fra"#, "line 1, column"),
        ("wrong-type", #"{"format":"motionlab-capture","version":1,"size":[1024,700],"tab":"circles","seed":[1],"events":[]}"#, "\"seed\" must be a whole number"),
        ("marks-out-of-order", #"{"format":"motionlab-capture","version":1,"size":[1024,700],"tab":"circles","seed":1,"events":[{"t":2,"type":"mark"},{"t":1,"type":"mark"}]}"#,
         "marks must be in time order"),
        ("garbage", "\u{7F}ELF\u{01}\u{01} garbage", "the top level must be an object"),
        ("cut-header", #"{"format":"motionlab-capture","version":2,"size":[1024,700],"tab":"circ"#, "line 1, column"),
        ("huge-line", #"{"format":"motionlab-capture","version":2,"size":[1024,700],"tab":"circles","seed":1}"# + "\n"
            + #"{"t":0.1,"type":"paste","text":""# + String(repeating: "x", count: 10 << 20) + "\"}\n" + #"{"t":0.2,"type":"frame"}"# + "\n",
         "line 2 is 10.0 MiB; a capture's line may be at most 2.1 MiB"),
    ]

    @Test("bad capture files are refused in one line with exit 2, and --diff writes nothing", arguments: 0..<bad.count)
    func badFiles(_ i: Int) async throws {
        let (name, text, says) = Self.bad[i]
        let file = dir.appendingPathComponent("\(name).json")
        try Data(text.utf8).write(to: file)
        let diff = dir.appendingPathComponent("diff-\(name)")
        let r = try await run(["replay", file.path, "--check", "--diff", diff.path])
        #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
        let named = r.stderr.hasPrefix("motionlab: capture \(file.path): ") || r.stderr.hasPrefix("motionlab: script \(file.path): ")
        #expect(r.stderr.contains(says) && named, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: diff.path))
    }

    @Test("a 10 MB dump in a mark is refused with exit 2, naming the mark")
    func hugeDump() async throws {
        let file = dir.appendingPathComponent("huge.json")
        let name = String(repeating: "x", count: 10 << 20)
        try Data((#"{"format":"motionlab-capture","version":1,"size":[1024,700],"tab":"circles","seed":1,"events":[{"t":0,"type":"mark","dump":{"name":""#
                  + name + #"","frame":[0,0,1,1],"opacity":1,"transform":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],"hidden":false,"sublayers":[]}}]}"#).utf8).write(to: file)
        let r = try await run(["replay", file.path, "--check"])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("mark 1's dump is 10.0 MiB"), "\(r.stderr)")
    }

    @Test("a flag that contradicts the capture's header is refused; --scale may differ")
    func headerWins() async throws {
        let out = dir.appendingPathComponent("x.png").path
        for (flags, says) in [(["--tab", "snowman"], "--tab snowman contradicts the capture"), (["--seed", "5"], "--seed 5 contradicts"),
                              (["--size", "800x600"], "--size 800x600 contradicts")] {
            let r = try await run(["screenshot", "--script", capture("circles-lift-drag"), "--out", out] + flags)
            #expect(r.status == 2 && r.stderr.contains(says), "\(flags): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
        let r = try await run(["screenshot", "--script", capture("circles-lift-drag"), "--mark", "2", "--scale", "0.5", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test("screenshot --dump holds the studio's overlay under its own root while it shows, as the picture does")
    func dumpHoldsTheOverlay() async throws {
        let out = dir.appendingPathComponent("overlay.png").path
        let withPanel = dir.appendingPathComponent("overlay.json").path
        let r = try await run(["screenshot", "--tab", "snowman", "--script", "Assets/Docs/inspector.json", "--at", "3", "--out", out, "--dump", withPanel])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: withPanel))) as? [String: Any])
        #expect(tree["name"] as? String == "window")
        let studio = try #require(tree["studio"] as? [String: Any], "the open inspector is in the dump")
        #expect(studio["name"] as? String == "studio")
        #expect(String(describing: studio).contains("inspector.title"))
        let plain = dir.appendingPathComponent("plain.json").path
        let p = try await run(["screenshot", "--tab", "circles", "--out", out, "--dump", plain])
        #expect(p.status == 0, "\(p.stderr)")
        let bare = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: plain))) as? [String: Any])
        #expect(bare["studio"] == nil, "no overlay shows")
    }

    @Test("screenshot --mark renders the moment of a mark: mid-drag, the lifted circle where mark 1's tree has it")
    func markScreenshot() async throws {
        let out = dir.appendingPathComponent("mark.png").path
        let dump = dir.appendingPathComponent("mark.json").path
        let r = try await run(["screenshot", "--script", capture("circles-lift-drag"), "--mark", "1", "--out", out, "--dump", dump])
        #expect(r.status == 0, "\(r.stderr)")
        // Mark 1 is F12 mid-drag: the lifted circle (120 pt while held) is at 600, 270; by
        // the end it has dropped at 690, 320.
        func frames(named name: String, in node: Any) -> [[Double]] {
            guard let layer = node as? [String: Any] else { return [] }
            let here = layer["name"] as? String == name ? [layer["frame"] as? [Double] ?? []] : []
            return here + (layer["sublayers"] as? [Any] ?? []).flatMap { frames(named: name, in: $0) }
        }
        let tree = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dump)))
        #expect(frames(named: "circle", in: tree).contains([600, 270, 120, 120]), "\(frames(named: "circle", in: tree))")
        let none = try await run(["screenshot", "--script", capture("circles-lift-drag"), "--mark", "3", "--out", out])
        #expect(none.status == 2 && none.stderr.contains("has 2 marks; give one from 1 to 2"), "\(none.stderr)")
    }
}

extension CaptureReplayCLITests {
    @Test("a capture made on another machine replays with a warning that motion may drift, and still checks")
    func otherMachine() async throws {
        let text = try String(contentsOfFile: capture("black-hole-fling"), encoding: .utf8)
        let moved = text.replacingOccurrences(of: #""arch":"x86_64""#, with: #""arch":"riscv64""#)
            .replacingOccurrences(of: #""arch":"aarch64""#, with: #""arch":"riscv64""#)
        try #require(moved != text)
        let file = dir.appendingPathComponent("elsewhere.json")
        try moved.write(to: file, atomically: true, encoding: .utf8)
        let r = try await run(["replay", file.path, "--check"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.contains("the capture was made on another machine (arch"), "\(r.stderr)")
        #expect(r.stderr.contains("riscv64 in the capture"), "\(r.stderr)")
    }
}

extension CaptureReplayCLITests {
    @Test("replay --list --raw tells what a capture holds, in time order, without replaying it")
    func listRaw() async throws {
        let r = try await run(["replay", capture("eight-ball-shake"), "--list", "--raw"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("Magic 8-Ball, 1024x700 at 1x") == true, "\(lines.first ?? "")")
        let shake = try #require(lines.firstIndex { $0.hasSuffix("window moved -80, 0") })
        let answer = try #require(lines.firstIndex { $0.contains("network http://127.0.0.1:18931/Will%20it%20work%20out%3F answered 200") })
        let mark = try #require(lines.lastIndex { $0.contains("mark 2: ") })
        #expect(shake < answer && answer < mark)
        let both = try await run(["replay", capture("eight-ball-shake"), "--list", "--check"])
        #expect(both.status == 2)
        let alone = try await run(["replay", capture("eight-ball-shake"), "--raw"])
        #expect(alone.status == 2)
    }

    @Test("replay --list replays a capture to tell its actions in words: the canvas double-tapped, the circle lifted and dragged")
    func listInWords() async throws {
        let r = try await run(["replay", capture("circles-lift-drag"), "--list"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("capture \(capture("circles-lift-drag")): Circles, 1024x700 at 1x") == true, "\(lines.first ?? "")")
        let actions = lines.dropFirst().map { String($0.dropFirst(10)) }
        #expect(Array(actions) == [
            "double-tap on canvas → circle appears",
            "double-tap on canvas → circle appears",
            "double-tap on canvas → circle appears",
            "lift circle and drag from (500, 250) to (740, 370)",
            "mark 1: /tmp/caps/home/Pictures/MotionLab 2026-11-26 at 21.26.51.222.png",
            "mark 2: /tmp/caps/home/Pictures/MotionLab 2026-11-26 at 21.26.52.498.png",
        ], "\(r.stdout)")
        #expect(lines[1].hasPrefix("   2.088  "), "\(lines[1])")
    }
}
