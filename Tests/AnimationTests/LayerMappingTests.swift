import Geometry
import Testing
@testable import Animation

@Suite("Layer mapping")
struct LayerMappingTests {
    @Test("the map to the superlayer is the plane part of the full transform, for any transform and anchor")
    func planeMapMatchesFullProduct() {
        let transforms: [Transform3D] = [
            .identity, .rotationZ(0.7), .scale(x: 1.5, y: 0.5), .translation(x: 12, y: -30, z: 4),
            .rotationX(0.9).concatenating(.perspective(eyeDistance: 500)),
            .rotationY(-1.1).concatenating(.rotationZ(2)).concatenating(.perspective(eyeDistance: 300)),
            .perspective(eyeDistance: 800).concatenating(.translation(x: 5, y: 6, z: 7)),
        ]
        for (i, t) in transforms.enumerated() {
            var p = LayerProperties()
            p.bounds = Rect(x: -10, y: 5, width: 120, height: 80)
            p.anchorPoint = Point(x: 0.2 + 0.1 * Double(i), y: 0.8 - 0.1 * Double(i))
            p.position = Point(x: 300 - 17 * Double(i), y: 40 + 23 * Double(i))
            p.zPosition = Double(i)
            p.transform = t
            let fast = p.homographyToSuperlayer(parentSublayerTransform: nil)
            let full = p.transformToSuperlayer.planeHomography
            let pairs = [(fast.a, full.a), (fast.b, full.b), (fast.c, full.c), (fast.d, full.d), (fast.e, full.e),
                         (fast.f, full.f), (fast.g, full.g), (fast.h, full.h), (fast.i, full.i)]
            let worst = pairs.map { abs($0 - $1) / max(1, abs($1)) }.max() ?? .infinity
            #expect(worst < 1e-12, "transform \(i): \(fast) vs \(full)")
        }
    }

    @Test("a layer placed at an infinite position keeps a finite linear part, so its shape key still equals itself")
    func infinitePositionKeepsLinearPart() {
        for t in [Transform3D.identity, .rotationZ(0.4), .scale(x: 2, y: 0.5)] {
            var p = LayerProperties()
            p.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
            p.position = Point(x: .infinity, y: 10)
            p.transform = t
            let h = p.homographyToSuperlayer(parentSublayerTransform: nil)
            let finite = [h.a, h.b, h.c, h.d, h.e, h.f].allSatisfy { $0.isFinite }
            #expect(finite, "\(h)")
        }
    }

    @Test("a layer spinning through a whole turn keeps one scale, so it keeps its tessellation", arguments: [1.0, 2.0])
    func spinKeepsOneScale(pixelScale: Double) {
        var scales = Set<Double>()
        for step in 0..<3600 {
            var p = LayerProperties()
            p.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
            p.position = Point(x: 100, y: 100)
            p.transform = .rotationZ(Double(step) * 2 * .pi / 3600)
            let toPixels = p.homographyToSuperlayer(parentSublayerTransform: nil)
                .then(Homography(a: pixelScale, b: 0, c: 0, d: 0, e: pixelScale, f: 0, g: 0, h: 0, i: 1))
            let (linear, _) = DisplayListBuilder.factorRotation(DisplayListBuilder.linearPart(of: toPixels))
            scales.insert(linear.a)
        }
        #expect(scales == [pixelScale])
    }
}
