import Animation
import Geometry

/// Delivers pointer and wheel events to gesture recognizers and settles who wins.
///
/// The rule in one sentence: a recognizer that asks to begin or recognize waits until every
/// recognizer it must see fail has failed (and fails itself if one of them succeeds); when
/// it does begin or recognize, every other recognizer that shares a pointer with it fails
/// or is cancelled, unless the two may recognize simultaneously. Each pointer is its own
/// arena, as in Flutter: a finger dragging one square and a finger dragging another do not
/// compete. A pointer-down hit-tests the presentation tree; the recognizers on the hit
/// layer and its ancestors follow that pointer until it lifts, and a multi-tap recognizer
/// stays in the gesture between taps.
public final class GestureCoordinator {
    private let root: Layer
    /// The tree this coordinator routes for.
    public var rootLayer: Layer { root }
    /// Recognizers taking part in a gesture, in the order they joined.
    public private(set) var participants: [GestureRecognizer] = []
    private var targets: [PointerID: [GestureRecognizer]] = [:]
    /// The mouse button that started each mouse pointer's sequence: other buttons pressed
    /// or released meanwhile are not part of it.
    private var buttons: [PointerID: PointerEvent.Button] = [:]
    /// A second touch made up for Alt-drag pinching: real pointer -> (virtual id, centre).
    private var mirrored: [PointerID: (id: PointerID, centre: Point)] = [:]
    /// Where every pointer is (virtual ones included), for the overlay.
    public private(set) var pointerLocations: [PointerID: Point] = [:]
    /// The id given to the mirrored touch of an Alt-drag.
    public static let virtualPointerBase = 1000
    /// The controls' router: a recognizer that wins cancels the touches its controls follow.
    public weak var router: PointerRouter?

    public init(root: Layer) {
        self.root = root
    }

    /// Whether any pointer is down or any recognizer is waiting.
    public var isBusy: Bool { !participants.isEmpty }

    /// The earliest time a recognizer needs to be told about.
    public var nextDeadline: MediaTime? { participants.compactMap(\.deadline).min() }

    // MARK: Events

    /// Handles one pointer event. `hit` is the layer under a down if the caller already
    /// hit-tested; nil tests here.
    public func handle(_ e: PointerEvent, at time: MediaTime, hit: Layer?? = nil) {
        guard belongsToSequence(e, at: time) else { return }
        let hitLayer = e.phase == .down ? (hit ?? root.hitTest(e.location)) : nil
        if e.source == .mouse, e.phase == .down, e.modifiers.contains(.alt), let layer = hitLayer {
            mirrored[e.id] = (Self.virtualPointerBase + e.id, layer.frameInWindow.center)
        }
        deliver(e, at: time, hitLayer: hitLayer)
        if let m = mirrored[e.id] {
            var twin = e
            twin.id = m.id
            twin.source = .touch
            twin.location = Point(x: 2 * m.centre.x - e.location.x, y: 2 * m.centre.y - e.location.y)
            deliver(twin, at: time, hitOverride: targets[e.id])
            if e.phase == .up || e.phase == .cancel { mirrored[e.id] = nil }
        }
        settle()
    }

    /// Whether an event is part of its pointer's sequence: a mouse down while another
    /// button holds that pointer, and that button's release, are not (a right-click
    /// during a drag neither restarts nor ends the drag). A down of the same button with
    /// the sequence still open means its release was lost: the old sequence is cancelled.
    private func belongsToSequence(_ e: PointerEvent, at time: MediaTime) -> Bool {
        switch e.phase {
        case .down:
            if let held = buttons[e.id] {
                guard held == e.button else { return false }
                handle(PointerEvent(id: e.id, phase: .cancel, location: pointerLocations[e.id] ?? e.location, button: held), at: time)
            }
            buttons[e.id] = e.button
            return true
        case .up:
            guard let held = buttons[e.id] else { return targets[e.id] != nil }
            guard held == e.button || e.button == .none else { return false }
            buttons[e.id] = nil
            return true
        case .cancel:
            buttons[e.id] = nil
            return true
        case .move:
            return true
        }
    }

