import Foundation

/// Names for files MotionLab creates on the user's behalf that must never replace one
/// another: F12 screenshots.
public enum UniqueFileName {
    /// "MotionLab 2026-11-22 at 15.42.12.345.png" in `folder`, in local time to the
    /// millisecond, or with " 2", " 3"… when that name is taken.
    public static func screenshot(in folder: URL, at date: Date) -> URL {
        free(in: folder, stem: "MotionLab \(stamp(date))", ext: "png")
    }

    /// "2026-11-22 at 15.42.12.345": a moment in local time to the millisecond.
    public static func stamp(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd 'at' HH.mm.ss.SSS"
        return f.string(from: date)
    }

    /// `stem.ext`, else `stem 2.ext`, `stem 3.ext`… whichever does not exist yet (with an
    /// empty `ext`, a folder's name: `stem`, `stem 2`…).
    public static func free(in folder: URL, stem: String, ext: String) -> URL {
        let dot = ext.isEmpty ? "" : "." + ext
        for n in 1...10_000 {
            let url = folder.appendingPathComponent(n == 1 ? "\(stem)\(dot)" : "\(stem) \(n)\(dot)")
            var s = stat()
            if lstat(url.path, &s) != 0 { return url }
        }
        return folder.appendingPathComponent("\(stem) \(UInt32.random(in: 10_001...UInt32.max))\(dot)")
    }
}
