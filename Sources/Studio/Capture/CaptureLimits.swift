import Gestures

/// The limits of a capture file beyond a script's (`InputLimits`), with why. A capture
/// that reaches one while recording stops there, and its file stays valid.
public enum CaptureLimits {
    /// The largest presentation-tree dump one mark may hold, in bytes of JSON: 2 MiB. A
    /// busy tab's tree is under 100 KiB; past this a file was not written by MotionLab.
    public static let markDumpBytes = 2 << 20
    /// The most files a header may hold, and the largest one: a settings folder holds a
    /// handful of small JSON files.
    public static let files = 256
    public static let fileBytes = 1 << 20
    /// How far a capture may run, in seconds of its clock: eight hours, a working day of
    /// a window left open.
    public static let span = 8 * 3_600.0
    /// The largest file, 256 MiB: eight hours at the 7 KiB a second a busy session writes,
    /// with room for marks.
    public static let bytes = 256 << 20
    /// The most entries: eight hours of frames at 60 a second, with the input between.
    public static let entries = 4_000_000
    /// The longest line of a capture in lines: a mark with the largest tree, and its
    /// picture's path.
    public static let lineBytes = markDumpBytes + (64 << 10)
    /// The longest header line: half of what a capture may hold, as the writer allows.
    public static let headerBytes = bytes / 2
    /// Off-loop work numbers a capture may name.
    public static let work = 0...Double(1 << 40)
}
