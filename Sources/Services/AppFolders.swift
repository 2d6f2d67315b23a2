import Foundation

/// Where MotionLab keeps a user's files: settings in the config folder, things the user
/// made (saved answers, snowman settings, swatches) in the data folder. Nil when there is
/// none (no HOME): exercises then keep their changes in memory only.
public struct AppFolders: Sendable {
    /// `$XDG_CONFIG_HOME/motionlab`, else `~/.config/motionlab`.
    public var config: URL?
    /// `$XDG_DATA_HOME/motionlab`, else `~/.local/share/motionlab`.
    public var data: URL?

    public init(config: URL?, data: URL?) {
        self.config = config
        self.data = data
    }

    /// The folders of the XDG Base Directory specification.
    public init(_ xdg: XDGDirectories) {
        self.init(config: xdg.configDirectory, data: xdg.dataDirectory)
    }

    /// No folders: nothing is read or written.
    public static let none = AppFolders(config: nil, data: nil)
}
