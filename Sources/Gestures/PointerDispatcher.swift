import Animation
import Geometry

/// The one pointer dispatcher of a window (Flutter's `PointerRouter` feeding its
/// `GestureArenaManager`): it keeps one record per pointer that is down, from its press to
/// its lift, and runs the arena in which the recognizers and the controls on that
/// pointer's hit path take part. It routes for one tree or several (`PointerRoot`: the
/// studio's overlay is a root beside the app's content); its own methods act on the tree
/// it was made with (`main`).
///
/// A press hit-tests the presentation tree (what the user sees). Its sequence records the
/// button that started it, the layers under it (the hit path), the members of its arena
/// found there and who took it (`PointerSequence`). Every later event of the sequence goes
/// first to its recognizers, then to the controls, wherever the pointer goes, until it
/// lifts: so a recognizer that wins on an event takes the pointer (cancelsTouchesInView)
/// before the controls act on it, as in UIKit. The rule that settles the recognizers is
/// in `PointerDispatcher+Arena`.
///
/// A mouse pointer's sequence belongs to the button that started it: another button
/// pressed or released meanwhile is not part of it, and a press of the same button with
/// the sequence still open means its release was lost (the old sequence is cancelled). A
/// move with no pointer down updates the mouse's hover. An Alt-drag of the mouse adds a
/// twin touch mirrored about the centre of the layer pressed, so a mouse can pinch and
/// rotate.
public final class PointerDispatcher {
    /// The tree the dispatcher was made with, which its own methods route for.
    public private(set) var main: PointerRoot!
    /// The root layer of the main tree.
    public var rootLayer: Layer { main.layer }
    /// Every pointer that is down, with its sequence (an Alt-drag's twin too).
    public internal(set) var sequences: [PointerID: PointerSequence] = [:]
    /// Recognizers taking part in a gesture, in the order they joined.
    public internal(set) var participants: [GestureRecognizer] = []
    /// Whether the arena is settling (an action called back in).
    var settling = false
    /// The id given to the mirrored touch of an Alt-drag.
    public static let virtualPointerBase = 1000

    public init(root: Layer) {
        main = PointerRoot(root, of: self, keepingAlive: false)
    }

    /// Adds another tree to route for (the app's content beside the studio's overlay). The
    /// root keeps the dispatcher alive.
    public func addRoot(_ layer: Layer) -> PointerRoot {
        PointerRoot(layer, of: self, keepingAlive: true)
    }

    /// Whether any pointer is down (followed by the controls or taken by a recognizer).
    public var isTracking: Bool { !sequences.isEmpty }

    /// Whether any recognizer takes part in a gesture (a pointer is down, or one waits).
    public var isBusy: Bool { !participants.isEmpty }

    /// The earliest time a recognizer needs to be told about.
    public var nextDeadline: MediaTime? { participants.compactMap(\.deadline).min() }

    /// Where every pointer that is down is (an Alt-drag's twin included), for the overlay.
    public var pointerLocations: [PointerID: Point] { sequences.mapValues(\.location) }

    /// Handles one pointer event in the main tree (see the one fed through a root).
    public func handle(_ e: PointerEvent, at time: MediaTime, hit: Layer?? = nil, claimedBy owner: AnyObject? = nil) {
        handle(e, at: time, hit: hit, claimedBy: owner, in: main)
    }

    /// Routes a wheel notch to the first recognizer under it in the main tree that takes wheels.
    public func handle(_ e: WheelEvent, at time: MediaTime) {
        handle(e, at: time, in: main)
    }

    /// Cancels every pointer sequence and every gesture in flight.
    public func cancelAll(at time: MediaTime) {
        cancelAll(at: time, in: main)
    }

    /// Handlers attached to `layer` and its ancestors, deepest first.
    static func handlers(from layer: Layer?) -> [PointerHandler] {
        PointerSequence.path(from: layer).flatMap { $0.attachments.of(PointerHandler.self) }
    }

    // MARK: Events

