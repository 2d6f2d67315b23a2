import Foundation
import Animation
import Gestures
import Loop
import Services
import Widgets

/// What the shell hands an exercise when it makes it: everything the exercise may use from
/// outside itself. Nothing here is a global, so a test hands in a temporary folder, a
/// loopback network client or a fixed seed.
public struct ExerciseServices {
    /// The exercise's root layer, already named after its tab's slug; the exercise builds
    /// its tree under it.
    public let layer: Layer
    /// Transactions for implicit animations (CATransaction), on the window's host.
    public let transactions: Transacting
    /// The exercise's own time (its layer's local time).
    public let clock: ExerciseClock
    /// Runs work off the frame loop and brings its result back.
    public let inbox: Inbox
    /// Seed for every random choice (`--seed`), so runs and screenshots repeat.
    public let seed: UInt64
    /// Where the user's files live.
    public let folders: AppFolders
    /// HTTP for exercises that talk to a server.
    public let network: NetworkClient
    /// What the command line asked of the exercises.
    public let options: LaunchOptions
    /// The clipboard text fields copy to and paste from.
    public let pasteboard: Pasteboard
    /// Shows alerts and prompts over the window, and lifts layers above the tab bar.
    public let presenter: Presenter
    /// The calendar date, only to stamp the name of a file set aside (never for timing).
    public let now: () -> Date
    /// Shows a short message in a pill over the window.
    public let showMessage: (String) -> Void
    /// Reports problems the user should fix (a bad file), one line each: every line is
    /// printed on standard error, and the window shows the first (and how many more).
    public let warn: ([String]) -> Void
    /// What an exercise did that a developer may want to follow (`--verbose`): one line
    /// each, printed on standard error when asked for, else dropped.
    public let log: (String) -> Void
}

extension ExerciseServices {
    /// The same services for content built under another layer (a page of the gallery):
    /// its clock reads that layer's local time.
    public func rebased(on layer: Layer) -> ExerciseServices {
        ExerciseServices(layer: layer, transactions: transactions, clock: clock.rebased(on: layer), inbox: inbox, seed: seed,
                         folders: folders, network: network, options: options, pasteboard: pasteboard, presenter: presenter,
                         now: now, showMessage: showMessage, warn: warn, log: log)
    }
}
