import Foundation
import Storage

/// What the app remembers across launches, in `state.json` in the config directory.
public struct AppState: Codable, Equatable, Sendable {
    /// The tab that was open last.
    public var lastTab: ExerciseKind?

    public init(lastTab: ExerciseKind? = nil) {
        self.lastTab = lastTab
    }
}

/// Reads and writes `AppState` in `state.json`, through `JSONFileStore`: atomically, and
/// never over a file it could not read (a corrupt one is kept aside as
/// `state.json.unreadable-<timestamp>`).
public final class AppStateStore {
    private let store: JSONFileStore<AppState>
    public var file: URL { store.file }

    /// `now` stamps the name of a set-aside copy.
    public init(directory: URL, now: @escaping () -> Date) {
        store = JSONFileStore(file: directory.appendingPathComponent("state.json"), contents: "MotionLab state", now: now)
    }

    public func load() -> AppState { store.load() ?? AppState() }

    public func save(_ state: AppState) { store.save(state) }

    /// Returns and clears the pending warnings.
    public func takeWarnings() -> [String] { store.takeWarnings() }
}