    /// Handles one pointer event fed through `root`. `hit` is the layer under a press or a
    /// hovering move, if the caller already hit-tested in the root's tree (the shell does,
    /// for focus); nil tests there. A press may be claimed by a tool (`owner`), which then
    /// asks `isClaimed` of its later events. A later event goes to its pointer's sequence,
    /// whichever root it was pressed in.
    func handle(_ e: PointerEvent, at time: MediaTime, hit: Layer??, claimedBy owner: AnyObject?, in root: PointerRoot) {
        switch e.phase {
        case .down:
            if let held = sequences[e.id] {
                // Another button on a held mouse is not a new press; the same one again
                // means its release was lost.
                guard held.button == e.button else { return }
                handle(PointerEvent(id: e.id, phase: .cancel, location: held.location, button: held.button), at: time)
            }
            press(e, at: time, hit: hit ?? root.layer.hitTest(e.location), owner: owner, in: root)
        case .move:
            guard let s = sequences[e.id] else {
                settle()
                if e.source == .mouse { hover(over: hit ?? root.layer.hitTest(e.location), in: root) }
                return
            }
            follow(e, at: time, s.recognizers)
            if let twin = s.twin, let t = sequences[twin.id] {
                let m = mirrored(e, twin)
                sequences[twin.id]?.location = m.location
                follow(m, at: time, t.recognizers)
            }
            settle()
            sequences[e.id]?.location = e.location
            sequences[e.id]?.time = time
            for h in sequences[e.id]?.handlers ?? [] { h.pointerMoved(e, at: time) }
        case .up:
            guard let s = sequences[e.id], s.button == e.button || e.button == .none else { return }
            lift(e, at: time, s.recognizers)
            if let twin = s.twin, let t = sequences[twin.id] {
                lift(mirrored(e, twin), at: time, t.recognizers)
                sequences[twin.id] = nil
            }
            settle()
            guard let handlers = sequences.removeValue(forKey: e.id)?.handlers else { return }
            for h in handlers { h.pointerUp(e, at: time) }
        case .cancel:
            guard let s = sequences[e.id] else {
                settle()
                return
            }
            cancelRecognizers(of: e.id, s.recognizers)
            if let twin = s.twin, let t = sequences[twin.id] {
                cancelRecognizers(of: twin.id, t.recognizers)
                sequences[twin.id] = nil
            }
            settle()
            cancelControls(of: e.id, at: time)
            sequences[e.id] = nil
        }
    }

    /// A press: its sequence starts, the recognizers on its hit path join its arena and
    /// hear of it, and then, unless one of them took it already, the controls.
    private func press(_ e: PointerEvent, at time: MediaTime, hit: Layer?, owner: AnyObject?, in root: PointerRoot) {
        let path = PointerSequence.path(from: hit)
        let chain = path.flatMap { $0.gestureRecognizers.filter(\.isEnabled) }
            .filter { r in r.delegate?.gestureRecognizer(r, shouldReceive: e) ?? true }
        let s = PointerSequence(button: e.button, path: path, recognizers: chain, location: e.location, time: time)
        s.owner = owner.map(ObjectIdentifier.init)
        s.root = ObjectIdentifier(root)
        if e.source == .mouse, e.modifiers.contains(.alt), let layer = hit {
            s.twin = (Self.virtualPointerBase + e.id, layer.frameInWindow.center)
        }
        sequences[e.id] = s
        join(e, at: time, chain)
        if let twin = s.twin {
            let t = mirrored(e, twin)
            // The twin follows the same recognizers; no control ever hears of it.
            let ts = PointerSequence(button: e.button, path: [], recognizers: chain, location: t.location, time: time)
            ts.controls = .following([])
            ts.root = ObjectIdentifier(root)
            sequences[twin.id] = ts
            join(t, at: time, chain)
        }
        settle()
        setHovered(nil, in: root)
        // Taken on its very press (a scroll view caught mid-fling): the controls never hear of it.
        guard case .pending = sequences[e.id]?.controls else { return }
        // Gathered now: an action the press set off may have moved the layer hit (a lift).
        let handlers = Self.handlers(from: hit)
        sequences[e.id]?.controls = .following(handlers)
        for h in handlers { h.pointerDown(e, at: time) }
    }

