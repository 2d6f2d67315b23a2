import Animation
import Geometry

/// Delivers pointer events to the handlers attached to layers.
///
/// A pointer-down is hit-tested against the presentation tree (what the user sees); the
/// handlers on the hit layer and its ancestors then receive that pointer's later events
/// until it lifts, wherever it goes. A move with no pointer down updates hover. Like the
/// gesture coordinator, it keeps a mouse pointer's sequence to the button that started it,
/// and a pointer whose touches a gesture took (see `cancel(pointer:)`) is ignored until it
/// lifts.
public final class PointerRouter {
    private let root: Layer
    /// Handlers following each pointer that is down, deepest first.
    public private(set) var captures: [PointerID: [PointerHandler]] = [:]
    private weak var hovered: PointerHandler?
    /// The last place every pointer was seen, and when, for cancelling.
    private var last: [PointerID: (location: Point, time: MediaTime)] = [:]
    /// The mouse button that started each sequence.
    private var buttons: [PointerID: PointerEvent.Button] = [:]
    /// Pointers whose touches a gesture recognizer took: nothing more until they lift.
    private var taken: Set<PointerID> = []
    /// Pointers a gesture took on their very touch, before the controls were told of it
    /// (a scroll view caught mid-fling): the controls never hear of them.
    private var takenAtTouch: Set<PointerID> = []

    public init(root: Layer) {
        self.root = root
    }

    /// Handlers attached to `layer` and its ancestors, deepest first.
    public static func handlers(from layer: Layer?) -> [PointerHandler] {
        var out: [PointerHandler] = []
        var node = layer
        while let n = node {
            out += n.attachments.of(PointerHandler.self)
            node = n.superlayer
        }
        return out
    }

    /// Whether any pointer is down and being followed (or held by a gesture).
    public var isTracking: Bool { !captures.isEmpty || !taken.isEmpty }

    /// Routes one event. `hit` is the layer under a down or a hovering move, if the caller
    /// already hit-tested (the shell does once for routing and gestures); nil tests here.
    public func route(_ event: PointerEvent, at time: MediaTime, hit: Layer?? = nil) {
        func target() -> Layer? { hit ?? root.hitTest(event.location) }
        switch event.phase {
        case .down:
            if let held = buttons[event.id] {
                // Another button on a held mouse is not a new press; the same one again
                // means its release was lost.
                guard held == event.button else { return }
                cancel(pointer: event.id, at: time)
                taken.remove(event.id)
            }
            buttons[event.id] = event.button
            last[event.id] = (event.location, time)
            setHovered(nil)
            if takenAtTouch.remove(event.id) != nil {
                taken.insert(event.id)
                return
            }
            let handlers = Self.handlers(from: target())
            captures[event.id] = handlers
            for h in handlers { h.pointerDown(event, at: time) }
        case .move:
            if buttons[event.id] != nil || taken.contains(event.id) { last[event.id] = (event.location, time) }
            if let handlers = captures[event.id] {
                for h in handlers { h.pointerMoved(event, at: time) }
            } else if event.source == .mouse && buttons[event.id] == nil {
                setHovered(Self.handlers(from: target()).first { $0.tracksHover })
            }
        case .up:
            if let held = buttons[event.id], held != event.button, event.button != .none { return }
            buttons[event.id] = nil
            taken.remove(event.id)
            last[event.id] = nil
            guard let handlers = captures.removeValue(forKey: event.id) else { return }
            for h in handlers { h.pointerUp(event, at: time) }
        case .cancel:
            cancel(pointer: event.id, at: time)
            buttons[event.id] = nil
            taken.remove(event.id)
            last[event.id] = nil
        }
    }

    /// A gesture recognizer took this pointer's touches (cancelsTouchesInView): its
    /// handlers are cancelled and hear nothing more from it until it lifts. A pointer taken
    /// on its touch, before this router saw it go down, never reaches them.
    public func cancel(pointer id: PointerID) {
        guard captures[id] != nil else {
            // Taken while its touch is being delivered, before it reached the controls.
            if buttons[id] == nil { takenAtTouch.insert(id) }
            return
        }
        taken.insert(id)
        cancel(pointer: id, at: last[id]?.time ?? 0)
    }

    /// Cancels every pointer sequence in flight (Esc, tab switch, focus loss).
    public func cancelAll(at time: MediaTime) {
        for id in captures.keys.sorted() { cancel(pointer: id, at: time) }
        buttons.removeAll()
        taken.removeAll()
        takenAtTouch.removeAll()
        last.removeAll()
        setHovered(nil)
    }

    private func cancel(pointer id: PointerID, at time: MediaTime) {
        guard let handlers = captures.removeValue(forKey: id) else { return }
        let event = PointerEvent(id: id, phase: .cancel, location: last[id]?.location ?? .zero, button: .none)
        for h in handlers { h.pointerCancelled(event, at: time) }
    }

    private func setHovered(_ handler: PointerHandler?) {
        guard handler !== hovered else { return }
        hovered?.hoverChanged(false)
        hovered = handler
        handler?.hoverChanged(true)
    }
}
