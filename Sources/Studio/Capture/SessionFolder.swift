import Foundation

/// The folder every window session is recorded into (`$XDG_STATE_HOME/motionlab/sessions`):
/// how a session's file is named, keeping the newest 20 and at most 200 MB, and finding the
/// sessions that ended abruptly (a crash, a kill) to say so at the next launch.
public struct SessionFolder: Sendable {
    /// How many sessions are kept, the running one among them.
    public static let keptSessions = 20
    /// How many bytes the kept sessions may take together.
    public static let keptBytes = 200 << 20
    /// What a session's file name says once its abrupt end has been reported.
    static let reportedSuffix = " (ended abruptly)"

    public let url: URL

    public init(_ url: URL) {
        self.url = url
    }

    /// "session 2026-11-27 at 14.20.01.123.json", to the millisecond in local time.
    public func newSession(at date: Date) -> URL {
        url.appendingPathComponent("session \(Self.stamp(date)).json")
    }

    static func stamp(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd 'at' HH.mm.ss.SSS"
        return f.string(from: date)
    }

    /// The sessions there, oldest first (their names sort by when they started).
    public func sessions() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasPrefix("session ") && $0.hasSuffix(".json") }.sorted().map { url.appendingPathComponent($0) }
    }

    /// Makes room for one more session: the oldest go until at most `keptSessions - 1` are
    /// left and they take less than `keptBytes`. A session another window is still
    /// recording (its file locked) is never removed. Returns the files removed.
    @discardableResult
    public func makeRoom() -> [URL] {
        let all = sessions()
        var count = all.count
        var bytes = all.reduce(0) { $0 + Self.size($1) }
        var removed: [URL] = []
        for oldest in all where count > Self.keptSessions - 1 || bytes > Self.keptBytes {
            let size = Self.size(oldest)
            guard !Self.isLocked(oldest), (try? FileManager.default.removeItem(at: oldest)) != nil else { continue }
            count -= 1
            bytes -= size
            removed.append(oldest)
        }
        return removed
    }

    /// Sessions that ended abruptly and have not been reported: no `end` line, and no
    /// MotionLab holds them (another window still recording holds its file's lock). Each is
    /// renamed to say so, so it is reported once; returns the new names.
    public func reportAbruptEnds() -> [URL] {
        sessions().filter { !$0.lastPathComponent.contains(Self.reportedSuffix) && !Self.hasEndLine($0) && !Self.isLocked($0) }
            .map { old in
                let new = old.deletingLastPathComponent()
                    .appendingPathComponent(old.deletingPathExtension().lastPathComponent + Self.reportedSuffix + ".json")
                return rename(old.path, new.path) == 0 ? new : old
            }
    }

    /// Whether the file's last line is a capture's `end` line.
    static func hasEndLine(_ file: URL) -> Bool {
        guard let h = FileHandle(forReadingAtPath: file.path) else { return false }
        defer { try? h.close() }
        let size = (try? h.seekToEnd()) ?? 0
        try? h.seek(toOffset: size > 96 ? size - 96 : 0)
        let tail = String(decoding: (try? h.readToEnd()) ?? Data(), as: UTF8.self)
        return tail.split(separator: "\n").last?.contains(#""type":"end""#) ?? false
    }

    /// Whether a window still records into the file.
    public static func isRecording(_ file: URL) -> Bool { isLocked(file) }

    /// Whether a running MotionLab holds the file's lock (it is still recording).
    static func isLocked(_ file: URL) -> Bool {
        let fd = open(file.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return true }
        flock(fd, LOCK_UN)
        return false
    }

    static func size(_ file: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size]) as? Int) ?? 0
    }
}
