import Testing
@testable import Dynamics

/// Semi-implicit Euler with a tiny step: an independent check of the closed forms.
private func integrate(_ s: Spring, x0: Double, v0: Double, until t: Double, dt: Double = 1e-5) -> Double {
    var x = x0, v = v0
    for _ in 0..<Int((t / dt).rounded()) {
        v += (-s.stiffness * x - s.damping * v) / s.mass * dt
        x += v * dt
    }
    return x
}

@Suite("Spring")
struct SpringTests {
    @Test("closed forms match numeric integration in all three damping cases", arguments: [
        (Spring(mass: 1, stiffness: 100, damping: 10), SpringMotion.Regime.underdamped),
        (Spring(mass: 1, stiffness: 100, damping: 20), .critical),
        (Spring(mass: 2, stiffness: 50, damping: 40), .overdamped),
    ])
    func closedFormMatchesIntegration(spring: Spring, regime: SpringMotion.Regime) {
        let m = spring.motion(displacement: 1, velocity: -3)
        #expect(m.regime == regime)
        for t in [0.05, 0.2, 0.5, 1.0] {
            let numeric = integrate(spring, x0: 1, v0: -3, until: t)
            #expect(abs(m.displacement(at: t) - numeric) < 1e-3, "t=\(t)")
        }
    }

    @Test("response and damping fraction convert to stiffness and damping")
    func perceptualConversion() {
        let s = Spring(response: 0.5, dampingFraction: 0.8, mass: 2)
        #expect(abs(s.stiffness - (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5) * 2) < 1e-9)
        #expect(abs(s.damping - 4 * Double.pi * 0.8 * 2 / 0.5) < 1e-9)
        #expect(abs(s.dampingRatio - 0.8) < 1e-12)
    }

    @Test("a huge time gives rest, never NaN")
    func hugeTime() {
        let m = Spring().motion(displacement: 1, velocity: 0)
        #expect(abs(m.displacement(at: 1e9)) < 1e-300)
        #expect(!m.velocity(at: 1e9).isNaN)
    }

    @Test("the motion stays settled after its settling time")
    func settling() {
        let m = Spring().motion(displacement: 1, velocity: 0)
        let t = m.settlingTime()
        #expect(t > 0.5 && t < 2)
        for k in 0..<100 {
            #expect(abs(m.displacement(at: t + Double(k) * 0.01)) < 1e-3)
        }
    }
}

@Suite("Friction decay")
struct FrictionDecayTests {
    @Test("the projected resting offset is where the decay ends")
    func projection() {
        let d = FrictionDecay()
        #expect(abs(d.offset(at: 100, velocity: 1000) - d.restingOffset(velocity: 1000)) < 1e-9)
        #expect(abs(d.velocity(at: 0.001, velocity: 1000) - 998) < 1e-6)
    }
}
