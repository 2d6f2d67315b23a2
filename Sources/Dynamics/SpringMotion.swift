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
    public let regime: Regime

    /// The solution's constants, worked out once: x(t) is a sum of two terms whose form
    /// depends on the regime (see `displacement(at:)`).
    private let w0: Double, zeta: Double
    /// Underdamped: damped frequency; x = e^(-ζω₀t) (a cos ωd t + b sin ωd t).
    /// Critical: x = e^(-ω₀t) (a + b t). Overdamped: x = a e^(r1 t) + b e^(r2 t).
    private let a: Double, b: Double, wd: Double, r1: Double, r2: Double

    /// Exponents are clamped so a huge t gives a settled value, never NaN or infinity.
    private static let maxExponent = 700.0

    init(spring: Spring, x0: Double, v0: Double) {
        self.spring = spring
        self.x0 = x0
        self.v0 = v0
        w0 = spring.naturalFrequency
        zeta = spring.dampingRatio
        if abs(zeta - 1) < 1e-9 {
            regime = .critical
            (a, b, wd, r1, r2) = (x0, v0 + w0 * x0, 0, -w0, -w0)
        } else if zeta < 1 {
            regime = .underdamped
            let d = w0 * (1 - zeta * zeta).squareRoot()
            (a, b, wd, r1, r2) = (x0, (v0 + zeta * w0 * x0) / d, d, -zeta * w0, -zeta * w0)
        } else {
            regime = .overdamped
            let s = (zeta * zeta - 1).squareRoot()
            let p = -w0 * (zeta - s), q = -w0 * (zeta + s)
            let c1 = (v0 - q * x0) / (p - q)
            (a, b, wd, r1, r2) = (c1, x0 - c1, 0, p, q)
        }
    }

    private static func decay(_ rate: Double, _ t: Double) -> Double {
        exp(max(rate * t, -maxExponent))
    }

    /// The displacement from rest at time `t` seconds (t < 0 reads as 0).
    public func displacement(at t: Double) -> Double {
        let t = max(0, t)
        switch regime {
        case .underdamped: return Self.decay(r1, t) * (a * cos(wd * t) + b * sin(wd * t))
        case .critical: return Self.decay(r1, t) * (a + b * t)
        case .overdamped: return a * Self.decay(r1, t) + b * Self.decay(r2, t)
        }
    }

    /// The velocity at time `t`, in units per second.
    public func velocity(at t: Double) -> Double {
        let t = max(0, t)
        switch regime {
        case .underdamped:
            return Self.decay(r1, t) * ((b * wd + r1 * a) * cos(wd * t) + (r1 * b - a * wd) * sin(wd * t))
        case .critical:
            return Self.decay(r1, t) * (b + r1 * (a + b * t))
        case .overdamped:
            return a * r1 * Self.decay(r1, t) + b * r2 * Self.decay(r2, t)
        }
    }

    /// Whether, from `t` on, the spring stays within `epsilon` of rest and moves slower than
    /// `epsilon` per second (checked on the decay envelope, so it never un-settles).
    public func isSettled(at t: Double, epsilon: Double = 1e-3) -> Bool {
        envelope(at: t) < epsilon && abs(velocity(at: t)) < epsilon * max(1, w0)
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
        switch regime {
        case .underdamped:
            return (a * a + b * b).squareRoot() * Self.decay(r1, t)
        case .critical:
            // |a + b t| e^(-ω₀t) is bounded by its value now plus the largest the linear term
            // can still add, b e^(-ω₀t) / ω₀.
            return abs(displacement(at: t)) + abs(b) * Self.decay(r1, t) / w0
        case .overdamped:
            return abs(a) * Self.decay(r1, t) + abs(b) * Self.decay(r2, t)
        }
    }
}
