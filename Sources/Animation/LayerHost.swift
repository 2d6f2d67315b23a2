import Foundation
import Synchronization

/// Runs the animations of one layer tree against the media clock (the part of Core
/// Animation's render server that evaluates timing): each frame it derives every animated
/// layer's local time, computes presentation values, reports starts and stops, and removes
/// finished animations. It also owns the transaction stack for implicit animations.
///
/// The host never reads a clock: `update(at:)` is told the time.
public final class LayerHost {
    public let root: Layer
    /// The media-clock time of the last update or event, in seconds.
    public private(set) var currentTime = MediaTime.zero
    /// Measures text as the front end will draw it, for layout (a text field's caret, a
    /// label that wraps); nil where nothing draws text.
    public var textMeasurer: TextMeasuring?
    /// Hears of every animation added to a layer of this tree: the running copy, under its
    /// key, once its beginTime is settled (or, for one added to a layer with no tree yet, when
    /// that layer joins this one; it begins at its first evaluation). For inspectors; nil,
    /// the default, costs one check per added animation.
    public var onAnimationAdded: ((Layer, String, LayerAnimation) -> Void)?
    private var animated: [ObjectIdentifier: Layer] = [:]
    private var transactions: [Transaction] = [] {
        didSet { Self.openTransactions.add(transactions.count - oldValue.count, ordering: .relaxed) }
    }
    private var pendingCompletions: [Transaction] = []
    private var displayLinks: [WeakLink] = []

    private struct WeakLink {
        weak var link: DisplayLink?
    }

    /// How many transactions are open in every host of the process. While none is, no model
    /// change can animate implicitly, and a layer need not look up its host to know it.
    static let openTransactions = Atomic<Int>(0)

    public init(root: Layer) {
        self.root = root
        root.hostStorage = self
    }

    deinit {
        Self.openTransactions.subtract(transactions.count, ordering: .relaxed)
    }

    /// Moves the host's time forward without evaluating (before handling an event, so
    /// animations added in response start at the event's time).
    public func advance(to time: MediaTime) {
        currentTime = max(currentTime, time)
    }

    /// Evaluates every animation at media time `time`.
    public func update(at time: MediaTime) {
        advance(to: time)
        // Stepped motion first, so what it changes shows in this frame.
        displayLinks.removeAll { $0.link == nil }
        for link in displayLinks.compactMap(\.link) where link.isRunning(in: self) { link.fire(atMediaTime: time) }
        for layer in Array(animated.values) { evaluate(layer) }
        // A completion may open and commit a transaction of its own (even an empty one):
        // it completes in the same update.
        while let i = pendingCompletions.firstIndex(where: { $0.remaining == 0 }) {
            pendingCompletions.remove(at: i).complete()
        }
    }

    /// Whether any animation is still changing continuously (not counting ones frozen by
    /// speed 0, or discrete ones, which say when they next change), so frames must keep
    /// coming.
    public var isAnimating: Bool {
        if hasRunningDisplayLinks { return true }
        return animated.values.contains { layer in
            guard layer.rootLayer === root, !layer.isFrozen else { return false }
            let t = layer.localTime(atMediaTime: currentTime).seconds
            return layer.animations.contains { !$0.animation.isFinished(atLayerTime: t) && $0.animation.nextChange(afterLayerTime: t) == nil }
        }
    }

    /// Whether a display link runs: something is stepped each frame, so a replay may skip
    /// no frame.
    public var hasRunningDisplayLinks: Bool {
        displayLinks.contains { $0.link?.isRunning(in: self) ?? false }
    }

    func register(_ link: DisplayLink) {
        guard !displayLinks.contains(where: { $0.link === link }) else { return }
        displayLinks.append(WeakLink(link: link))
    }

    /// The next media time at which an animation begins, a discrete one changes or any
    /// one ends: when an idle loop must wake to draw.
    public var nextChangeTime: MediaTime? { nextTime(countingDiscreteSteps: true) }

    /// The next media time at which an animation begins or ends, so its start or stop is
    /// reported: how far a replay may jump while only animations run, since their values
    /// between are functions of time.
    public var nextBoundaryTime: MediaTime? { nextTime(countingDiscreteSteps: false) }

    private func nextTime(countingDiscreteSteps: Bool) -> MediaTime? {
        if hasWorkDueNow { return currentTime }
        var best: MediaTime?
        for layer in animated.values where layer.rootLayer === root && !layer.isFrozen {
            let t = layer.localTime(atMediaTime: currentTime).seconds
            for (_, a) in layer.animations {
                let begin = a.timing.beginTime
                let end = begin + a.timing.activeDurationInParent
                let step = countingDiscreteSteps ? a.nextChange(afterLayerTime: t) : nil
                let next = [step, begin > t ? begin : nil, end.isFinite && end > t ? end : nil].compactMap { $0 }.min()
                guard let local = next else { continue }
                let media = layer.mediaTime(atLocalTime: LocalTime(seconds: local))
                if media > currentTime, best.map({ media < $0 }) ?? true { best = media }
            }
        }
        return best
    }

