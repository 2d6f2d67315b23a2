import Dynamics
import Geometry
import Testing
@testable import Physics

/// Runs a world for `seconds`, advancing in frames of `frame` seconds.
private func run(_ world: DynamicAnimator, for seconds: Double, from start: Double = 0, frame: Double = 1.0 / 60) {
    var t = start
    world.advance(to: t)
    while t < start + seconds - 1e-9 {
        t += frame
        world.advance(to: t)
    }
}

private func square(at p: Point, side: Double = 100) -> DynamicItem {
    DynamicItem(size: Size(width: side, height: side), position: p)
}

@Suite("Physics world")
struct DynamicAnimatorTests {
    @Test("an item pushed with nothing in its way stops within 1 % of where FrictionDecay projects")
    func pushStopsAtProjection() {
        let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 4000, height: 4000))
        let item = square(at: Point(x: 500, y: 2000))
        world.addItem(item)
        let v = Vector(dx: 1000, dy: -300)
        world.addBehavior(PushBehavior(item: item, velocity: v))
        run(world, for: 8)
        let projected = Point(x: 500, y: 2000) + v * (1 / FrictionDecay().ratePerSecond)
        let travelled = (projected - Point(x: 500, y: 2000)).length
        #expect(item.position.distance(to: projected) < 0.01 * travelled, "rested at \(item.position), projected \(projected)")
        #expect(!world.isRunning, "at rest the world sleeps")
    }

    @Test("two items collide and separate, with momentum conserved within 1 % (elasticity 1, no resistance)")
    func collisionConservesMomentum() {
        let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 3000, height: 3000))
        let a = square(at: Point(x: 1000, y: 1500)), b = square(at: Point(x: 1400, y: 1520), side: 60)
        for i in [a, b] {
            i.elasticity = 1
            i.friction = 0
            i.linearResistance = 0
            i.angularResistance = 0
            world.addItem(i)
        }
        world.addBehavior(CollisionBehavior(items: [a, b]))
        a.velocity = Vector(dx: 800, dy: 0)
        b.velocity = Vector(dx: -200, dy: 0)
        let before = a.velocity * a.mass + b.velocity * b.mass
        run(world, for: 0.6)
        let after = a.velocity * a.mass + b.velocity * b.mass
        #expect(b.velocity.dx > 200, "b was struck and sent back: \(b.velocity)")
        #expect(a.position.distance(to: b.position) > 100, "they separated")
        #expect((after - before).length < 0.01 * before.length, "momentum before \(before), after \(after)")
    }

    @Test("an item never leaves the boundary, even at 20,000 pt/s", arguments: [
        Vector(dx: 20_000, dy: 0), Vector(dx: -14_142, dy: 14_142), Vector(dx: 3000, dy: -20_000), Vector(dx: 19_000, dy: 6_000),
    ])
    func neverLeaves(velocity: Vector) {
        let bounds = Rect(x: 0, y: 0, width: 1024, height: 712)
        let world = DynamicAnimator(referenceBounds: bounds)
        let item = square(at: Point(x: 512, y: 356), side: 80)
        item.elasticity = 1
        world.addItem(item)
        world.addBehavior(CollisionBehavior(items: [item]))
        item.velocity = velocity
        var escaped: [Point] = []
        world.didStep = { _ in if !bounds.contains(item.position) { escaped.append(item.position) } }
        run(world, for: 3)
        #expect(escaped.isEmpty, "outside at \(escaped.prefix(3))")
    }

    @Test("the same inputs give bit-identical positions, however the time is sliced into frames")
    func deterministic() {
        func simulate(frame: Double) -> [Point] {
            let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 800, height: 600))
            let items = (0..<6).map { square(at: Point(x: 100 + Double($0) * 110, y: 300), side: 70) }
            for (n, i) in items.enumerated() {
                world.addItem(i)
                i.velocity = Vector(dx: Double(n * 300 - 700), dy: Double(900 - n * 250))
                i.angularVelocity = Double(n) - 2
            }
            world.addBehavior(CollisionBehavior(items: items))
            let field = FieldBehavior.radialGravity(position: Point(x: 100, y: 500))
            for i in items { field.addItem(i) }
            world.addBehavior(field)
            run(world, for: 2, frame: frame)
            return items.map(\.position) + items.map { Point(x: $0.angle, y: 0) }
        }
        let a = simulate(frame: 1.0 / 60), b = simulate(frame: 1.0 / 60), c = simulate(frame: 1.0 / 30)
        #expect(a == b)
        #expect(a == c, "fixed 1/120 s steps do not depend on the frame rate")
    }

    @Test("an attached item follows its anchor, and a snapped one settles on its point, upright")
    func attachmentAndSnap() {
        let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let held = square(at: Point(x: 200, y: 200)), snapped = square(at: Point(x: 800, y: 800))
        world.addItem(held)
        world.addItem(snapped)
        let attachment = AttachmentBehavior(item: held, attachedToAnchor: Point(x: 200, y: 200))
        world.addBehavior(attachment)
        snapped.angle = 1
        world.addBehavior(SnapBehavior(item: snapped, snapTo: Point(x: 600, y: 500)))
        run(world, for: 0.2)
        attachment.anchorPoint = Point(x: 400, y: 300)
        run(world, for: 3, from: 0.2)
        #expect(held.position.distance(to: Point(x: 400, y: 300)) < 1)
        #expect(snapped.position.distance(to: Point(x: 600, y: 500)) < 1)
        #expect(abs(snapped.angle) < 0.01)
    }

    @Test("a radial gravity field bends the path of an item flying past, and only inside its region")
    func fieldBendsPaths() {
        func flyPast(fieldOn: Bool, region: Double = .infinity) -> Point {
            let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 2000))
            let item = square(at: Point(x: 200, y: 1000), side: 40)
            world.addItem(item)
            item.velocity = Vector(dx: 1500, dy: 0)
            if fieldOn {
                let field = FieldBehavior.radialGravity(position: Point(x: 700, y: 1200))
                field.strength = 2
                field.falloff = 1
                field.regionRadius = region
                field.addItem(item)
                world.addBehavior(field)
            }
            run(world, for: 0.4)
            return item.position
        }
        let straight = flyPast(fieldOn: false), bent = flyPast(fieldOn: true), far = flyPast(fieldOn: true, region: 100)
        #expect(abs(straight.y - 1000) < 1e-9)
        #expect(bent.y > straight.y + 10, "pulled toward the field's centre below: \(bent)")
        #expect(far == straight, "outside a small region the field does nothing")
    }

    @Test("elasticity decides the bounce, and density the mass")
    func itemProperties() {
        func speedAfterWall(elasticity: Double) -> Double {
            let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 600, height: 600))
            let item = square(at: Point(x: 300, y: 300))
            item.elasticity = elasticity
            item.linearResistance = 0
            world.addItem(item)
            world.addBehavior(CollisionBehavior(items: [item]))
            item.velocity = Vector(dx: 600, dy: 0)
            run(world, for: 0.6)
            return item.velocity.dx
        }
        #expect(speedAfterWall(elasticity: 1) < -500, "a lively bounce comes back fast")
        #expect(abs(speedAfterWall(elasticity: 0)) < 150, "wall elasticity 1 times item 0: a dead stop, or nearly")
        let item = square(at: .zero)
        #expect(abs(item.mass - 1) < 1e-12)
        item.density = 3
        #expect(abs(item.mass - 3) < 1e-12)
    }

    @Test("a resting world sleeps until something touches it; bad numbers are refused, not passed to Chipmunk")
    func sleepAndValidation() {
        let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 600, height: 600))
        let item = square(at: Point(x: 300, y: 300))
        world.addItem(item)
        run(world, for: 0.1)
        #expect(!world.isRunning)
        item.velocity = Vector(dx: .nan, dy: 3)
        item.position = Point(x: .infinity, y: 0)
        item.angularVelocity = -.infinity
        #expect(item.velocity == .zero && item.position == Point(x: 300, y: 300) && item.angularVelocity == 0)
        item.velocity = Vector(dx: 1e9, dy: 0)
        #expect(abs(item.velocity.dx - PhysicsDefaults.maximumSpeed) < 1e-6)
        #expect(world.isRunning, "a new velocity wakes the world")
    }

    @Test("a world woken after sleeping through idle seconds moves one frame at its next frame, not a burst")
    func wakeAfterSleepHasNoBurst() {
        let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 600))
        let item = square(at: Point(x: 300, y: 300))
        world.addItem(item)
        run(world, for: 0.1)
        #expect(!world.isRunning)
        // The loop slept (no frames) for five seconds; then a fling at 600 pt/s.
        item.velocity = Vector(dx: 600, dy: 0)
        world.advance(to: 5.1 + 1.0 / 60)
        let moved = item.position.x - 300
        #expect(moved > 5 && moved < 12, "moved \(moved) pt in its first frame (about 10 expected, 150 would be a burst)")
    }

    @Test("a world held awake by a field pressing an item on a wall stops 20 s after it was last touched, and wakes when touched")
    func jammedWorldStops() {
        // The field's centre lies outside the walls: the item is pressed on the wall forever.
        let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 300, height: 300))
        let item = square(at: Point(x: 150, y: 150), side: 40)
        world.addItem(item)
        world.addBehavior(CollisionBehavior(items: [item]))
        let field = FieldBehavior.radialGravity(position: Point(x: 1000, y: 150))
        field.addItem(item)
        world.addBehavior(field)
        run(world, for: 19.9)
        #expect(world.isRunning, "still pressed on the wall before the limit")
        #expect(abs(item.position.x - 280) < 1, "resting on the right wall: \(item.position)")
        run(world, for: 0.2, from: 19.9)
        #expect(!world.isRunning, "stopped once left alone for \(PhysicsDefaults.longestUntouchedMotion) s")
        item.velocity = Vector(dx: -50, dy: 0)
        #expect(world.isRunning)
        run(world, for: 1, from: 20.1)
        #expect(world.isRunning, "the limit counts from the last touch")
    }
}

@Suite("Held items")
struct HeldItemTests {
    @Test("a held item shoves others aside without being moved by them, and leaves with the velocity it was given")
    func heldItemPushes() {
        let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 1000))
        let hand = square(at: Point(x: 300, y: 500)), other = square(at: Point(x: 500, y: 500))
        world.addItem(hand)
        world.addItem(other)
        world.addBehavior(CollisionBehavior(items: [hand, other]))
        hand.isHeld = true
        var t = 0.0
        world.advance(to: t)
        // Drag the held square right at 600 pt/s for half a second, as a pan would.
        for _ in 0..<30 {
            t += 1.0 / 60
            hand.position = Point(x: 300 + 600 * t, y: 500)
            hand.velocity = Vector(dx: 600, dy: 0)
            world.advance(to: t)
        }
        #expect(abs(hand.position.y - 500) < 1e-9, "nothing moves a held item")
        #expect(other.position.x > 600, "the other square was shoved: \(other.position)")
        hand.isHeld = false
        #expect(hand.velocity == Vector(dx: 600, dy: 0))
        run(world, for: 0.1, from: t)
        #expect(hand.position.x > 600, "released, it slides on")
    }
}
