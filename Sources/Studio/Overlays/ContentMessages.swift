import Animation
import Widgets

/// The window's toast as the studio hands it to the content: the content posts on its own
/// clock, which a restart or a take-over sets back to zero, and the toast runs on the
/// window's.
final class ContentMessages: MessageBoard {
    private let toast: Toast
    /// The window's media time minus the content's (the studio's `offset`).
    var offset = 0.0

    init(toast: Toast) {
        self.toast = toast
    }

    func show(_ text: String, at time: MediaTime) {
        toast.show(text, at: time + offset)
    }

    func report(_ lines: [String], at time: MediaTime) {
        toast.report(lines, at: time + offset)
    }
}
