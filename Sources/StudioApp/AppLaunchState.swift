import Exercises
import Foundation
import Storage
import Studio

/// What the app's window was launched from, as the studio keeps it: the tab (or the
/// gallery's page), the seed, and each tab's options, with the layout file's contents as
/// they were read when the state was made. Each tab's options write and read their own
/// header members (`BlackHoleOptions+Capture`, `EightBallOptions+Capture`,
/// `GalleryOptions+Capture`).
public struct AppLaunchState: LaunchState {
    /// The tab that shows; with the gallery, the one the tab bar would show. Nil opens the
    /// tab remembered from the last launch, else Circles (a window launched without
    /// `--tab`); a running content's state always names one.
    public var tab: ExerciseKind?
    public var seed: UInt64
    public var options: LaunchOptions
    /// Black Hole's layout file as it was: its path (for messages) and contents.
    public var layout: CapturedFile?

    /// The state `configuration` launches, reading its layout file now.
    public init(_ configuration: AppShell.Configuration) {
        self.init(tab: configuration.initialTab, seed: configuration.seed, options: configuration.options)
    }

    public init(tab: ExerciseKind?, seed: UInt64, options: LaunchOptions, layout: CapturedFile?? = nil) {
        self.tab = tab
        self.seed = seed
        self.options = options
        self.layout = layout ?? options.blackHole.capturedLayout()
    }

    public var record: LaunchRecord {
        var scene = [options.gallery.map { $0.captureMember } ?? LaunchRecord.Member("tab", JSONText.string((tab ?? .circles).rawValue))]
        scene.append(LaunchRecord.Member("seed", seed <= 1 << 53 ? String(seed) : JSONText.string(String(seed))))
        return LaunchRecord(scene: scene, setup: BlackHoleOptions.captureMembers(layout: layout) + options.eightBall.captureMembers)
    }

    public var sceneName: String {
        options.gallery == nil ? tab?.title ?? "the tab opened last" : "the gallery (\(options.gallery!.page.rawValue))"
    }

    public func replaying(in folder: URL) throws -> any LaunchState {
        var state = self
        state.options.blackHole.layout = try layout.map { file in
            let name = URL(fileURLWithPath: file.path).lastPathComponent
            let url = folder.appendingPathComponent(name.isEmpty ? "layout.json" : name)
            try file.contents.write(to: url)
            return url
        }
        return state
    }
}
