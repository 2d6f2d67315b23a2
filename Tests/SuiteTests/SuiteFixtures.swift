import Foundation
import Suite

/// The suites the reporters' tests share: three captures, one of each status, with text
/// that needs escaping, and a failed mark with pictures.
enum SuiteFixtures {
    /// Eight bytes that stand for a PNG; the reporters copy them and never decode them.
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    static let failedMark = MarkResult(
        number: 2, time: 10.171, status: .failed,
        message: "window/content/circles/canvas/circle[1]: frame [150, 150, 100, 100] in the capture, [300, 150, 100, 100] in the replay",
        differences: ["window/content/circles/canvas/circle[1]: frame [150, 150, 100, 100] in the capture, [300, 150, 100, 100] in the replay",
                      "window/content/circles/canvas/circle[1]: opacity 1 in the capture, 0.8 in the replay"],
        pictureSummary: "812 pixels differ", expected: png, actual: png, difference: png)

    static let passed = CaptureResult(path: "Tests/Captures/black-hole-fling.json", status: .passed, duration: 0.9,
                                      summary: "Black Hole · seed 7", recordedOn: "x86_64", actions: ["0.000 s launched"],
                                      marks: [MarkResult(number: 1, time: 1, status: .passed)])
    static let failed = CaptureResult(path: "Tests/Captures/circles <lift> & \"drag\".json", status: .failed, duration: 1.4,
                                      summary: "Circles · seed 3 · <b>bold</b> & 'quoted'", recordedOn: "x86_64",
                                      actions: ["0.412 s double-tapped at (150, 150)"],
                                      marks: [MarkResult(number: 1, time: 1, status: .passed), failedMark])
    static let error = CaptureResult(path: "Tests/broken/truncated.json", status: .error, duration: 0.01,
                                     error: "Tests/broken/truncated.json: not a capture: it ends at byte 2048 <EOF>; record it again")

    /// The whole suite as one run reports it.
    static func whole(duration: Double = 4.2, startedAt: String = "2026-11-27T09:30:00Z") -> SuiteReport {
        SuiteReport(startedAt: startedAt, duration: duration, shard: nil, platform: "x86_64 · SDL 2.26.5", captures: [passed, failed, error])
    }

    /// The same suite in two shards, each run at its own time and speed.
    static func halves() -> (SuiteReport, SuiteReport) {
        (SuiteReport(startedAt: "2026-11-28T10:00:01Z", duration: 2.5, shard: "1/2", platform: "x86_64 · SDL 2.26.5", captures: [failed]),
         SuiteReport(startedAt: "2026-11-28T10:00:00Z", duration: 3.5, shard: "2/2", platform: "x86_64 · SDL 2.26.5", captures: [passed, error]))
    }

    /// Text with what changes from run to run taken out: `data-volatile` elements' text,
    /// and JUnit's `time` and `timestamp`.
    static func stable(_ text: String) -> String {
        var out = text
        for pattern in [#"(<[^>]* data-volatile[^>]*>)[^<]*"#, #"( time=")[0-9.]*""#, #"( timestamp=")[^"]*""#] {
            let regex = try! NSRegularExpression(pattern: pattern)
            out = regex.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: "$1")
        }
        return out
    }
}
