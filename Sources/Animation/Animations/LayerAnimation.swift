import Geometry

/// The base of every animation (CAAnimation): timing, a timing function, whether it is
/// removed when it completes, and start/stop callbacks reported exactly once each.
///
/// Defaults: duration 0.25 s (Core Animation's), linear timing, removed on completion.
open class LayerAnimation {
    public var timing = MediaTiming()
    /// Maps time progress to value progress. Defaults to linear.
    public var timingFunction = TimingFunction.linear
    /// Remove the animation from its layer once it completes. Defaults to true.
    public var isRemovedOnCompletion = true
    /// Called once when the animation first takes effect (animationDidStart).
    public var onStart: (() -> Void)?
    /// Called once when it stops: `true` when it ran to completion, `false` when it was
    /// removed early (animationDidStop(_:finished:)).
    public var onStop: ((Bool) -> Void)?

    /// The life of an animation on a layer; each report happens once.
    enum Lifecycle { case pending, running, stopped }
    var lifecycle = Lifecycle.pending
    /// Added with beginTime 0 to a layer in no tree: it begins when it is first evaluated.
    var beginsAtFirstEvaluation = false
    /// Whether it was added with beginTime 0 to a layer in no tree, and so has no beginTime
    /// yet: it begins when it is first evaluated.
    public var isWaitingToBegin: Bool { beginsAtFirstEvaluation }

    public init(duration: Double = 0.25) {
        timing.duration = duration
    }

    /// A fresh copy with the same settings and callbacks (CAAnimation is NSCopying):
    /// `Layer.add(_:forKey:)` adds a copy, so one animation can go on several layers and
    /// changing it afterwards changes none of them. Subclasses copy their own settings.
    open func copy() -> LayerAnimation {
        copySettings(to: LayerAnimation(duration: timing.duration))
    }

    /// Copies the settings every animation has onto `other`, and returns it.
    public func copySettings<A: LayerAnimation>(to other: A) -> A {
        other.timing = timing
        other.timingFunction = timingFunction
        other.isRemovedOnCompletion = isRemovedOnCompletion
        other.onStart = onStart
        other.onStop = onStop
        return other
    }

    /// Checks that every value suits its property (a position takes a point): values read
    /// from a file can be wrong. Throws one message naming the property and the value.
    open func validate() throws(AnimationValueError) {}

    /// Applies the animation's value to `values` at the layer's local time. Subclasses
    /// override `apply(position:to:)`.
    public final func apply(to values: inout LayerProperties, atLayerTime t: Double) {
        apply(to: &values, atLayerTime: t, holdingEnd: false)
    }

    /// The same inside a group: `holdingEnd` when the group holds the end of a cycle, so a
    /// child that ends just there shows its end value. Groups override this.
    func apply(to values: inout LayerProperties, atLayerTime t: Double, holdingEnd: Bool) {
        guard let position = timing.phase(atParent: t, holdingEnd: holdingEnd).position else { return }
        apply(position: position, to: &values)
    }

    /// Applies the value at a cycle position. The default does nothing.
    open func apply(position: CyclePosition, to values: inout LayerProperties) {}

    /// Whether the animation has reached the end of its active interval at layer time `t`.
    public func isFinished(atLayerTime t: Double) -> Bool {
        timing.speed != 0 && (t - timing.beginTime) * timing.speed >= timing.activeDuration
    }

    /// The next layer time after `t` at which the animation's value changes, when it only
    /// changes at instants (discrete keyframes); nil when it changes continuously.
    open func nextChange(afterLayerTime t: Double) -> Double? { nil }

    /// Whether the animation has begun at layer time `t`.
    func hasStarted(atLayerTime t: Double) -> Bool {
        (t - timing.beginTime) * timing.speed >= 0
    }

    func reportStart() {
        guard lifecycle == .pending else { return }
        lifecycle = .running
        onStart?()
    }

    func reportStop(finished: Bool) {
        guard lifecycle != .stopped else { return }
        if lifecycle == .pending, finished { onStart?() }
        lifecycle = .stopped
        onStop?(finished)
    }
}

/// An animation of one property (CAPropertyAnimation).
open class PropertyAnimation: LayerAnimation {
    public let property: AnimatableProperty
    /// Adds the animated value to the current value instead of replacing it. Defaults to false.
    public var isAdditive = false
    /// Each repeat starts where the previous one ended. Defaults to false.
    public var isCumulative = false

    public init(_ property: AnimatableProperty, duration: Double = 0.25) {
        self.property = property
        super.init(duration: duration)
    }

    /// Copies the settings of a property animation onto `other`, and returns it.
    public func copyPropertySettings<A: PropertyAnimation>(to other: A) -> A {
        other.isAdditive = isAdditive
        other.isCumulative = isCumulative
        return copySettings(to: other)
    }

    open override func copy() -> LayerAnimation {
        copyPropertySettings(to: PropertyAnimation(property, duration: timing.duration))
    }

    /// The value at a fraction of progress (already through the timing function), given the
    /// current (underlying) value.
    open func value(atProgress p: Double, current: AnimatableValue) -> AnimatableValue? { nil }

    /// What one full cycle adds, for cumulative repeats.
    open func cycleDelta(current: AnimatableValue) -> AnimatableValue? { nil }

    open override func apply(position: CyclePosition, to values: inout LayerProperties) {
        let current = property.value(in: values)
        guard var v = value(atProgress: progress(position.fraction), current: current), v.isSameKind(as: current) else { return }
        if isCumulative, position.iteration > 0, let delta = cycleDelta(current: current) {
            v = v + delta.scaled(by: Double(position.iteration))
        }
        try? property.set(isAdditive ? current + v : v, in: &values)
    }

    /// Time progress through the timing function.
    func progress(_ fraction: Double) -> Double { timingFunction.value(at: fraction) }
}
