import Foundation
import Testing

/// The pictures the README and the pages in docs/ show are all made by Tools/make-docs.sh,
/// so one command remakes them.
@Suite("Docs")
struct DocsTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every page in docs/, in a fixed order.
    private static func pages() throws -> [MarkdownPage] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try [MarkdownPage(root.appendingPathComponent("README.md"))]
            + names.map { try MarkdownPage(docs.appendingPathComponent($0)) }
    }

    /// A path as written in `page`, relative to the repository's root.
    private static func fromRoot(_ path: String, in page: MarkdownPage) -> String {
        let resolved = URL(fileURLWithPath: path, relativeTo: page.url.deletingLastPathComponent()).standardizedFileURL.path
        let base = root.standardizedFileURL.path + "/"
        return resolved.hasPrefix(base) ? String(resolved.dropFirst(base.count)) : resolved
    }

    @Test("every picture the README and docs/ show is made by Tools/make-docs.sh, and exists")
    func picturesAreMade() throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent("Tools/make-docs.sh"), encoding: .utf8)
            .replacingOccurrences(of: "$d/", with: "Assets/Docs/")
        var pictures: [String] = []
        for page in try Self.pages() {
            for link in page.links where link.isPicture && !link.target.contains("://") {
                let p = Self.fromRoot(link.target, in: page)
                pictures.append(p)
                #expect(script.contains("--out \(p)"), "\(p), shown in \(page.url.lastPathComponent), is not made by Tools/make-docs.sh")
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(p).path), "\(p) is missing")
            }
        }
        #expect(Set(pictures).count >= 14, "the pages show \(pictures)")
    }
}
