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
    /// How far a capture may run, in seconds of its clock: a script's span (an hour).
    public static let span = InputLimits.replaySpan
    /// The largest file and the most entries: a script's.
    public static let bytes = InputLimits.scriptBytes
    public static let entries = InputLimits.scriptEvents
    /// Off-loop work numbers a capture may name.
    public static let work = 0...Double(1 << 40)
}
