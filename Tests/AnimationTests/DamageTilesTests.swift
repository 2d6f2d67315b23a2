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
    func ringRecolored() {
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

@Suite("Damage tiles follow the raster profile")
struct DamageTilesProfileTests {
    /// A made-up rasteriser that draws every two neighbouring triangles as one rectangle.
    static let pairsEverything = TrianglePairing { _, current, _ in (current.0, current.1) }

    @Test("a large layer's tiles count each triangle with the part the profile's pairing gives it")
    func tilesFollowPairing() {
        func tiles(_ pairing: TrianglePairing?) -> [LayerRecord.Tile] {
            let (root, _) = ring()
            let builder = DisplayListBuilder()
            builder.raster.pairing = pairing
            return builder.build(root, pixelWidth: 1000, pixelHeight: 700).records[0].tiles ?? []
        }
        let alone = tiles(nil), paired = tiles(Self.pairsEverything)
        #expect(alone.count == paired.count && alone.count > 20)
        // The same tiles, most fingerprinted with other parts.
        #expect(zip(alone, paired).allSatisfy { $0.column == $1.column && $0.row == $1.row })
        #expect(zip(alone, paired).filter { $0.fingerprint != $1.fingerprint }.count > alone.count / 2)
    }

    @Test("the walk pairs neighbours greedily, in order, each pair used up")
    func walkPairsGreedily() {
        // A strip of four triangles, then one that shares no two corners with it.
        let indices: [Int32] = [0, 1, 2, 1, 2, 3, 2, 3, 4, 3, 4, 5, 7, 8, 9]
        let vertices = [Vertex](repeating: Vertex(x: 0, y: 0, r: 0, g: 0, b: 0, a: 0), count: 10)
        var roles: [(Int, TrianglePairing.Role)] = []
        indices.withUnsafeBufferPointer { i in
            vertices.withUnsafeBufferPointer { v in Self.pairsEverything.walk(i, of: v) { roles.append(($0, $1)) } }
        }
        let expected: [(Int, TrianglePairing.Role)] = [
            (0, .first), (3, .rectangle(topLeft: 1, bottomRight: 2)), (6, .first), (9, .rectangle(topLeft: 3, bottomRight: 4)), (12, .alone),
        ]
        #expect(roles.map(\.0) == expected.map(\.0) && roles.map(\.1) == expected.map(\.1))
    }
}
