import Foundation

/// What the app remembers across launches, in `state.json` in the config directory.
public struct AppState: Codable, Equatable, Sendable {
    /// The tab that was open last.
    public var lastTab: ExerciseKind?

    public init(lastTab: ExerciseKind? = nil) {
        self.lastTab = lastTab
    }
}

/// Reads and writes `AppState` atomically. A file it cannot read is never overwritten: it
/// is set aside as `state.json.unreadable` and reported, so nothing the user had is lost.
public final class AppStateStore {
    public let file: URL
    /// Problems met while loading or saving, one line each, for the front end to print.
    public private(set) var warnings: [String] = []

    public init(directory: URL) {
        file = directory.appendingPathComponent("state.json")
    }

    public func load() -> AppState {
        guard let data = try? Data(contentsOf: file) else { return AppState() }
        do {
            return try JSONDecoder().decode(AppState.self, from: data)
        } catch {
            let aside = file.appendingPathExtension("unreadable")
            try? FileManager.default.removeItem(at: aside)
            let moved = (try? FileManager.default.moveItem(at: file, to: aside)) != nil
            warnings.append("\(file.path) is not valid MotionLab state; starting with defaults"
                            + (moved ? " (the old file is kept as \(aside.lastPathComponent))" : ""))
            return AppState()
        }
    }

    /// Writes the state atomically (a temporary file renamed over the old one).
    public func save(_ state: AppState) {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(state).write(to: file, options: .atomic)
        } catch {
            warnings.append("cannot save \(file.path) (\(error.localizedDescription)); the last tab will not be remembered")
        }
    }

    /// Returns and clears the pending warnings.
    public func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        return warnings
    }
}
