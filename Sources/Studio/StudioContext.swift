import Foundation

/// What only the front end knows, handed to the studio: the machine, the window's pixel
/// scale, where captures go, and the wall-clock date to name them by.
public struct StudioContext {
    /// The machine and the libraries that shape motion ("arch", "sdl", "chipmunk"), for a
    /// capture's header. Defaults to none.
    public var platform: [String: String]
    /// Device pixels per point of the window. Defaults to 1.
    public var pixelScale: Double
    /// Where Ctrl+R saves captures; nil turns Ctrl+R off (headless runs). Defaults to nil.
    public var capturesFolder: URL?
    /// Where every session is recorded from launch, without a badge
    /// (`$XDG_STATE_HOME/motionlab/sessions`); nil records none (`run --no-record`,
    /// headless runs, tests). Defaults to nil.
    public var sessionsFolder: URL?
    /// Renders the moving part of a "save that" report off the loop: given the report's
    /// folder, its capture, the mark it ends with and the span to render (seconds of the
    /// capture), it returns work that renders the last seconds and the animations there
    /// (a child process at low priority, in the window) and says, in a line, what it made.
    /// Nil renders nothing. Defaults to nil.
    public var renderReport: ((_ folder: URL, _ capture: URL, _ mark: Int, _ from: Double, _ to: Double) -> @Sendable () async -> String)?
    /// Seconds between the marks a recording takes by itself (`run --mark-every`), beside
    /// those at every tab switch, at quit and at F12; nil for none. Defaults to nil.
    public var markEvery: Double?
    /// The wall-clock date, to name a capture file to the millisecond. Only names depend
    /// on it, never what the scene does. Defaults to the Unix epoch.
    public var date: () -> Date

    public init(platform: [String: String] = [:], pixelScale: Double = 1, capturesFolder: URL? = nil, sessionsFolder: URL? = nil,
                date: @escaping () -> Date = { Date(timeIntervalSince1970: 0) }) {
        self.sessionsFolder = sessionsFolder
        self.platform = platform
        self.pixelScale = pixelScale
        self.capturesFolder = capturesFolder
        self.date = date
    }
}
