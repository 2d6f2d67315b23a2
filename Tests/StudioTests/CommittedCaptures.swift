import Foundation

/// The captures made in a real window and committed in Tests/Captures, by file name.
enum CommittedCaptures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Captures")

    /// Every .json file there, sorted.
    static func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }
}
