import Gestures

/// The window's clipboard while the studio watches: every read (a paste) is told to
/// `onRead`, so a capture records the text that was pasted.
public final class CapturingPasteboard: Pasteboard {
    private let base: Pasteboard
    /// Called with the text of each read. Defaults to nil.
    public var onRead: ((String?) -> Void)?

    public init(wrapping base: Pasteboard) {
        self.base = base
    }

    public var string: String? {
        get {
            let s = base.string
            onRead?(s)
            return s
        }
        set { base.string = newValue }
    }
}

/// A replay's clipboard: each read gives the next text the captured window pasted, and
/// writes go nowhere, so a replay never reads or changes the user's clipboard.
public final class ReplayPasteboard: Pasteboard {
    private var pastes: [String?]
    private var next = 0
    /// The real clipboard once a tester took the session over; nil while it replays.
    private var live: Pasteboard?

    public init(pastes: [String?]) {
        self.pastes = pastes
    }

    /// From now on reads and writes are `pasteboard`'s: the session was taken over.
    public func goLive(_ pasteboard: Pasteboard) {
        live = pasteboard
    }

    public var string: String? {
        get {
            if let live { return live.string }
            guard next < pastes.count else { return nil }
            defer { next += 1 }
            return pastes[next]
        }
        set { live?.string = newValue }
    }
}
