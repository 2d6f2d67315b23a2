import Animation

/// The inspector's model of a tab's animations (DevTools' AnimationModel): it captures
/// every animation running or filling on the tab's layers when it starts and every one
/// added while it runs, in groups of those added together, and keeps them after their
/// layers drop them. It seeks, plays and sets the rate through the timing of the layer
/// that holds the tab, by Apple's QA1673 (speed 0 and a timeOffset), applying again the
/// captured animations that have finished, so the tab shows exactly that moment.
///
/// Its clock is the tab's (`tabTime`): the local time of the layer that holds the tab.
/// It never reads a clock; the host's time is now.
public final class AnimationTimeline {
    /// The most groups kept; the oldest go first. DevTools keeps a bounded list too.
    public static let maximumGroups = 200
    /// Rates the timeline plays at, as DevTools offers them (fractions of normal speed).
    public static let rates = [1.0, 0.25, 0.1]

    public let host: LayerHost
    /// The layer whose timing a seek pauses: the one that holds the tab.
    public let tab: Layer
    /// Layers that keep the tab's time beside it (the shell's "lifted" layer, which holds
    /// what the tab lifts above the tab bar): each timing change to the tab is made to
    /// them too, so a seek freezes a held circle with the rest. Defaults to none.
    public var companions: [Layer] = []
    /// Whether an animation on `layer` is the tab's (not the tab bar's, nor a message's).
    private let accepts: (Layer) -> Bool
    public private(set) var groups: [TimelineGroup] = []
    /// The group the view works on; the most recent when the timeline starts.
    public var selected: TimelineGroup?
    /// Stretches in which the tab stepped motion frame by frame.
    public private(set) var stepped: [SteppedSpan] = []
    /// Text the tab set between frames while the timeline ran, per layer.
    public private(set) var modelChanges: [ModelChangeSpan] = []
    /// Each text layer's string at the last frame, to see it change.
    private var texts: [ObjectIdentifier: String] = [:]
    /// Whether a seek holds the tab paused (Play resumes it).
    public internal(set) var isHolding = false
    /// The rate the tab plays at, one of `rates`; it multiplies with Ctrl+T.
    public internal(set) var rate = 1.0
    private var captured: Set<ObjectIdentifier> = []
    private var pending: [CapturedAnimation] = []
    private var nextGroupID = 0
    /// True while the timeline adds animations of its own (a seek's), which it must not
    /// capture.
    var applying = false
    /// How many seeks put back animations their layers had dropped (a finished group).
    public internal(set) var reappliedCount = 0
    public private(set) var isObserving = false

    public init(host: LayerHost, tab: Layer, accepts: @escaping (Layer) -> Bool) {
        self.host = host
        self.tab = tab
        self.accepts = accepts
    }

    // MARK: Capturing

    /// Starts capturing: the animations on the tab's layers now, grouped by where they
    /// begin, and from now on each one added. The most recent group is selected.
    public func start() {
        guard !isObserving else { return }
        isObserving = true
        host.onAnimationAdded = { [weak self] layer, key, animation in self?.capture(layer, key, animation) }
        var found: [CapturedAnimation] = []
        for layer in host.root.allLayers where accepts(layer) {
            for (key, a) in layer.animations where !captured.contains(ObjectIdentifier(a)) {
                found.append(record(layer, key, a))
            }
        }
        var byBegin: [(Double, TimelineGroup)] = []
        for c in found {
            let b = c.begin?.tab ?? tabTime
            if let g = byBegin.first(where: { abs($0.0 - b) < 1e-6 })?.1 {
                g.animations.append(c)
            } else {
                let g = newGroup(at: c.begin?.media ?? host.currentTime)
                g.animations.append(c)
                byBegin.append((b, g))
            }
        }
        groups.sort { ($0.start ?? .infinity) < ($1.start ?? .infinity) }
        selected = groups.last
    }

    /// Stops capturing; a tab a seek holds plays on from there.
    public func stop() {
        guard isObserving else { return }
        if isHolding { play() }
        if rate != 1 { setRate(1) }
        host.onAnimationAdded = nil
        isObserving = false
    }

