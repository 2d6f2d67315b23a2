/// How an object's local time relates to its parent's, and how long it is active
/// (CAMediaTiming). Layers use beginTime, speed and timeOffset; animations use it all.
///
/// Local time is `(parentTime - beginTime) * speed + timeOffset`, so speed 0 freezes
/// everything below. Defaults: beginTime 0, duration 0, speed 1, timeOffset 0, repeatCount 0
/// (play once), repeatDuration 0, autoreverses false, fillMode removed.
public struct MediaTiming: Equatable, Sendable {
    /// When the object starts, in its parent's time. Defaults to 0.
    public var beginTime = 0.0
    /// Seconds of one simple cycle (one way), in local time. Defaults to 0.
    public var duration = 0.0
    /// Rate of local time against the parent's. Defaults to 1.
    public var speed = 1.0
    /// Added to local time. Defaults to 0.
    public var timeOffset = 0.0
    /// How many cycles to play; fractional values stop part-way, `.infinity` never stops.
    /// 0 means once. Defaults to 0.
    public var repeatCount = 0.0
    /// How long to repeat for, in local time; overrides repeatCount when positive. Defaults to 0.
    public var repeatDuration = 0.0
    /// Whether each cycle plays forward then back. Defaults to false.
    public var autoreverses = false
    /// Whether the effect holds outside the active interval. Defaults to `.removed`.
    public var fillMode = FillMode.removed

    public init() {}

    /// Whether the effect shows before and after the active interval (CAMediaTimingFillMode).
    public enum FillMode: String, Sendable, CaseIterable {
        case removed, forwards, backwards, both

        var fillsForwards: Bool { self == .forwards || self == .both }
        var fillsBackwards: Bool { self == .backwards || self == .both }
    }

    /// Parent time to local time.
    public func localTime(fromParent t: Double) -> Double {
        (t - beginTime) * speed + timeOffset
    }

    /// Local time to parent time; with speed 0 every parent time maps to the same local
    /// time, so this answers beginTime.
    public func parentTime(fromLocal t: Double) -> Double {
        speed == 0 ? beginTime : (t - timeOffset) / speed + beginTime
    }

    /// One cycle: the duration, doubled by autoreverses.
    public var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// The whole active interval in local time: repeatDuration, else repeatCount cycles
    /// (at least one); infinite for an infinite repeat count.
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount == 0 ? 1 : repeatCount
        return count.isInfinite ? .infinity : count * cycleDuration
    }

    /// The active interval measured in the parent's time (speed applied).
    public var activeDurationInParent: Double {
        speed == 0 ? .infinity : activeDuration / abs(speed)
    }

    /// Where in its cycles the object is at parent time `t`. `holdingEnd` fills forwards
    /// whatever the fill mode: a group holding its end holds its children's too.
    public func phase(atParent t: Double, holdingEnd: Bool = false) -> TimingPhase {
        let elapsed = (t - beginTime) * speed
        let active = activeDuration
        if elapsed < 0 {
            return fillMode.fillsBackwards ? .filling(position(at: timeOffset, iterationLimit: nil)) : .before
        }
        if elapsed >= active {
            guard fillMode.fillsForwards || holdingEnd else { return .after }
            return .filling(position(at: active + timeOffset, iterationLimit: active))
        }
        return .active(position(at: elapsed + timeOffset, iterationLimit: nil))
    }

    /// The cycle and the fraction of the duration reached at active-local time `a`. At the
    /// very end of a whole number of cycles this is the end of the last one, not the start
    /// of the next.
    private func position(at a: Double, iterationLimit: Double?) -> CyclePosition {
        let cycle = cycleDuration
        guard cycle > 0 else { return CyclePosition(iteration: 0, fraction: 1) }
        var iteration = (a / cycle).rounded(.down)
        var inCycle = a - iteration * cycle
        if let end = iterationLimit, a >= end, inCycle < 1e-12 * max(1, cycle), iteration > 0 {
            iteration -= 1
            inCycle = cycle
        }
        var fraction = inCycle / duration
        if autoreverses && fraction > 1 { fraction = 2 - fraction }
        return CyclePosition(iteration: Int(min(iteration, Double(Int.max / 2))), fraction: min(max(fraction, 0), 1))
    }
}

/// A position within repeating cycles: which cycle, and how far through its duration
/// (0...1, already folded back when autoreversing).
public struct CyclePosition: Equatable, Sendable {
    public var iteration: Int
    public var fraction: Double
}

/// Where a timed object stands at some moment.
public enum TimingPhase: Equatable, Sendable {
    /// Not started, and not filling backwards: no effect.
    case before
    case active(CyclePosition)
    /// Outside the active interval but held by the fill mode.
    case filling(CyclePosition)
    /// Finished, and not filling forwards: no effect.
    case after

    /// The position to show, if the object has an effect now.
    public var position: CyclePosition? {
        switch self {
        case .active(let p), .filling(let p): p
        case .before, .after: nil
        }
    }
}
