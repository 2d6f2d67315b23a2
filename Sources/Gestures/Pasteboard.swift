/// The system clipboard's text (UIPasteboard.general.string): what Ctrl+C puts and Ctrl+V
/// takes. The window's is SDL's clipboard; headless runs and tests use a
/// `MemoryPasteboard`, so a replay never reads or changes the user's clipboard.
public protocol Pasteboard: AnyObject {
    /// The text on the clipboard, or nil when it holds none.
    var string: String? { get set }
}

/// A clipboard of its own, for headless runs and tests.
public final class MemoryPasteboard: Pasteboard {
    public var string: String?

    public init(string: String? = nil) {
        self.string = string
    }
}
