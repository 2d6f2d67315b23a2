/// The page: its head, the header with the totals, the toolbar, and the two groups.
extension HTMLReport {
    /// The whole of `index.html` for `report`.
    public static func html(_ report: SuiteReport) -> String {
        let problems = report.captures.filter { $0.status != .passed }.sorted { ($0.status, $0.path) < ($1.status, $1.path) }
        let passed = report.captures.filter { $0.status == .passed }
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="generator" content="\(generator)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Markup.escape(title(report)))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>

        """
        out += header(report)
        out += toolbar(report)
        out += "<main>\n"
        if report.captures.isEmpty { out += "<p class=\"empty-suite\">No captures were run.</p>\n" }
        out += group("Failures and errors", id: "problems", problems)
        out += group("Passed", id: "passed", passed)
        out += "<p class=\"no-match\" hidden>No capture matches the filter.</p>\n"
        out += "</main>\n"
        out += "<footer>Written by <code>motionlab test</code> · report format \(report.version)</footer>\n"
        out += "<script>\n\(script)\n</script>\n</body>\n</html>\n"
        return out
    }

    /// "MotionLab tests · 1 failed · 1 error · 2 passed".
    static func title(_ report: SuiteReport) -> String {
        var parts = ["MotionLab tests"]
        if report.failed > 0 { parts.append("\(report.failed) failed") }
        if report.errors > 0 { parts.append("\(report.errors) error" + (report.errors == 1 ? "" : "s")) }
        parts.append("\(report.passed) passed")
        return parts.joined(separator: " · ")
    }

    private static func header(_ report: SuiteReport) -> String {
        let total = max(report.captures.count, 1)
        func share(_ n: Int) -> String { Markup.seconds(Double(n) * 100 / Double(total)) + "%" }
        let verdict = report.failed + report.errors == 0 ? "passed" : report.errors > 0 && report.failed == 0 ? "error" : "failed"
        var out = """
        <header class="top">
        <div class="title-row">
        <div class="brand"><span class="logo status-\(verdict)">\(Icon.logo)</span><h1>MotionLab <span>test report</span></h1></div>
        <div class="totals" data-testid="totals">
        <span class="total"><b>\(report.captures.count)</b> capture\(report.captures.count == 1 ? "" : "s")</span>
        <span class="chip failed">\(Icon.failed)<b>\(report.failed)</b> failed</span>
        <span class="chip error">\(Icon.error)<b>\(report.errors)</b> error\(report.errors == 1 ? "" : "s")</span>
        <span class="chip passed">\(Icon.passed)<b>\(report.passed)</b> passed</span>
        </div>
        </div>
        <div class="bar" aria-hidden="true"><span class="failed" style="width:\(share(report.failed))"></span><span class="error" style="width:\(share(report.errors))"></span><span class="passed" style="width:\(share(report.passed))"></span></div>
        <dl class="meta">
        <div><dt>Platform</dt><dd>\(Markup.escape(report.platform))</dd></div>
        <div><dt>Started</dt><dd><span data-volatile>\(Markup.escape(report.startedAt))</span></dd></div>
        <div><dt>Took</dt><dd><span data-volatile>\(Markup.duration(report.duration))</span></dd></div>

        """
        if let shard = report.shard { out += "<div><dt>Shard</dt><dd>\(Markup.escape(shard))</dd></div>\n" }
        return out + "</dl>\n</header>\n"
    }

    private static func toolbar(_ report: SuiteReport) -> String {
        let filters: [(String, String, Int)] = [("all", "All", report.captures.count), ("failed", "Failed", report.failed),
                                                ("error", "Errors", report.errors), ("passed", "Passed", report.passed)]
        var out = "<nav class=\"toolbar\">\n<div class=\"filters\" role=\"group\" aria-label=\"Show captures by status\">\n"
        for (key, label, count) in filters {
            out += "<button type=\"button\" data-testid=\"filter\" data-filter=\"\(key)\" aria-pressed=\"\(key == "all")\">"
                + "\(label) <span class=\"count\">\(count)</span></button>\n"
        }
        out += "</div>\n<label class=\"search\">\(Icon.search)<input type=\"search\" data-testid=\"search\" "
            + "placeholder=\"Filter by path or summary\" aria-label=\"Filter by path or summary\" autocomplete=\"off\" spellcheck=\"false\">"
            + "<kbd>/</kbd></label>\n</nav>\n"
        return out
    }

    private static func group(_ title: String, id: String, _ captures: [CaptureResult]) -> String {
        guard !captures.isEmpty else { return "" }
        var out = "<section class=\"group\" data-group=\"\(id)\">\n<h2>\(title) <span class=\"count\">\(captures.count)</span></h2>\n"
        for capture in captures { out += section(capture) }
        return out + "</section>\n"
    }
}
