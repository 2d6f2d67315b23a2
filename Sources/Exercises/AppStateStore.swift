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
/// `state.json.unreadable-<timestamp>`). A key it does not know is ignored with a warning
/// naming it, and is not kept when the state is next saved.
public final class AppStateStore {
    private let store: JSONFileStore<AppState>
    public var file: URL { store.file }
    /// The keys `AppState` is saved with.
    static let keys: Set<String> = ["lastTab"]
    /// Warnings of its own (unknown keys), said after the file store's.
    private var warnings: [String] = []

    /// `now` stamps the name of a set-aside copy.
    public init(directory: URL, now: @escaping () -> Date) {
        store = JSONFileStore(file: directory.appendingPathComponent("state.json"), contents: "MotionLab state", now: now)
    }

    public func load() -> AppState {
        guard let state = store.load() else { return AppState() }
        // Read as plain JSON too, for keys the decoder passed over without a word.
        if let data = FileManager.default.contents(atPath: file.path),
           let top = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            warnings += top.keys.filter { !Self.keys.contains($0) }.sorted().map {
                "\(file.path): unknown key \"\($0.prefix(40))\" is ignored (the only key is \"lastTab\"), and not kept when the state is next saved"
            }
        }
        return state
    }

    public func save(_ state: AppState) { store.save(state) }

    /// Returns and clears the pending warnings.
    public func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        return store.takeWarnings() + warnings
    }
}
