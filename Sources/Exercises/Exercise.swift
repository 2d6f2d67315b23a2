import Animation
import Geometry
import Gestures
import Widgets

/// One tab's content (or the controls gallery, which stands in for the tabs). The shell
/// owns the window, the tab bar and input routing; an exercise owns a layer subtree and
/// reacts to what reaches it.
///
/// Every time an exercise is given is its own layer's local time (`ExerciseClock`), so
/// per-frame work and wake-ups obey Ctrl+P and Ctrl+T as animations do. Everything it
/// needs from outside (folders, the network, the seed, the clock) comes in
/// `ExerciseServices`; it reads no globals.
public protocol Exercise: AnyObject {
    /// The root of the exercise's layers: `ExerciseServices.layer`, named after its slug.
    var layer: Layer { get }
    /// Lays the content out in an area of `size` points.
    func layout(in size: Size)
    /// Starts a frame at local `time`: per-frame work (physics, timers).
    func update(at time: LocalTime)
    /// The next local time at which the exercise must be woken without input (a countdown
    /// tick), if any. The loop sleeps until the earliest wake time of the scene.
    var nextWakeTime: LocalTime? { get }
    /// Whether something changes every frame outside the animation system (a physics
    /// world), so frames must keep coming.
    var isAnimating: Bool { get }
    /// Drops every interaction in flight and restores a resting state.
    func cancelInteractions()
    /// A key the shell and the focused control did not use. Returns whether it was used.
    func handleKey(_ event: KeyEvent, at time: LocalTime) -> Bool
    /// Typed text or an input method's composition, when no focused control took it.
    func handleText(_ input: TextInput, at time: LocalTime)
    /// The window moved on screen by `offset` points (a shake's raw material).
    func windowMoved(by offset: Vector, at time: LocalTime)
    /// The window gained or lost keyboard focus.
    func windowFocusChanged(_ focused: Bool, at time: LocalTime)
    /// A shake (UIResponder's motionBegan, motionEnded, motionCancelled): the window shaken
    /// back and forth, or Ctrl+Alt+Z as in the iOS Simulator.
    func motion(_ event: MotionEvent, at time: LocalTime)
    /// The tab was selected and its layers are in the window.
    func didAppear(at time: LocalTime)
    /// The tab is about to leave the window (another tab was selected).
    func willDisappear(at time: LocalTime)
    /// The exercise's controls that Tab visits, in order; they come before the tab bar.
    var focusableControls: [Control] { get }
    /// Points the gesture overlay (Ctrl+G) should show, in the exercise layer's coordinates.
    var overlayMarks: [OverlayMark] { get }
}

extension Exercise {
    public func update(at time: LocalTime) {}
    public var nextWakeTime: LocalTime? { nil }
    public var isAnimating: Bool { false }
    public func cancelInteractions() {}
    public func handleKey(_ event: KeyEvent, at time: LocalTime) -> Bool { false }
    public func handleText(_ input: TextInput, at time: LocalTime) {}
    public func windowMoved(by offset: Vector, at time: LocalTime) {}
    public func windowFocusChanged(_ focused: Bool, at time: LocalTime) {}
    public func motion(_ event: MotionEvent, at time: LocalTime) {}
    public func didAppear(at time: LocalTime) {}
    public func willDisappear(at time: LocalTime) {}
    public var focusableControls: [Control] { [] }
    public var overlayMarks: [OverlayMark] { [] }
}
