import Animation
import Geometry
import Gestures

/// A surface that picks a value under the pointer on a press and again as it is dragged
/// (the picker's grid and spectrum): one pointer at a time, the right button ignored.
protocol DragToPick: PointerHandler {
    /// The pointer being followed, if one is down.
    var tracking: PointerID? { get set }
    /// Picks what lies under `windowPoint`.
    func pick(at windowPoint: Point)
}

extension DragToPick {
    func pointerDown(_ event: PointerEvent, at time: MediaTime) {
        guard tracking == nil, event.button != .right else { return }
        tracking = event.id
        pick(at: event.location)
    }

    func pointerMoved(_ event: PointerEvent, at time: MediaTime) {
        if tracking == event.id { pick(at: event.location) }
    }

    func pointerUp(_ event: PointerEvent, at time: MediaTime) {
        if tracking == event.id { tracking = nil }
    }

    func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {
        if tracking == event.id { tracking = nil }
    }
}
