import Foundation

/// An animation through a list of values (CAKeyframeAnimation), with optional key times,
/// per-segment timing functions, and four calculation modes.
open class KeyframeAnimation: PropertyAnimation {
    /// How values between keyframes are found (CAAnimationCalculationMode).
    public enum CalculationMode: String, Sendable {
        /// Straight interpolation between neighbours.
        case linear
        /// Each value holds until the next key time; no interpolation.
        case discrete
        /// Key times are ignored; values are spaced so the speed is constant.
        case paced
        /// A smooth Catmull-Rom curve through the values.
        case cubic
    }

    public var values: [AnimatableValue]
    /// Fractions 0...1 of the duration at which each value is reached; nil spaces them
    /// evenly. For linear and cubic modes there is one per value; for discrete, one more
    /// than values is allowed as in Core Animation.
    public var keyTimes: [Double]?
    /// One timing function per segment (values.count - 1); nil uses the animation's.
    public var timingFunctions: [TimingFunction]?
    public var calculationMode: CalculationMode

    public init(_ property: AnimatableProperty, values: [AnimatableValue], keyTimes: [Double]? = nil,
                calculationMode: CalculationMode = .linear, duration: Double = 0.25) {
        precondition(!values.isEmpty, "a keyframe animation needs at least one value")
        if let k = keyTimes {
            precondition(k.count == values.count || (calculationMode == .discrete && k.count == values.count + 1),
                         "keyTimes must have one entry per value (got \(k.count) for \(values.count))")
        }
        self.values = values
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        super.init(property, duration: duration)
    }

    open override func copy() -> LayerAnimation {
        let c = KeyframeAnimation(property, values: values, keyTimes: keyTimes, calculationMode: calculationMode, duration: timing.duration)
        c.timingFunctions = timingFunctions
        return copyPropertySettings(to: c)
    }

    open override func validate() throws(AnimationValueError) {
        for v in values { try property.check(v) }
    }

    /// The key times in use: given, paced, or evenly spaced.
    public var effectiveKeyTimes: [Double] {
        let n = values.count
        if calculationMode == .paced, n > 1 {
            var lengths = [0.0]
            for i in 1..<n { lengths.append(lengths[i - 1] + values[i - 1].distance(to: values[i])) }
            let total = lengths.last!
            return total > 0 ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        }
        if let k = keyTimes { return k }
        if calculationMode == .discrete { return (0..<n).map { Double($0) / Double(n) } }
        return n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
    }

    open override func apply(position: CyclePosition, to values: inout LayerProperties) {
        let current = property.value(in: values)
        guard var v = value(atTime: position.fraction), v.isSameKind(as: current) else { return }
        if isCumulative, position.iteration > 0, let first = self.values.first, let last = self.values.last {
            v = v + (last - first).scaled(by: Double(position.iteration))
        }
        try? property.set(isAdditive ? current + v : v, in: &values)
    }

    /// Discrete keyframes change only at their key times: the next one after `t`, through
    /// the animation's timing (begin time, speed, repeats, autoreverse).
    open override func nextChange(afterLayerTime t: Double) -> Double? {
        guard calculationMode == .discrete, timing.speed > 0, timing.duration > 0 else { return nil }
        let elapsed = (t - timing.beginTime) * timing.speed
        guard elapsed < timing.activeDuration else { return nil }
        if elapsed < 0 { return timing.beginTime }
        let cycle = timing.cycleDuration
        let local = elapsed + timing.timeOffset
        let cycleStart = (local / cycle).rounded(.down) * cycle
        // Key instants within a cycle, forward (and back again when autoreversing).
        var marks = effectiveKeyTimes.map { $0 * timing.duration }
        if timing.autoreverses { marks += marks.map { 2 * timing.duration - $0 } }
        marks.append(cycle)
        let next = marks.filter { cycleStart + $0 > local + 1e-9 }.min() ?? cycle
        let nextElapsed = cycleStart + next - timing.timeOffset
        return timing.beginTime + nextElapsed / timing.speed
    }

    /// The value at time fraction `f` of a cycle.
    public func value(atTime f: Double) -> AnimatableValue? {
        let n = values.count
        if n == 1 { return values[0] }
        let times = effectiveKeyTimes
        let f = calculationMode == .paced ? timingFunction.value(at: f) : f
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= f } ?? 0
            return values[min(index, n - 1)]
        }
        if f <= times[0] { return values[0] }
        if f >= times[n - 1] { return values[n - 1] }
        let segment = max(0, (times.lastIndex { $0 <= f } ?? 0))
        let i = min(segment, n - 2)
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (f - times[i]) / span : 1
        if calculationMode != .paced {
            local = (timingFunctions?[i] ?? timingFunction).value(at: local)
        }
        if calculationMode == .cubic {
            return catmullRom(i, local)
        }
        return values[i].interpolated(to: values[i + 1], fraction: local)
    }

    /// Catmull-Rom through values[i-1...i+2], at fraction t of segment i.
    private func catmullRom(_ i: Int, _ t: Double) -> AnimatableValue {
        let p0 = values[max(0, i - 1)].components, p1 = values[i].components
        let p2 = values[i + 1].components, p3 = values[min(values.count - 1, i + 2)].components
        let t2 = t * t, t3 = t2 * t
        let c = (0..<p1.count).map { k in
            0.5 * (2 * p1[k] + (p2[k] - p0[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2
                   + (3 * p1[k] - p0[k] - 3 * p2[k] + p3[k]) * t3)
        }
        return values[i].with(components: c)
    }
}
