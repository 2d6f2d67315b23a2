import Animation
import Foundation
import Geometry
import Loop
import Services

/// The app's content as the studio sees it: the one seam between them. The studio draws
/// its tools over the content, records what the content is handed, inspects and seeks the
/// layers of what shows, and restarts it from its launch state; it never reaches further.
///
/// The content's `inbox` is the one the studio handed it in its `ContentWorld`.
public protocol StudioContent: InteractiveScene {
    /// The window's size, in points.
    var size: Size { get }
    /// The layer that holds what shows ("content"): the inspector pauses and seeks it
    /// through its timing (QA1673), below the window's Ctrl+P and Ctrl+T.
    var contentLayer: Layer { get }
    /// Where what shows lifts held layers above the rest ("lifted"): also inspected.
    var liftedLayer: Layer { get }
    /// The layer of what shows now (a tab's exercise, the gallery): when it changes, the
    /// inspector starts afresh on the new one.
    var shownLayer: Layer { get }
    /// Runs the content's animations on the media clock; the inspector reads and seeks it.
    var host: LayerHost { get }
    /// Whether `layer` belongs to what shows: under the content layer, or lifted from it.
    func isInTab(_ layer: Layer) -> Bool
    /// Points the content keeps for itself at the window's bottom (a tab bar): the
    /// studio's messages and badge sit above them.
    var bottomInset: Double { get }
    /// Whether the content shows a badge of its own low in the middle (SLOW, PAUSED). The
    /// studio's tools keep clear of that place (the REC badge sits in a corner).
    var showsQABadge: Bool { get }
    /// The state to launch the content from to show what it shows now (the tab showing),
    /// with the files it was launched from read as they are now.
    func launchState() -> any LaunchState
    /// The window is closing (or the content restarting): gestures in flight end, and
    /// what is held back is saved.
    func windowWillClose(at time: MediaTime)
    /// Problems the user should know of, shown over the content and logged.
    func report(warnings lines: [String])
    /// The title of what shows now, as the user reads it ("Color Timer"): a session's
    /// actions name a tab switch by it.
    var shownTitle: String { get }
    /// What an answer from outside was, in words ("8-Ball answer 'Signs point to yes'",
    /// "8-Ball request failed: no answer within 3 s"), for an exchange the content made
    /// and knows; nil for one it does not, which the studio then words plainly.
    func describe(answerFrom url: String, result: Result<NetworkResponse, NetworkError>) -> String?
}
