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
        #expect(abs(m.velocity(at: 1e9)) < 1e-300, "at rest: no velocity left, and not NaN")
    }

    @Test("the settling time is when a numerically integrated spring last strays 0.1 %, give or take a swing", arguments: [
        Spring(), Spring(mass: 1, stiffness: 300, damping: 8), Spring(mass: 1, stiffness: 100, damping: 20),
    ])
    func settling(spring: Spring) {
        let t = spring.motion(displacement: 1, velocity: 0).settlingTime()
        // Step the spring itself and note the last moment it is 0.1 % or more from rest.
        var x = 1.0, v = 0.0, time = 0.0, lastOut = 0.0
        let dt = 1e-5
        while time < t + 2 {
            v += (-spring.stiffness * x - spring.damping * v) / spring.mass * dt
            x += v * dt
            time += dt
            if abs(x) >= 1e-3 { lastOut = time }
        }
        #expect(lastOut <= t + 1e-3, "it strays after its settling time: \(lastOut) > \(t)")
        // The closed form is judged on the decay envelope, so it may call rest up to about
        // half a swing after the last stray, never much more.
        let halfPeriod = spring.dampingRatio < 1 ? .pi / (spring.naturalFrequency * (1 - spring.dampingRatio * spring.dampingRatio).squareRoot()) : 0.05
        #expect(t - lastOut < halfPeriod + 0.02, "settling \(t) is much later than the last stray \(lastOut)")
    }
}

@Suite("Friction decay")
struct FrictionDecayTests {
    @Test("the projected resting offset is where a fling stepped millisecond by millisecond ends")
    func projection() {
        let d = FrictionDecay()
        // UIScrollView's definition: the velocity is multiplied by 0.998 each millisecond.
        var x = 0.0, v = 1000.0
        for _ in 0..<20_000 {
            v *= 0.998
            x += v * 0.001
        }
        #expect(abs(d.restingOffset(velocity: 1000) - x) < 0.6, "projected \(d.restingOffset(velocity: 1000)), stepped \(x)")
        #expect(abs(d.velocity(at: 0.001, velocity: 1000) - 998) < 1e-6)
    }
}
