import Foundation
import Testing
import TestSupport

/// The README and the pages in docs/ hold together: every picture they show is made by
/// Tools/make-docs.sh, so one command remakes them; every relative link and picture
/// resolves, down to the heading an anchor names; and docs/cli.md is what
/// Tools/make-cli-doc.sh writes from the built binary's help.
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

    @Test("every relative link and picture in the README and docs/ resolves, and its anchor names a heading")
    func linksResolve() throws {
        let pages = try Self.pages()
        var anchors: [String: Set<String>] = [:]
        func anchorsOf(_ url: URL) throws -> Set<String> {
            if let known = anchors[url.path] { return known }
            let found = try MarkdownPage(url).anchors
            anchors[url.path] = found
            return found
        }
        var checked = 0
        for page in pages {
            for link in page.links where !link.target.contains("://") && !link.target.hasPrefix("mailto:") {
                checked += 1
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let target = path.isEmpty ? page.url
                    : URL(fileURLWithPath: path, relativeTo: page.url.deletingLastPathComponent()).standardizedFileURL
                let name = "\(page.url.lastPathComponent): \(link.target)"
                guard FileManager.default.fileExists(atPath: target.path) else {
                    Issue.record("\(name): no file \(Self.fromRoot(path, in: page))")
                    continue
                }
                guard parts.count == 2 else { continue }
                guard target.pathExtension == "md" else {
                    Issue.record("\(name): an anchor into a file that is not Markdown")
                    continue
                }
                let known = try anchorsOf(target)
                #expect(known.contains(String(parts[1])), "\(name): no heading makes that anchor; \(target.lastPathComponent) has \(known.sorted())")
            }
        }
        #expect(checked >= 60, "only \(checked) links found: is the link pattern still right?")
    }

    @Test("anchors are made as GitHub makes them")
    func slugs() throws {
        #expect(MarkdownPage.slug("Magic 8-Ball") == "magic-8-ball")
        #expect(MarkdownPage.slug("Controls, text and shapes") == "controls-text-and-shapes")
        #expect(MarkdownPage.slug("motionlab merge-reports") == "motionlab-merge-reports")
        #expect(MarkdownPage.slug("`--dump` and the tree's frame") == "--dump-and-the-trees-frame")
    }

    @Test("docs/cli.md is what Tools/make-cli-doc.sh writes from the built binary's help")
    func cliReferenceIsCurrent() async throws {
        let out = makeTemporaryDirectory("motionlab-cli-doc").appendingPathComponent("cli.md")
        let status = try await offPool { () -> Int32 in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [Self.root.appendingPathComponent("Tools/make-cli-doc.sh").path, out.path]
            var env = ProcessInfo.processInfo.environment
            env["MOTIONLAB"] = MotionLabProcess.executable.path
            process.environment = env
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        try #require(status == 0, "Tools/make-cli-doc.sh failed (exit \(status))")
        let made = try String(contentsOf: out, encoding: .utf8)
        let committed = try String(contentsOf: Self.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let a = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let b = made.split(separator: "\n", omittingEmptySubsequences: false)
        let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let current = made == committed
        #expect(current, """
            docs/cli.md differs from the commands' help at line \(first + 1): \
            committed "\(first < a.count ? a[first] : "(end)")", help "\(first < b.count ? b[first] : "(end)")". \
            Run Tools/make-cli-doc.sh (after swift build) and commit docs/cli.md.
            """)
    }
}
