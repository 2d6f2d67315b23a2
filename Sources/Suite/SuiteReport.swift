import Foundation

/// What a run of `motionlab test` found, as its JSON reporter writes it and every other
/// reporter reads it: each capture's result, mark by mark, with the pictures of the marks
/// that failed. Shards write one each; `merge-reports` joins them into the report one run
/// of the whole suite would have written (durations and timestamps aside).
public struct SuiteReport: Codable, Equatable, Sendable {
    /// The format's name and version, for a reader to check.
    public var format = "motionlab-test-report"
    public var version = 1
    /// When the run started (ISO 8601, UTC), and how long it took in all, in seconds.
    public var startedAt: String
    public var duration: Double
    /// The shard this report holds ("2/4"), or nil for a whole suite (or a merge).
    public var shard: String?
    /// The machine that ran it: "x86_64 · SDL 2.26.5 · Chipmunk 7.0.3".
    public var platform: String
    /// Every capture run, sorted by path.
    public var captures: [CaptureResult]

    public init(startedAt: String, duration: Double, shard: String?, platform: String, captures: [CaptureResult]) {
        self.startedAt = startedAt
        self.duration = duration
        self.shard = shard
        self.platform = platform
        self.captures = captures.sorted { $0.path < $1.path }
    }

    /// Counts by status.
    public var passed: Int { captures.filter { $0.status == .passed }.count }
    public var failed: Int { captures.filter { $0.status == .failed }.count }
    public var errors: Int { captures.filter { $0.status == .error }.count }
}

/// A test's outcome.
public enum TestStatus: String, Codable, Equatable, Sendable, Comparable {
    /// Every mark agrees with its baseline.
    case passed
    /// A mark differs, or has no baseline to agree with.
    case failed
    /// The file cannot be read as a capture or a script, or its replay crashed.
    case error

    /// Failures first, then errors, then the passed, as a report lists them: a mark that
    /// differs is the news; a file that cannot be read is usually one left lying about.
    public static func < (a: TestStatus, b: TestStatus) -> Bool { a.rank < b.rank }
    private var rank: Int { self == .failed ? 0 : self == .error ? 1 : 2 }
}

/// One capture (or script with marks) of the suite.
public struct CaptureResult: Codable, Equatable, Sendable {
    /// The path as the suite found it, relative to where the run started.
    public var path: String
    public var status: TestStatus
    /// Seconds the replay took.
    public var duration: Double
    /// Why it is an error (a line that names the file and says what to do), or nil.
    public var error: String?
    /// The header in a line (tab, size, seed, how it started), or the script's summary.
    public var summary: String
    /// The platform line of the machine that recorded it, when its header says.
    public var recordedOn: String?
    /// What the user did, in words, one line each with its time.
    public var actions: [String]
    public var marks: [MarkResult]

    public init(path: String, status: TestStatus, duration: Double, error: String? = nil, summary: String = "", recordedOn: String? = nil,
                actions: [String] = [], marks: [MarkResult] = []) {
        self.path = path
        self.status = status
        self.duration = duration
        self.error = error
        self.summary = summary
        self.recordedOn = recordedOn
        self.actions = actions
        self.marks = marks
    }

    /// The folder the suite groups it under ("Tests/Captures"), for JUnit's testsuites.
    public var folder: String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }
}

/// One mark of a capture, checked against its baselines: the tree the mark stored, and
/// the headless picture `--update` saved beside the capture.
public struct MarkResult: Codable, Equatable, Sendable {
    /// From 1, and when on the capture's clock.
    public var number: Int
    public var time: Double
    public var status: TestStatus
    /// Why it failed, in a line naming the layer and the property ("… frame [150, 150, 100,
    /// 100] in the capture, [300, 150, 100, 100] in the replay"), or "no baseline".
    public var message: String?
    /// Every property of the tree that differs.
    public var differences: [String]
    /// What the pictures' comparison says, when there was a baseline picture.
    public var pictureSummary: String?
    /// PNG bytes, kept for a failed mark only: the window's picture (when the capture's
    /// machine saved one and it is here, or the baseline), the replay's, and what differs.
    public var expected: Data?
    public var actual: Data?
    public var difference: Data?

    public init(number: Int, time: Double, status: TestStatus, message: String? = nil, differences: [String] = [],
                pictureSummary: String? = nil, expected: Data? = nil, actual: Data? = nil, difference: Data? = nil) {
        self.number = number
        self.time = time
        self.status = status
        self.message = message
        self.differences = differences
        self.pictureSummary = pictureSummary
        self.expected = expected
        self.actual = actual
        self.difference = difference
    }
}
