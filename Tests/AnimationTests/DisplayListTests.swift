import Geometry
import Testing
@testable import Animation

private func circle(diameter: Double, at center: Point) -> Layer {
    let l = Layer(name: "circle")
    l.bounds = Rect(x: 0, y: 0, width: diameter, height: diameter)
    l.position = center
    l.cornerRadius = diameter / 2
    l.backgroundColor = .red
    return l
}

private func container() -> Layer {
    let root = Layer(name: "root")
    root.setFrame(Rect(x: 0, y: 0, width: 400, height: 400))
    return root
}

@Suite("Display list")
struct DisplayListTests {
    @Test("whole-pixel positions are floored as libm floors them, across signs, halves and the float range")
    func flooredLikeLibm() {
        var values: [Float] = [0, 0.5, 0.999_999_9, 1, 1.5, -0.5, -1, -1.5, -0.000_001, 8_388_607.5, -8_388_607.5,
                               8_388_608, -8_388_608, 1e9, -1e9, .infinity, -.infinity, .greatestFiniteMagnitude]
        var g = SystemRandomNumberGenerator()
        for _ in 0..<10_000 { values.append(Float.random(in: -5_000...5_000, using: &g)) }
        for v in values {
            #expect(DisplayListBuilder.floor(v) == v.rounded(.down), "floor(\(v))")
        }
        #expect(DisplayListBuilder.floor(.nan).isNaN)
    }

    @Test("a 100 px circle's vertex count stays within bounds")
    func circleVertexCount() {
        let root = container()
        root.addSublayer(circle(diameter: 100, at: Point(x: 200, y: 200)))
        let list = DisplayListBuilder().build(root, pixelWidth: 400, pixelHeight: 400)
        // Two rings (fringe inside and out) of 4 * (segments + 1) points.
        #expect(list.vertexArray.count >= 2 * 4 * 5 && list.vertexArray.count <= 2 * 4 * 33)
        #expect(list.commands.count == 1)
    }

