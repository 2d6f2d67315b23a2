import Animation

/// Measures text as a monospaced font would: every character half the pixel size wide (a
/// little more than the app font's average) and 1.25 of it tall, so tests can ask whether
/// a label has room for its text. Shared by the exercises' tests and the studio's.
public final class FixedWidthMeasurer: TextMeasuring, Sendable {
    public init() {}

    public func measure(_ string: String, pixelSize: Int, bold: Bool) -> (width: Int, height: Int) {
        (Int((Double(string.count * pixelSize) * 0.5).rounded(.up)), Int((Double(pixelSize) * 1.25).rounded(.up)))
    }
}
