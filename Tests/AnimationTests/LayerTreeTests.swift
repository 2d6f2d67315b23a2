import Geometry
import Testing
@testable import Animation

@Suite("Layer tree")
struct LayerTreeTests {
    private func square(_ name: String, frame: Rect) -> Layer {
        let l = Layer(name: name)
        l.setFrame(frame)
        l.backgroundColor = .green
        return l
    }

    @Test("hit-testing returns the front-most deepest layer")
    func hitTestOrder() {
        let root = square("root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let back = square("back", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let front = square("front", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let child = square("child", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        root.addSublayer(back)
        root.addSublayer(front)
        front.addSublayer(child)
        #expect(root.hitTest(Point(x: 150, y: 150))?.name == "front")
        #expect(root.hitTest(Point(x: 50, y: 50))?.name == "back")
        #expect(root.hitTest(Point(x: 115, y: 115))?.name == "child")
        back.zPosition = 1
        #expect(root.hitTest(Point(x: 150, y: 150))?.name == "back")
    }

    @Test("hit-testing skips hidden and transparent layers")
    func hitTestSkipsInvisible() {
        let root = square("root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = square("a", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSublayer(a)
        a.isHidden = true
        #expect(root.hitTest(Point(x: 50, y: 50))?.name == "root")
        a.isHidden = false
        a.opacity = 0
        #expect(root.hitTest(Point(x: 50, y: 50))?.name == "root")
    }

    @Test("hit-testing honours rotation about z")
    func hitTestRotated() {
        let root = square("root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let bar = square("bar", frame: Rect(x: 100, y: 190, width: 200, height: 20))
        bar.transform = .rotationZ(.pi / 2)
        root.addSublayer(bar)
        #expect(root.hitTest(Point(x: 200, y: 120))?.name == "bar")
        #expect(root.hitTest(Point(x: 120, y: 200))?.name == "root")
    }

    @Test("hit-testing sees through perspective: a card tilted about x is hit only where drawn")
    func hitTestPerspective() {
        let root = square("root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        root.sublayerTransform = .perspective(eyeDistance: 500)
        let card = square("card", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        card.transform = .rotationX(.pi / 3)
        root.addSublayer(card)
        let frame = card.frameInWindow
        #expect(frame.height < 130)
        #expect(root.hitTest(Point(x: 200, y: 200))?.name == "card")
        #expect(root.hitTest(Point(x: 200, y: frame.minY - 5))?.name == "root")
        #expect(root.hitTest(Point(x: 200, y: frame.maxY + 5))?.name == "root")
        // A point converted into the card and back lands where it started.
        let local = card.convert(Point(x: 230, y: 210), from: nil)!
        let back = card.convert(local, to: nil)!
        #expect(abs(back.x - 230) < 1e-9 && abs(back.y - 210) < 1e-9)
    }

    @Test("points convert between sibling layers")
    func convertBetweenLayers() {
        let root = square("root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = square("a", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        let b = square("b", frame: Rect(x: 200, y: 100, width: 100, height: 100))
        b.transform = .scale(2)
        root.addSublayer(a)
        root.addSublayer(b)
        let p = b.convert(Point(x: 10, y: 10), from: a)!
        // (60, 60) in the window; b is scaled 2x about its centre (250, 150).
        #expect(abs(p.x - (50 + (60 - 250) / 2)) < 1e-9 && abs(p.y - (50 + (60 - 150) / 2)) < 1e-9)
    }

    @Test("frame is the bounding box in the superlayer")
    func frameOfRotatedLayer() {
        let l = Layer()
        l.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        l.position = Point(x: 200, y: 200)
        l.transform = .rotationZ(.pi / 4)
        let half = 100 * 2.0.squareRoot() / 2
        #expect(abs(l.frame.minX - (200 - half)) < 1e-9 && abs(l.frame.width - 2 * half) < 1e-9)
    }

    @Test("changing a property marks the path to the root for redraw")
    func redrawMarks() {
        let root = Layer(), mid = Layer(), leaf = Layer()
        root.addSublayer(mid)
        mid.addSublayer(leaf)
        root.markDisplayed()
        #expect(!root.needsDisplay && !leaf.needsDisplay)
        leaf.opacity = 0.5
        #expect(root.needsDisplay && mid.needsDisplay && leaf.needsDisplay)
    }

    @Test("the dump reports window frames, colours as #RRGGBBAA and text")
    func dump() throws {
        let root = square("root", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let child = square("child", frame: Rect(x: 10, y: 20, width: 30, height: 40))
        child.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let label = TextLayer(name: "label", string: "hi")
        child.addSublayer(label)
        root.addSublayer(child)
        let d = root.dump()
        let c = try #require(d.first(named: "child"))
        #expect(c.frame == [10, 20, 30, 40])
        #expect(c.backgroundColor == "#FF000080")
        #expect(c.transform == Transform3D.identity.rowMajor)
        #expect(d.first(named: "label")?.text == "hi")
    }
}
