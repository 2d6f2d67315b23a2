import Foundation

/// Exponential velocity decay, as UIScrollView decelerates a fling: the velocity is
/// multiplied by `decelerationRate` every millisecond. Closed form, so it can tell where a
/// fling will land before it does. Defaults to UIScrollView.DecelerationRate.normal, 0.998.
public struct FrictionDecay: Hashable, Sendable {
    /// Velocity kept per millisecond, in (0, 1). Defaults to 0.998; 0.99 is UIKit's "fast".
    public var decelerationRate: Double

    public init(decelerationRate: Double = 0.998) {
        precondition(decelerationRate > 0 && decelerationRate < 1,
                     "decelerationRate must lie in (0, 1), got \(decelerationRate)")
        self.decelerationRate = decelerationRate
    }

    /// Per-second decay constant k, with v(t) = v0 · e^(−k t): 2.002 for 0.998.
    public var ratePerSecond: Double { -1000 * log(decelerationRate) }
    private var k: Double { ratePerSecond }

    /// The distance travelled after `t` seconds from velocity `v0` (units per second).
    public func offset(at t: Double, velocity v0: Double) -> Double {
        v0 / k * (1 - exp(-min(k * max(0, t), 700)))
    }

    public func velocity(at t: Double, velocity v0: Double) -> Double {
        v0 * exp(-min(k * max(0, t), 700))
    }

    /// Where the fling comes to rest, relative to its start (momentum projection).
    public func restingOffset(velocity v0: Double) -> Double { v0 / k }

    /// When a fling from `v0` has travelled `offset` (same sign as `v0`), or nil if it
    /// comes to rest first: the inverse of `offset(at:velocity:)`.
    public func time(toReach offset: Double, velocity v0: Double) -> Double? {
        guard v0 != 0 else { return offset == 0 ? 0 : nil }
        let fraction = offset * k / v0
        guard fraction >= 0, fraction < 1 else { return nil }
        return -log(1 - fraction) / k
    }

    /// The friction under which a fling from `v0` comes to rest exactly `distance` away
    /// (a picker wheel's fling adjusted to land on a row, as UIPickerView's does), or nil
    /// when the fling points the other way or could not stop there.
    public static func landing(at distance: Double, velocity v0: Double) -> FrictionDecay? {
        guard distance != 0, v0 != 0, (distance > 0) == (v0 > 0) else { return nil }
        let rate = exp(-(v0 / distance) / 1000)
        guard rate > 0, rate < 1 else { return nil }
        return FrictionDecay(decelerationRate: rate)
    }

    /// When the speed falls below `threshold` units per second.
    public func duration(velocity v0: Double, threshold: Double = 0.5) -> Double {
        abs(v0) <= threshold ? 0 : log(abs(v0) / threshold) / k
    }
}
