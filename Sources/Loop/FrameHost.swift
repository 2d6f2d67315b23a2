import Animation
import Gestures

/// What a front end lends the frame driver: its clock, its input, a way to sleep, and a
/// screen. SDLFront's window is one; tests use one on a virtual clock.
public protocol FrameHost: AnyObject {
    /// The media clock now, in seconds.
    var now: MediaTime { get }
    /// Whether the user asked to quit (closed the window, pressed Ctrl+Q).
    var quitRequested: Bool { get }
    /// The input that has arrived, without waiting.
    func pollEvents() -> [InputEvent]
    /// Sleeps until input arrives, the inbox posts, or the media clock reaches `deadline`
    /// (nil: no limit), then returns the input that has arrived (maybe none).
    func waitForEvents(until deadline: MediaTime?) -> [InputEvent]
    /// Draws the trees one over the other (the scene, then the tools over it), shows them,
    /// and waits for the display if it paces frames; returns what it drew. It leaves the
    /// trees' marks alone: the frame driver marks them shown, once the scene has read them.
    func present(_ roots: [Layer]) -> PresentedFrame
    /// Turns text input (and the input method) on or off.
    func setTextInput(_ active: Bool)
    /// Carries out a studio command the scene took from its input at `time` (F12's
    /// picture, paint flashing, quitting); a host that has no such thing ignores it.
    func perform(_ action: KeyAction, at time: MediaTime)
}
