import Animation
import Geometry

/// Delivers pointer and wheel events to gesture recognizers and settles who wins.
///
/// The rule in one sentence: a recognizer that asks to begin or recognize waits until every
/// recognizer it must see fail has failed (and fails itself if one of them succeeds);
/// when it does begin or recognize, every other recognizer in the gesture is failed or
/// cancelled unless the two may recognize simultaneously. A pointer-down hit-tests the
/// presentation tree; the recognizers on the hit layer and its ancestors follow that
/// pointer until it lifts, and a multi-tap recognizer stays in the gesture between taps.
public final class GestureCoordinator {
    private let root: Layer
    /// The tree this coordinator routes for.
    public var rootLayer: Layer { root }
    /// Recognizers taking part in the current gesture, in hit order (deepest first).
    public private(set) var participants: [GestureRecognizer] = []
    private var targets: [PointerID: [GestureRecognizer]] = [:]
    /// A second touch made up for Alt-drag pinching: real pointer -> (virtual id, centre).
    private var mirrored: [PointerID: (id: PointerID, centre: Point)] = [:]
    /// Where every pointer is (virtual ones included), for the overlay.
    public private(set) var pointerLocations: [PointerID: Point] = [:]
    /// The id given to the mirrored touch of an Alt-drag.
    public static let virtualPointerBase = 1000

    public init(root: Layer) {
        self.root = root
    }

    /// Whether any pointer is down or any recognizer is waiting.
    public var isBusy: Bool { !participants.isEmpty }

    /// The earliest time a recognizer needs to be told about.
    public var nextDeadline: Double? { participants.compactMap(\.deadline).min() }

    // MARK: Events

    /// Handles one pointer event. `hit` is the layer under a down if the caller already
    /// hit-tested; nil tests here.
    public func handle(_ e: PointerEvent, at time: Double, hit: Layer?? = nil) {
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

    private func deliver(_ e: PointerEvent, at time: Double, hitLayer: Layer? = nil, hitOverride: [GestureRecognizer]? = nil) {
        switch e.phase {
        case .down:
            pointerLocations[e.id] = e.location
            let chain = hitOverride ?? recognizers(from: hitLayer).filter { r in r.delegate?.gestureRecognizer(r, shouldReceive: e) ?? true }
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
            for r in chain where r.isFollowing && r.pointers[e.id] != nil {
                r.pointers[e.id] = e.location
                r.pointerUp(e, at: time)
            }
            // Every recognizer that saw this pointer forgets it, followed or not.
            for r in chain { r.pointers[e.id] = nil }
        case .cancel:
            guard let chain = targets.removeValue(forKey: e.id) else { return }
            pointerLocations[e.id] = nil
            for r in chain {
                r.pointers[e.id] = nil
                cancel(r)
            }
        }
    }

    /// Routes a wheel notch to the first recognizer under it that takes wheels.
    public func handle(_ e: WheelEvent, at time: Double) {
        guard let r = recognizers(from: root.hitTest(e.location)).first(where: { $0.accepts(e) }) else { return }
        if !participants.contains(where: { $0 === r }) {
            r.coordinator = self
            participants.append(r)
        }
        r.wheel(e, at: time)
        settle()
    }

    /// Tells recognizers the time (long-press and multi-tap deadlines).
    public func update(at time: Double) {
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
            case .began, .changed: r.setState(.cancelled)
            case .possible: r.pendingState = nil; r.setState(.failed)
            case .ended, .cancelled, .failed: break
            }
        }
        for r in participants { r.resetForNextGesture() }
        participants.removeAll()
        targets.removeAll()
        mirrored.removeAll()
        pointerLocations.removeAll()
    }

    /// Cancels one recognizer (it was disabled or detached).
    func cancel(_ r: GestureRecognizer) {
        switch r.state {
        case .began, .changed: r.setState(.cancelled)
        case .possible: r.pendingState = nil; fail(r)
        default: break
        }
        settle()
    }

    // MARK: The rule

    func requested(_ r: GestureRecognizer, _ to: GestureRecognizer.State) {
        guard r.state == .possible, to == .began || to == .ended else {
            if to == .failed { fail(r) } else if r.isLegal(from: r.state, to: to) { r.setState(to) }
            return
        }
        if r.pendingState != nil { r.pendingState = to; return }
        if !(r.delegate?.gestureRecognizerShouldBegin(r) ?? true) { fail(r); return }
        let required = requirements(of: r)
        if required.contains(where: { $0.state.succeeded }) { fail(r); return }
        if required.contains(where: { $0.state == .possible }) {
            r.pendingState = to
            return
        }
        win(r, to)
    }

    private func win(_ r: GestureRecognizer, _ to: GestureRecognizer.State) {
        r.setState(to)
        for o in participants where o !== r && !simultaneous(r, o) {
            switch o.state {
            case .possible: o.pendingState = nil; o.setState(.failed)
            case .began, .changed: o.setState(.cancelled)
            default: break
            }
        }
        resolvePending()
    }

    private func fail(_ r: GestureRecognizer) {
        guard r.state == .possible else { return }
        r.pendingState = nil
        r.setState(.failed)
        resolvePending()
    }

    /// Lets waiting recognizers go (their requirements all failed) or fail (one succeeded).
    private func resolvePending() {
        for p in participants {
            guard let wanted = p.pendingState, p.state == .possible else { continue }
            let required = requirements(of: p)
            if required.contains(where: { $0.state.succeeded }) {
                fail(p)
            } else if required.allSatisfy({ $0.state == .failed || $0.state == .cancelled }) {
                p.pendingState = nil
                win(p, wanted)
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

    /// Retires finished recognizers once their pointers are up, and fails undecided ones
    /// that have nothing left to wait for.
    private var settling = false

    private func settle() {
        // Actions can call back in (a deleted circle disables its recognizers); settle once.
        guard !settling else { return }
        settling = true
        defer { settling = false }
        let down = !targets.isEmpty
        for r in participants where !down && r.state == .possible && r.pendingState == nil && r.deadline == nil && r.pointers.isEmpty {
            fail(r)
        }
        let done = participants.filter { $0.state.isFinished && ($0.pointers.isEmpty || !down) && !hasPendingDependents($0) }
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
    var succeeded: Bool { self == .began || self == .changed || self == .ended }
}

extension GestureRecognizer {
    /// Whether it still takes pointer events in this gesture.
    var isFollowing: Bool { state == .possible || state == .began || state == .changed }
}
