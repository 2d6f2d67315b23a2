import Animation

extension AnimationTimeline {
    /// Seeks the selected group to `offset` seconds after its start (clamped to the
    /// group): the tab is paused there by QA1673 (speed 0, timeOffset the tab's time), and
    /// the group's captured animations that its layers have dropped since are applied again
    /// under "inspector.<key>", without their callbacks, so the exercise hears nothing.
    /// Play resumes from there.
    public func seek(to offset: Double) {
        guard let g = selected, let start = g.start else { return }
        let target = start + min(max(0, offset), g.duration)
        reapply(g)
        var timing = tab.timing
        timing.speed = 0
        timing.timeOffset = target
        tab.timing = timing
        isHolding = true
        syncCompanions()
    }

    /// Moves the playhead by `delta` seconds (a frame is 1/60 s), holding the tab there.
    public func step(by delta: Double) {
        seek(to: (playhead ?? 0) + delta)
    }

    /// Holds the tab where the playhead stands (a pause, as DevTools' pause button).
    public func pause() {
        guard !isHolding, let p = playhead else { return }
        seek(to: p)
    }

    /// Resumes a tab a seek holds, from where it stands, at the timeline's rate (QA1673's
    /// resume on the tab's layer, then the rate).
    public func play() {
        let now = host.currentTime
        if isHolding {
            tab.resume(atMediaTime: now)
            isHolding = false
        }
        if tab.timing.speed != rate { tab.setSpeed(rate, atMediaTime: now) }
        syncCompanions()
    }

    /// Plays the selected group again from its start.
    public func replay() {
        seek(to: 0)
        play()
    }

    /// Sets the rate the tab plays at (100, 25 or 10 %); it multiplies with Ctrl+T, which
    /// acts on the window's root above. A held tab keeps it for Play.
    public func setRate(_ r: Double) {
        precondition(r > 0 && r.isFinite, "a playback rate is positive, got \(r)")
        rate = r
        if !isHolding { tab.setSpeed(r, atMediaTime: host.currentTime) }
        syncCompanions()
    }

    /// Gives the companions the tab's timing: they share its parent, so the same timing
    /// keeps them at the same time.
    private func syncCompanions() {
        for c in companions where c.timing != tab.timing { c.timing = tab.timing }
    }

    /// Whether a seek in the selected group would put back animations its layers dropped
    /// (it has finished): a replay of a recording could not do that.
    public var seekWouldReapply: Bool {
        guard let g = selected else { return false }
        return g.animations.contains { !$0.isOnLayer && $0.layer.rootLayer === host.root }
    }

    /// Puts back the group's animations that their layers (still in the tree) dropped.
    private func reapply(_ g: TimelineGroup) {
        applying = true
        defer { applying = false }
        if seekWouldReapply { reappliedCount += 1 }
        for c in g.animations where !c.isOnLayer && c.layer.rootLayer === host.root {
            let copy = Self.silentCopy(of: c.animation)
            // A beginTime of exactly 0 would mean "now" to `add`.
            if copy.timing.beginTime == 0 { copy.timing.beginTime = .leastNonzeroMagnitude }
            let key = "inspector.\(c.key)"
            c.layer.add(copy, forKey: key)
            c.reapplied = c.layer.animation(forKey: key)
        }
    }

    /// A copy with no callbacks, its children's too: applying it again tells no one.
    static func silentCopy(of a: LayerAnimation) -> LayerAnimation {
        let copy = a.copy()
        silence(copy)
        return copy
    }

    private static func silence(_ a: LayerAnimation) {
        a.onStart = nil
        a.onStop = nil
        if let g = a as? AnimationGroup { g.animations.forEach(silence) }
    }
}
