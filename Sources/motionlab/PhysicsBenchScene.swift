import Animation
import Exercises
import Foundation
import Geometry
import Physics

/// The physics benchmark's scene: N squares in one colliding world the size of the canvas,
/// flung in random directions (and flung again every second, so they never settle), each
/// frame's positions and angles copied to their layers as Black Hole does.
final class PhysicsBenchScene {
    let root: Layer
    let world: DynamicAnimator
    private var squares: [(item: DynamicItem, layer: Layer)] = []
    private var rng: SeededGenerator

    init(count: Int, size: Size) {
        root = Layer(name: "physics-bench")
        root.setFrame(Rect(origin: .zero, size: size))
        world = DynamicAnimator(referenceBounds: Rect(origin: .zero, size: size))
        rng = SeededGenerator(seed: UInt64(count) &+ 17)
        let collision = CollisionBehavior()
        // A grid with room to spare: 1,000 squares of 14 to 22 points cover about a third of
        // 1280x800, so they collide often without packing solid.
        let columns = Int((Double(count) * size.width / size.height).squareRoot().rounded(.up))
        let cell = size.width / Double(columns)
        for i in 0..<count {
            let side = 14 + Double(rng.next() % 9)
            let center = Point(x: (Double(i % columns) + 0.5) * cell, y: (Double(i / columns) + 0.5) * cell)
            let item = DynamicItem(size: Size(width: side, height: side), position: center)
            let layer = Layer(name: "square")
            layer.bounds = Rect(x: 0, y: 0, width: side, height: side)
            layer.cornerRadius = 3
            layer.backgroundColor = HSBColor(hue: Double(rng.next() % 1000) / 1000, saturation: 0.7, brightness: 0.9).rgb
            layer.position = center
            root.addSublayer(layer)
            world.addItem(item)
            collision.addItem(item)
            squares.append((item, layer))
        }
        world.addBehavior(collision)
    }

    /// Every 60 frames, a new fling for every square: up to 2,000 pt/s and a turn a second.
    func fling() {
        for s in squares {
            let angle = Double(rng.next() % 6283) / 1000, speed = 200 + Double(rng.next() % 1800)
            s.item.velocity = Vector(dx: speed * cos(angle), dy: speed * sin(angle))
            s.item.angularVelocity = Double(rng.next() % 1257) / 100 - 6.28
        }
    }

    /// Advances the world to frame `frame`'s time; returns the steps it took.
    func stepWorld(frame: Int) -> Int {
        if frame % 60 == 0 { fling() }
        let before = world.elapsed
        world.advance(to: Double(frame) / 60)
        return Int(((world.elapsed - before) / DynamicAnimator.stepDuration).rounded())
    }

    /// Copies every item's position and angle to its layer.
    func syncLayers() {
        for s in squares {
            s.layer.position = s.item.position
            s.layer.transform = Transform3D.rotationZ(s.item.angle)
        }
    }

    /// Whether every square is still inside the world (a sanity check on the run).
    var allInside: Bool {
        squares.allSatisfy { world.referenceBounds.insetBy(dx: -1, dy: -1).contains($0.item.position) }
    }
}