    private func deliver(_ e: PointerEvent, at time: MediaTime, hitLayer: Layer? = nil, hitOverride: [GestureRecognizer]? = nil) {
        switch e.phase {
        case .down:
            pointerLocations[e.id] = e.location
            let chain = hitOverride ?? recognizers(from: hitLayer).filter { r in r.delegate?.gestureRecognizer(r, shouldReceive: e) ?? true }
            // A new touch elsewhere ends the wait of a recognizer between taps that it
            // does not reach.
            for p in participants where p.state == .possible && p.pointers.isEmpty && !chain.contains(where: { $0 === p }) {
                fail(p)
            }
            for r in chain where !participants.contains(where: { $0 === r }) {
                r.coordinator = self
                participants.append(r)
            }
            targets[e.id] = chain
            for r in chain where r.isFollowing {
                r.pointers[e.id] = e.location
                r.arenaPointers.insert(e.id)
                r.pointerDown(e, at: time)
            }
        case .move:
            guard let chain = targets[e.id] else { return }
            pointerLocations[e.id] = e.location
            for r in chain where r.isFollowing && r.pointers[e.id] != nil {
                r.pointers[e.id] = e.location
                r.pointerMoved(e, at: time)
            }
        case .up:
            guard let chain = targets.removeValue(forKey: e.id) else { return }
            pointerLocations[e.id] = nil
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
        case .cancel:
            guard let chain = targets.removeValue(forKey: e.id) else { return }
            pointerLocations[e.id] = nil
            // Cancelled with its pointers still in place, so the action can ask where.
            for r in chain where r.pointers[e.id] != nil { cancel(r) }
            for r in chain { r.pointers[e.id] = nil }
        }
    }

    /// Routes a wheel notch to the first recognizer under it that takes wheels.
    public func handle(_ e: WheelEvent, at time: MediaTime) {
        guard let r = recognizers(from: root.hitTest(e.location)).first(where: { $0.accepts(e) }) else { return }
        if !participants.contains(where: { $0 === r }) {
            r.coordinator = self
            participants.append(r)
        }
        r.wheel(e, at: time)
        settle()
    }

    /// Tells recognizers the time: the ones whose deadline (a long press, a multi-tap
    /// timeout) has come.
    public func update(at time: MediaTime) {
        for r in participants {
            if let d = r.deadline, d <= time { r.tick(at: time) }
        }
        settle()
    }

    /// Cancels every gesture in flight (Esc, tab switch, focus loss): begun ones are
    /// cancelled, undecided ones fail, and all start afresh.
    public func cancelAll() {
        for r in participants {
            switch r.state {
            case .began, .changed:
                r.setState(.cancelled)
            case .possible:
                r.pendingState = nil
                r.setState(.failed)
            case .ended, .cancelled, .failed:
                break
            }
        }
        for r in participants { r.resetForNextGesture() }
        participants.removeAll()
        targets.removeAll()
        buttons.removeAll()
        mirrored.removeAll()
        pointerLocations.removeAll()
    }

    /// Cancels one recognizer (it was disabled or detached, or its pointer was cancelled).
    func cancel(_ r: GestureRecognizer) {
        switch r.state {
        case .began, .changed:
            r.setState(.cancelled)
        case .possible:
            r.pendingState = nil
            fail(r)
        case .ended, .cancelled, .failed:
            break
        }
        settle()
    }

    // MARK: The rule

