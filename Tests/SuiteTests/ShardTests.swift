import Foundation
import Suite
import Testing
import TestSupport

@Suite("Shards and discovery")
struct ShardTests {
    @Test("the N shards are disjoint, consecutive, within one in size, and together the whole suite", arguments: [1, 2, 3, 4, 7, 12])
    func shardsCoverTheSuite(_ n: Int) throws {
        for count in [0, 1, 5, 11, 12, 100] {
            let files = (0..<count).map { String(format: "f%03d.json", $0) }
            let parts = try (1...n).map { try Shard(parsing: "\($0)/\(n)").part(of: files) }
            #expect(parts.flatMap { $0 } == files, "\(count) files in \(n)")
            let sizes = parts.map(\.count)
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        }
    }

    @Test("a bad shard is refused in a line that says the form", arguments: ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3", "-1/2"])
    func badShard(_ text: String) {
        #expect(throws: SuiteError.self) { try Shard(parsing: text) }
    }

    @Test("discovery walks folders for .json and .jsonl files, sorted, skipping baselines, hidden folders and other files")
    func discovery() throws {
        let root = makeTemporaryDirectory("suite")
        let fm = FileManager.default
        for p in ["b.json", "a/c.jsonl", "a/README.md", "a/x.marks/mark-1.png", ".hidden/d.json", "e.JSON"] {
            let url = root.appendingPathComponent(p)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url)
        }
        let found = try SuiteDiscovery.files(under: [root.path]).map { String($0.dropFirst(root.path.count + 1)) }
        #expect(found == ["a/c.jsonl", "b.json", "e.JSON"])
        #expect(SuiteDiscovery.matching(found, grep: "C.JS") == ["a/c.jsonl"])
        #expect(throws: SuiteError.self) { try SuiteDiscovery.files(under: [root.appendingPathComponent("nope").path]) }
    }
}
