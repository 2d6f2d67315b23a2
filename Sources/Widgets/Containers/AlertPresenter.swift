import Animation
import Geometry
import Gestures

/// The one alert a screen shows at a time (what a UIViewController's `present` keeps):
/// shows it over the window, closing any other first, forgets it when it goes, and hands
/// it the keys and window sizes that reach the screen while it shows.
public final class AlertPresenter {
    /// The alert showing, or fading out, if any.
    public private(set) var current: AlertController?
    private weak var focusChain: FocusChain?
    /// The clipboard handed to an alert that has none, for its fields. Defaults to nil.
    public var pasteboard: Pasteboard?

    /// Whether its alerts are a tool's over the window (the studio's), beside the screen's
    /// focus rather than over it.
    private let forTool: Bool

    public init(focusChain: FocusChain?, forTool: Bool = false) {
        self.focusChain = focusChain
        self.forTool = forTool
    }

    /// Shows `alert` over `host` (the window's root), closing the one before.
    public func present(_ alert: AlertController, over host: Layer) {
        current?.dismissWithoutChoosing()
        current = alert
        if alert.pasteboard == nil { alert.pasteboard = pasteboard }
        let before = alert.onDismiss
        alert.onDismiss = { [weak self, weak alert] in
            before?()
            if self?.current === alert { self?.current = nil }
        }
        alert.present(in: host, focusChain: focusChain, forTool: forTool)
    }

    /// A key for the alert: nil when none shows, else whether it used the key (while one
    /// shows, nothing behind it gets keys).
    public func handleKey(_ event: KeyEvent) -> Bool? {
        current.map { $0.handleKey(event) }
    }

    /// The window became `size`: the alert centres itself again.
    public func layout(in size: Size) {
        if let current, current.isPresented { current.layout(in: size) }
    }

    /// Closes the alert at once, choosing nothing (the screen is going away).
    public func dismiss() {
        current?.dismissWithoutChoosing()
    }
}
