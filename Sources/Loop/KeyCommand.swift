import Gestures

/// One row of the window's key commands (`KeyCommands`): the chords that trigger it, what
/// each does, and how the README's key list names it.
public struct KeyCommand: Sendable {
    /// Who a command is for.
    public enum Kind: Sendable {
        /// Changes what the content does: passed to the content as input, so a capture
        /// records it and a replay plays it through the same table.
        case scene
        /// The studio's or the window's own: taken at the window level, press and release
        /// alike, so neither reaches the content nor a capture.
        case studio
    }

    /// The keys as the README's key list writes them ("Ctrl+1 … Ctrl+5").
    public let label: String
    public let kind: Kind
    /// Each chord and what it does.
    public let bindings: [(chord: KeyChord, action: KeyAction)]
    /// What it does, in a few words.
    public let summary: String

    init(_ label: String, _ kind: Kind, _ bindings: [(String, KeyAction)], _ summary: String) {
        self.label = label
        self.kind = kind
        self.bindings = bindings.map { text, action in
            guard let chord = KeyChord(parsing: text) else { preconditionFailure("the key table's chord \(text) does not parse") }
            return (chord, action)
        }
        self.summary = summary
    }

    /// What this command does for a press of `chord`, if it is one of its chords.
    public func action(for chord: KeyChord) -> KeyAction? {
        bindings.first { $0.chord == chord }?.action
    }
}
