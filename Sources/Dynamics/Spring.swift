import Foundation

/// A damped harmonic oscillator: a mass on a spring with viscous damping
/// (the physics behind CASpringAnimation and UISpringTimingParameters).
///
/// Perceptual parameters (response and damping fraction, or duration and bounce) are
/// converted to physical ones once, in the initialisers; everything else sees only mass,
/// stiffness and damping. Defaults: mass 1, stiffness 100, damping 10, as CASpringAnimation.
public struct Spring: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Mass in arbitrary units. Defaults to 1.
    public var mass: Double
    /// Spring constant k, force per unit of displacement. Defaults to 100.
    public var stiffness: Double
    /// Viscous damping coefficient c, force per unit of velocity. Defaults to 10.
    public var damping: Double

    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10) {
        precondition(mass > 0, "Spring mass must be positive, got \(mass)")
        precondition(stiffness > 0, "Spring stiffness must be positive, got \(stiffness)")
        precondition(damping >= 0, "Spring damping must not be negative, got \(damping)")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring from SwiftUI-style perceptual values: `response` is the period of the
    /// undamped oscillation in seconds, `dampingFraction` is ζ (1 = critically damped).
    /// stiffness = (2π / response)² · mass and damping = 4π · ζ · mass / response.
    public init(response: Double, dampingFraction: Double, mass: Double = 1) {
        precondition(response > 0, "Spring response must be positive, got \(response)")
        self.init(mass: mass,
                  stiffness: pow(2 * .pi / response, 2) * mass,
                  damping: 4 * .pi * dampingFraction * mass / response)
    }

    /// A spring from a perceptual duration and bounce (SwiftUI's Spring(duration:bounce:)):
    /// bounce 0 is critically damped, positive bounces, negative is overdamped.
    public init(duration: Double, bounce: Double) {
        precondition(bounce > -1 && bounce < 1, "Spring bounce must lie in (-1, 1), got \(bounce)")
        let fraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingFraction: fraction)
    }

    /// ω₀ = √(k/m), the undamped angular frequency in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(km)); below 1 the spring overshoots.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    public var description: String {
        "spring(mass=\(mass.compact), stiffness=\(stiffness.compact), damping=\(damping.compact))"
    }

    /// The closed-form motion of this spring released at `displacement` from rest
    /// position with `velocity` (units per second).
    public func motion(displacement: Double, velocity: Double) -> SpringMotion {
        SpringMotion(spring: self, x0: displacement, v0: velocity)
    }
}

extension Double {
    var compact: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
