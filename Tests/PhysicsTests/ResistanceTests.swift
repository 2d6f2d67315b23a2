import Foundation
import Geometry
import Testing
@testable import Physics

@Suite("Physics resistance")
struct ResistanceTests {
    @Test("sliding and spin each decay at their own resistance, and the item moves by the closed form")
    func slideAndSpinDecayApart() {
        let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 4000, height: 4000))
        let item = DynamicItem(size: Size(width: 50, height: 50), position: Point(x: 1000, y: 2000))
        item.linearResistance = 1
        item.angularResistance = 4
        world.addItem(item)
        item.velocity = Vector(dx: 300, dy: -120)
        item.angularVelocity = 2
        var t = 0.0
        world.advance(to: t)
        while t < 1 - 1e-9 {
            t += 1.0 / 60
            world.advance(to: t)
        }
        let s = world.elapsed
        #expect(abs(s - 1) < 1e-9, "ran \(s) s")
        #expect((item.velocity - Vector(dx: 300, dy: -120) * exp(-s)).length < 1e-9, "velocity \(item.velocity)")
        #expect(abs(item.angularVelocity - 2 * exp(-4 * s)) < 1e-9, "spin \(item.angularVelocity)")
        // x(t) = x0 + v0 (1 − e^(−k t)) / k, exactly, however many steps it took.
        let travelled = Vector(dx: 300, dy: -120) * (1 - exp(-s))
        #expect(item.position.distance(to: Point(x: 1000, y: 2000) + travelled) < 1e-6, "at \(item.position)")
        #expect(abs(item.angle - 2 * (1 - exp(-4 * s)) / 4) < 1e-9, "turned \(item.angle)")
    }

    @Test("a steady pull against resistance k settles at speed a/k", arguments: [PhysicsDefaults.linearResistance, 20.0])
    func terminalSpeed(k: Double) {
        let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let item = DynamicItem(size: Size(width: 40, height: 40), position: Point(x: 0, y: 500))
        item.linearResistance = k
        world.addItem(item)
        // A field 90,000 pt away with no falloff: 100 pt/s² along x, the same everywhere here.
        let field = FieldBehavior.radialGravity(position: Point(x: 90_000, y: 500))
        field.strength = 0.1
        field.addItem(item)
        world.addBehavior(field)
        var t = 0.0
        world.advance(to: t)
        while t < 8 {
            t += 1.0 / 60
            world.advance(to: t)
        }
        #expect(abs(item.velocity.dx - 100 / k) / (100 / k) < 0.005, "\(item.velocity.dx) pt/s, expected \(100 / k)")
    }

    @Test("velocity and spin read back as set, whatever the resistance, held or free")
    func velocityReadsBack() {
        let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let item = DynamicItem(size: Size(width: 40, height: 40), position: Point(x: 500, y: 500))
        world.addItem(item)
        let v = Vector(dx: 123, dy: -45), w = 3.0
        item.velocity = v
        item.angularVelocity = w
        func check(_ when: String) {
            #expect((item.velocity - v).length < 1e-9, "velocity \(item.velocity) \(when)")
            #expect(abs(item.angularVelocity - w) < 1e-9, "spin \(item.angularVelocity) \(when)")
        }
        check("as set")
        item.linearResistance = 7
        item.angularResistance = 0
        check("after the resistances changed")
        item.isHeld = true
        check("while held")
        item.linearResistance = 0.5
        check("after a change while held")
        item.isHeld = false
        check("once let go")
    }
}
