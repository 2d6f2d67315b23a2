import Geometry
import Testing
@testable import Animation

/// The output every test draws into: 1000 x 700 pixels at scale 1.
private let width = 1000, height = 700

private func circle(diameter: Double, at center: Point, color: Color = .red) -> Layer {
    let l = Layer(name: "circle")
    l.bounds = Rect(x: 0, y: 0, width: diameter, height: diameter)
    l.position = center
    l.cornerRadius = diameter / 2
    l.backgroundColor = color
    return l
}

/// A root layer, a builder, a list and a tracker that has seen the first frame.
private final class Scene {
    let root = Layer(name: "root")
    let builder = DisplayListBuilder()
    let list = DisplayList()
    let tracker = DamageTracker()

    init(_ layers: [Layer]) {
        root.setFrame(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        for l in layers { root.addSublayer(l) }
        _ = frame()
    }

    func frame(background: Color = .white) -> DamageRegion {
        builder.build(root, pixelWidth: width, pixelHeight: height, into: list)
        return tracker.damage(after: list, background: background)
    }
}

private func covers(_ region: DamageRegion, _ rect: PixelRect) -> Bool {
    // Every pixel of rect lies in some rectangle of the region (checked on a grid of the
    // rectangle's edges and centre, enough for the boxes here).
    let xs = [rect.x, rect.x + rect.width / 2, rect.x + rect.width - 1]
    let ys = [rect.y, rect.y + rect.height / 2, rect.y + rect.height - 1]
    return xs.allSatisfy { x in ys.allSatisfy { y in region.rects.contains { $0.contains(PixelRect(x: x, y: y, width: 1, height: 1)) } } }
}

private func touches(_ region: DamageRegion, x: Int32, y: Int32) -> Bool {
    region.rects.contains { $0.contains(PixelRect(x: x, y: y, width: 1, height: 1)) }
}

@Suite("Damage tracking")
struct DamageTrackerTests {
    @Test("the first frame damages the whole output")
    func firstFrameIsWhole() {
        let list = DisplayListBuilder().build(Layer(), pixelWidth: width, pixelHeight: height)
        let region = DamageTracker().damage(after: list, background: .white)
        #expect(region.isWhole)
        #expect(region.share == 1)
    }

    @Test("a frame with nothing changed damages nothing")
    func unchangedIsEmpty() {
        let scene = Scene([circle(diameter: 100, at: Point(x: 200, y: 200)), circle(diameter: 60, at: Point(x: 600, y: 300))])
        #expect(scene.frame().isEmpty)
    }

    @Test("a moving circle damages only its old and new boxes, fringe included")
    func movingCircle() {
        let moving = circle(diameter: 100, at: Point(x: 200, y: 200))
        let still = circle(diameter: 100, at: Point(x: 700, y: 500))
        let scene = Scene([moving, still])
        moving.position = Point(x: 230, y: 210)
        let region = scene.frame()
        // Old box 150...250, new 180...280 (x); 150...250, 160...260 (y): a pixel of fringe
        // and the margin beyond.
        #expect(covers(region, PixelRect(x: 149, y: 149, width: 132, height: 112)))
        let bound = region.rects.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
        #expect(PixelRect(x: 145, y: 145, width: 140, height: 120).contains(bound))
        #expect(!touches(region, x: 700, y: 500))
        #expect(region.share < 0.03)
    }

    @Test("a circle's shadow is part of its damage")
    func shadowWidensDamage() {
        let c = circle(diameter: 100, at: Point(x: 300, y: 300))
        c.shadowOpacity = 0.5
        c.shadowRadius = 12
        c.shadowOffset = Vector(dx: 0, dy: 20)
        let scene = Scene([c])
        c.position = Point(x: 310, y: 300)
        let region = scene.frame()
        // The shadow reaches 12 px past the disc moved 20 px down: to about y = 382.
        #expect(covers(region, PixelRect(x: 300, y: 250, width: 20, height: 130)))
        #expect(!touches(region, x: 300, y: 420))
    }

