import Animation
import Geometry

/// The base of every gesture recognizer (UIGestureRecognizer): a state machine fed
/// timestamped pointer events by the `PointerDispatcher`, attached to a layer.
///
/// States are UIKit's. Discrete recognizers (tap) go possible → ended ("recognized") or
/// failed; continuous ones possible → began → changed… → ended or cancelled, or
/// possible → failed. Any other transition is a programming error. The action fires once per
/// transition: on ended for discrete recognizers, on every transition out of possible for
/// continuous ones.
open class GestureRecognizer {
    public enum State: String, CaseIterable, Sendable {
        case possible, began, changed, ended, cancelled, failed

        /// UIKit's alias for a discrete recognizer's success.
        public static let recognized = State.ended

        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// An attempted transition that the state machine does not allow.
    public struct IllegalTransition: Error, Equatable, CustomStringConvertible {
        public let recognizer: String
        public let from: State
        public let to: State
        public var description: String { "\(recognizer): illegal transition \(from.rawValue) -> \(to.rawValue)" }
    }

    /// A name for the overlay and logs ("tap×2", "long-press").
    public var name: String
    public private(set) var state = State.possible
    /// A disabled recognizer receives nothing; disabling one mid-gesture cancels it.
    public var isEnabled = true {
        didSet { if !isEnabled && oldValue { dispatcher?.cancel(self) } }
    }
    public weak var delegate: GestureRecognizerDelegate?
    /// Called once per transition (see the type's description).
    public var action: ((GestureRecognizer) -> Void)?
    /// Recognizers that must fail before this one may begin or recognize.
    public private(set) var failureRequirements: [Weak] = []

    /// The layer it is attached to.
    public internal(set) weak var layer: Layer?
    weak var dispatcher: PointerDispatcher?
    /// Pointers this recognizer is following, with their latest window locations.
    public internal(set) var pointers: [PointerID: Point] = [:]
    /// Pointers that are lifting while the event is delivered: still in `pointers`, so
    /// a recognizer can see where they lifted, but no longer holding the gesture.
    var liftingPointers: Set<PointerID> = []
    /// The followed pointers that are still down.
    public var activePointerCount: Int { pointers.keys.filter { !liftingPointers.contains($0) }.count }
    /// Every pointer it has seen in the current gesture, lifted ones included: its arena.
    /// Recognizers exclude each other only when their arenas share a pointer, so two
    /// fingers can drag two things at once (Flutter's gesture arena per pointer).
    public internal(set) var arenaPointers: Set<PointerID> = []
    /// Whether a recognizer that begins or recognizes cancels the touches the controls
    /// under its pointers are following, so a button under a pan does not fire
    /// (UIGestureRecognizer.cancelsTouchesInView). Defaults to true.
    public var cancelsTouchesInView = true
    /// The state the recognizer asked for while a failure requirement is still undecided.
    public internal(set) var pendingState: State?

    /// Whether the recognizer reports a single moment (tap) rather than a span.
    open var isDiscrete: Bool { false }

    public init(name: String) {
        self.name = name
    }

    /// Ends the gesture in flight, if any, as a cancellation (a began one reports
    /// cancelled, an undecided one fails) and lets its pointers go; the recognizer stays
    /// enabled for the next gesture. For an owner whose state changed under the gesture (a
    /// table reloaded under a swipe).
    public func cancel() {
        dispatcher?.cancel(self)
    }

    /// Makes this recognizer wait for `other` to fail (UIGestureRecognizer.require(toFail:)).
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append(Weak(other))
    }

    public struct Weak {
        public weak var value: GestureRecognizer?
        init(_ v: GestureRecognizer) { value = v }
    }

    /// Whether `from -> to` is allowed for this kind of recognizer.
    public func isLegal(from: State, to: State) -> Bool {
        switch from {
        case .possible:
            switch to {
            case .ended, .failed: return true
            case .began: return !isDiscrete
            case .possible, .changed, .cancelled: return false
            }
        case .began, .changed:
            switch to {
            case .changed, .ended, .cancelled: return !isDiscrete
            case .possible, .began, .failed: return false
            }
        case .ended, .cancelled, .failed:
            return false
        }
    }