    private func capture(_ layer: Layer, _ key: String, _ animation: LayerAnimation) {
        guard !applying, accepts(layer), !captured.contains(ObjectIdentifier(animation)) else { return }
        let c = record(layer, key, animation)
        if let last = groups.last, last.addedAt == host.currentTime {
            last.animations.append(c)
        } else {
            newGroup(at: host.currentTime).animations.append(c)
            // A new group is what the user wants to see, unless a seek holds another.
            if !isHolding { selected = groups.last }
        }
    }

    private func record(_ layer: Layer, _ key: String, _ a: LayerAnimation) -> CapturedAnimation {
        captured.insert(ObjectIdentifier(a))
        let c = CapturedAnimation(layer: layer, key: key, animation: a, path: CapturedAnimation.path(of: layer), addedAt: host.currentTime)
        settle(c)
        if c.begin == nil { pending.append(c) }
        return c
    }

    @discardableResult
    private func newGroup(at time: MediaTime) -> TimelineGroup {
        let g = TimelineGroup(id: nextGroupID, addedAt: time)
        nextGroupID += 1
        groups.append(g)
        if groups.count > Self.maximumGroups {
            let dropped = groups.removeFirst()
            for c in dropped.animations { captured.remove(ObjectIdentifier(c.animation)) }
            if selected === dropped { selected = groups.first }
        }
        return g
    }

    private func settle(_ c: CapturedAnimation) {
        let now = host.currentTime
        c.settle(layerNow: c.layer.localTime(atMediaTime: now).seconds, tabNow: tabTime, now: now, rate: Self.rate(of: c.layer))
    }

    /// Layer seconds per media second: the product of the speeds from the root down.
    static func rate(of layer: Layer) -> Double {
        var r = 1.0
        var node: Layer? = layer
        while let n = node {
            r *= n.timing.speed
            node = n.superlayer
        }
        return r
    }

    /// Called after each frame: settles the begins of animations that waited for their
    /// first evaluation, notes whether the tab stepped motion this frame, and which of its
    /// texts changed.
    public func frameDidUpdate(stepping: Bool) {
        settlePending()
        let now = tabTime
        noteTextChanges(at: now)
        if stepping {
            if let last = stepped.last, now - last.end < 0.1 { stepped[stepped.count - 1].end = max(last.end, now) }
            else { stepped.append(SteppedSpan(start: now, end: now)) }
        }
    }

    /// Notes the tab's text layers whose strings changed since the last frame.
    private func noteTextChanges(at now: Double) {
        for layer in host.root.allLayers where accepts(layer) {
            guard let text = layer as? TextLayer else { continue }
            let id = ObjectIdentifier(text)
            defer { texts[id] = text.string }
            guard let before = texts[id], before != text.string else { continue }
            let path = CapturedAnimation.path(of: text)
            if let i = modelChanges.lastIndex(where: { $0.path == path }) {
                modelChanges[i].end = now
                modelChanges[i].changes += 1
            } else {
                modelChanges.append(ModelChangeSpan(path: path, start: now, end: now, changes: 1))
            }
        }
    }

    /// Settles the begins of animations that waited for their first evaluation.
    func settlePending() {
        guard !pending.isEmpty else { return }
        for c in pending { settle(c) }
        pending.removeAll { $0.begin != nil }
    }

    /// Forgets every group (DevTools' clear); a tab a seek holds stays where it is.
    public func clear() {
        groups.removeAll()
        stepped.removeAll()
        modelChanges.removeAll()
        captured.removeAll()
        pending.removeAll()
        selected = nil
    }

    // MARK: Time

    /// The tab's clock now: the local time of the layer that holds it.
    public var tabTime: Double { tab.localTime(atMediaTime: host.currentTime).seconds }

    /// Where the playhead stands in the selected group: seconds since its start.
    public var playhead: Double? {
        guard let start = selected?.start else { return nil }
        return tabTime - start
    }
}
