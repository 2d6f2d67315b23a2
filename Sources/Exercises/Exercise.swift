import Animation
import Geometry
import Gestures

/// One tab's content. The shell owns the window, the tab bar and input routing; an
/// exercise owns a layer subtree and reacts to what reaches it.
public protocol Exercise: AnyObject {
    var kind: ExerciseKind { get }
    /// The root of the exercise's layers, named after its slug.
    var layer: Layer { get }
    /// Lays the content out in an area of `size` points.
    func layout(in size: Size)
    /// Advances timers and animations to media-clock `time`.
    func update(at time: Double)
    /// Drops every interaction in flight and restores a resting state.
    func cancelInteractions()
    /// A key the shell did not use. Returns whether the exercise used it.
    func handleKey(_ event: KeyEvent, at time: Double) -> Bool
    /// Whether something is moving, so frames must keep coming.
    var isAnimating: Bool { get }
}

extension Exercise {
    public func update(at time: Double) {}
    public func cancelInteractions() {}
    public func handleKey(_ event: KeyEvent, at time: Double) -> Bool { false }
    public var isAnimating: Bool { false }
}