    @Test("a tiny circle uses fewer segments than a large one")
    func segmentsFollowSize() {
        let small = container(), large = container()
        small.addSublayer(circle(diameter: 8, at: Point(x: 50, y: 50)))
        large.addSublayer(circle(diameter: 300, at: Point(x: 200, y: 200)))
        let b = DisplayListBuilder()
        #expect(b.build(small, pixelWidth: 400, pixelHeight: 400).vertexCount
                < b.build(large, pixelWidth: 400, pixelHeight: 400).vertexCount)
    }

    @Test("group opacity produces an offscreen group")
    func groupOpacity() {
        let root = container()
        let parent = Layer(name: "parent")
        parent.opacity = 0.5
        parent.addSublayer(circle(diameter: 50, at: Point(x: 10, y: 10)))
        root.addSublayer(parent)
        let list = DisplayListBuilder().build(root, pixelWidth: 400, pixelHeight: 400)
        #expect(list.commands.first == .beginGroup(opacity: 0.5, bounds: nil, overwrite: false))
        #expect(list.commands.last == .endGroup)
    }

    @Test("a leaf with opacity fades its vertices instead of grouping")
    func leafOpacity() {
        let root = container()
        let c = circle(diameter: 50, at: Point(x: 100, y: 100))
        c.opacity = 0.5
        root.addSublayer(c)
        let plain = DisplayListBuilder()
        plain.raster.isolatesTranslucentShapes = false
        let list = plain.build(root, pixelWidth: 400, pixelHeight: 400)
        #expect(list.commands.count == 1)
        #expect(list.vertexArray.map(\.a).max() == 128)
        // For rasterisers that blend shared edges twice (the default), it is drawn opaque
        // in a small group composited at half opacity.
        let isolated = DisplayListBuilder().build(root, pixelWidth: 400, pixelHeight: 400)
        #expect(isolated.commands.first == .beginGroup(opacity: 0.5, bounds: PixelRect(x: 73, y: 73, width: 54, height: 54), overwrite: true))
        #expect(isolated.vertexArray.map(\.a).max() == 255)
    }

    @Test("hidden and fully transparent layers emit nothing, sublayers included")
    func hiddenEmitsNothing() {
        let root = container()
        let hidden = circle(diameter: 50, at: Point(x: 100, y: 100))
        hidden.isHidden = true
        hidden.addSublayer(circle(diameter: 20, at: .zero))
        let clear = circle(diameter: 50, at: Point(x: 200, y: 100))
        clear.opacity = 0
        root.addSublayer(hidden)
        root.addSublayer(clear)
        let list = DisplayListBuilder().build(root, pixelWidth: 400, pixelHeight: 400)
        #expect(list.vertexArray.isEmpty && list.indexArray.isEmpty && list.commands.isEmpty)
    }

    @Test("a layer that only moves or fades is not re-tessellated")
    func tessellationIsCached() {
        let root = container()
        let c = circle(diameter: 80, at: Point(x: 100, y: 100))
        root.addSublayer(c)
        let builder = DisplayListBuilder()
        let list = DisplayList()
        builder.build(root, pixelWidth: 400, pixelHeight: 400, into: list)
        #expect(builder.statistics.shapesTessellated == 1)
        let before = Array(list.vertexArray)
        c.position = Point(x: 150.25, y: 90)
        c.opacity = 0.7
        builder.build(root, pixelWidth: 400, pixelHeight: 400, into: list)
        #expect(builder.statistics.shapesTessellated == 0 && builder.statistics.shapesReused == 1)
        // Upright, it lands on whole pixels.
        #expect(abs(list.vertexArray[0].x - before[0].x - 50) < 1e-3)
        // Spinning keeps the tessellation too, once turned (the rotation is applied as
        // vertices are copied); a shape that really changes, an uneven scale, does not.
        c.transform = .rotationZ(0.3)
        builder.build(root, pixelWidth: 400, pixelHeight: 400, into: list)
        #expect(builder.statistics.shapesTessellated == 1, "turned, it leaves the pixel grid and keeps a fringe all round")
        c.transform = .rotationZ(0.7)
        builder.build(root, pixelWidth: 400, pixelHeight: 400, into: list)
        #expect(builder.statistics.shapesTessellated == 0)
        c.transform = .scale(x: 1.5, y: 1)
        builder.build(root, pixelWidth: 400, pixelHeight: 400, into: list)
        #expect(builder.statistics.shapesTessellated == 1)
    }

    @Test("a spun shape's vertices are the ones tessellating it spun would give, at any pixel scale", arguments: [1.0, 2.0])
    func spinMatchesTessellation(pixelScale: Double) {
        let root = container()
        let square = Layer(name: "square")
        square.bounds = Rect(x: 0, y: 0, width: 90, height: 60)
        square.cornerRadius = 12
        square.backgroundColor = .red
        square.borderWidth = 2
        square.borderColor = .blue
        square.position = Point(x: 150, y: 120)
        square.transform = .rotationZ(-2.2)
        root.addSublayer(square)
        let list = DisplayListBuilder(pixelScale: pixelScale).build(root, pixelWidth: 800, pixelHeight: 800)
        let toPixels = square.presentation.homographyToSuperlayer(parentSublayerTransform: nil)
            .then(Homography(a: pixelScale, b: 0, c: 0, d: 0, e: pixelScale, f: 0, g: 0, h: 0, i: 1))
        let whole = ShapeTessellator.tessellate(key: ShapeCache.Key(
            origin: .zero, size: Size(width: 90, height: 60), cornerRadius: 12, borderWidth: 2, fills: true, shadow: nil,
            linear: DisplayListBuilder.linearPart(of: toPixels)))
        #expect(list.vertexArray.count == whole.positions.count)
        let worst = zip(list.vertexArray, whole.positions).map { v, p in
            max(abs(Double(v.x) - Double(p.0) - toPixels.g), abs(Double(v.y) - Double(p.1) - toPixels.h))
        }.max() ?? .infinity
        #expect(worst < 0.01, "largest difference \(worst) px")
    }

    @Test("consecutive untextured shapes share one draw call")
    func drawsMerge() {
        let root = container()
        for i in 0..<10 { root.addSublayer(circle(diameter: 20, at: Point(x: Double(i) * 30, y: 50))) }
        let list = DisplayListBuilder().build(root, pixelWidth: 400, pixelHeight: 400)
        #expect(list.commands.count == 1)
    }

    @Test("masksToBounds clips sublayers to the pixels the layer's background covers, edges rounded alike")
    func masksToBounds() {
        let root = container()
        let box = Layer(name: "box")
        box.setFrame(Rect(x: 10.5, y: 20, width: 100, height: 50))
        box.masksToBounds = true
        box.addSublayer(circle(diameter: 300, at: .zero))
        root.addSublayer(box)
        let list = DisplayListBuilder().build(root, pixelWidth: 400, pixelHeight: 400)
        #expect(list.commands.first == .pushClip(PixelRect(x: 11, y: 20, width: 100, height: 50)))
        #expect(list.commands.last == .popClip)
    }

    @Test("the pixel scale maps points to device pixels, an upright box's edges crisp on them")
    func pixelScale() {
        let root = container()
        let sq = Layer()
        sq.setFrame(Rect(x: 10, y: 10, width: 10, height: 10))
        sq.backgroundColor = .blue
        root.addSublayer(sq)
        let list = DisplayListBuilder(pixelScale: 2).build(root, pixelWidth: 800, pixelHeight: 800)
        let xs = list.vertexArray.map(\.x)
        #expect(abs(xs.min()! - 20) < 1e-4 && abs(xs.max()! - 40) < 1e-4)
    }
}
