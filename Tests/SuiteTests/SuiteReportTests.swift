import Foundation
import Suite
import Testing

@Suite("A suite's report")
struct SuiteReportTests {
    @Test("captures are kept sorted by path, and failures and errors sort before the passed")
    func ordering() throws {
        let r = SuiteReport(startedAt: "2026-11-27T00:00:00Z", duration: 1, shard: nil, platform: "x86_64", captures: [
            CaptureResult(path: "b.json", status: .passed, duration: 0.1),
            CaptureResult(path: "a/c.json", status: .error, duration: 0.1, error: "a/c.json: not a capture"),
            CaptureResult(path: "a.json", status: .failed, duration: 0.1),
        ])
        #expect(r.captures.map(\.path) == ["a.json", "a/c.json", "b.json"])
        #expect(r.captures.map(\.status).sorted() == [.failed, .error, .passed])
        #expect((r.passed, r.failed, r.errors) == (1, 1, 1))
        #expect(r.captures[1].folder == "a" && r.captures[0].folder == ".")
        let back = try JSONDecoder().decode(SuiteReport.self, from: JSONEncoder().encode(r))
        #expect(back == r)
    }
}
