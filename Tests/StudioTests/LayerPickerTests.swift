import Animation
import Geometry
@testable import Studio
import StudioApp
import Testing
import TestSupport

@Suite("Layer picker")
struct LayerPickerTests {
    @Test("picks the deepest visible layer under the point, never the window-sized containers, even an empty one on top")
    func picksBelowTheContainers() {
        let window = Layer(name: "window")
        let content = Layer(name: "content"), lifted = Layer(name: "lifted")
        for l in [content, lifted] {
            window.addSublayer(l)
            l.setFrame(Rect(x: 0, y: 0, width: 400, height: 300))
        }
        let card = Layer(name: "card"), label = Layer(name: "label"), hidden = Layer(name: "hidden")
        content.addSublayer(card)
        card.setFrame(Rect(x: 10, y: 10, width: 100, height: 100))
        card.addSublayer(label)
        label.setFrame(Rect(x: 10, y: 10, width: 20, height: 20))
        card.addSublayer(hidden)
        hidden.setFrame(Rect(x: 0, y: 0, width: 100, height: 100))
        hidden.isHidden = true
        label.allowsHitTesting = false
        #expect(LayerPicker.pick(Point(x: 25, y: 25), in: [content, lifted]) === label, "drawn, though it takes no touches")
        #expect(LayerPicker.pick(Point(x: 80, y: 80), in: [content, lifted]) === card)
        #expect(LayerPicker.pick(Point(x: 300, y: 200), in: [content, lifted]) == nil)
    }

    @Test("the outline's tag (\"snowman-image · 305×…\") is placed where the panel does not cover it")
    func tagClearOfThePanel() throws {
        let h = try StudioHarness.inspectingSnowman()
        h.key("home")
        // Hovering a row outlines the snowman's image, whose top left lies just left of the panel.
        let row = try #require(h.overlayLayer("inspector.row.1")?.frame)
        h.move(Point(x: row[0] + 40, y: row[1] + row[3] / 2))
        let panel = StudioHarness.rect(try #require(h.overlayLayer("inspector")?.frame))
        let box = StudioHarness.rect(try #require(h.overlayLayer("inspector.outline")?.frame))
        let tag = try #require(h.overlayLayer("inspector.outline.tag"))
        #expect(tag.hidden == false && box.minX < panel.minX, "\(box) by \(panel)")
        let f = StudioHarness.rect(tag.frame)
        #expect(f.intersection(panel) == nil, "\(f) under the panel \(panel)")
        #expect(f.minX >= 0 && f.minY >= 0 && f.maxX <= 1024 && f.maxY <= 768, "\(f)")
        #expect(PickOutline.place(Size(width: 100, height: 18), by: Rect(x: 350, y: 100, width: 100, height: 100),
                                  avoiding: Rect(x: 400, y: 0, width: 600, height: 300), in: Size(width: 1024, height: 768))
                == Rect(x: 298, y: 80, width: 100, height: 18), "moved left of the panel, above the box")
    }
}
