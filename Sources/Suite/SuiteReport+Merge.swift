/// `merge-reports`: the shards of one suite joined into the report one run of the whole
/// suite would have written (Playwright's `merge-reports`).
extension SuiteReport {
    /// Joins reports into one, captures sorted by path, with `shard` nil.
    ///
    /// Shards run side by side, so the merge started when the first of them did (the
    /// earliest `startedAt`) and took as long as the slowest (the largest `duration`).
    /// The platform is the shards' one, or theirs joined by " | " when they differ.
    /// Refuses no reports, a report of another format or version, and a path that two
    /// reports hold (a shard given twice, or shards of two splits). `names` are what the
    /// messages call the reports (their files); else "shard 1/2", else "report 1".
    public static func merged(_ reports: [SuiteReport], names: [String]? = nil) throws(SuiteReportError) -> SuiteReport {
        guard let first = reports.first else { throw SuiteReportError("merge-reports: no report to merge; give the JSON files the shards wrote") }
        func name(_ i: Int) -> String {
            if let names, i < names.count { return names[i] }
            return reports[i].shard.map { "shard \($0)" } ?? "report \(i + 1)"
        }
        var owner: [String: Int] = [:]
        for (i, report) in reports.enumerated() {
            guard report.format == first.format && report.version == first.version else {
                throw SuiteReportError("\(name(i)) is \(report.format) version \(report.version) but \(name(0)) is \(first.format) "
                                       + "version \(first.version); merge reports written by one motionlab")
            }
            for capture in report.captures {
                if let j = owner[capture.path] {
                    throw SuiteReportError("\(capture.path) is in both \(name(j)) and \(name(i)); give each shard's report once, all from one run")
                }
                owner[capture.path] = i
            }
        }
        var platforms: [String] = []
        for r in reports where !platforms.contains(r.platform) { platforms.append(r.platform) }
        return SuiteReport(startedAt: reports.map(\.startedAt).min() ?? first.startedAt,
                           duration: reports.map(\.duration).max() ?? 0,
                           shard: nil,
                           platform: platforms.joined(separator: " | "),
                           captures: reports.flatMap(\.captures))
    }
}
