import Foundation
import Services
import Storage

/// The Snowman's own state (`SnowmanState`: the chosen setting) in `snowman.json` in the
/// config folder, through `JSONFileStore`: written whole and atomically, only when it
/// changes. A file that is missing gives the defaults; a corrupt one is set aside with a
/// message rather than saved over. With no config folder the choice lasts for the run.
final class SnowmanStateFile {
    private let store: JSONFileStore<SnowmanState>?
    private let warn: ([String]) -> Void
    /// What the file holds now, so an unchanged state is not written again.
    private var saved: SnowmanState?

    init(folders: AppFolders, now: @escaping () -> Date, warn: @escaping ([String]) -> Void) {
        self.warn = warn
        store = folders.config.map {
            JSONFileStore(file: $0.appendingPathComponent("snowman.json"), contents: "the Snowman's state", now: now)
        }
    }

    /// The saved state, or the defaults (and a message if the file was unusable).
    func load() -> SnowmanState {
        let value = store?.load() ?? SnowmanState()
        saved = value
        report()
        return value
    }

    /// Writes `state` if it differs from what the file holds.
    func save(_ state: SnowmanState) {
        guard state != saved else { return }
        saved = state
        store?.save(state)
        report()
    }

    private func report() {
        if let w = store?.takeWarnings(), !w.isEmpty { warn(w) }
    }
}
