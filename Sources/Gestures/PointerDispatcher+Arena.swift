import Animation

/// The gesture arena: who of a pointer's members wins.
///
/// The rule in one sentence: a recognizer that asks to begin or recognize waits until every
/// recognizer it must see fail has failed (and fails itself if one of them succeeds); when
/// it does begin or recognize, every other recognizer that shares a pointer with it fails
/// or is cancelled, unless the two may recognize simultaneously, and the controls on its
/// pointers are cancelled if it cancels touches in view. Each pointer is its own arena, as
/// in Flutter: a finger dragging one square and a finger dragging another do not compete.
/// A multi-tap recognizer stays in the gesture between taps.
extension PointerDispatcher {
    /// Tells recognizers the time: the ones whose deadline (a long press, a multi-tap
    /// timeout) has come.
    public func update(at time: MediaTime) {
        for r in participants {
            if let d = r.deadline, d <= time { r.tick(at: time) }
        }
        settle()
    }

    /// Ends every gesture in flight: begun ones are cancelled, undecided ones fail, and
    /// all start afresh.
    func cancelGestures() {
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
        if r.cancelsTouchesInView {
            for id in r.pointers.keys.sorted() { take(id) }
        }
        resolvePending()
    }

    func fail(_ r: GestureRecognizer) {
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
    func settle() {
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
