import Foundation
import Storage

/// The JSON reporter's file: what shards write and `merge-reports` reads.
extension SuiteReport {
    /// The report as the JSON reporter writes it: pretty, keys sorted, so two runs that
    /// found the same differ only in durations and timestamps. Pictures are base64.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // A report holds only strings, numbers and data: encoding it cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Writes the report to `path`, whole or not at all (`SafeFile`).
    public func write(toJSON path: String) throws(SuiteReportError) {
        do {
            try SafeFile.write(jsonData() + Data("\n".utf8), to: path)
        } catch {
            throw SuiteReportError(error)
        }
    }

    /// Reads a report the JSON reporter wrote, checking its format and version.
    public static func read(fromJSON path: String) throws(SuiteReportError) -> SuiteReport {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            throw SuiteReportError("cannot read \(path): " + (exists ? "it cannot be opened; check its permissions"
                : "no such file; give a report written by motionlab test --reporter json=FILE"))
        }
        return try decode(data, name: path)
    }

    /// Decodes a report from JSON; `name` is the file it came from, for the messages.
    public static func decode(_ data: Data, name: String) throws(SuiteReportError) -> SuiteReport {
        let advice = "give a report written by motionlab test --reporter json=FILE"
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw SuiteReportError("cannot read \(name): it is not JSON; \(advice)")
        }
        let expected = SuiteReport(startedAt: "", duration: 0, shard: nil, platform: "", captures: [])
        guard header.format == expected.format else {
            throw SuiteReportError("cannot read \(name): it is not a MotionLab test report (its format is "
                                   + (header.format.map { "'\($0)'" } ?? "not given") + "); \(advice)")
        }
        guard header.version == expected.version else {
            let version = header.version.map(String.init) ?? "not given"
            throw SuiteReportError("cannot read \(name): it is version \(version) of the report format and this motionlab reads "
                                   + "version \(expected.version); write it again with this motionlab")
        }
        do {
            return try JSONDecoder().decode(SuiteReport.self, from: data)
        } catch {
            throw SuiteReportError("cannot read \(name): \(Self.describe(error)); \(advice)")
        }
    }

    /// The two fields a reader checks before anything else.
    private struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    /// "captures[2].status: 'maybe' is not a value it can take", from a decoding error.
    private static func describe(_ error: Error) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingPrefix(".").description
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let c)?: return "\(path(c.codingPath + [key])) is missing"
        case .typeMismatch(_, let c)?: return "\(path(c.codingPath)) has the wrong type"
        case .valueNotFound(_, let c)?: return "\(path(c.codingPath)) is null"
        case .dataCorrupted(let c)?: return c.codingPath.isEmpty ? "it is not valid JSON" : "\(path(c.codingPath)) is not valid"
        default: return "it is not valid"
        }
    }
}
