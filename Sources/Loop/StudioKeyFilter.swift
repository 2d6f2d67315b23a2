import Gestures

/// The window level's one check of keys against `KeyCommands`: a studio command's press is
/// taken and performed, and it owns that key until its release, which is taken too, with
/// or without the modifiers still held. Repeats are taken and not performed again. Every
/// other key passes on to the content as input.
public struct StudioKeyFilter {
    /// What to do with a key event.
    public enum Verdict: Equatable, Sendable {
        /// The content's: hand it on.
        case pass
        /// A studio command's press: perform it; the event goes no further.
        case perform(KeyAction)
        /// A studio key's repeat or release: it goes no further.
        case take
    }

    /// Studio keys pressed and not yet released.
    private var held: Set<Key> = []

    public init() {}

    /// Whether `key` is a studio key pressed and not yet released (its release is still to
    /// be taken).
    public func isHolding(_ key: Key) -> Bool { held.contains(key) }

    public mutating func verdict(for k: KeyEvent) -> Verdict {
        if k.isDown, let (command, action) = KeyCommands.command(for: k), command.kind == .studio {
            if k.isRepeat { return .take }
            held.insert(k.key)
            return .perform(action)
        }
        if k.isDown && held.contains(k.key) { return .take }
        if !k.isDown, held.remove(k.key) != nil { return .take }
        return .pass
    }
}
