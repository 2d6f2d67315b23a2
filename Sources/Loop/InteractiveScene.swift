import Foundation
import Animation
import Gestures
import Geometry

/// What a front end drives: a layer tree that takes input events and advances with the
/// media clock. The window loop, the headless screenshot and the tests all drive the same
/// scene through this one surface, on one thread (see `Inbox` for work off it).
public protocol InteractiveScene: AnyObject {
    /// The tree to draw, sized to the window.
    var rootLayer: Layer { get }
    /// Trees drawn over the scene that are not part of it (a capture's REC badge, an
    /// inspector), front-most last. Each is a timing root of its own, so pausing the scene
    /// does not pause them. Defaults to none.
    var overlayRoots: [Layer] { get }
    /// What an F12 picture shows, back to front. Defaults to the scene alone.
    var screenshotRoots: [Layer] { get }
    /// The part of the window an F12 picture keeps, in points; nil for all of it (the
    /// default). A session window keeps its content, not its bar.
    var screenshotArea: Rect? { get }
    /// Feeds one input event; the event's time is the media-clock time.
    func handle(_ event: InputEvent)
    /// Starts a frame at media-clock `time`: delivers what the inbox holds and advances
    /// timers and animations.
    func update(at time: MediaTime)
    /// Whether something changes continuously, so the loop must keep drawing frames.
    var isAnimating: Bool { get }
    /// Whether something is stepped frame by frame (a physics world, a simulation), so a
    /// replay may skip no frame. Layer animations are functions of time and need no
    /// stepping: a replay may jump over them to the next time something is due.
    var stepsEveryFrame: Bool { get }
    /// The next media-clock time at which something is due without input, if any: the loop
    /// sleeps until then.
    var nextWakeTime: MediaTime? { get }
    /// The next media-clock time at which something must run, not merely be drawn again
    /// (a timer, a gesture's deadline, an animation's start or end): how far a replay may
    /// jump when nothing is stepped. At or before `nextWakeTime`'s deadlines, never after.
    var nextDueTime: MediaTime? { get }
    /// Results of work done off the loop, delivered at the start of a frame.
    var inbox: Inbox { get }
    /// Whether something that takes typed text has keyboard focus, so the front end should
    /// turn text input (and an input method) on.
    var wantsTextInput: Bool { get }
    /// Shows a short message over the content (a saved screenshot's path).
    func showMessage(_ text: String, at time: MediaTime)
    /// The front end saved a picture of the scene (F12) to `path`. Defaults to saying so
    /// with `showMessage`.
    func screenshotSaved(to path: String, at time: MediaTime)
    /// "Save that" (Ctrl+Shift+S): the front end made `folder` and saved the window's
    /// picture in it as `picture`; the scene adds the rest of a bug report. Defaults to
    /// saying that this scene keeps no record to save.
    func saveReport(in folder: URL, picture: String, at time: MediaTime)
    /// Studio commands the scene took from its input that only the front end can carry
    /// out (F12's picture, paint flashing, quitting), with the time of each key, in order;
    /// taken as they are read. The frame driver hands them to its host after each event.
    /// Defaults to none.
    func takeFrontEndActions() -> [(action: KeyAction, time: MediaTime)]
    /// The frame driver presented `frame` (a frame meter's input). Called before the trees
    /// are marked displayed, so `needsDisplay` still says which of them asked for it.
    /// Defaults to nothing.
    func didPresent(_ frame: PresentedFrame)
}

extension InteractiveScene {
    public var overlayRoots: [Layer] { [] }

    /// The scene alone; a scene whose tools are worth a picture (an open inspector, its 3D
    /// view) adds them.
    public var screenshotRoots: [Layer] { [rootLayer] }

    public var screenshotArea: Rect? { nil }

    public func screenshotSaved(to path: String, at time: MediaTime) {
        showMessage("Saved \(path)", at: time)
    }

    public func didPresent(_ frame: PresentedFrame) {}

    public func takeFrontEndActions() -> [(action: KeyAction, time: MediaTime)] { [] }

    public func saveReport(in folder: URL, picture: String, at time: MediaTime) {
        showMessage("Saved \(picture): this window keeps no record of its session to add", at: time)
    }

    /// Every tree the front end draws, back to front.
    public var presentedRoots: [Layer] { [rootLayer] + overlayRoots }

    /// Whether any of the drawn trees changed since it was last shown.
    var needsDisplay: Bool { presentedRoots.contains { $0.needsDisplay } }
}
