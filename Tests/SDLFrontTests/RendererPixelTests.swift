import Animation
import Geometry
import Testing
@testable import SDLFront

@Suite("Pixels through the SDL front end", .serialized)
struct RendererPixelTests {
    @Test("a red circle has a red centre, background beyond it and blended pixels on its edge")
    func redCircle() throws {
        let root = makeRoot()
        root.addSublayer(makeSquare("circle", center: Point(x: 200, y: 200), side: 100, color: .red, radius: 50))
        let canvas = try render(root, name: "red-circle")
        #expect(canvas.pixel(x: 200, y: 200) == .red)
        #expect(canvas.pixel(x: 260, y: 200).isBackground)
        // Near 45 degrees the edge crosses pixels part-way: expect partial coverage there.
        let edge = (225...245).flatMap { y in (225...245).map { canvas.pixel(x: $0, y: y) } }
        let blended = edge.filter { $0.red > 0.97 && $0.green > 0.1 && $0.green < 0.9 && abs($0.green - $0.blue) < 0.01 }
        #expect(blended.count >= 10, "only \(blended.count) anti-aliased pixels on the edge")
        #expect(canvas.pixel(x: 228, y: 228) == .red && canvas.pixel(x: 242, y: 242).isBackground)
    }

    @Test("a wide soft shadow around a circle has no seam where the quarter arcs meet")
    func shadowHasNoSeam() throws {
        let root = makeRoot()
        root.backgroundColor = Color(r8: 0xF2, g8: 0xF2, b8: 0xF7)
        let disc = makeSquare("disc", center: Point(x: 200, y: 200), side: 140, color: .white, radius: 70)
        disc.shadowColor = Color(r8: 0x58, g8: 0x56, b8: 0xD6)
        disc.shadowOpacity = 0.55
        disc.shadowRadius = 26
        disc.shadowOffset = .zero
        root.addSublayer(disc)
        let canvas = try render(root, name: "shadow-seam")
        // Across each place where two quarter arcs meet, the glow varies smoothly: no pixel
        // stands out from its neighbours a few pixels either side.
        for (x, y, dx, dy) in [(200, 122, 1, 0), (200, 278, 1, 0), (122, 200, 0, 1), (278, 200, 0, 1)] {
            let here = canvas.pixel(x: x, y: y), a = canvas.pixel(x: x - 3 * dx, y: y - 3 * dy), b = canvas.pixel(x: x + 3 * dx, y: y + 3 * dy)
            let expected = (a.red + b.red) / 2
            #expect(abs(here.red - expected) < 0.02, "at (\(x), \(y)): \(here) between \(a) and \(b)")
        }
    }

    @Test("text changes pixels inside its frame and none outside")
    func textDraws() throws {
        let root = makeRoot()
        let text = TextLayer(name: "label", string: "MotionLab", fontSize: 24, textColor: .black)
        text.setFrame(Rect(x: 100, y: 100, width: 200, height: 40))
        root.addSublayer(text)
        let canvas = try render(root, name: "text")
        var inside = 0, outside = 0
        for y in 0..<400 {
            for x in 0..<400 where !canvas.pixel(x: x, y: y).isBackground {
                if x >= 100 && x < 300 && y >= 100 && y < 140 { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 200)
        #expect(outside == 0)
    }

    @Test("a layer rotated 60 degrees about x is shorter on screen than unrotated")
    func rotationAboutX() throws {
        func height(rotated: Bool) throws -> Int {
            let root = makeRoot()
            root.sublayerTransform = .perspective(eyeDistance: 800)
            let card = makeSquare("card", center: Point(x: 200, y: 200), side: 200, color: .blue)
            if rotated { card.transform = .rotationX(.pi / 3) }
            root.addSublayer(card)
            let rows = try render(root, name: rotated ? "rotated-x" : "unrotated").paintedRows(column: 200)
            return (rows.last ?? 0) - (rows.first ?? 0) + 1
        }
        let flat = try height(rotated: false), tilted = try height(rotated: true)
        // The software renderer snaps vertices to whole pixels, so a one-pixel fringe
        // straddling an edge shows as two half-covered rows.
        #expect(abs(flat - 200) <= 1, "flat height \(flat)")
        #expect(tilted < 140 && tilted > 80, "tilted height \(tilted)")
    }

    @Test("group opacity fades overlapping sublayers as one picture")
    func groupOpacity() throws {
        let root = makeRoot()
        let group = Layer(name: "group")
        group.setFrame(Rect(x: 0, y: 0, width: 400, height: 400))
        group.opacity = 0.5
        group.addSublayer(makeSquare("a", center: Point(x: 150, y: 200), side: 150, color: .black))
        group.addSublayer(makeSquare("b", center: Point(x: 250, y: 200), side: 150, color: .black))
        root.addSublayer(group)
        let canvas = try render(root, name: "group-opacity")
        let single = canvas.pixel(x: 100, y: 200), overlap = canvas.pixel(x: 200, y: 200)
        #expect(single == overlap)
        #expect(abs(single.red - 0.5) < 0.02)
    }

    @Test("a translucent circle is even inside: no seams where its triangles meet")
    func translucentHasNoSeams() throws {
        let root = makeRoot()
        let c = makeSquare("circle", center: Point(x: 200, y: 200), side: 160, color: .blue, radius: 80)
        c.opacity = 0.5
        root.addSublayer(c)
        let canvas = try render(root, name: "translucent-circle")
        var colors = Set<String>()
        for y in 150...250 { for x in 150...250 { colors.insert(canvas.pixel(x: x, y: y).hexRGB) } }
        #expect(colors.count == 1, "\(colors.count) different colours inside: \(colors.sorted().prefix(4))")
    }

    @Test("a shadow is soft: its edge fades through many levels")
    func softShadow() throws {
        let root = makeRoot()
        let card = makeSquare("card", center: Point(x: 200, y: 200), side: 160, color: .white, radius: 12)
        card.shadowOpacity = 0.8
        card.shadowRadius = 12
        card.shadowOffset = Vector(dx: 0, dy: 0)
        root.addSublayer(card)
        let canvas = try render(root, name: "soft-shadow")
        let levels = Set((280...300).map { canvas.pixel(x: $0, y: 200).red })
        #expect(levels.count >= 8, "only \(levels.count) levels in the shadow's edge")
        #expect(canvas.pixel(x: 200, y: 200) == .white)
    }

    @Test("an image from Assets fills its layer, and under perspective it is subdivided across the axis it turns on")
    func imageContents() throws {
        let root = makeRoot()
        root.sublayerTransform = .perspective(eyeDistance: 500)
        let image = makeSquare("icon", center: Point(x: 200, y: 200), side: 256, color: .clear)
        image.backgroundColor = nil
        image.contents = ImageReference("Images/icon.png")
        image.transform = .rotationY(0.6)
        root.addSublayer(image)
        let canvas = try render(root, name: "image-perspective")
        #expect(canvas.takeWarnings().isEmpty)
        let body = canvas.pixel(x: 130, y: 300)
        #expect(body.blue > 0.7 && body.red < 0.3, "expected the icon's blue, got \(body.hexRGB)")
        let list = canvas.builder.build(root, pixelWidth: 400, pixelHeight: 400)
        // Turned about y, it narrows from left to right: columns, and no rows.
        let cells = DisplayListBuilder.perspectiveGrid
        let textured = list.commands.compactMap { c -> Int? in
            if case .draw(.image?, let range) = c { return range.count } else { return nil }
        }
        #expect(textured == [cells * 6])
    }
}
