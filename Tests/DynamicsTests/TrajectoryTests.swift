import Foundation
import Geometry
import Testing
@testable import Dynamics

/// Decay stepped as UIScrollView defines it: the velocity is multiplied by the rate every
/// millisecond. An independent reference for the closed form.
private func stepDecay(velocity v0: Double, rate: Double, for seconds: Double) -> (offset: Double, velocity: Double) {
    var x = 0.0, v = v0
    for _ in 0..<Int((seconds * 1000).rounded()) {
        v *= rate
        x += v * 0.001
    }
    return (x, v)
}

@Suite("Trajectories")
struct TrajectoryTests {
    @Test("decay matches UIScrollView's per-millisecond definition", arguments: [0.998, 0.99])
    func decayMatchesStepping(rate: Double) {
        let d = FrictionDecay(decelerationRate: rate)
        for t in [0.1, 0.5, 2.0] {
            let stepped = stepDecay(velocity: 1500, rate: rate, for: t)
            // Stepping counts each millisecond's end velocity: it trails the integral by
            // half a millisecond of travel at most.
            #expect(abs(d.offset(at: t, velocity: 1500) - stepped.offset) < 1500 * 0.0006, "t=\(t)")
            #expect(abs(d.velocity(at: t, velocity: 1500) - stepped.velocity) < 1e-6 * 1500)
        }
    }

    @Test("a 1,000 pt/s release at rate 0.998 rests 499.5 pt away, and reaches 400 pt when the closed form says")
    func projection() throws {
        let d = FrictionDecay()
        #expect(abs(d.restingOffset(velocity: 1000) - 499.5) < 0.05)
        let far = stepDecay(velocity: 1000, rate: 0.998, for: 20)
        #expect(abs(far.offset - 499.5) < 0.6, "the stepped fling lands there too: \(far.offset)")
        let t = try #require(d.time(toReach: 400, velocity: 1000))
        #expect(abs(d.offset(at: t, velocity: 1000) - 400) < 1e-9)
        #expect(stepDecay(velocity: 1000, rate: 0.998, for: t - 0.01).offset < 400)
        #expect(d.time(toReach: 600, velocity: 1000) == nil, "beyond the resting point it never arrives")
        #expect(d.time(toReach: -10, velocity: 1000) == nil)
    }

    @Test("a bounded fling hands over from decay to spring at the edge with no jump in position or velocity")
    func boundedHandOff() throws {
        let b = BoundedDecay(from: 100, velocity: 3000, bounds: 0...600)
        let h = try #require(b.handOffTime)
        #expect(abs(b.value(at: h) - 600) < 1e-9)
        let dt = 1e-6
        #expect(abs(b.value(at: h + dt) - b.value(at: h - dt)) < 2 * dt * 3000)
        // The velocity is continuous; only its slope changes (decay's drag to the spring's pull).
        #expect(abs(b.velocity(at: h + dt) - b.velocity(at: h - dt)) < 1e-4 * b.velocity(at: h))
        #expect(b.velocity(at: h) > 0, "it crosses the edge moving, then overshoots")
        let peak = stride(from: h, to: h + 1, by: 0.001).map { b.value(at: $0) }.max()!
        #expect(peak > 600 && peak < 700)
        #expect(abs(b.value(at: b.settlingTime) - 600) < 0.1 && b.restingValue == 600)
    }

    @Test("a bounded fling that rests inside is a plain decay; one starting outside springs back to the edge")
    func boundedOtherCases() {
        let inside = BoundedDecay(from: 100, velocity: 300, bounds: 0...600)
        #expect(inside.handOffTime == nil)
        #expect(abs(inside.restingValue - (100 + FrictionDecay().restingOffset(velocity: 300))) < 1e-9)
        let outside = BoundedDecay(from: -80, velocity: 0, bounds: 0...600)
        #expect(outside.handOffTime == 0 && outside.restingValue == 0)
        #expect(outside.value(at: 0) == -80)
        #expect(abs(outside.value(at: outside.settlingTime)) < 0.1)
        // Critically damped: it never crosses past the edge on the way back.
        #expect(stride(from: 0.0, to: outside.settlingTime, by: 0.005).allSatisfy { outside.value(at: $0) <= 1e-9 })
    }

    @Test("retargeting a spring mid-flight keeps its position and velocity")
    func retargetIsContinuous() {
        let s = SpringTrajectory(spring: Spring(response: 0.4, dampingFraction: 0.7), from: 0, velocity: 500, to: 300)
        let t = 0.12
        let r = s.retargeted(to: -200, at: t)
        #expect(abs(r.value(at: 0) - s.value(at: t)) < 1e-9)
        #expect(abs(r.velocity(at: 0) - s.velocity(at: t)) < 1e-9)
        #expect(r.restingValue == -200 && abs(r.value(at: r.settlingTime) + 200) < 0.001)
        let p = Trajectory2D(spring: Spring(), from: Point(x: 0, y: 0), velocity: Vector(dx: 100, dy: -50), to: Point(x: 10, y: 20))
        let q = p.retargeted(to: Point(x: 50, y: 50), at: 0.3)
        #expect(q.point(at: 0).distance(to: p.point(at: 0.3)) < 1e-9)
        #expect((q.velocity(at: 0) - p.velocity(at: 0.3)).length < 1e-9)
    }

    @Test("an angular spring turns the short way")
    func angularShortWay() {
        let a = SpringTrajectory.angular(from: 0.1, to: 2 * .pi - 0.1)
        #expect(abs(a.restingValue + 0.1) < 1e-12, "from 0.1 rad to -0.1 rad, not the long way round")
        let b = SpringTrajectory.angular(from: 3 * .pi - 0.2, to: 0)
        #expect(abs(b.restingValue - 2 * .pi) < 1e-12, "after one and a half turns, zero is nearest at a whole turn")
    }
}
