import Foundation

/// Where per-user files go, by the XDG Base Directory specification, read from an
/// environment passed in (so tests choose it).
public struct XDGDirectories: Sendable {
    public let environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    private var home: URL? {
        environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// $XDG_CONFIG_HOME/motionlab, else ~/.config/motionlab.
    public var configDirectory: URL? {
        if let x = environment["XDG_CONFIG_HOME"], x.hasPrefix("/") {
            return URL(fileURLWithPath: x, isDirectory: true).appendingPathComponent("motionlab", isDirectory: true)
        }
        return home?.appendingPathComponent(".config/motionlab", isDirectory: true)
    }

    /// `$XDG_STATE_HOME/motionlab`, else `~/.local/state/motionlab`: what is worth keeping
    /// across runs but is not the user's work (the recorded sessions).
    public var stateDirectory: URL? {
        if let x = environment["XDG_STATE_HOME"], x.hasPrefix("/") {
            return URL(fileURLWithPath: x, isDirectory: true).appendingPathComponent("motionlab", isDirectory: true)
        }
        return home?.appendingPathComponent(".local/state/motionlab", isDirectory: true)
    }

    /// $XDG_DATA_HOME/motionlab, else ~/.local/share/motionlab.
    public var dataDirectory: URL? {
        if let x = environment["XDG_DATA_HOME"], x.hasPrefix("/") {
            return URL(fileURLWithPath: x, isDirectory: true).appendingPathComponent("motionlab", isDirectory: true)
        }
        return home?.appendingPathComponent(".local/share/motionlab", isDirectory: true)
    }

    /// The user's pictures folder: $XDG_PICTURES_DIR, else the one named in
    /// user-dirs.dirs, else ~/Pictures, if it exists; nil when none does.
    public var picturesDirectory: URL? {
        var candidates: [String] = []
        if let x = environment["XDG_PICTURES_DIR"] { candidates.append(x) }
        if let fromFile = userDirsEntry("XDG_PICTURES_DIR") { candidates.append(fromFile) }
        if let h = home { candidates.append(h.appendingPathComponent("Pictures").path) }
        let fm = FileManager.default
        for c in candidates where c.hasPrefix("/") {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: c, isDirectory: &isDir), isDir.boolValue {
                return URL(fileURLWithPath: c, isDirectory: true)
            }
        }
        return nil
    }

    /// A value from user-dirs.dirs, with $HOME expanded.
    private func userDirsEntry(_ key: String) -> String? {
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? home?.appendingPathComponent(".config").path
        guard let dir = configHome,
              let text = try? String(contentsOfFile: dir + "/user-dirs.dirs", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + "=") {
            var value = line.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            if let h = home?.path { value = value.replacingOccurrences(of: "$HOME", with: h) }
            return value
        }
        return nil
    }
}
