import Animation
import Foundation

/// What the session says, and what F12 and Ctrl+Shift+S save: in the session's toast,
/// above the bar, until a take-over; from then on the live window's.
extension TimeTravelScene {
    /// Says something in the session's toast, above the bar; once live, in the window's
    /// one toast, with the live content's messages.
    public func showMessage(_ text: String, at time: MediaTime) {
        if let live { return live.showMessage(text, at: time) }
        toast.show(text, at: time)
    }

    public func screenshotSaved(to path: String, at time: MediaTime) {
        if let live { return live.screenshotSaved(to: path, at: time) }
        showMessage("Saved \(path) · the moment at \(String(format: "%.3f", cursor.time.seconds)) s", at: time)
    }

    public func saveReport(in folder: URL, picture: String, at time: MediaTime) {
        if let live { return live.saveReport(in: folder, picture: picture, at: time) }
        showMessage("Saved \(picture). The session opened is its own record: share \(setup.source)", at: time)
    }
}
