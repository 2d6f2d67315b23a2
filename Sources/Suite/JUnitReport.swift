import Storage

/// The JUnit XML reporter (`--reporter junit=FILE.xml`), as CI servers read it: one
/// `<testsuite>` per folder of captures, one `<testcase>` per capture (classname the
/// folder, name the file). A failed capture carries `<failure>` whose message is its first
/// failing mark's (the mark, the layer, the property) and whose body lists every
/// difference; an error carries `<error>`. Only `time` and `timestamp` change from run
/// to run.
public enum JUnitReport {
    /// The XML document for `report`.
    public static func xml(_ report: SuiteReport) -> String {
        var folders: [String: [CaptureResult]] = [:]
        for capture in report.captures { folders[capture.folder, default: []].append(capture) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"motionlab test\"\(counts(report.captures, time: report.duration))>\n"
        for folder in folders.keys.sorted() {
            let captures = folders[folder]!.sorted { $0.path < $1.path }
            out += "  <testsuite name=\"\(Markup.escape(folder))\"\(counts(captures, time: captures.reduce(0) { $0 + $1.duration }))"
                + " skipped=\"0\" timestamp=\"\(Markup.escape(report.startedAt))\">\n"
            out += "    <properties>\n      <property name=\"platform\" value=\"\(Markup.escape(report.platform))\"/>\n    </properties>\n"
            for capture in captures { out += testcase(capture) }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// Writes the XML to `path`, whole or not at all.
    public static func write(_ report: SuiteReport, to path: String) throws(SuiteReportError) {
        do {
            try SafeFile.write(xml(report), to: path)
        } catch {
            throw SuiteReportError(error)
        }
    }

    /// The line a failed capture's `<failure message>` holds: its first failing mark, the
    /// layer and the property ("mark 2 at 10.171 s: window/…/circle[1]: frame […] in the
    /// capture, […] in the replay").
    public static func failureMessage(_ capture: CaptureResult) -> String {
        guard let mark = capture.marks.first(where: { $0.status != .passed }) else {
            return "\(capture.path) failed"
        }
        let what = mark.message ?? mark.differences.first ?? mark.pictureSummary ?? "it differs from its baseline"
        let prefix = "mark \(mark.number) at \(Markup.seconds(mark.time)) s"
        return what.hasPrefix("mark ") ? what : "\(prefix): \(what)"
    }

    // MARK: Parts

    private static func counts(_ captures: [CaptureResult], time: Double) -> String {
        let failures = captures.filter { $0.status == .failed }.count
        let errors = captures.filter { $0.status == .error }.count
        return " tests=\"\(captures.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(Markup.seconds(time))\""
    }

    private static func testcase(_ capture: CaptureResult) -> String {
        let name = capture.path.split(separator: "/").last.map(String.init) ?? capture.path
        var out = "    <testcase classname=\"\(Markup.escape(capture.folder))\" name=\"\(Markup.escape(name))\" time=\"\(Markup.seconds(capture.duration))\""
        var body = ""
        switch capture.status {
        case .passed: break
        case .failed:
            body += "      <failure message=\"\(Markup.escape(failureMessage(capture)))\" type=\"mark\">"
                + Markup.escape(failureBody(capture)) + "</failure>\n"
        case .error:
            let message = capture.error ?? "\(capture.path) could not be run"
            body += "      <error message=\"\(Markup.escape(message))\" type=\"error\">" + Markup.escape(message) + "</error>\n"
        }
        var output = capture.summary
        if let recordedOn = capture.recordedOn { output += (output.isEmpty ? "" : "\n") + "recorded on \(recordedOn)" }
        if !output.isEmpty { body += "      <system-out>" + Markup.escape(output) + "</system-out>\n" }
        if body.isEmpty { return out + "/>\n" }
        out += ">\n" + body + "    </testcase>\n"
        return out
    }

    /// Every failing mark, its message and every property that differs.
    private static func failureBody(_ capture: CaptureResult) -> String {
        var lines: [String] = []
        for mark in capture.marks where mark.status != .passed {
            let prefix = "mark \(mark.number) at \(Markup.seconds(mark.time)) s"
            let message = mark.message ?? "differs"
            lines.append(message.hasPrefix("mark ") ? message : "\(prefix): \(message)")
            lines += mark.differences.map { "  \($0)" }
            if let picture = mark.pictureSummary { lines.append("  picture: \(picture)") }
        }
        return lines.joined(separator: "\n")
    }
}
