import Animation
import Foundation
import Geometry
@testable import Studio
import StudioApp
import Testing

/// `motionlab test --update` rewrites the trees of the marks that differ, and nothing else.
@Suite("Rewriting a mark's tree")
struct MarkTreesTests {
    static func file(_ name: String) throws -> Data {
        try Data(contentsOf: CommittedCaptures.folder.appendingPathComponent(name))
    }

    @Test("a capture's mark gets the new tree; the other mark and every byte around it stay", arguments: ["circles-lift-drag.json", "eight-ball-shake.json"])
    func rewritesOneMark(_ name: String) throws {
        let data = try Self.file(name)
        let before = try Capture(json: data)
        var tree = try #require(before.marks[1].mark.dump)
        tree.name = "replaced"
        let after = try Capture.replacingMarkTrees(in: data, with: [2: tree])
        let reread = try Capture(json: after)
        #expect(reread.marks[1].mark.dump == tree)
        #expect(reread.marks[1].mark.time == before.marks[1].mark.time && reread.marks[1].mark.picture == before.marks[1].mark.picture)
        #expect(reread.marks[0].mark == before.marks[0].mark)
        #expect(reread.entries.count == before.entries.count)
        // Up to where mark 2's event starts, the bytes are the file's own.
        let common = zip(data, after).prefix { $0 == $1 }.count
        #expect(common > data.count / 3, "only the mark's own bytes change")
        #expect(try Capture.replacingMarkTrees(in: data, with: [:]) == data)
    }

    @Test("a script's mark, which stores no tree, gets one; asking for a mark past its marks is refused")
    func scriptGetsATree() throws {
        let script = Data(#"{"size": [640, 480], "events": [{"t": 0.5, "type": "down", "x": 10, "y": 10}, {"t": 0.6, "type": "up", "x": 10, "y": 10}, {"t": 1, "type": "mark"}]}"#.utf8)
        let tree = LayerDump(name: "window", frame: [0, 0, 640, 480], opacity: 1, backgroundColor: nil, transform: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], hidden: false,
                             text: nil, shape: nil, sublayers: [])
        let after = try Capture.replacingMarkTrees(in: script, with: [1: tree])
        #expect(try Capture(json: after).marks.first?.mark.dump == tree)
        #expect(String(decoding: after, as: UTF8.self).hasPrefix(#"{"size": [640, 480], "events": [{"t": 0.5, "type": "down""#))
        #expect(throws: CaptureError.self) { try Capture.replacingMarkTrees(in: script, with: [2: tree]) }
    }
}
