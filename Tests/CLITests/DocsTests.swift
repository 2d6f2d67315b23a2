import Foundation
import Testing

/// The README's pictures are all made by Tools/make-docs.sh, so one command remakes them.
@Suite("Docs")
struct DocsTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("every picture the README shows is made by Tools/make-docs.sh, and exists")
    func picturesAreMade() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let script = try String(contentsOf: Self.root.appendingPathComponent("Tools/make-docs.sh"), encoding: .utf8)
            .replacingOccurrences(of: "$d/", with: "Assets/Docs/")
        let pictures = readme.components(separatedBy: "](").dropFirst().compactMap { part -> String? in
            let path = String(part.prefix { $0 != ")" })
            return [".png", ".webp"].contains { path.hasSuffix($0) } && !path.hasPrefix("http") ? path : nil
        }
        #expect(pictures.count >= 8, "the README shows \(pictures)")
        for p in pictures {
            #expect(script.contains("--out \(p)"), "\(p) is shown in the README but Tools/make-docs.sh does not make it")
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(p).path), "\(p) is missing")
        }
    }
}
