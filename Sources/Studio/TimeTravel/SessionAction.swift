import Animation

/// One thing the user did in a captured session, in words, for a person scrubbing it: a
/// gesture on a named layer and what it changed ("double-tap on canvas → circle appears"),
/// a key command, a tab switch, typed text, a paste, a window move, an answer from
/// outside, or a mark. `ActionNarrator` reads them from a capture by replaying it.
public struct SessionAction: Equatable, Sendable {
    /// What sort of thing happened, for a list to group or tint by.
    public enum Kind: String, Equatable, Sendable {
        /// A tap, press, drag or two-pointer gesture, or the wheel.
        case pointer
        /// A key or key command.
        case key
        /// The tab showing changed (by a key, or a click on the tab bar).
        case tab
        /// Text typed.
        case text
        /// An answer from outside (the network) reached the scene.
        case network
        /// The window moved, shook or changed size.
        case window
        /// The clipboard was read.
        case paste
        /// A mark (F12, or one the recording took by itself).
        case mark
        /// Anything else: the inspector setting the tab's clock.
        case other
    }

    /// When it began, on the capture's clock.
    public var time: MediaTime
    /// When it ended (the last input it is made of); `time` for an instant.
    public var end: MediaTime
    /// What happened, in words: "drag circle from (300, 300) to (480, 380)".
    public var text: String
    public var kind: Kind

    public init(time: MediaTime, end: MediaTime, text: String, kind: Kind) {
        self.time = time
        self.end = end
        self.text = text
        self.kind = kind
    }

    /// The action as `replay --list` prints it: its time, then its words.
    public var line: String { String(format: "%8.3f  ", time.seconds) + text }
}
