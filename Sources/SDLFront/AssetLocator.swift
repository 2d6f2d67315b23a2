import Foundation

/// Finds the Assets folder: $MOTIONLAB_ASSETS; else, for an installed binary
/// (`PREFIX/bin/motionlab`), `PREFIX/share/motionlab`; else the nearest "Assets" folder
/// above the executable (a build under .build/ finds the checkout's); else ./Assets.
public struct AssetLocator: Sendable {
    public let directory: URL

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let fm = FileManager.default
        func isDir(_ url: URL) -> Bool {
            var d: ObjCBool = false
            return fm.fileExists(atPath: url.path, isDirectory: &d) && d.boolValue
        }
        if let custom = environment["MOTIONLAB_ASSETS"], !custom.isEmpty {
            directory = URL(fileURLWithPath: custom, isDirectory: true)
            return
        }
        var dir = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = dir.deletingLastPathComponent().appendingPathComponent("share/motionlab", isDirectory: true)
        if isDir(installed.appendingPathComponent("Images", isDirectory: true)) {
            directory = installed
            return
        }
        for _ in 0..<8 {
            let candidate = dir.appendingPathComponent("Assets", isDirectory: true)
            if isDir(candidate) {
                directory = candidate
                return
            }
            dir = dir.deletingLastPathComponent()
        }
        directory = URL(fileURLWithPath: fm.currentDirectoryPath, isDirectory: true).appendingPathComponent("Assets")
    }

    /// The path of an asset file by name ("logo.png" or "Images/logo.png"); an absolute
    /// path names a picture outside the assets (a mark's pictures in a session window).
    public func path(of name: String) -> String {
        name.hasPrefix("/") ? name : directory.appendingPathComponent(name).path
    }
}
