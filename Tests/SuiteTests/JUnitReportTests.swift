import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Suite
import Testing

@Suite("The JUnit reporter")
struct JUnitReportTests {
    let xml = JUnitReport.xml(SuiteFixtures.whole())

    func count(_ needle: String) -> Int { xml.components(separatedBy: needle).count - 1 }

    @Test("three captures make three testcases: one failure, one error, counted on both levels")
    func structure() throws {
        #expect(count("<testcase ") == 3)
        #expect(count("<failure ") == 1)
        #expect(count("<error ") == 1)
        #expect(xml.contains(#"<testsuites name="motionlab test" tests="3" failures="1" errors="1" time="4.200">"#))
        // One suite per folder, its cases named by file, classed by folder.
        #expect(count("<testsuite ") == 2)
        #expect(xml.contains(#"<testsuite name="Tests/Captures" tests="2" failures="1" errors="0" time="2.300""#))
        #expect(xml.contains(#"<testsuite name="Tests/broken" tests="1" failures="0" errors="1""#))
        #expect(xml.contains(#"<testcase classname="Tests/Captures" name="black-hole-fling.json" time="0.900">"#))
        // It is well-formed XML.
        _ = try XMLDocument(xmlString: xml)
    }

    @Test("the failure's message names the mark, the layer and the property, and its body every difference")
    func failureMessage() throws {
        let doc = try XMLDocument(xmlString: xml)
        let failure = try #require(try doc.nodes(forXPath: "//failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue
                == "mark 2 at 10.171 s: window/content/circles/canvas/circle[1]: frame [150, 150, 100, 100] in the capture, [300, 150, 100, 100] in the replay")
        let body = failure.stringValue ?? ""
        #expect(body.contains("opacity 1 in the capture, 0.8 in the replay"))
        #expect(body.contains("812 pixels differ"))
        let error = try #require(try doc.nodes(forXPath: "//error").first as? XMLElement)
        #expect(error.attribute(forName: "message")?.stringValue?.hasPrefix("Tests/broken/truncated.json: not a capture") == true)
    }

    @Test("a message that names its mark already, as motionlab test writes it, is not prefixed twice in the body")
    func messageNamingItsMark() throws {
        var mark = SuiteFixtures.failedMark
        mark.message = "mark 2 at 10.171 s: " + mark.message!
        var capture = SuiteFixtures.failed
        capture.marks = [mark]
        let xml = JUnitReport.xml(SuiteReport(startedAt: "t", duration: 0, shard: nil, platform: "p", captures: [capture]))
        let doc = try XMLDocument(xmlString: xml)
        let failure = try #require(try doc.nodes(forXPath: "//failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue == mark.message)
        #expect(failure.stringValue?.hasPrefix(mark.message! + "\n") == true, "\(failure.stringValue ?? "")")
    }

    @Test("text is escaped: names, messages and output read back exactly")
    func escaping() throws {
        let doc = try XMLDocument(xmlString: xml)
        let names = try doc.nodes(forXPath: "//testcase/@name").compactMap(\.stringValue)
        #expect(names.contains("circles <lift> & \"drag\".json"))
        let out = try doc.nodes(forXPath: "//system-out").compactMap(\.stringValue)
        #expect(out.contains { $0.hasPrefix("Circles · seed 3 · <b>bold</b> & 'quoted'") })
        #expect(!xml.contains("<b>bold"))
        #expect(!xml.contains("<EOF>"))
    }

    @Test("control characters XML cannot hold are replaced, not written")
    func controlCharacters() throws {
        let odd = CaptureResult(path: "a/b.json", status: .error, duration: 0, error: "bad byte \u{1} here")
        let xml = JUnitReport.xml(SuiteReport(startedAt: "t", duration: 0, shard: nil, platform: "p", captures: [odd]))
        #expect(!xml.contains("\u{1}"))
        _ = try XMLDocument(xmlString: xml)
    }

    @Test("two runs of the same suite differ only in times and timestamps")
    func onlyTimesVary() {
        let other = JUnitReport.xml(SuiteFixtures.whole(duration: 9.9, startedAt: "2027-01-01T00:00:00Z"))
        #expect(other != xml)
        #expect(SuiteFixtures.stable(other) == SuiteFixtures.stable(xml))
    }
}
