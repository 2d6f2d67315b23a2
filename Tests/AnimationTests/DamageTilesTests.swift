import Geometry
import Testing
@testable import Animation

/// A ring 400 px across drawn in a 1000 x 700 output, as the Color Timer's ring is.
private func ring() -> (root: Layer, ring: ShapeLayer) {
    let root = Layer(name: "root")
    root.setFrame(Rect(x: 0, y: 0, width: 1000, height: 700))
    let ring = ShapeLayer(name: "ring", path: Path(ellipseIn: Rect(x: 0, y: 0, width: 400, height: 400)))
    ring.bounds = Rect(x: 0, y: 0, width: 400, height: 400)
    ring.position = Point(x: 500, y: 350)
    ring.strokeColor = .red
    ring.fillColor = nil
    ring.lineWidth = 6
    root.addSublayer(ring)
    return (root, ring)
}

@Suite("Damage tiles")
struct DamageTilesTests {
    @Test("a large layer is fingerprinted tile by tile, a small one is not")
    func tiledOnlyWhenLarge() {
        let (root, _) = ring()
        let small = Layer(name: "small")
        small.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        small.position = Point(x: 50, y: 50)
        small.backgroundColor = .blue
        root.addSublayer(small)
        let list = DisplayListBuilder().build(root, pixelWidth: 1000, pixelHeight: 700)
        #expect(list.records.count == 2)
        #expect((list.records[0].tiles?.count ?? 0) > 20)
        #expect(list.records[1].tiles == nil)
    }

    @Test("a ring emptying damages the tiles near its end, not its whole box")
    func ringEmptying() {
        let (root, ring) = ring()
        let builder = DisplayListBuilder(), list = DisplayList(), tracker = DamageTracker()
        ring.strokeEnd = 0.8
        builder.build(root, pixelWidth: 1000, pixelHeight: 700, into: list)
        _ = tracker.damage(after: list, background: .white)
        ring.strokeEnd = 0.78
        builder.build(root, pixelWidth: 1000, pixelHeight: 700, into: list)
        let region = tracker.damage(after: list, background: .white)
        #expect(!region.isEmpty)
        // The whole box is 406 x 406 pixels; the change is a short arc.
        #expect(region.area < 406 * 406 / 8, "\(region.rects)")
        // The ring's start (at the right, angle 0) is far from the change and stays.
        #expect(!region.rects.contains { $0.contains(PixelRect(x: 699, y: 352, width: 1, height: 1)) })
    }

    @Test("a ring turning colour damages all of it")
    func ringRecoloured() {
        let (root, ring) = ring()
        let builder = DisplayListBuilder(), list = DisplayList(), tracker = DamageTracker()
        builder.build(root, pixelWidth: 1000, pixelHeight: 700, into: list)
        _ = tracker.damage(after: list, background: .white)
        ring.strokeColor = .blue
        builder.build(root, pixelWidth: 1000, pixelHeight: 700, into: list)
        let region = tracker.damage(after: list, background: .white)
        for p in [(699, 350), (300, 350), (500, 150), (500, 549)] {
            #expect(region.rects.contains { $0.contains(PixelRect(x: Int32(p.0), y: Int32(p.1), width: 1, height: 1)) }, "\(p)")
        }
    }
}
