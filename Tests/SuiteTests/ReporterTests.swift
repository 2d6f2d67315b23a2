import Suite
import Testing

@Suite("--reporter")
struct ReporterTests {
    @Test("reads every reporter, in the order given, with its path")
    func readsAll() throws {
        #expect(try Reporter.parse("list,junit=out/results.xml,json=r.json,html=report") ==
                [.list, .junit("out/results.xml"), .json("r.json"), .html("report")])
        #expect(try Reporter.parse("html=a b,list") == [.html("a b"), .list])
    }

    @Test("no --reporter means the list, and repeated options are read as one list")
    func defaultsAndRepeats() throws {
        #expect(try Reporter.parse([String]()) == [.list])
        #expect(try Reporter.parse(["list", "junit=j.xml"]) == [.list, .junit("j.xml")])
    }

    @Test("an unknown reporter is named, with the ones there are")
    func unknown() {
        #expect(throws: ReporterError.unknown("foo")) { try Reporter.parse("list,foo") }
        #expect(ReporterError.unknown("foo").description
                == "--reporter: unknown reporter 'foo'; use list, junit=FILE.xml, json=FILE.json or html=DIR")
    }

    @Test("a file reporter without its path says what to give")
    func missingPath() {
        #expect(throws: ReporterError.missingPath("junit")) { try Reporter.parse("junit") }
        #expect(throws: ReporterError.missingPath("html")) { try Reporter.parse("list,html=") }
        #expect(ReporterError.missingPath("junit").description == "--reporter: junit needs FILE.xml to write; give junit=FILE.xml")
    }

    @Test("a reporter given twice is refused, even with two paths")
    func duplicates() {
        #expect(throws: ReporterError.duplicate("json")) { try Reporter.parse("json=a.json,list,json=b.json") }
        #expect(throws: ReporterError.duplicate("list")) { try Reporter.parse(["list", "list"]) }
        #expect(ReporterError.duplicate("json").description == "--reporter: json is given twice; give each reporter once")
    }

    @Test("empty values and a path on list are refused in one line")
    func emptiesAndValues() {
        #expect(throws: ReporterError.empty) { try Reporter.parse("") }
        #expect(throws: ReporterError.emptyItem("list,,json=a.json")) { try Reporter.parse("list,,json=a.json") }
        #expect(throws: ReporterError.unexpectedValue("list=x")) { try Reporter.parse("list=x") }
        for error in [ReporterError.empty, .emptyItem("a,,b"), .unexpectedValue("list=x")] {
            #expect(error.description.hasPrefix("--reporter: ") && !error.description.contains("\n"))
        }
    }
}
