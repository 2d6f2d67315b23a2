/// A button of an alert (UIAlertAction): its title, its style and what it does.
public final class AlertAction {
    /// How the button looks and which key chooses it (UIAlertAction.Style).
    public enum Style: Sendable {
        /// An ordinary choice, in the tint.
        case `default`
        /// Backs out: Esc chooses it; bold when no action is preferred.
        case cancel
        /// Deletes or discards: in red.
        case destructive
    }

    public let title: String
    public let style: Style
    let handler: (() -> Void)?

    public init(title: String, style: Style = .default, handler: (() -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