    /// Checks a transition without making it.
    public func validate(_ to: State) throws(IllegalTransition) {
        guard isLegal(from: state, to: to) else { throw IllegalTransition(recognizer: name, from: state, to: to) }
    }

    /// Moves to a new state; an illegal transition stops the program.
    func setState(_ to: State) {
        do { try validate(to) } catch { preconditionFailure(error.description) }
        state = to
        if !isDiscrete || to == .ended {
            if to != .failed { action?(self) }
        }
    }

    /// Asks to move to a state; the dispatcher decides when (failure requirements,
    /// exclusion, delegate). Without a dispatcher the same rules apply, minus the ones
    /// that need other recognizers. An illegal request is a programming error.
    public func request(_ to: State) {
        if let dispatcher {
            dispatcher.requested(self, to)
        } else if state == .possible, to == .began || to == .ended, !(delegate?.gestureRecognizerShouldBegin(self) ?? true) {
            setState(.failed)
        } else {
            setState(to)
        }
    }

    /// Back to possible with no pointers, ready for the next gesture.
    func resetForNextGesture() {
        state = .possible
        pendingState = nil
        pointers.removeAll()
        liftingPointers.removeAll()
        arenaPointers.removeAll()
        reset()
    }

    // MARK: For subclasses

    /// Clears subclass state. Override, calling super is not needed.
    open func reset() {}
    open func pointerDown(_ e: PointerEvent, at time: MediaTime) {}
    open func pointerMoved(_ e: PointerEvent, at time: MediaTime) {}
    open func pointerUp(_ e: PointerEvent, at time: MediaTime) {}
    open func wheel(_ e: WheelEvent, at time: MediaTime) {}
    /// Whether the recognizer wants wheel events over its layer.
    open var handlesWheel: Bool { false }
    /// Whether it wants this particular wheel event (its modifiers, say).
    open func accepts(_ e: WheelEvent) -> Bool { handlesWheel }
    /// Whether the gesture still holds now that what it waited on has failed: a waiting
    /// pinch whose second finger lifted no longer does. Checked before a waiting
    /// recognizer is let go. The default: yes.
    open func canStillBecome(_ state: State) -> Bool { true }
    /// The next media time at which the recognizer must be told the time, if any.
    open var deadline: MediaTime? { nil }
    /// The clock reached `time` (a deadline passed).
    open func tick(at time: MediaTime) {}

    /// The centroid of the followed pointers, in window coordinates.
    open var windowLocation: Point? {
        guard !pointers.isEmpty else { return nil }
        let sum = pointers.values.reduce(Point.zero) { Point(x: $0.x + $1.x, y: $0.y + $1.y) }
        return Point(x: sum.x / Double(pointers.count), y: sum.y / Double(pointers.count))
    }

    /// The gesture's location in a layer's coordinates (nil: window) (location(in:)).
    public func location(in layer: Layer?) -> Point? {
        guard let w = windowLocation else { return nil }
        return layer.map { $0.convert(w, from: nil) } ?? w
    }
}

/// Lets an owner steer recognizers (UIGestureRecognizerDelegate). Every hook has a default.
public protocol GestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    func gestureRecognizer(_ r: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    func gestureRecognizer(_ r: GestureRecognizer, shouldReceive event: PointerEvent) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ r: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ r: GestureRecognizer, shouldReceive event: PointerEvent) -> Bool { true }
}

extension Layer {
    /// Attaches a recognizer (UIView.addGestureRecognizer).
    public func addGestureRecognizer(_ r: GestureRecognizer) {
        r.layer = self
        attachments.add(r, as: GestureRecognizer.self)
    }

    public func removeGestureRecognizer(_ r: GestureRecognizer) {
        r.dispatcher?.cancel(r)
        attachments.remove(r)
        r.layer = nil
    }

    public var gestureRecognizers: [GestureRecognizer] { attachments.of(GestureRecognizer.self) }
}
