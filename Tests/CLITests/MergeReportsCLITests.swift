import Foundation
import Testing
import TestSupport

/// `motionlab merge-reports` as CI runs it on its shards' JSON reports.
@Suite("Merge reports")
struct MergeReportsCLITests {
    private let dir = makeTemporaryDirectory("motionlab-merge")
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The browser tests' suite: three passed captures, one failed with pictures, one error.
    private static let fixture = root.appendingPathComponent("Tests/Browser/fixtures/suite.json").path

    private func run(_ args: [String]) async throws -> MotionLabProcess.Result {
        try await MotionLabProcess.run(args, workingDirectory: Self.root)
    }

    /// The fixture cut in two shards, every other capture, each at its own time.
    private func shards() throws -> [String] {
        let suite = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.fixture))) as? [String: Any])
        let captures = try #require(suite["captures"] as? [Any])
        return try (0..<2).map { i in
            var shard = suite
            shard["shard"] = "\(i + 1)/2"
            shard["startedAt"] = "2026-11-28T10:00:0\(i)Z"
            shard["duration"] = 1.5 + Double(i)
            shard["captures"] = captures.enumerated().filter { $0.offset % 2 == i }.map(\.element)
            let path = dir.appendingPathComponent("shard-\(i + 1).json").path
            try JSONSerialization.data(withJSONObject: shard).write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    /// Text with the `data-volatile` elements' text and JUnit's times taken out.
    private func stable(_ path: String) throws -> String {
        var text = try String(contentsOfFile: path, encoding: .utf8)
        for pattern in [#"(<[^>]* data-volatile[^>]*>)[^<]*"#, #"( time=")[0-9.]*""#, #"( timestamp=")[^"]*""#] {
            let regex = try NSRegularExpression(pattern: pattern)
            text = regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1")
        }
        return text
    }

    @Test("two shards merge into the JUnit, HTML and pictures one run of the whole writes, durations and times aside")
    func shardsMakeTheWhole() async throws {
        var outputs: [String] = []
        for (name, inputs) in [("whole", [Self.fixture]), ("merged", try shards())] {
            let out = dir.appendingPathComponent(name).path
            let r = try await run(["merge-reports"] + inputs + ["--reporter", "list,junit=\(out).xml,html=\(out)"])
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
            #expect(r.stdout.hasSuffix("5 captures from \(inputs.count) report\(inputs.count == 1 ? "" : "s"): 1 failed, 1 error, 3 passed\n"), "\(r.stdout)")
            outputs.append(out)
        }
        #expect(try stable(outputs[0] + ".xml") == stable(outputs[1] + ".xml"))
        #expect(try stable(outputs[0] + "/index.html") == stable(outputs[1] + "/index.html"))
        let pictures = try outputs.map { try FileManager.default.contentsOfDirectory(atPath: $0 + "/data").sorted() }
        #expect(pictures[0].count == 3 && pictures[0] == pictures[1])
    }

    @Test("a report that is missing, given twice, or shares a capture with another is bad input, in one line naming it")
    func refusals() async throws {
        let shards = try shards()
        let missing = dir.appendingPathComponent("none.json").path
        let r1 = try await run(["merge-reports", shards[0], missing])
        #expect(r1.status == 2 && r1.stderr == "motionlab: cannot read \(missing): no such file; give a report written by motionlab test --reporter json=FILE\n")
        let r2 = try await run(["merge-reports", Self.fixture, shards[1]])
        #expect(r2.status == 2 && r2.stderr.hasPrefix("motionlab: Tests/Captures/") && r2.stderr.contains("is in both \(Self.fixture) and \(shards[1])"), "\(r2.stderr)")
        let r3 = try await run(["merge-reports", shards[0], shards[0]])
        #expect(r3.status == 2 && r3.stderr.contains("\(shards[0]) is given twice"), "\(r3.stderr)")
        #expect(r1.stderr.split(separator: "\n").count == 1 && r2.stderr.split(separator: "\n").count == 1)
    }

    @Test("a bad --reporter, or an HTML folder holding other files, is refused before anything is written")
    func badReporters() async throws {
        let r1 = try await run(["merge-reports", Self.fixture, "--reporter", "list,foo"])
        #expect(r1.status == 2 && r1.stderr == "motionlab: --reporter: unknown reporter 'foo'; use list, junit=FILE.xml, json=FILE.json or html=DIR\n")
        let mine = dir.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        let r2 = try await run(["merge-reports", Self.fixture, "--reporter", "html=\(mine.path)"])
        #expect(r2.status == 2 && r2.stderr.contains("holds files but no MotionLab report"), "\(r2.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path) == ["notes.txt"])
    }
}