    /// The twin of an Alt-drag's event: a touch mirrored about the centre.
    private func mirrored(_ e: PointerEvent, _ twin: (id: PointerID, center: Point)) -> PointerEvent {
        var t = e
        t.id = twin.id
        t.source = .touch
        t.location = Point(x: 2 * twin.center.x - e.location.x, y: 2 * twin.center.y - e.location.y)
        return t
    }

    /// A press reaches the recognizers of its arena.
    private func join(_ e: PointerEvent, at time: MediaTime, _ chain: [GestureRecognizer]) {
        // A new touch elsewhere ends the wait of a recognizer between taps that it does
        // not reach.
        for p in participants where p.state == .possible && p.pointers.isEmpty && !chain.contains(where: { $0 === p }) {
            fail(p)
        }
        for r in chain where !participants.contains(where: { $0 === r }) {
            r.dispatcher = self
            participants.append(r)
        }
        for r in chain where r.isFollowing {
            r.pointers[e.id] = e.location
            r.arenaPointers.insert(e.id)
            r.pointerDown(e, at: time)
        }
    }

    private func follow(_ e: PointerEvent, at time: MediaTime, _ chain: [GestureRecognizer]) {
        for r in chain where r.isFollowing && r.pointers[e.id] != nil {
            r.pointers[e.id] = e.location
            r.pointerMoved(e, at: time)
        }
    }

    private func lift(_ e: PointerEvent, at time: MediaTime, _ chain: [GestureRecognizer]) {
        // While the lift is delivered, every recognizer on the pointer knows it is going:
        // one let go from waiting by another's reaction to it must not count it.
        for r in chain { r.liftingPointers.insert(e.id) }
        for r in chain where r.isFollowing && r.pointers[e.id] != nil {
            r.pointers[e.id] = e.location
            r.pointerUp(e, at: time)
        }
        // Every recognizer that saw this pointer forgets it, followed or not.
        for r in chain {
            r.pointers[e.id] = nil
            r.liftingPointers.remove(e.id)
        }
    }

    private func cancelRecognizers(of id: PointerID, _ chain: [GestureRecognizer]) {
        // Cancelled with its pointers still in place, so the action can ask where.
        for r in chain where r.pointers[id] != nil { cancel(r) }
        for r in chain { r.pointers[id] = nil }
    }

    /// A recognizer that won took this pointer (cancelsTouchesInView): its controls are
    /// cancelled and hear nothing more of it until it lifts. One taken on its press,
    /// before the controls heard of it, never reaches them.
    func take(_ id: PointerID) {
        guard let s = sequences[id] else { return }
        switch s.controls {
        case .pending:
            sequences[id]?.controls = .taken
        case .following:
            cancelControls(of: id, at: s.time)
        case .taken:
            break
        }
    }

    /// The controls following a pointer are told it was cancelled, where it was last seen.
    private func cancelControls(of id: PointerID, at time: MediaTime) {
        guard let s = sequences[id] else { return }
        let handlers = s.handlers
        s.controls = .taken
        let event = PointerEvent(id: id, phase: .cancel, location: s.location, button: .none)
        for h in handlers { h.pointerCancelled(event, at: time) }
    }

    func handle(_ e: WheelEvent, at time: MediaTime, in root: PointerRoot) {
        let layers = PointerSequence.path(from: root.layer.hitTest(e.location))
        guard let r = layers.flatMap({ $0.gestureRecognizers.filter(\.isEnabled) }).first(where: { $0.accepts(e) }) else { return }
        if !participants.contains(where: { $0 === r }) {
            r.dispatcher = self
            participants.append(r)
        }
        r.wheel(e, at: time)
        settle()
    }

    /// Cancels the pointer sequences of a root and every gesture in flight (Esc, tab
    /// switch, focus loss): the controls hear a cancel; begun gestures are cancelled,
    /// undecided ones fail, and all start afresh.
    func cancelAll(at time: MediaTime, in root: PointerRoot) {
        let ids = sequences.keys.sorted().filter { sequences[$0]?.root == ObjectIdentifier(root) }
        for id in ids { cancelControls(of: id, at: time) }
        for id in ids { sequences[id] = nil }
        setHovered(nil, in: root)
        cancelGestures()
    }
}
