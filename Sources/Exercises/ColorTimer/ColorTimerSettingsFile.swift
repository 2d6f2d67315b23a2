import Foundation
import Services
import Storage

/// The Color Timer's settings in `color-timer.json` in the config folder, through
/// `JSONFileStore`: written whole and atomically, and a corrupt file is set aside with a
/// message (the defaults are used) rather than saved over. With no config folder the
/// settings last for the run only.
final class ColorTimerSettingsFile {
    private let store: JSONFileStore<ColorTimerSettings>?
    private let warn: ([String]) -> Void

    init(folders: AppFolders, now: @escaping () -> Date, warn: @escaping ([String]) -> Void) {
        self.warn = warn
        store = folders.config.map {
            JSONFileStore(file: $0.appendingPathComponent("color-timer.json"), contents: "Color Timer settings", now: now)
        }
    }

    /// Whether settings are written anywhere (there is a config folder).
    var isPersistent: Bool { store != nil }

    /// The saved settings, or the defaults (and a message if the file was unusable).
    func load() -> ColorTimerSettings {
        let value = store?.load() ?? .defaults
        report()
        return value
    }

    func save(_ settings: ColorTimerSettings) {
        store?.save(settings)
        report()
    }

    private func report() {
        if let w = store?.takeWarnings(), !w.isEmpty { warn(w) }
    }
}
