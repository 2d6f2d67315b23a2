import Foundation
import Animation
import Geometry

/// Everything a captured run depended on besides its input: the window, the content's
/// launch state (the tab, the seed actually used, its options and the files they named),
/// the user's files it read, and the machine, so a replay rebuilds the same scene offline
/// on any machine and never reads the user's files.
public struct CaptureHeader: Equatable, Sendable {
    /// The value of the top-level "format" key that marks a capture.
    public static let format = "motionlab-capture"
    /// The format version this build writes, and the newest it reads: 2, one JSON value a
    /// line (`CaptureWriter`). Version 1, one JSON object with "events", still reads.
    public static let version = 2
    /// The top-level keys the studio owns; every other header key is the launch state's.
    public static let studioKeys = ["format", "version", "size", "scale", "started", "takeover", "platform", "files"]

    /// How the capture began.
    public enum Start: String, Equatable, Sendable {
        /// `motionlab run --capture`: from the window's first frame.
        case launch
        /// Ctrl+R mid-session: the window's content restarted from its launch state, with
        /// the tab that showed.
        case restart
        /// A tester took over a session opened with `motionlab open`: the source's inputs
        /// up to that moment, then live input (`takeover` says from where).
        case takeover
    }

    /// Where a taken-over session came from: the capture opened, and the moment of it
    /// (on its clock) from which input was live.
    public struct Takeover: Equatable, Sendable {
        public var source: String
        public var at: MediaTime

        public init(source: String, at: MediaTime) {
            self.source = source
            self.at = at
        }
    }

    /// The window's size, in points.
    public var size: Size
    /// Device pixels per point of the window.
    public var scale: Double
    /// What the content was launched from: what showed, its seed and its options.
    public var launch: any LaunchState
    public var started: Start
    /// Set when `started` is `.takeover`.
    public var takeover: Takeover?
    /// The machine and the libraries that shape motion: "arch", "sdl", "chipmunk".
    public var platform: [String: String]
    /// The user's files as they were at the start (settings, saved answers, snowman
    /// settings, swatches), by path under the MotionLab folders: "config/…" or "data/…".
    public var files: [String: Data]

    public init(size: Size, scale: Double = 1, launch: any LaunchState, started: Start, platform: [String: String] = [:],
                files: [String: Data] = [:]) {
        self.size = size
        self.scale = scale
        self.launch = launch
        self.started = started
        self.platform = platform
        self.files = files
    }

    public static func == (a: CaptureHeader, b: CaptureHeader) -> Bool {
        a.size == b.size && a.scale == b.scale && a.launch.record == b.launch.record && a.started == b.started && a.takeover == b.takeover
            && a.platform == b.platform && a.files == b.files
    }

    /// Where what showed is named in messages ("Circles", "the gallery (controls)").
    public var sceneName: String { launch.sceneName }

    /// The seed the content's random choices used.
    public var seed: UInt64 { launch.seed }

    /// What differs between the machine that made the capture and `current`, one phrase
    /// each ("arch x86_64 here, aarch64 in the capture"): results may drift across them,
    /// since floating-point contraction differs between architectures.
    public func platformDifferences(from current: [String: String]) -> [String] {
        platform.keys.sorted().compactMap { key in
            guard let theirs = platform[key], let ours = current[key], theirs != ours else { return nil }
            return "\(key) \(ours) here, \(theirs) in the capture"
        }
    }
}

/// A file a capture holds: where it was, and its bytes.
public struct CapturedFile: Equatable, Sendable {
    public var path: String
    public var contents: Data

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }
}
