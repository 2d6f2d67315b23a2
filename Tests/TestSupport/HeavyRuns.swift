import Foundation
import Testing

extension Tag {
    /// The long runs (the fuzzers, the kills during saves, the hostile binaries): a quick
    /// default pass in every run, their full counts with `MOTIONLAB_HEAVY_SCALE=1`.
    @Tag public static var heavy: Self
}

/// How much of the heavy runs a test run does. Their full counts (a million fuzzed events,
/// a hundred kills during saves) take minutes in a debug build; a developer's run does a
/// twentieth of each, and CI runs them whole, in a release build, with
/// `MOTIONLAB_HEAVY_SCALE=1` (see `.ci/run`).
public enum HeavyRuns {
    /// The environment variable: a fraction of the full counts, more than 0 and at most 1.
    public static let environmentKey = "MOTIONLAB_HEAVY_SCALE"
    /// The fraction when the variable is not set.
    public static let defaultScale = 0.05

    /// The fraction of the full counts this run does.
    public static let scale: Double = {
        guard let raw = ProcessInfo.processInfo.environment[environmentKey] else { return defaultScale }
        guard let value = Double(raw), value > 0, value <= 1 else {
            preconditionFailure("\(environmentKey) must be a number more than 0 and at most 1 (1 runs the full counts); got '\(raw)'")
        }
        return value
    }()

    /// Whether this run does the full counts.
    public static var isFull: Bool { scale >= 1 }

    /// `full` scaled to this run, but never below `minimum`, so a quick pass still proves
    /// something (a kill that lands mid-save, a script that reaches a tab).
    public static func count(_ full: Int, minimum: Int) -> Int {
        max(min(full, minimum), Int((Double(full) * scale).rounded()))
    }
}
