import Animation
import Foundation
import Exercises
import Geometry

/// The benchmark's scene: N layers, half circles and half rounded squares, spread over the
/// canvas; every frame each one moves and changes opacity.
final class BenchScene {
    let root: Layer
    private var layers: [Layer] = []
    private var bases: [Point] = []

    init(count: Int, size: Size) {
        root = Layer(name: "bench")
        root.setFrame(Rect(origin: .zero, size: size))
        var rng = SeededGenerator(seed: UInt64(count))
        for i in 0..<count {
            let side = 16 + Double(rng.next() % 25)
            let layer = Layer(name: i.isMultiple(of: 2) ? "circle" : "square")
            layer.bounds = Rect(x: 0, y: 0, width: side, height: side)
            layer.cornerRadius = i.isMultiple(of: 2) ? side / 2 : 6
            layer.backgroundColor = HSBColor(hue: Double(rng.next() % 1000) / 1000, saturation: 0.7, brightness: 0.9).rgb
            let base = Point(x: Double(rng.next() % UInt64(size.width)), y: Double(rng.next() % UInt64(size.height)))
            layer.position = base
            root.addSublayer(layer)
            layers.append(layer)
            bases.append(base)
        }
    }

    /// Moves every layer and changes its opacity for frame `frame`.
    func step(frame: Int) {
        let t = Double(frame) / 60
        for (i, layer) in layers.enumerated() {
            let phase = Double(i) * 0.37
            layer.position = Point(x: bases[i].x + 20 * sin(t * 2 + phase), y: bases[i].y + 20 * cos(t * 1.7 + phase))
            layer.opacity = 0.6 + 0.4 * sin(t * 3 + phase)
        }
    }
}
