import Exercises
import Foundation
import Geometry

/// Everything a captured run depended on besides its input: the window, the tab, the seed
/// actually used, the files it read, and the machine, so a replay rebuilds the same scene
/// offline on any machine and never reads the user's files.
public struct CaptureHeader: Equatable, Sendable {
    /// The value of the top-level "format" key that marks a capture.
    public static let format = "motionlab-capture"
    /// The format version this build writes and reads.
    public static let version = 1

    /// How the capture began.
    public enum Start: String, Equatable, Sendable {
        /// `motionlab run --capture`: from the window's first frame.
        case launch
        /// Ctrl+R mid-session: the window's content restarted from its launch state, with
        /// the tab that showed.
        case restart
    }

    /// The window's size, in points.
    public var size: Size
    /// Device pixels per point of the window.
    public var scale: Double
    /// The tab that showed first; nil when the gallery showed.
    public var tab: ExerciseKind?
    /// The gallery's page, when the gallery showed instead of the tabs.
    public var gallery: GalleryPage?
    /// The seed the exercises' random choices used.
    public var seed: UInt64
    public var started: Start
    /// The machine and the libraries that shape motion: "arch", "sdl", "chipmunk".
    public var platform: [String: String]
    /// Black Hole's layout file, as it was: its path (for messages) and its contents; nil
    /// for none.
    public var layout: CapturedFile?
    /// Whether the 8-Ball asked no server (`--offline`), and which it asked.
    public var eightBallOffline: Bool
    public var eightBallEndpoint: String?
    /// The user's files as they were at the start (settings, saved answers, snowman
    /// settings, swatches), by path under the MotionLab folders: "config/…" or "data/…".
    public var files: [String: Data]

    public init(size: Size, scale: Double = 1, tab: ExerciseKind?, gallery: GalleryPage? = nil, seed: UInt64,
                started: Start, platform: [String: String] = [:], layout: CapturedFile? = nil,
                eightBallOffline: Bool = false, eightBallEndpoint: String? = nil, files: [String: Data] = [:]) {
        self.size = size
        self.scale = scale
        self.tab = tab
        self.gallery = gallery
        self.seed = seed
        self.started = started
        self.platform = platform
        self.layout = layout
        self.eightBallOffline = eightBallOffline
        self.eightBallEndpoint = eightBallEndpoint
        self.files = files
    }

    /// Where the tab, or the gallery's page, is named in messages ("Circles", "the gallery").
    public var sceneName: String { tab?.title ?? "the gallery (\(gallery?.rawValue ?? "controls"))" }

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
