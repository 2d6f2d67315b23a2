import Foundation

/// Names for files MotionLab creates on the user's behalf that must never replace one
/// another: F12 screenshots.
public enum UniqueFileName {
    /// "MotionLab 2026-11-22 at 15.42.12.345.png" in `folder`, in local time to the
    /// millisecond, or with " 2", " 3"… when that name is taken.
    public static func screenshot(in folder: URL, at date: Date) -> URL {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd 'at' HH.mm.ss.SSS"
        return free(in: folder, stem: "MotionLab \(f.string(from: date))", ext: "png")
    }

    /// `stem.ext`, else `stem 2.ext`, `stem 3.ext`… whichever does not exist yet.
    public static func free(in folder: URL, stem: String, ext: String) -> URL {
        for n in 1...10_000 {
            let url = folder.appendingPathComponent(n == 1 ? "\(stem).\(ext)" : "\(stem) \(n).\(ext)")
            var s = stat()
            if lstat(url.path, &s) != 0 { return url }
        }
        return folder.appendingPathComponent("\(stem) \(UInt32.random(in: 10_001...UInt32.max)).\(ext)")
    }
}
