import Animation
/// Something attached to a layer that follows the pointers that start on it or on its
/// sublayers (the touch-handling half of UIResponder and UIGestureRecognizer).
///
/// Attach one with `layer.attachments.add(handler, as: PointerHandler.self)`. Every handler on the hit layer and
/// its ancestors sees the pointer's events until it lifts, deepest first.
public protocol PointerHandler: AnyObject {
    func pointerDown(_ event: PointerEvent, at time: MediaTime)
    func pointerMoved(_ event: PointerEvent, at time: MediaTime)
    func pointerUp(_ event: PointerEvent, at time: MediaTime)
    /// The pointer's sequence was cancelled (Esc, tab switch, focus loss): undo, don't act.
    func pointerCancelled(_ event: PointerEvent, at time: MediaTime)
    /// Whether this handler shows hover feedback; it then gets `hoverChanged`.
    var tracksHover: Bool { get }
    /// The mouse, with no button down, entered or left this handler's layer.
    func hoverChanged(_ inside: Bool)
}

extension PointerHandler {
    public var tracksHover: Bool { false }
    public func hoverChanged(_ inside: Bool) {}
}
