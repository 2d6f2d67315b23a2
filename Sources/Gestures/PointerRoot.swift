import Animation
import Geometry

/// One tree a `PointerDispatcher` routes pointers for: the app's content, and the studio's
/// overlay drawn over it, are two roots of the window's one dispatcher. A press fed
/// through a root is hit-tested in its tree and its sequence belongs to it; its owner sees
/// only its own sequences (`isTracking`, the pointers' dots), cancels only them
/// (`cancelAll`), and has a hover of its own. A pointer has one sequence in the whole
/// dispatcher: pressed on one root, it is no other root's until it lifts.
public final class PointerRoot {
    /// The root layer of the tree.
    public let layer: Layer
    /// The dispatcher the tree is a root of.
    public unowned let dispatcher: PointerDispatcher
    /// Keeps the dispatcher alive for a root added to it (the main root is its own).
    private let keepsAlive: PointerDispatcher?
    /// The handler the mouse hovers in this tree, with no button down, and its layer.
    weak var hovered: PointerHandler?
    weak var hoveredLayer: Layer?

    init(_ layer: Layer, of dispatcher: PointerDispatcher, keepingAlive: Bool) {
        self.layer = layer
        self.dispatcher = dispatcher
        keepsAlive = keepingAlive ? dispatcher : nil
    }

    /// Handles one pointer event in this tree (see `PointerDispatcher.handle`).
    public func handle(_ e: PointerEvent, at time: MediaTime, hit: Layer?? = nil, claimedBy owner: AnyObject? = nil) {
        dispatcher.handle(e, at: time, hit: hit, claimedBy: owner, in: self)
    }

    /// Routes a wheel notch to the first recognizer under it in this tree that takes wheels.
    public func handle(_ e: WheelEvent, at time: MediaTime) {
        dispatcher.handle(e, at: time, in: self)
    }

    /// Cancels this tree's pointer sequences and every gesture in flight (Esc, tab switch,
    /// focus loss); the other roots' sequences go on.
    public func cancelAll(at time: MediaTime) {
        dispatcher.cancelAll(at: time, in: self)
    }

    /// This tree's sequences: the pointers pressed in it that are still down.
    public var sequences: [PointerID: PointerSequence] { dispatcher.sequences.filter { $0.value.root == ObjectIdentifier(self) } }

    /// Whether any pointer pressed in this tree is down.
    public var isTracking: Bool { dispatcher.sequences.values.contains { $0.root == ObjectIdentifier(self) } }

    /// Whether an Alt-drag's twin touch pressed in this tree is down (its dot always shows).
    public var hasTwin: Bool {
        dispatcher.sequences.contains { $0.key >= PointerDispatcher.virtualPointerBase && $0.value.root == ObjectIdentifier(self) }
    }

    /// Where every pointer pressed in this tree is (an Alt-drag's twin included).
    public var pointerLocations: [PointerID: Point] { sequences.mapValues(\.location) }

    /// Recognizers taking part in a gesture, in the order they joined.
    public var participants: [GestureRecognizer] { dispatcher.participants }
    /// Whether any recognizer takes part in a gesture.
    public var isBusy: Bool { dispatcher.isBusy }
    /// The earliest time a recognizer needs to be told about.
    public var nextDeadline: MediaTime? { dispatcher.nextDeadline }

    /// Tells the recognizers the time (see `PointerDispatcher.update`).
    public func update(at time: MediaTime) {
        dispatcher.update(at: time)
    }
}
