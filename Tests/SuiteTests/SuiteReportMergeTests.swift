import Foundation
import Suite
import Testing
import TestSupport

@Suite("Merging shards' reports")
struct SuiteReportMergeTests {
    @Test("two halves merge into the whole: the same captures, shard nil, the earliest start, the slowest shard's time")
    func halvesMakeTheWhole() throws {
        let (a, b) = SuiteFixtures.halves()
        let merged = try SuiteReport.merged([a, b])
        let whole = SuiteFixtures.whole()
        #expect(merged.captures == whole.captures)
        #expect(merged.shard == nil && merged.platform == whole.platform)
        #expect(merged.startedAt == "2026-11-28T10:00:00Z" && merged.duration == 3.5)
    }

    @Test("the merged HTML and JUnit equal the whole run's but for durations and timestamps")
    func reportsEqualTheWhole() throws {
        let (a, b) = SuiteFixtures.halves()
        let merged = try SuiteReport.merged([b, a])
        let whole = SuiteFixtures.whole()
        #expect(SuiteFixtures.stable(HTMLReport.html(merged)) == SuiteFixtures.stable(HTMLReport.html(whole)))
        #expect(SuiteFixtures.stable(JUnitReport.xml(merged)) == SuiteFixtures.stable(JUnitReport.xml(whole)))
    }

    @Test("a capture in two reports is refused, naming it and both reports")
    func duplicatesRefused() {
        let (a, b) = SuiteFixtures.halves()
        #expect {
            try SuiteReport.merged([a, b, a], names: ["s1.json", "s2.json", "again.json"])
        } throws: { error in
            (error as? SuiteReportError)?.message
                == "Tests/Captures/circles <lift> & \"drag\".json is in both s1.json and again.json; give each shard's report once, all from one run"
        }
        #expect(throws: SuiteReportError.self) { try SuiteReport.merged([]) }
    }

    @Test("reports of another format version are refused")
    func versionsMustAgree() {
        let (a, b) = SuiteFixtures.halves()
        var newer = b
        newer.version = 2
        #expect {
            try SuiteReport.merged([a, newer])
        } throws: { error in
            let message = (error as? SuiteReportError)?.message ?? ""
            return message.hasPrefix("shard 2/2 is motionlab-test-report version 2 but shard 1/2 is motionlab-test-report version 1")
        }
    }
}
