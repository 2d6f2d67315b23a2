/// The HTML report's icons, as inline SVG (the page loads nothing), drawn in
/// `currentColor` so the status colours reach them.
enum Icon {
    private static func svg(_ body: String, size: Int = 16) -> String {
        "<svg viewBox=\"0 0 16 16\" width=\"\(size)\" height=\"\(size)\" aria-hidden=\"true\" fill=\"none\" stroke=\"currentColor\" "
            + "stroke-width=\"1.8\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\(body)</svg>"
    }

    static let passed = svg("<circle cx=\"8\" cy=\"8\" r=\"6.5\"/><path d=\"M5 8.2l2 2 4-4.4\"/>")
    static let failed = svg("<circle cx=\"8\" cy=\"8\" r=\"6.5\"/><path d=\"M5.8 5.8l4.4 4.4M10.2 5.8l-4.4 4.4\"/>")
    static let error = svg("<path d=\"M8 1.8l6.6 11.6H1.4z\"/><path d=\"M8 6.3v3.2M8 11.6v.1\"/>")
    static let search = svg("<circle cx=\"7\" cy=\"7\" r=\"4.5\"/><path d=\"M10.4 10.4l3.6 3.6\"/>")
    static let picture = svg("<rect x=\"1.8\" y=\"2.8\" width=\"12.4\" height=\"10.4\" rx=\"1.5\"/><circle cx=\"5.6\" cy=\"6.4\" r=\"1.2\"/><path d=\"M2.5 12l3.8-3.6 2.6 2.4 2-1.8 2.8 2.6\"/>", size: 14)
    /// Three circles in motion, the Circles tab's.
    static let logo = "<svg viewBox=\"0 0 28 28\" width=\"28\" height=\"28\" aria-hidden=\"true\"><circle cx=\"8\" cy=\"14\" r=\"3\" fill=\"currentColor\" opacity=\".35\"/>"
        + "<circle cx=\"13\" cy=\"14\" r=\"4\" fill=\"currentColor\" opacity=\".6\"/><circle cx=\"20\" cy=\"14\" r=\"5.5\" fill=\"currentColor\"/></svg>"

    static func status(_ status: TestStatus) -> String {
        switch status {
        case .passed: passed
        case .failed: failed
        case .error: error
        }
    }
}
