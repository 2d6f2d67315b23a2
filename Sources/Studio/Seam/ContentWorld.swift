import Animation
import Foundation
import Geometry
import Gestures
import Loop
import Services
import Widgets

/// What the studio hands each content it builds: the window's size, the window's one
/// inbox (the studio owns it and its waker, so a restarted content is woken the same
/// way), the window's one focus chain (the inspector's panel is a scope of it) and pointer
/// dispatcher (the studio's overlay is another root of it) and toast, and the outside
/// world (the network and the clipboard, which the studio watches while it records, and
/// the user's folders).
public struct ContentWorld {
    /// The window's size in points.
    public var size: Size
    /// The window's inbox: off-loop work's results come back through it.
    public var inbox: Inbox
    /// The window's focus chain: the content's controls are its screen scope, presented
    /// alerts its modal scopes. Nil: the content makes its own. Defaults to nil.
    public var focusChain: FocusChain?
    /// The window's pointer dispatcher: the content's tree is a root of it beside the
    /// studio's overlay. Nil: the content makes its own. Defaults to nil.
    public var pointerDispatcher: PointerDispatcher?
    /// The window's one toast, on the content's clock: the content's messages show there,
    /// over it, with the studio's. Nil: the content shows its own. Defaults to nil.
    public var messages: MessageBoard?
    public var network: NetworkClient
    public var pasteboard: Pasteboard
    /// Where the content keeps the user's files. Defaults to none.
    public var folders: AppFolders
    /// Measures text as the front end draws it; nil draws none. Defaults to nil.
    public var textMeasurer: TextMeasuring?
    /// Whether this is a replay: it must remember nothing for the next launch (the last
    /// tab). Defaults to false.
    public var isReplay: Bool

    public init(size: Size, inbox: Inbox = Inbox(), network: NetworkClient, pasteboard: Pasteboard = MemoryPasteboard(),
                folders: AppFolders = .none, textMeasurer: TextMeasuring? = nil, isReplay: Bool = false) {
        self.size = size
        self.inbox = inbox
        self.network = network
        self.pasteboard = pasteboard
        self.folders = folders
        self.textMeasurer = textMeasurer
        self.isReplay = isReplay
    }
}