    @Test("changing a parent's opacity damages its subtree's bounds and nothing else")
    func parentOpacity() {
        let parent = Layer(name: "parent")
        parent.setFrame(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        let a = circle(diameter: 80, at: Point(x: 100, y: 100)), b = circle(diameter: 80, at: Point(x: 800, y: 600))
        parent.addSublayer(a)
        parent.addSublayer(b)
        let scene = Scene([parent, circle(diameter: 80, at: Point(x: 500, y: 350))])
        parent.opacity = 0.6
        let region = scene.frame()
        #expect(covers(region, PixelRect(x: 60, y: 60, width: 80, height: 80)))
        #expect(covers(region, PixelRect(x: 760, y: 560, width: 80, height: 80)))
        #expect(!touches(region, x: 500, y: 350))
    }

    @Test("a change of colour damages the layer in place")
    func colorChange() {
        let c = circle(diameter: 50, at: Point(x: 400, y: 300))
        let scene = Scene([c])
        c.backgroundColor = .green
        let region = scene.frame()
        #expect(covers(region, PixelRect(x: 375, y: 275, width: 50, height: 50)))
        #expect(region.rects.count == 1)
        #expect(region.rects[0].area < 60 * 60)
    }

    @Test("an added layer damages its new box, a removed one its old box")
    func addedAndRemoved() {
        let old = circle(diameter: 40, at: Point(x: 100, y: 600))
        let scene = Scene([old])
        old.removeFromSuperlayer()
        let added = circle(diameter: 40, at: Point(x: 900, y: 100))
        scene.root.addSublayer(added)
        let region = scene.frame()
        #expect(covers(region, PixelRect(x: 80, y: 580, width: 40, height: 40)))
        #expect(covers(region, PixelRect(x: 880, y: 80, width: 40, height: 40)))
        #expect(!touches(region, x: 500, y: 350))
    }

    @Test("hiding a layer damages where it was")
    func hiding() {
        let c = circle(diameter: 40, at: Point(x: 300, y: 300))
        let scene = Scene([c])
        c.isHidden = true
        #expect(covers(scene.frame(), PixelRect(x: 280, y: 280, width: 40, height: 40)))
        #expect(scene.frame().isEmpty)
    }

    @Test("raising a layer above another damages the layers reordered")
    func reorder() {
        let a = circle(diameter: 100, at: Point(x: 300, y: 300), color: .red)
        let b = circle(diameter: 100, at: Point(x: 350, y: 300), color: .blue)
        let far = circle(diameter: 100, at: Point(x: 800, y: 100), color: .green)
        let scene = Scene([far, a, b])
        a.removeFromSuperlayer()
        scene.root.addSublayer(a)
        let region = scene.frame()
        // Where a and b overlap is redrawn; the layer whose place did not change is not.
        #expect(covers(region, PixelRect(x: 300, y: 250, width: 50, height: 100)))
        #expect(!touches(region, x: 800, y: 100))
    }

    @Test("moving a layer into another faded group damages it though its drawing is the same")
    func regrouping() {
        let g1 = Layer(name: "g1"), g2 = Layer(name: "g2")
        for g in [g1, g2] {
            g.setFrame(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
            g.opacity = 0.5
        }
        let a = circle(diameter: 60, at: Point(x: 200, y: 200)), b = circle(diameter: 60, at: Point(x: 230, y: 200))
        g1.addSublayer(a)
        g2.addSublayer(b)
        let scene = Scene([g1, g2])
        b.removeFromSuperlayer()
        g1.addSublayer(b)
        #expect(covers(scene.frame(), PixelRect(x: 200, y: 170, width: 60, height: 60)))
    }

    @Test("a clip that hides part of a layer limits its damage")
    func clipLimitsDamage() {
        let box = Layer(name: "box")
        box.setFrame(Rect(x: 100, y: 100, width: 100, height: 100))
        box.masksToBounds = true
        let c = circle(diameter: 200, at: Point(x: 100, y: 100))
        box.addSublayer(c)
        let scene = Scene([box])
        c.backgroundColor = .blue
        let region = scene.frame()
        #expect(covers(region, PixelRect(x: 100, y: 100, width: 100, height: 100)))
        #expect(region.rects.allSatisfy { PixelRect(x: 100, y: 100, width: 100, height: 100).contains($0) })
    }

    @Test("a new background or output size damages everything")
    func backgroundAndSize() {
        let scene = Scene([circle(diameter: 40, at: Point(x: 300, y: 300))])
        #expect(scene.frame(background: .black).isWhole)
        #expect(scene.frame(background: .black).isEmpty)
        scene.builder.build(scene.root, pixelWidth: 500, pixelHeight: 500, into: scene.list)
        #expect(scene.tracker.damage(after: scene.list, background: .black).isWhole)
        scene.tracker.invalidate()
        scene.builder.build(scene.root, pixelWidth: 500, pixelHeight: 500, into: scene.list)
        #expect(scene.tracker.damage(after: scene.list, background: .black).isWhole)
    }

    @Test("damage over most of the output becomes one whole frame")
    func mostlyDamagedIsWhole() {
        let big = Layer(name: "big")
        big.setFrame(Rect(x: 0, y: 0, width: 900, height: 600))
        big.backgroundColor = .red
        let scene = Scene([big])
        big.backgroundColor = .blue
        #expect(scene.frame().isWhole)
    }
}

@Suite("Damage region")
struct DamageRegionTests {
    let output = PixelRect(x: 0, y: 0, width: 1000, height: 1000)

    @Test("rectangles are clipped to the output")
    func clipped() {
        var r = DamageRegion(output: output)
        r.add(PixelRect(x: -50, y: 990, width: 100, height: 100))
        #expect(r.rects == [PixelRect(x: 0, y: 990, width: 50, height: 10)])
        r.add(PixelRect(x: 2000, y: 0, width: 10, height: 10))
        #expect(r.rects.count == 1)
    }

    @Test("heavily overlapping rectangles merge; far apart ones stay apart")
    func merging() {
        var r = DamageRegion(output: output)
        r.add(PixelRect(x: 100, y: 100, width: 100, height: 100))
        r.add(PixelRect(x: 110, y: 100, width: 100, height: 100))
        #expect(r.rects == [PixelRect(x: 100, y: 100, width: 110, height: 100)])
        r.add(PixelRect(x: 800, y: 800, width: 50, height: 50))
        #expect(r.rects.count == 2)
        r.add(PixelRect(x: 120, y: 120, width: 10, height: 10))
        #expect(r.rects.count == 2)
    }

    @Test("past the limit the closest rectangles merge, and nothing is lost")
    func limit() {
        var r = DamageRegion(output: output)
        var added: [PixelRect] = []
        for i in 0..<20 {
            let rect = PixelRect(x: Int32(i * 45), y: Int32((i * 37) % 900), width: 10, height: 10)
            added.append(rect)
            r.add(rect)
        }
        #expect(r.rects.count <= DamageRegion.maximumRects)
        for a in added { #expect(r.rects.contains { $0.contains(a) }) }
    }

    @Test("a region over half the output can become the whole of it")
    func wholeIfLarge() {
        var r = DamageRegion(output: output)
        r.add(PixelRect(x: 0, y: 0, width: 1000, height: 400))
        r.wholeIfShare(above: 0.5)
        #expect(!r.isWhole)
        r.add(PixelRect(x: 0, y: 500, width: 1000, height: 200))
        r.wholeIfShare(above: 0.5)
        #expect(r.isWhole)
        #expect(r.share == 1)
    }
}
