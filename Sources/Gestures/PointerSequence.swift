import Animation
import Geometry

/// One pointer's sequence, from its press to its lift: the record the `PointerDispatcher`
/// keeps for every pointer that is down (and for an Alt-drag's twin touch).
///
/// It holds the button that started it (another button pressed or released meanwhile is
/// not part of it), the layers under the press (the hit path), the members of its arena
/// found on that path (recognizers and controls), who took it (a recognizer that won, or
/// the tool that claimed it), and where it was last seen.
public final class PointerSequence {
    /// What the controls on the hit path hear of the sequence.
    public enum Controls {
        /// The press is being delivered to the recognizers; the controls have not heard of
        /// it yet.
        case pending
        /// The controls' handlers on the hit path, deepest first, follow it.
        case following([PointerHandler])
        /// A recognizer that won took it (cancelsTouchesInView): the controls hear nothing
        /// more until it lifts; if it was taken on its press, they never heard of it.
        case taken
    }

    /// The mouse button that started it (`.left` for a touch).
    public let button: PointerEvent.Button
    /// The layers under the press, deepest first: the layer hit and its ancestors. Empty
    /// when the press hit nothing, and for a twin touch.
    public let path: [Layer]
    /// The recognizers on the hit path that follow it, in the order they joined its arena.
    public internal(set) var recognizers: [GestureRecognizer]
    /// Whether the controls on the hit path follow it, or a recognizer took it.
    public internal(set) var controls: Controls = .pending
    /// The tool that claimed the sequence on its press (the inspector's panel, a session
    /// bar), if any: it takes the sequence's later events. By identity: a claim ends with
    /// its sequence, and its owner outlives it.
    var owner: ObjectIdentifier?
    /// The tree it was pressed in (its `PointerRoot`), by identity: a root's sequences are
    /// cancelled before the root goes.
    var root: ObjectIdentifier?
    /// Where and when the pointer was last seen: what a cancel reports.
    public internal(set) var location: Point
    public internal(set) var time: MediaTime
    /// An Alt-drag's twin touch, mirrored about `centre`: its id. Nil for a real pointer
    /// pressed without Alt, and for the twin itself.
    var twin: (id: PointerID, center: Point)?

    init(button: PointerEvent.Button, path: [Layer], recognizers: [GestureRecognizer], location: Point, time: MediaTime) {
        self.button = button
        self.path = path
        self.recognizers = recognizers
        self.location = location
        self.time = time
    }

    /// Whether a recognizer took it.
    public var isTaken: Bool {
        if case .taken = controls { return true }
        return false
    }

    /// The handlers following it now (none before the controls hear the press, or once
    /// it is taken).
    var handlers: [PointerHandler] {
        if case .following(let h) = controls { return h }
        return []
    }

    /// The layers from `layer` up to its root, deepest first.
    static func path(from layer: Layer?) -> [Layer] {
        var out: [Layer] = []
        var node = layer
        while let n = node {
            out.append(n)
            node = n.superlayer
        }
        return out
    }
}
