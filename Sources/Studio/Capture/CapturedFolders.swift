import Foundation
import Services

/// The user's MotionLab folders as a capture holds them: every file under the config and
/// data folders (but the captures themselves, and an install's own files), by path
/// ("config/color-timer.json"). A capture takes them at its start; a replay writes them into
/// a private temporary folder and runs there, so it never reads or writes the user's files.
public enum CapturedFolders {
    /// The data folder's subfolder that holds captures, which a capture leaves out.
    public static let capturesFolder = "captures"
    /// The manifest `Tools/install.sh` writes in `PREFIX/share/motionlab`, one
    /// `file\tSHA-256\tPATH` or `dir\t\tPATH` line each (the first format had no SHA-256). Installed into `~/.local`, that folder is also the data
    /// folder, so the files it lists (the assets, the manifest) are the install's, not the
    /// user's, and a capture leaves them out.
    public static let installManifest = "install-manifest.txt"
    /// The state folder's subfolder that holds the recorded sessions.
    public static let sessionsFolder = "sessions"

    /// The files under `folders`, with a line for each one left out (too big, unreadable).
    public static func snapshot(of folders: AppFolders) -> (files: [String: Data], skipped: [String]) {
        var files: [String: Data] = [:]
        var skipped: [String] = []
        for (prefix, root) in [("config", folders.config), ("data", folders.data)] {
            guard let root else { continue }
            let base = root.standardizedFileURL.path
            let installed = installedFiles(in: root)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey]) else { continue }
            for case let url as URL in walker {
                let relative = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
                if prefix == "data" && (relative == capturesFolder || relative.hasPrefix(capturesFolder + "/")) {
                    walker.skipDescendants()
                    continue
                }
                let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
                guard values?.isRegularFile == true, !installed.contains(url.standardizedFileURL.path) else { continue }
                let name = "\(prefix)/\(relative)"
                guard files.count < CaptureLimits.files else {
                    skipped.append("\(url.path): left out of the capture (it holds \(CaptureLimits.files) files already)")
                    continue
                }
                guard (values?.fileSize ?? 0) <= CaptureLimits.fileBytes else {
                    skipped.append("\(url.path): left out of the capture (over 1 MiB)")
                    continue
                }
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    skipped.append("\(url.path): left out of the capture (cannot read it)")
                    continue
                }
                files[name] = data
            }
        }
        return (files, skipped)
    }

    /// The files an install's manifest in `folder` lists, and the manifest itself; none
    /// when there is no manifest.
    static func installedFiles(in folder: URL) -> Set<String> {
        let manifest = folder.appendingPathComponent(installManifest)
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [] }
        var files: Set<String> = [manifest.standardizedFileURL.path]
        for line in text.split(separator: "\n") where line.hasPrefix("file\t") {
            guard let path = line.split(separator: "\t", omittingEmptySubsequences: false).last else { continue }
            files.insert(URL(fileURLWithPath: String(path)).standardizedFileURL.path)
        }
        return files
    }

    /// Whether a header's file name is safe to write under a replay's folder: "config/…"
    /// or "data/…", with no empty, "." or ".." part.
    public static func isSafeName(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "config" || parts[0] == "data" else { return false }
        return parts.dropFirst().allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") }
    }
}

/// A private temporary folder a replay runs in: the capture's files, laid out as the
/// user's config and data folders were. Removed when the replay is done.
public final class ReplayFolder {
    public let root: URL
    public var folders: AppFolders { AppFolders(config: root.appendingPathComponent("config"), data: root.appendingPathComponent("data")) }

    /// Makes the folder and writes `files` (names checked by `CapturedFolders.isSafeName`)
    /// into it.
    public init(files: [String: Data]) throws {
        var template = Array((FileManager.default.temporaryDirectory.path + "/motionlab-replay-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CaptureError(message: "cannot make a temporary folder to replay in (\(String(cString: strerror(errno))))")
        }
        root = URL(fileURLWithPath: String(cString: made), isDirectory: true)
        for sub in ["config", "data"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        for (name, data) in files where CapturedFolders.isSafeName(name) {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// A file of the replay's own (Black Hole's layout), beside the folders.
    public func write(_ data: Data, named name: String) throws -> URL {
        let url = root.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}
