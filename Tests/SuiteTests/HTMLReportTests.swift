import Foundation
import Suite
import Testing
import TestSupport

@Suite("The HTML reporter")
struct HTMLReportTests {
    let html = HTMLReport.html(SuiteFixtures.whole())

    func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { m in
            String(text[Range(m.range(at: m.numberOfRanges - 1), in: text)!])
        }
    }

    @Test("every capture and mark carries its test id, and captures their status")
    func testIDs() {
        #expect(matches(#"data-testid="capture" data-status="(\w+)""#, in: html) == ["failed", "error", "passed"])
        #expect(matches(#"(data-testid="mark")"#, in: html).count == 3)
        #expect(matches(#"(data-testid="diff")"#, in: html).count == 1)
        #expect(html.contains(#"data-testid="search""#))
        #expect(matches(#"data-testid="filter" data-filter="(\w+)""#, in: html) == ["all", "failed", "error", "passed"])
    }

    @Test("failures are listed first, then errors, then the passed")
    func failuresFirst() throws {
        let order = matches(#"data-testid="capture" data-status="\w+" data-path="([^"]*)""#, in: html)
        #expect(order == ["Tests/Captures/circles &lt;lift&gt; &amp; &quot;drag&quot;.json", "Tests/broken/truncated.json",
                          "Tests/Captures/black-hole-fling.json"])
    }

    @Test("the page loads nothing from a network: no URL with a scheme or // in src or href")
    func selfContained() {
        let links = matches(#"(?:src|href)="([^"]*)""#, in: html)
        #expect(!links.isEmpty)
        for link in links {
            #expect(!link.contains("http:") && !link.contains("https:") && !link.hasPrefix("//"), "\(link)")
            #expect(link.hasPrefix("data/"), "\(link)")
        }
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("<link") && !html.contains("@import") && !html.contains("<script src"))
    }

    @Test("all text is escaped")
    func escaping() {
        #expect(!html.contains("<b>bold</b>"))
        #expect(html.contains("Circles · seed 3 · &lt;b&gt;bold&lt;/b&gt; &amp; &#39;quoted&#39;"))
        #expect(html.contains("&lt;EOF&gt;"))
    }

    @Test("durations and the start are marked volatile, and nothing else varies")
    func volatile() {
        let other = HTMLReport.html(SuiteFixtures.whole(duration: 61, startedAt: "2027-01-01T00:00:00Z"))
        #expect(other != html)
        #expect(SuiteFixtures.stable(other) == SuiteFixtures.stable(html))
    }

    @Test("writing makes index.html and the failed mark's three pictures, named from path and mark")
    func writesFiles() throws {
        let folder = makeTemporaryDirectory("html-report").appendingPathComponent("report")
        try HTMLReport.write(SuiteFixtures.whole(), to: folder)
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("data").path).sorted()
        #expect(pictures.count == 3)
        #expect(pictures.allSatisfy { $0.hasPrefix("tests-captures-circles-lift-drag-json-") })
        #expect(pictures.map { $0.components(separatedBy: "-mark2-").last } == ["actual.png", "difference.png", "expected.png"])
        for name in pictures {
            #expect(page.contains("src=\"data/\(name)\""))
            #expect(try Data(contentsOf: folder.appendingPathComponent("data/\(name)")) == SuiteFixtures.png)
        }
    }

    @Test("writing again replaces the old report's pictures; a folder of other files is refused untouched")
    func rewriting() throws {
        let base = makeTemporaryDirectory("html-report")
        let folder = base.appendingPathComponent("report")
        try HTMLReport.write(SuiteFixtures.whole(), to: folder)
        let allPassed = SuiteReport(startedAt: "t", duration: 1, shard: nil, platform: "p", captures: [SuiteFixtures.passed])
        try HTMLReport.write(allPassed, to: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("data").path).isEmpty)

        let mine = base.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        #expect(throws: SuiteReportError.self) { try HTMLReport.write(allPassed, to: mine) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path) == ["notes.txt"])
    }
}
