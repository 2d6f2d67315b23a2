/// One capture's entry: its line, and opened, its details and its marks.
extension HTMLReport {
    static func section(_ capture: CaptureResult) -> String {
        let status = capture.status.rawValue
        let search = Markup.escape((capture.path + " " + capture.summary).lowercased())
        let slash = capture.path.lastIndex(of: "/").map { capture.path.index(after: $0) } ?? capture.path.startIndex
        let failedMarks = capture.marks.filter { $0.status != .passed }.count
        var out = "<details class=\"capture\" data-testid=\"capture\" data-status=\"\(status)\" data-path=\"\(Markup.escape(capture.path))\" "
            + "data-search=\"\(search)\"\(capture.status == .passed ? "" : " open")>\n"
        out += "<summary><span class=\"icon status-\(status)\">\(Icon.status(capture.status))</span>"
            + "<span class=\"path\"><span class=\"dir\">\(Markup.escape(String(capture.path[..<slash])))</span>"
            + "<span class=\"file\">\(Markup.escape(String(capture.path[slash...])))</span></span>"
        if !capture.marks.isEmpty {
            let text = failedMarks > 0 ? "\(failedMarks) of \(capture.marks.count) marks differ" : "\(capture.marks.count) mark" + (capture.marks.count == 1 ? "" : "s")
            out += "<span class=\"marks-count\">\(text)</span>"
        }
        out += "<span class=\"badge \(status)\">\(status)</span><span class=\"duration\" data-volatile>\(Markup.duration(capture.duration))</span></summary>\n"
        out += "<div class=\"body\">\n"
        if !capture.summary.isEmpty { out += "<p class=\"summary\">\(Markup.escape(capture.summary))</p>\n" }
        if let recordedOn = capture.recordedOn { out += "<p class=\"recorded\">Recorded on \(Markup.escape(recordedOn))</p>\n" }
        if let error = capture.error { out += "<pre class=\"error-message\" data-testid=\"error\">\(Markup.escape(error))</pre>\n" }
        if !capture.actions.isEmpty {
            out += "<details class=\"actions\"><summary>Actions <span class=\"count\">\(capture.actions.count)</span></summary>\n<ol>\n"
            for action in capture.actions { out += "<li>\(Markup.escape(action))</li>\n" }
            out += "</ol>\n</details>\n"
        }
        if !capture.marks.isEmpty {
            out += "<div class=\"marks\">\n"
            for mark in capture.marks { out += self.mark(mark, of: capture) }
            out += "</div>\n"
        }
        return out + "</div>\n</details>\n"
    }

    private static func mark(_ mark: MarkResult, of capture: CaptureResult) -> String {
        let status = mark.status.rawValue
        var out = "<div class=\"mark \(status)\" data-testid=\"mark\" data-status=\"\(status)\">\n"
        out += "<div class=\"mark-head\"><span class=\"dot\"></span><b>Mark \(mark.number)</b>"
            + "<span class=\"time\">at \(Markup.seconds(mark.time)) s</span>"
        if mark.status == .passed, let summary = mark.pictureSummary { out += "<span class=\"picture-summary\">\(Markup.escape(summary))</span>" }
        out += "<span class=\"badge \(status)\">\(status)</span></div>\n"
        guard mark.status != .passed else { return out + "</div>\n" }
        if let message = mark.message { out += "<p class=\"message\">\(Markup.escape(message))</p>\n" }
        if !mark.differences.isEmpty {
            out += "<ul class=\"differences\" aria-label=\"Properties that differ\">\n"
            for difference in mark.differences { out += "<li><code>\(Markup.escape(difference))</code></li>\n" }
            out += "</ul>\n"
        }
        if let summary = mark.pictureSummary { out += "<p class=\"picture-summary\">\(Icon.picture)\(Markup.escape(summary))</p>\n" }
        out += pictures(mark, of: capture)
        return out + "</div>\n"
    }

    /// The three pictures side by side; with both the expected and the actual, a slider
    /// and a blink over them too.
    private static func pictures(_ mark: MarkResult, of capture: CaptureResult) -> String {
        func src(_ kind: ReportPictures.Kind) -> String? {
            ReportPictures.data(mark, kind).map { _ in ReportPictures.folder + "/" + ReportPictures.name(capture.path, mark: mark.number, kind) }
        }
        let captions: [(ReportPictures.Kind, String, String)] = [(.expected, "Expected", "the window’s picture, or the baseline"),
                                                                 (.actual, "Actual", "the replay’s picture"),
                                                                 (.difference, "Difference", "what differs, in magenta")]
        let figures = captions.compactMap { kind, title, note in src(kind).map { (kind, title, note, $0) } }
        guard !figures.isEmpty else { return "" }
        let comparable = src(.expected) != nil && src(.actual) != nil
        var out = "<div class=\"compare\" data-mode=\"side\">\n"
        if comparable {
            out += "<div class=\"modes\" role=\"group\" aria-label=\"How to compare\">"
                + "<button type=\"button\" data-mode=\"side\" aria-pressed=\"true\">Side by side</button>"
                + "<button type=\"button\" data-mode=\"slider\" aria-pressed=\"false\">Slider</button>"
                + "<button type=\"button\" data-mode=\"blink\" aria-pressed=\"false\">Blink</button></div>\n"
        }
        out += "<div class=\"side\">\n"
        for (kind, title, note, src) in figures {
            let testid = kind == .difference ? " data-testid=\"diff\"" : ""
            out += "<figure class=\"\(kind.rawValue)\"><figcaption><b>\(title)</b> <span>\(note)</span></figcaption>"
                + "<a href=\"\(src)\" target=\"_blank\"><img src=\"\(src)\"\(testid) alt=\"\(title) picture of mark \(mark.number)\" loading=\"lazy\"></a></figure>\n"
        }
        out += "</div>\n"
        if comparable, let expected = src(.expected), let actual = src(.actual) {
            out += "<div class=\"overlay\">\n<div class=\"stack\"><img src=\"\(expected)\" alt=\"Expected picture of mark \(mark.number)\" loading=\"lazy\">"
                + "<img class=\"top\" src=\"\(actual)\" alt=\"Actual picture of mark \(mark.number)\" loading=\"lazy\"><span class=\"divider\"></span></div>\n"
                + "<div class=\"overlay-controls\"><span class=\"which expected-label\">Expected</span>"
                + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Slide between expected and actual\">"
                + "<span class=\"which actual-label\">Actual</span></div>\n</div>\n"
        }
        return out + "</div>\n"
    }
}
