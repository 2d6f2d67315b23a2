import Animation
import Geometry

/// What a front end drives: a layer tree that takes input events and advances with the
/// media clock. The window loop, the headless screenshot and the tests all drive the same
/// scene through this one surface.
public protocol InteractiveScene: AnyObject {
    /// The tree to draw, sized to the window.
    var rootLayer: Layer { get }
    /// Feeds one input event; the event's time is the media-clock time.
    func handle(_ event: InputEvent)
    /// Advances timers and animations to media-clock `time`.
    func update(at time: Double)
    /// Whether something is animating, so the loop must keep drawing frames.
    var isAnimating: Bool { get }
    /// The next media-clock time at which something is due without input, if any.
    var nextWakeTime: Double? { get }
    /// Shows a short message over the content (a saved screenshot's path).
    func showMessage(_ text: String, at time: Double)
}
