/// Every limit on the input MotionLab accepts, with why: anything past one is refused at
/// the border with a one-line message (exit code 2), so nothing downstream meets a number
/// it cannot handle. The "Limits" section of docs/cli-guide.md lists them.
public enum InputLimits {
    /// Pointer ids: 0 is the mouse, 1…63 touches; 64 pointers at once is more fingers than
    /// hands have, and keeps each event's cost small.
    public static let pointerIDs = 0...63
    /// Window sides, in points: 1 up to 16,384 (a large display at twice that in pixels is
    /// still within what a renderer can hold).
    public static let windowSide = 1.0...16_384.0
    /// Coordinates of pointers and wheels, and window moves, in points.
    public static let coordinate = -100_000.0...100_000.0
    /// Wheel notches in one event.
    public static let wheelDelta = -1_000.0...1_000.0
    /// How much virtual time a script or a screenshot may span: one hour, in seconds.
    /// Idle stretches are skipped, so a long one costs little.
    public static let replaySpan = 3_600.0
    /// The largest script file, in bytes: 16 MiB.
    public static let scriptBytes = 16 << 20
    /// The most events one script may hold.
    public static let scriptEvents = 1_000_000
    /// The longest text one `text` event may type, in characters.
    public static let textLength = 4_096
    /// Rendered images: at most 16,384 pixels a side and 64 megapixels in all (8192×8192).
    /// A 64-megapixel render and its PNG peak near 0.6 GB; 256 would pass 2 GB.
    public static let surfaceSide = 16_384
    public static let surfacePixels = 64 << 20
}
