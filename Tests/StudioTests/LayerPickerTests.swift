import Animation
import Geometry
@testable import Studio
import StudioApp
import Testing

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
}
