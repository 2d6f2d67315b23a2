import Foundation

/// What to do with a user's file MotionLab could not make sense of: keep it, under a new
/// name, so nothing they had is lost.
public enum UnreadableFile {
    /// Moves the file at `path` aside as `name.unreadable-20261122T154212Z` (with `-2`, `-3`…
    /// when that is taken), next to it. Earlier copies are never removed. Returns the new
    /// name, or nil when the file could not be moved (then it must not be written over).
    public static func setAside(_ path: String, at date: Date) -> String? {
        let stamp = timestamp(date)
        for n in 1...1000 {
            let aside = path + ".unreadable-" + stamp + (n == 1 ? "" : "-\(n)")
            // link(2) then unlink(2): never replaces an existing copy, unlike rename(2).
            if link(path, aside) == 0 {
                unlink(path)
                return aside
            }
            if errno == EEXIST { continue }
            // A file system without hard links: rename, having checked the name is free.
            var s = stat()
            if lstat(aside, &s) != 0, rename(path, aside) == 0 { return aside }
            return nil
        }
        return nil
    }

    /// UTC, to the second, sortable: 20261122T154212Z.
    static func timestamp(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return f.string(from: date)
    }
}
