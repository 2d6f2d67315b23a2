import Foundation
import Testing
import TestSupport

/// `motionlab test` on a folder as a team keeps one: a passing capture, one whose press was
/// moved by hand, and a file of garbage.
@Suite("Captures as a test suite", .serialized)
struct SuiteCLITests {
    private let dir = makeTemporaryDirectory("motionlab-suite")
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let circles = root.appendingPathComponent("Tests/Captures/circles-lift-drag.json")

    private func run(_ args: [String]) async throws -> MotionLabProcess.Result {
        try await MotionLabProcess.run(args, workingDirectory: dir)
    }

    /// pass.json, tampered.json (the first double-tap moved 150 points right: its circle
    /// spawns elsewhere), garbage.json and a README.
    private func makeSuite() throws {
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("suite"), withIntermediateDirectories: true)
        let text = try String(contentsOf: Self.circles, encoding: .utf8)
        try text.write(to: dir.appendingPathComponent("suite/pass.json"), atomically: true, encoding: .utf8)
        let moved = text.replacingOccurrences(of: #""x":200,"y":200"#, with: #""x":350,"y":200"#)
        #expect(moved != text, "the capture's first press is where the test expects it")
        try moved.write(to: dir.appendingPathComponent("suite/tampered.json"), atomically: true, encoding: .utf8)
        try "{ this is not json".write(to: dir.appendingPathComponent("suite/garbage.json"), atomically: true, encoding: .utf8)
        try "the captures of this team".write(to: dir.appendingPathComponent("suite/README.md"), atomically: true, encoding: .utf8)
    }

    @Test("a passing capture, a tampered one and garbage: exit 1, the tampered named with its layer, the garbage an error, the README skipped")
    func mixedSuite() async throws {
        try makeSuite()
        let r = try await run(["test", "suite", "--workers", "2", "--reporter", "list,junit=out/results.xml,json=out/results.json"])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        let junit = try String(contentsOf: dir.appendingPathComponent("out/results.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testsuites name="motionlab test" tests="3" failures="1" errors="1""#), "\(junit.prefix(300))")
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 3)
        #expect(junit.contains(#"<failure message="mark 1 at"#) && junit.contains("canvas/circle"), "the failure names the mark and the layer")
        #expect(r.stdout.contains("✓") && r.stdout.contains("suite/pass.json"), "\(r.stdout)")
        #expect(r.stdout.contains("suite/tampered.json") && r.stdout.contains("canvas/circle"), "\(r.stdout)")
        #expect(r.stdout.contains("suite/garbage.json (error"), "\(r.stdout)")
        #expect(!r.stdout.contains("README"), "\(r.stdout)")
        #expect(r.stdout.contains("1 passed, 1 failed, 1 error"), "\(r.stdout)")
    }

    @Test("--shard 1/2 and 2/2 are disjoint and together the whole suite")
    func shards() async throws {
        try makeSuite()
        func files(_ out: String) -> Set<String> {
            // The progress lines: "  ✓  [1/3] suite/pass.json (2 marks, 0.05 s)".
            Set(out.split(separator: "\n").filter { $0.hasPrefix("  ✓") || $0.hasPrefix("  ✗") }.compactMap { line in
                line.range(of: "] ").map { String(line[$0.upperBound...].prefix { $0 != " " }) }
            })
        }
        let one = try await run(["test", "suite", "--shard", "1/2"]), two = try await run(["test", "suite", "--shard", "2/2"])
        let whole = try await run(["test", "suite"])
        #expect(files(one.stdout).isDisjoint(with: files(two.stdout)))
        #expect(files(one.stdout).union(files(two.stdout)) == files(whole.stdout) && files(whole.stdout).count == 3, "\(whole.stdout)")
    }

    @Test("a shard past the suite's files holds none: exit 0, and an empty report that merges with the others")
    func emptyShard() async throws {
        try makeSuite()
        let r = try await run(["test", "suite", "--shard", "4/4", "--reporter", "list,json=empty.json"])
        #expect(r.status == 0 && r.stdout.contains("holds none"), "\(r.stdout)\(r.stderr)")
        let report = try String(contentsOf: dir.appendingPathComponent("empty.json"), encoding: .utf8)
        #expect(report.contains(#""captures" : ["#) && report.contains(#""shard" : "4\/4""#) || report.contains(#""shard" : "4/4""#), "\(report)")
    }

    @Test("--update makes the tampered capture pass and leaves the passing one byte for byte")
    func update() async throws {
        try makeSuite()
        try FileManager.default.removeItem(at: dir.appendingPathComponent("suite/garbage.json"))
        let first = try await run(["test", "suite", "--update"])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("suite/tampered.json: mark 1: tree rewritten"), "\(first.stdout)")
        let pass = try Data(contentsOf: dir.appendingPathComponent("suite/pass.json"))
        #expect(pass == (try Data(contentsOf: Self.circles)))
        let baselines = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("suite/pass.marks").path).sorted()
        #expect(baselines == ["mark-1.png", "mark-2.png"])
        let before = try Data(contentsOf: dir.appendingPathComponent("suite/pass.marks/mark-1.png"))
        let again = try await run(["test", "suite", "--update"])
        #expect(again.status == 0 && !again.stdout.contains("updated"), "a second update changes nothing: \(again.stdout)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("suite/pass.marks/mark-1.png")) == before)
        let check = try await run(["test", "suite"])
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test("an --update that cannot write a baseline is an error, not a pass: exit 1")
    func updateThatFails() async throws {
        try makeSuite()
        try FileManager.default.removeItem(at: dir.appendingPathComponent("suite/garbage.json"))
        // A file where the baselines' folder would be: the pictures cannot be written.
        try "in the way".write(to: dir.appendingPathComponent("suite/tampered.marks"), atomically: true, encoding: .utf8)
        let r = try await run(["test", "suite", "--update"])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("suite/tampered.json (error"), "\(r.stdout)")
        #expect(r.stdout.contains("cannot update"), "\(r.stdout)")
    }

    @Test("two files that would share one NAME.marks folder are errors, not each other's baselines")
    func sharedBaselines() async throws {
        try makeSuite()
        try FileManager.default.removeItem(at: dir.appendingPathComponent("suite/garbage.json"))
        try FileManager.default.removeItem(at: dir.appendingPathComponent("suite/tampered.json"))
        try FileManager.default.copyItem(at: dir.appendingPathComponent("suite/pass.json"), to: dir.appendingPathComponent("suite/pass.jsonl"))
        let r = try await run(["test", "suite", "--update"])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("suite/pass.json (error") && r.stdout.contains("suite/pass.jsonl (error"), "\(r.stdout)")
        #expect(r.stdout.contains("rename one of them"), "\(r.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("suite/pass.marks").path), "no baseline written for either")
    }

    @Test("no test found, a bad shard and a missing path are bad usage: exit 2")
    func badUsage() async throws {
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        for args in [["test", "empty"], ["test", "empty", "--shard", "3/2"], ["test", "nowhere"], ["test"]] {
            let r = try await run(args)
            #expect(r.status == 2, "\(args): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
    }
}
