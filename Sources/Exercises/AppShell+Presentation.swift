import Animation
import Widgets

/// What shows over the tab: its presenter (alerts, lifted layers), messages, and the
/// problems a report lists.
extension AppShell {
    /// Problems the user should know of (a settings file set aside, a layout that could not
    /// be read): the first shows over the content, with how many more, and a click on it
    /// lists them all; each goes to `onWarning` for the log.
    public func report(warnings lines: [String]) {
        guard !lines.isEmpty else { return }
        messages.report(lines, at: host.currentTime)
        for line in lines {
            if let log = onWarning { log(line) } else { pendingWarnings.append(line) }
        }
    }

    /// Lists every problem of a report on the shell's own toast in an alert over the tab.
    func showDetails(_ lines: [String]) {
        currentPresenter.present(AlertController(listing: lines))
    }

    /// The presenter of the tab built under `layer`, made on first use.
    func presenter(for layer: Layer) -> Presenter {
        if let p = presenters[ObjectIdentifier(layer)] { return p }
        let p = Presenter(window: rootLayer, liftLayer: liftLayer, focusChain: focusChain, pasteboard: configuration.pasteboard)
        presenters[ObjectIdentifier(layer)] = p
        return p
    }

    /// The presenter of the tab showing.
    var currentPresenter: Presenter { presenter(for: current.layer) }


    public func showMessage(_ text: String, at time: MediaTime) {
        messages.show(text, at: time)
    }
}
