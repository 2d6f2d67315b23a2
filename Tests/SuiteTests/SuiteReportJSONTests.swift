import Foundation
import Suite
import Testing
import TestSupport

@Suite("The JSON reporter's file")
struct SuiteReportJSONTests {
    @Test("a written report reads back the same, pictures and all, keys sorted")
    func roundTrip() throws {
        let path = makeTemporaryDirectory("json-report").appendingPathComponent("r.json").path
        try SuiteFixtures.whole().write(toJSON: path)
        #expect(try SuiteReport.read(fromJSON: path) == SuiteFixtures.whole())
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"captures\" : ["))
    }

    @Test("a missing file, a file that is no report and another version each say so, naming the file")
    func readErrors() throws {
        let folder = makeTemporaryDirectory("json-report")
        func message(_ path: String) -> String {
            do {
                _ = try SuiteReport.read(fromJSON: path)
                return ""
            } catch {
                return error.message
            }
        }
        let missing = folder.appendingPathComponent("missing.json").path
        #expect(message(missing) == "cannot read \(missing): no such file; give a report written by motionlab test --reporter json=FILE")

        let other = folder.appendingPathComponent("other.json")
        try Data(#"{"format": "playwright", "version": 1}"#.utf8).write(to: other)
        #expect(message(other.path).hasPrefix("cannot read \(other.path): it is not a MotionLab test report (its format is 'playwright')"))

        let newer = folder.appendingPathComponent("newer.json")
        try Data(#"{"format": "motionlab-test-report", "version": 2}"#.utf8).write(to: newer)
        #expect(message(newer.path) == "cannot read \(newer.path): it is version 2 of the report format and this motionlab reads version 1; "
                + "write it again with this motionlab")

        let broken = folder.appendingPathComponent("broken.json")
        var json = String(decoding: SuiteFixtures.whole().jsonData(), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"status\" : \"error\"", with: "\"status\" : \"maybe\"")
        try Data(json.utf8).write(to: broken)
        #expect(message(broken.path).hasPrefix("cannot read \(broken.path): captures[2].status is not valid"))
    }
}
