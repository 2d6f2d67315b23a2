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

    @Test("the rest of what a layer draws is compared: corners, border, shadow, geometry, image, text style, gradient and path")
    func everythingDrawn() {
        let style = LayerDump.StyleDump(anchorPoint: [0.5, 0.5], boundsOrigin: [0, 0], zPosition: 0, sublayerTransform: Self.identity,
                                        cornerRadius: 8, masksToBounds: false, borderWidth: 0, borderColor: "#000000FF",
                                        shadowColor: "#000000FF", shadowOpacity: 0.3, shadowOffset: [0, 4], shadowRadius: 10, contents: nil)
        func with(_ change: (inout LayerDump) -> Void) -> LayerDump {
            var l = layer()
            l.style = style
            l.textStyle = LayerDump.TextStyleDump(fontSize: 17, bold: false, color: "#000000FF", alignment: "left", lines: 1, truncation: "end")
            l.gradient = LayerDump.GradientDump(kind: "axial", colors: ["#FF0000FF", "#0000FFFF"], locations: nil, start: [0.5, 0], end: [0.5, 1])
            l.shape = LayerDump.ShapeDump(fillColor: "#FF0000FF", strokeColor: nil, lineWidth: 1, strokeStart: 0, strokeEnd: 1, pathDigest: "a1")
            change(&l)
            return l
        }
        let base = with { _ in }
        func changed(_ change: (inout LayerDump) -> Void) -> [String] {
            DumpDifference.between(captured: tree(base), replayed: tree(with(change))).map(\.property)
        }
        #expect(changed { _ in }.isEmpty)
        #expect(changed { $0.style!.cornerRadius = 20 } == ["cornerRadius"])
        #expect(changed { $0.style!.shadowRadius = 2 } == ["shadowRadius"])
        #expect(changed { $0.style!.anchorPoint = [0, 0] } == ["anchorPoint"])
        #expect(changed { $0.style!.contents = "snowman" } == ["contents"])
        #expect(changed { $0.textStyle!.bold = true } == ["textStyle"])
        #expect(changed { $0.gradient!.colors[1] = "#00FF00FF" } == ["gradient colors"])
        #expect(changed { $0.shape!.pathDigest = "b2" } == ["path"])
        // A border of no width and a shadow of no opacity draw nothing: their colours are not compared.
        #expect(changed { $0.style!.borderColor = "#FF0000FF" }.isEmpty)
        var older = base
        older.style = nil
        older.textStyle = nil
        older.gradient = nil
        #expect(DumpDifference.between(captured: tree(older), replayed: tree(with { $0.style!.cornerRadius = 20 })).isEmpty,
                "a tree stored before dumps held them compares none")
    }
}