    func requested(_ r: GestureRecognizer, _ to: GestureRecognizer.State) {
        switch (r.state, to) {
        case (.possible, .began), (.possible, .ended):
            if let pending = r.pendingState {
                // Still waiting: a discrete recognizer keeps its wish; a continuous one that
                // ends before it was allowed to begin never happened.
                if to == .ended && !r.isDiscrete { fail(r) } else if pending == .began && to == .ended { r.pendingState = .ended }
                return
            }
            if !(r.delegate?.gestureRecognizerShouldBegin(r) ?? true) { fail(r); return }
            let required = requirements(of: r)
            if required.contains(where: { $0.state.succeeded }) { fail(r); return }
            if required.contains(where: { $0.state == .possible }) {
                r.pendingState = to
                return
            }
            win(r, to)
        case (.possible, .changed) where r.pendingState != nil:
            // A waiting gesture moves on; it will begin from where it is.
            return
        case (.possible, .failed):
            fail(r)
        case (.possible, _), (.began, _), (.changed, _), (.ended, _), (.cancelled, _), (.failed, _):
            // The state machine decides: a legal step happens, an illegal one stops the program.
            r.setState(to)
            if to == .ended || to == .cancelled { settle() }
        }
    }

    private func win(_ r: GestureRecognizer, _ to: GestureRecognizer.State) {
        r.setState(to)
        for o in participants where o !== r && !o.arenaPointers.isDisjoint(with: r.arenaPointers) && !simultaneous(r, o) {
            switch o.state {
            case .possible:
                o.pendingState = nil
                o.setState(.failed)
            case .began, .changed:
                o.setState(.cancelled)
            case .ended, .cancelled, .failed:
                break
            }
        }
        if r.cancelsTouchesInView, let router {
            for id in r.pointers.keys { router.cancel(pointer: id) }
        }
        resolvePending()
    }

    private func fail(_ r: GestureRecognizer) {
        guard r.state == .possible else { return }
        r.pendingState = nil
        r.setState(.failed)
        resolvePending()
    }

    /// Lets waiting recognizers go (their requirements all failed, and their gesture
    /// still holds) or fail (one succeeded, or it no longer does).
    private func resolvePending() {
        for p in participants {
            guard let wanted = p.pendingState, p.state == .possible else { continue }
            let required = requirements(of: p)
            if required.contains(where: { $0.state.succeeded }) {
                fail(p)
            } else if required.allSatisfy({ $0.state == .failed || $0.state == .cancelled }) {
                p.pendingState = nil
                if p.canStillBecome(wanted) { win(p, wanted) } else { fail(p) }
            }
        }
    }

    /// The participants `r` must see fail: its own list and what delegates ask for.
    private func requirements(of r: GestureRecognizer) -> [GestureRecognizer] {
        participants.filter { o in
            o !== r && (r.failureRequirements.contains { $0.value === o }
                        || (r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) ?? false))
        }
    }

    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Retires finished recognizers once their own pointers are up, and fails undecided
    /// ones that have nothing left to wait for.
    private var settling = false

    private func settle() {
        // Actions can call back in (a deleted circle disables its recognizers); settle once.
        guard !settling else { return }
        settling = true
        defer { settling = false }
        for r in participants where r.state == .possible && r.pendingState == nil && r.deadline == nil && r.pointers.isEmpty {
            fail(r)
        }
        let done = participants.filter { $0.state.isFinished && $0.pointers.isEmpty && !hasPendingDependents($0) }
        for r in done { r.resetForNextGesture() }
        participants.removeAll { r in done.contains { $0 === r } }
    }

    private func hasPendingDependents(_ r: GestureRecognizer) -> Bool {
        participants.contains { $0.pendingState != nil && requirements(of: $0).contains { $0 === r } }
    }

    /// Enabled recognizers on a hit layer and its ancestors, deepest first.
    private func recognizers(from layer: Layer?) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        var node = layer
        while let n = node {
            out += n.gestureRecognizers.filter(\.isEnabled)
            node = n.superlayer
        }
        return out
    }
}

extension GestureRecognizer.State {
    /// Began, changed or recognized: it won.
    var succeeded: Bool {
        switch self {
        case .began, .changed, .ended: true
        case .possible, .cancelled, .failed: false
        }
    }
}

extension GestureRecognizer {
    /// Whether it still takes pointer events in this gesture.
    var isFollowing: Bool {
        switch state {
        case .possible, .began, .changed: true
        case .ended, .cancelled, .failed: false
        }
    }
}
