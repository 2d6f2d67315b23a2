import Geometry
import Testing
@testable import Widgets

/// Stepper arithmetic, apart from input: bounds, wrapping and whole steps.
@Suite("Stepper values")
struct StepperTests {
    @Test("a wrapping stepper goes from its maximum round to its minimum and back; its segments never disable")
    func wraps() {
        let s = Stepper(name: "s", value: 10, minimum: 0, maximum: 10, step: 5)
        var seen: [Double] = []
        s.onValueChanged = { seen.append($0) }
        #expect(!s.canStep(1))
        s.wraps = true
        #expect(s.canStep(1) && s.canStep(-1))
        s.step(1)
        s.step(-1)
        #expect(seen == [0, 10])
    }

    @Test("tenths add up to whole values, with no float drift, and nothing fires when a step changes nothing")
    func wholeSteps() {
        let s = Stepper(name: "s", value: 0, minimum: 0, maximum: 1, step: 0.1)
        var calls = 0
        s.onValueChanged = { _ in calls += 1 }
        for _ in 0..<3 { s.step(1) }
        #expect(s.value == 0.3)
        s.step(1, count: 50)
        #expect(s.value == 1 && calls == 4)
        s.step(1)
        #expect(calls == 4)
    }

    @Test("every glyph is a path that fits its square")
    func glyphs() {
        for g in Glyph.allCases {
            let lines = g.path(size: 20).flattened(tolerance: 0.1)
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { $0.points.allSatisfy { Rect(x: 0, y: 0, width: 20, height: 20).contains($0) } }, "\(g)")
        }
    }
}
