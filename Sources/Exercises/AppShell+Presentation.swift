import Animation
import Widgets

/// What shows over the tab (see `ShellPresentation`): its presenter (alerts, lifted
/// layers), and messages and reports in the window's toast.
extension AppShell {
    /// Problems the user should know of (a settings file set aside, a layout that could not
    /// be read): the first shows over the content, with how many more, and a click on it
    /// lists them all; each goes to `onWarning` for the log.
    public func report(warnings lines: [String]) {
        guard !lines.isEmpty else { return }
        presentation.messages.report(lines, at: host.currentTime)
        for line in lines {
            if let log = onWarning { log(line) } else { pendingWarnings.append(line) }
        }
    }

    /// The presenter of the tab showing.
    var currentPresenter: Presenter { presentation.presenter(for: current.layer) }

    /// A short message in the window's toast ("Saved …").
    public func showMessage(_ text: String, at time: MediaTime) {
        presentation.messages.show(text, at: time)
    }
}
