import Animation
import Geometry
import Gestures

/// Follows a pointer pressed on a layer and reports where it goes, in window points: a
/// title bar that moves its panel, a ruler that seeks. Attach with `attach(to:)`.
final class PointerDrag: PointerHandler {
    /// Called at the press, each move and the release, with the window point.
    var onDown: ((Point) -> Void)?
    var onMove: ((Point) -> Void)?
    var onUp: ((Point) -> Void)?

    func attach(to layer: Layer) {
        layer.attachments.add(self, as: PointerHandler.self)
    }

    func pointerDown(_ event: PointerEvent, at time: MediaTime) { onDown?(event.location) }
    func pointerMoved(_ event: PointerEvent, at time: MediaTime) { onMove?(event.location) }
    func pointerUp(_ event: PointerEvent, at time: MediaTime) { onUp?(event.location) }
    func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {}
}
