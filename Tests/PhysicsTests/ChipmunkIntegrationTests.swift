import CChipmunk
import CChipmunkIntegration
import Testing

/// The items' own velocity and position updates (CChipmunkIntegration) read and write
/// Chipmunk's private body fields. Held against Chipmunk's own `cpBodyUpdateVelocity` and
/// `cpBodyUpdatePosition` for random bodies, they must give the same numbers, bit for bit:
/// a Chipmunk upgrade that moves or changes those fields fails here, not in a frame.
@Suite("Chipmunk integration")
struct ChipmunkIntegrationTests {
    /// A seeded generator, so a failure names a body that can be made again.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// An item and a plain Chipmunk body in the same random state.
    private func pair(_ rng: inout Generator) -> (item: OpaquePointer, plain: OpaquePointer) {
        let mass = Double.random(in: 0.01...500, using: &rng)
        let side = Double.random(in: 40...400, using: &rng)
        let moment = cpMomentForBox(mass, side, side)
        let item = MLItemNew(mass, moment, side, side)!
        let plain = cpBodyNew(mass, moment)!
        let position = cpv(Double.random(in: -2000...2000, using: &rng), Double.random(in: -2000...2000, using: &rng))
        let angle = Double.random(in: -20...20, using: &rng)
        let velocity = cpv(Double.random(in: -5000...5000, using: &rng), Double.random(in: -5000...5000, using: &rng))
        let spin = Double.random(in: -60...60, using: &rng)
        for body in [item, plain] {
            cpBodySetPosition(body, position)
            cpBodySetAngle(body, angle)
            cpBodySetVelocity(body, velocity)
            cpBodySetAngularVelocity(body, spin)
        }
        return (item, plain)
    }

    private func free(_ pair: (item: OpaquePointer, plain: OpaquePointer)) {
        MLItemFree(pair.item)
        cpBodyFree(pair.plain)
    }

    @Test("with no decay, an item's velocity update is Chipmunk's, bit for bit, for 1,000 random bodies")
    func velocity() {
        var rng = Generator(state: 2026)
        for n in 0..<1000 {
            let bodies = pair(&rng)
            defer { free(bodies) }
            let force = cpv(Double.random(in: -1e5...1e5, using: &rng), Double.random(in: -1e5...1e5, using: &rng))
            let torque = Double.random(in: -1e6...1e6, using: &rng)
            let gravity = cpv(Double.random(in: -1000...1000, using: &rng), Double.random(in: -1000...1000, using: &rng))
            let dt = Double.random(in: 0.001...0.05, using: &rng)
            for body in [bodies.item, bodies.plain] {
                cpBodySetForce(body, force)
                cpBodySetTorque(body, torque)
            }
            MLBodyUpdateVelocity(bodies.item, gravity.x, gravity.y, 1, dt)
            cpBodyUpdateVelocity(bodies.plain, gravity, 1, dt)
            let (vi, vp) = (cpBodyGetVelocity(bodies.item), cpBodyGetVelocity(bodies.plain))
            #expect(vi.x == vp.x && vi.y == vp.y, "body \(n): item v \(vi), Chipmunk's \(vp)")
            #expect(cpBodyGetAngularVelocity(bodies.item) == cpBodyGetAngularVelocity(bodies.plain), "body \(n)")
            #expect(cpBodyGetForce(bodies.item).x == 0 && cpBodyGetTorque(bodies.item) == 0, "body \(n): forces are cleared")
        }
    }

    @Test("an item's velocity decay is Chipmunk's damping when both decays are the same and forces are not scaled")
    func decayIsDamping() {
        var rng = Generator(state: 7)
        for n in 0..<200 {
            let bodies = pair(&rng)
            defer { free(bodies) }
            let damping = Double.random(in: 0.5...1, using: &rng)
            let decay = cpBodyGetUserData(bodies.item)!.assumingMemoryBound(to: Double.self)
            decay[0] = damping
            decay[1] = damping
            let dt = 1.0 / 60
            MLBodyUpdateVelocity(bodies.item, 0, 0, 1, dt)
            cpBodyUpdateVelocity(bodies.plain, cpvzero, damping, dt)
            let (vi, vp) = (cpBodyGetVelocity(bodies.item), cpBodyGetVelocity(bodies.plain))
            #expect(vi.x == vp.x && vi.y == vp.y, "body \(n): item v \(vi), Chipmunk's \(vp)")
            #expect(cpBodyGetAngularVelocity(bodies.item) == cpBodyGetAngularVelocity(bodies.plain), "body \(n)")
        }
    }

    @Test("an item's position update is Chipmunk's, bit for bit: position, angle and transform, for 1,000 random bodies")
    func position() {
        var rng = Generator(state: 99)
        for n in 0..<1000 {
            let bodies = pair(&rng)
            defer { free(bodies) }
            let dt = Double.random(in: 0.001...0.05, using: &rng)
            MLBodyUpdatePosition(bodies.item, dt)
            cpBodyUpdatePosition(bodies.plain, dt)
            let (pi, pp) = (cpBodyGetPosition(bodies.item), cpBodyGetPosition(bodies.plain))
            #expect(pi.x == pp.x && pi.y == pp.y, "body \(n): item p \(pi), Chipmunk's \(pp)")
            #expect(cpBodyGetAngle(bodies.item) == cpBodyGetAngle(bodies.plain), "body \(n)")
            // The transform, through a point off the centre.
            let local = cpv(37, -11)
            let (wi, wp) = (cpBodyLocalToWorld(bodies.item, local), cpBodyLocalToWorld(bodies.plain, local))
            #expect(wi.x == wp.x && wi.y == wp.y, "body \(n): item maps to \(wi), Chipmunk's to \(wp)")
        }
    }
}
