import Animation
import Exercises
import Foundation
import Geometry

/// `bench --damage`'s scene: 1,000 small circles and rounded squares standing still over
/// the canvas and one 100-point circle going round among them, as a drag moves one
/// circle among many.
final class DamageBenchScene {
    let root: Layer
    private let mover: Layer
    private let size: Size

    init(count: Int, size: Size) {
        self.size = size
        root = Layer(name: "damage-bench")
        root.setFrame(Rect(origin: .zero, size: size))
        root.backgroundColor = .white
        var rng = SeededGenerator(seed: UInt64(count))
        for i in 0..<(count - 1) {
            let side = 16 + Double(rng.next() % 25)
            let layer = Layer(name: i.isMultiple(of: 2) ? "circle" : "square")
            layer.bounds = Rect(x: 0, y: 0, width: side, height: side)
            layer.cornerRadius = i.isMultiple(of: 2) ? side / 2 : 6
            layer.backgroundColor = HSBColor(hue: Double(rng.next() % 1000) / 1000, saturation: 0.7, brightness: 0.9).rgb
            layer.position = Point(x: Double(rng.next() % UInt64(size.width)), y: Double(rng.next() % UInt64(size.height)))
            root.addSublayer(layer)
        }
        mover = Layer(name: "mover")
        mover.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        mover.cornerRadius = 50
        mover.backgroundColor = .red
        mover.shadowOpacity = 0.3
        mover.shadowRadius = 6
        root.addSublayer(mover)
    }

    /// Puts the moving circle where it is at frame `frame` (about 4 points a frame).
    func step(frame: Int) {
        let t = Double(frame) / 60
        mover.position = Point(x: size.width / 2 + 300 * cos(t * 0.8), y: size.height / 2 + 250 * sin(t * 0.8))
    }
}
