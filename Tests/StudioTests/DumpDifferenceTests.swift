import Animation
@testable import Studio
import Testing

@Suite("Dump difference")
struct DumpDifferenceTests {
    static let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    func layer(_ name: String = "square", transform: [Double] = identity, shape: LayerDump.ShapeDump? = nil,
               frame: [Double] = [10, 10, 100, 100]) -> LayerDump {
        LayerDump(name: name, frame: frame, opacity: 1, backgroundColor: "#FF3B30FF", transform: transform, hidden: false,
                  text: nil, shape: shape, sublayers: [])
    }

    func tree(_ child: LayerDump) -> LayerDump {
        LayerDump(name: "window", frame: [0, 0, 800, 600], opacity: 1, backgroundColor: nil, transform: Self.identity, hidden: false,
                  text: nil, shape: nil, sublayers: [child])
    }

    @Test("a square turned 180° in place keeps its frame, and the transform says it turned")
    func halfTurn() {
        let turned: [Double] = [-1, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        let d = DumpDifference.between(captured: tree(layer()), replayed: tree(layer(transform: turned)))
        #expect(d.map(\.property) == ["transform"])
        #expect(d.first?.path == "window/square")
        // A turn of a fifth of a degree, and a translation of 0.3 pt, are below what shows.
        let nearly: [Double] = [0.999994, 0.0035, 0, 0, -0.0035, 0.999994, 0, 0, 0, 0, 1, 0, 0.3, 0, 0, 1]
        #expect(DumpDifference.between(captured: tree(layer()), replayed: tree(layer(transform: nearly))).isEmpty)
    }

    @Test("a ring that empties wrongly, or a shape filled in another colour, is caught; a tree stored without a shape compares none")
    func shapes() {
        let ring = LayerDump.ShapeDump(fillColor: nil, strokeColor: "#FF2D55FF", lineWidth: 12, strokeStart: 0, strokeEnd: 0.72)
        var wrong = ring
        wrong.strokeEnd = 0.69
        #expect(DumpDifference.between(captured: tree(layer("ring", shape: ring)), replayed: tree(layer("ring", shape: wrong))).map(\.property)
                == ["strokeEnd"])
        var filled = ring
        filled.fillColor = "#34C759FF"
        #expect(DumpDifference.between(captured: tree(layer("ring", shape: ring)), replayed: tree(layer("ring", shape: filled))).map(\.property)
                == ["fillColor"])
        var thicker = ring
        thicker.lineWidth = 12.05
        thicker.strokeEnd = 0.7215
        #expect(DumpDifference.between(captured: tree(layer("ring", shape: ring)), replayed: tree(layer("ring", shape: thicker))).isEmpty,
                "within a tenth of a point and 0.002 of the path")
        #expect(DumpDifference.between(captured: tree(layer("ring")), replayed: tree(layer("ring", shape: wrong))).isEmpty)
    }
}