    /// Whether the next update has something to report even if no time passes: a
    /// transaction whose animations are all done, an animation waiting for its first
    /// evaluation, or one whose start or end has passed unreported.
    private var hasWorkDueNow: Bool {
        if pendingCompletions.contains(where: { $0.remaining == 0 }) { return true }
        return animated.values.contains { layer in
            guard layer.rootLayer === root, !layer.isFrozen else { return false }
            let t = layer.localTime(atMediaTime: currentTime).seconds
            return layer.animations.contains { _, a in
                a.beginsAtFirstEvaluation
                    || (a.lifecycle == .pending && a.hasStarted(atLayerTime: t))
                    || (a.lifecycle != .stopped && a.isFinished(atLayerTime: t))
            }
        }
    }

    private func evaluate(_ layer: Layer) {
        guard layer.rootLayer === root else {
            // Left the tree: its animations were stopped when it was removed.
            animated[ObjectIdentifier(layer)] = nil
            return
        }
        let t = layer.localTime(atMediaTime: currentTime).seconds
        let values = layer.presentationValues(atLayerTime: t)
        if values != layer.presentation {
            layer.presentation = values
            layer.setNeedsDisplay()
        }
        var finished: [String] = []
        for (key, a) in layer.animations {
            if a.hasStarted(atLayerTime: t) { a.reportStart() }
            if a.isFinished(atLayerTime: t) && a.isRemovedOnCompletion { finished.append(key) }
            else if a.isFinished(atLayerTime: t) && a.lifecycle != .stopped { a.reportStop(finished: true) }
        }
        for key in finished {
            guard let i = layer.animations.firstIndex(where: { $0.key == key }) else { continue }
            let a = layer.animations.remove(at: i).animation
            a.reportStop(finished: true)
        }
        if !finished.isEmpty { layer.refreshPresentation() }
        if layer.animations.isEmpty { animated[ObjectIdentifier(layer)] = nil }
    }

    func markAnimated(_ layer: Layer) {
        animated[ObjectIdentifier(layer)] = layer
    }

    /// A timing change anywhere re-evaluates every animated layer at the next update.
    func timingChanged() {
        for layer in animated.values { layer.setNeedsDisplay() }
    }

    // MARK: Transactions

    /// Begins a transaction (CATransaction.begin): model changes made until the matching
    /// commit animate from their presentation values over `duration`, unless actions are
    /// disabled. Nested transactions inherit unset values from the enclosing one.
    public func begin(duration: Double? = nil, timingFunction: TimingFunction? = nil,
                      disableActions: Bool? = nil, completion: (() -> Void)? = nil) {
        let outer = transactions.last
        transactions.append(Transaction(
            duration: duration ?? outer?.duration ?? 0,
            timingFunction: timingFunction ?? outer?.timingFunction ?? .default,
            disableActions: disableActions ?? outer?.disableActions ?? false,
            completion: completion))
    }

    /// Commits the innermost transaction. Its completion runs once every animation made
    /// inside it (nested transactions included) has finished or been removed, at the next
    /// update at the earliest.
    public func commit() {
        precondition(!transactions.isEmpty, "commit() without a matching begin()")
        pendingCompletions.append(transactions.removeLast())
    }

    /// Runs `changes` inside a transaction.
    public func animate(duration: Double, timingFunction: TimingFunction? = nil,
                        changes: () -> Void, completion: (() -> Void)? = nil) {
        begin(duration: duration, timingFunction: timingFunction, completion: completion)
        changes()
        commit()
    }

    /// Runs `changes` with implicit animations disabled.
    public func withoutAnimation(_ changes: () -> Void) {
        begin(disableActions: true)
        changes()
        commit()
    }

    var wantsImplicitAnimation: Bool {
        guard let t = transactions.last else { return false }
        return !t.disableActions && t.duration > 0
    }

    /// Adds the implicit animation for a model change inside a transaction: from the value
    /// the user sees now to the new model value, so an interrupted animation never jumps.
    func animateImplicitly(_ layer: Layer, property: AnimatableProperty, from: AnimatableValue) {
        guard let t = transactions.last else { return }
        let animation = BasicAnimation(property, from: from, duration: t.duration)
        animation.timingFunction = t.timingFunction
        layer.add(animation, forKey: property.rawValue)
    }

    /// Every open transaction waits for an animation added while it is open, implicit or
    /// explicit (CATransaction's completion): an outer completion runs after inner ones.
    func trackInOpenTransactions(_ animation: LayerAnimation) {
        for open in transactions { open.track(animation) }
    }
}

/// One open transaction and the animations it made (CATransaction).
final class Transaction {
    let duration: Double
    let timingFunction: TimingFunction
    let disableActions: Bool
    private var completions: [() -> Void]
    private(set) var remaining = 0
    private var completed = false

    init(duration: Double, timingFunction: TimingFunction, disableActions: Bool, completion: (() -> Void)?) {
        self.duration = duration
        self.timingFunction = timingFunction
        self.disableActions = disableActions
        completions = completion.map { [$0] } ?? []
    }

    func track(_ animation: LayerAnimation) {
        remaining += 1
        let previous = animation.onStop
        animation.onStop = { [weak self] finished in
            previous?(finished)
            self?.remaining -= 1
        }
    }

    func complete() {
        guard !completed else { return }
        completed = true
        for c in completions { c() }
    }
}
