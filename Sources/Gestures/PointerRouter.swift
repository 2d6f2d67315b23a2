import Animation
import Geometry

/// Delivers pointer events to the handlers attached to layers.
///
/// A pointer-down is hit-tested against the presentation tree (what the user sees); the
/// handlers on the hit layer and its ancestors then receive that pointer's later events
/// until it lifts, wherever it goes. A move with no pointer down updates hover.
public final class PointerRouter {
    private let root: Layer
    /// Handlers following each pointer that is down, deepest first.
    public private(set) var captures: [PointerID: [PointerHandler]] = [:]
    private weak var hovered: PointerHandler?
    /// The last place every pointer was seen, for cancelling.
    private var lastLocations: [PointerID: Point] = [:]

    public init(root: Layer) {
        self.root = root
    }

    /// Handlers attached to `layer` and its ancestors, deepest first.
    public static func handlers(from layer: Layer?) -> [PointerHandler] {
        var out: [PointerHandler] = []
        var node = layer
        while let n = node {
            out += n.attachments.compactMap { $0 as? PointerHandler }
            node = n.superlayer
        }
        return out
    }

    /// Whether any pointer is down and being followed.
    public var isTracking: Bool { !captures.isEmpty }

    /// Routes one event. `hit` is the layer under a down or a hovering move, if the caller
    /// already hit-tested (the shell does once for routing and gestures); nil tests here.
    public func route(_ event: PointerEvent, at time: Double, hit: Layer?? = nil) {
        lastLocations[event.id] = event.location
        func target() -> Layer? { hit ?? root.hitTest(event.location) }
        switch event.phase {
        case .down:
            if captures[event.id] != nil { cancel(pointer: event.id, at: time, location: event.location) }
            setHovered(nil)
            let handlers = Self.handlers(from: target())
            captures[event.id] = handlers
            for h in handlers { h.pointerDown(event, at: time) }
        case .move:
            if let handlers = captures[event.id] {
                for h in handlers { h.pointerMoved(event, at: time) }
            } else if event.source == .mouse {
                setHovered(Self.handlers(from: target()).first { $0.tracksHover })
            }
        case .up:
            guard let handlers = captures.removeValue(forKey: event.id) else { return }
            for h in handlers { h.pointerUp(event, at: time) }
            lastLocations[event.id] = nil
        case .cancel:
            cancel(pointer: event.id, at: time, location: event.location)
        }
    }

    /// Cancels every pointer sequence in flight (Esc, tab switch, focus loss).
    public func cancelAll(at time: Double) {
        for id in captures.keys.sorted() {
            cancel(pointer: id, at: time, location: lastLocations[id] ?? .zero)
        }
        setHovered(nil)
    }

    private func cancel(pointer id: PointerID, at time: Double, location: Point) {
        guard let handlers = captures.removeValue(forKey: id) else { return }
        let event = PointerEvent(id: id, phase: .cancel, location: location, button: .none)
        for h in handlers { h.pointerCancelled(event, at: time) }
        lastLocations[id] = nil
    }

    private func setHovered(_ handler: PointerHandler?) {
        guard handler !== hovered else { return }
        hovered?.hoverChanged(false)
        hovered = handler
        handler?.hoverChanged(true)
    }
}
