/// An animation between two values (CABasicAnimation), given as from/to/by in Core
/// Animation's combinations: from+to, from+by, by+to, from alone (to the current value),
/// to alone (from the current value), by alone (current to current + by).
open class BasicAnimation: PropertyAnimation {
    public var from: AnimatableValue?
    public var to: AnimatableValue?
    public var by: AnimatableValue?

    public init(_ property: AnimatableProperty, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
                by: AnimatableValue? = nil, duration: Double = 0.25) {
        self.from = from
        self.to = to
        self.by = by
        super.init(property, duration: duration)
    }

    /// The interpolation's two ends given the current value.
    public func endpoints(current: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f + b)
        case let (nil, t?, b?): return (t - b, t)
        case let (f?, nil, nil): return (f, isAdditive ? current.scaled(by: 0) : current)
        case let (nil, t?, nil): return (isAdditive ? current.scaled(by: 0) : current, t)
        case let (nil, nil, b?): return isAdditive ? (current.scaled(by: 0), b) : (current, current + b)
        case (nil, nil, nil): return (current, current)
        }
    }

    open override func value(atProgress p: Double, current: AnimatableValue) -> AnimatableValue? {
        let (a, b) = endpoints(current: current)
        return a.interpolated(to: b, fraction: p)
    }

    open override func copy() -> LayerAnimation {
        copyPropertySettings(to: BasicAnimation(property, from: from, to: to, by: by, duration: timing.duration))
    }

    open override func validate() throws(AnimationValueError) {
        for v in [from, to, by].compactMap({ $0 }) { try property.check(v) }
    }

    open override func cycleDelta(current: AnimatableValue) -> AnimatableValue? {
        let (a, b) = endpoints(current: current)
        return b - a
    }
}
