import Foundation

/// The displacement from rest of a released spring as a closed-form function of time,
/// in the three cases of the damping discriminant. Query it at any t; nothing is stepped.
public struct SpringMotion: Hashable, Sendable {
    public let spring: Spring
    /// Displacement from the rest position at t = 0.
    public let x0: Double
    /// Velocity at t = 0, in units per second.
    public let v0: Double

    /// Which closed form applies.
    public enum Regime: Sendable { case underdamped, critical, overdamped }

    public var regime: Regime {
        let z = spring.dampingRatio
        if abs(z - 1) < 1e-9 { return .critical }
        return z < 1 ? .underdamped : .overdamped
    }

    /// Exponents are clamped so a huge t gives a settled value, never NaN or infinity.
    private static let maxExponent = 700.0

    /// The displacement from rest at time `t` seconds (t < 0 reads as 0).
    public func displacement(at t: Double) -> Double {
        let t = max(0, t)
        let w0 = spring.naturalFrequency, z = spring.dampingRatio
        switch regime {
        case .underdamped:
            let wd = w0 * (1 - z * z).squareRoot()
            let decay = exp(-min(z * w0 * t, Self.maxExponent))
            return decay * (x0 * cos(wd * t) + (v0 + z * w0 * x0) / wd * sin(wd * t))
        case .critical:
            let decay = exp(-min(w0 * t, Self.maxExponent))
            return decay * (x0 + (v0 + w0 * x0) * t)
        case .overdamped:
            let s = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - s), r2 = -w0 * (z + s)
            let c1 = (v0 - r2 * x0) / (r1 - r2), c2 = x0 - c1
            return c1 * exp(max(r1 * t, -Self.maxExponent)) + c2 * exp(max(r2 * t, -Self.maxExponent))
        }
    }

    /// The velocity at time `t`, in units per second.
    public func velocity(at t: Double) -> Double {
        let t = max(0, t)
        let w0 = spring.naturalFrequency, z = spring.dampingRatio
        switch regime {
        case .underdamped:
            let wd = w0 * (1 - z * z).squareRoot()
            let decay = exp(-min(z * w0 * t, Self.maxExponent))
            let a = x0, b = (v0 + z * w0 * x0) / wd
            return decay * ((b * wd - z * w0 * a) * cos(wd * t) - (a * wd + z * w0 * b) * sin(wd * t))
        case .critical:
            let decay = exp(-min(w0 * t, Self.maxExponent))
            let b = v0 + w0 * x0
            return decay * (b - w0 * (x0 + b * t))
        case .overdamped:
            let s = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - s), r2 = -w0 * (z + s)
            let c1 = (v0 - r2 * x0) / (r1 - r2), c2 = x0 - c1
            return c1 * r1 * exp(max(r1 * t, -Self.maxExponent)) + c2 * r2 * exp(max(r2 * t, -Self.maxExponent))
        }
    }

    /// Whether, from `t` on, the spring stays within `epsilon` of rest and moves slower than
    /// `epsilon` per second (checked on the decay envelope, so it never un-settles).
    public func isSettled(at t: Double, epsilon: Double = 1e-3) -> Bool {
        envelope(at: t) < epsilon && abs(velocity(at: t)) < epsilon * max(1, spring.naturalFrequency)
    }

    /// The first time from which the motion stays settled, found by doubling then bisection
    /// (capped at 10,000 s). CASpringAnimation's settlingDuration.
    public func settlingTime(epsilon: Double = 1e-3) -> Double {
        if isSettled(at: 0, epsilon: epsilon) { return 0 }
        var hi = 0.01
        while !isSettled(at: hi, epsilon: epsilon) && hi < 10_000 { hi *= 2 }
        var lo = hi / 2
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if isSettled(at: mid, epsilon: epsilon) { hi = mid } else { lo = mid }
        }
        return hi
    }

    /// An upper bound on |displacement| from `t` on.
    private func envelope(at t: Double) -> Double {
        let w0 = spring.naturalFrequency, z = spring.dampingRatio
        switch regime {
        case .underdamped:
            let wd = w0 * (1 - z * z).squareRoot()
            let amplitude = (x0 * x0 + pow((v0 + z * w0 * x0) / wd, 2)).squareRoot()
            return amplitude * exp(-min(z * w0 * t, Self.maxExponent))
        case .critical:
            let b = v0 + w0 * x0
            // |x0 + b t| e^{-w0 t} is monotone past its peak at t = 1/w0 - x0/b.
            let peak = b != 0 ? max(t, 1 / w0 - x0 / b) : t
            return max(abs(displacement(at: t)), abs(displacement(at: peak))) + abs(b) * exp(-min(w0 * t, Self.maxExponent)) / w0
        case .overdamped:
            let s = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - s), r2 = -w0 * (z + s)
            let c1 = (v0 - r2 * x0) / (r1 - r2), c2 = x0 - c1
            return abs(c1) * exp(max(r1 * t, -Self.maxExponent)) + abs(c2) * exp(max(r2 * t, -Self.maxExponent))
        }
    }
}
