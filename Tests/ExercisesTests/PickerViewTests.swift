import Animation
import AppTestSupport
import Exercises
import Geometry
import Gestures
import Testing
import TestSupport
import Widgets

/// A picker 300 x 216 at (50, 50) over 100 numbered rows.
private final class PickerProbe: Exercise {
    let layer: Layer
    let picker = PickerView(name: "picker", titles: (0..<100).map { "Item \($0)" }, selectedRow: 10)
    var selections: [Int] = []

    init(services: ExerciseServices) {
        layer = services.layer
        layer.addSublayer(picker.layer)
        picker.onSelect = { [unowned self] in selections.append($0) }
    }

    func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        picker.setFrame(Rect(x: 50, y: 50, width: 300, height: Theme.pickerHeight))
    }

    var focusableControls: [Control] { [picker] }
}

@Suite("Picker view")
struct PickerViewTests {
    private func harness() -> (ShellHarness, PickerProbe) {
        ShellHarness.hosting { PickerProbe(services: $0) }
    }

    @Test("flings of many speeds each glide onto a row with no snap at the end, near where the decay projected")
    func flingLandsOnRow() {
        let (h, p) = harness()
        for speed in [300.0, 600, 1200, 2000] {  // each a whole number of 10 ms steps over 120 pt
            let before = p.picker.offset
            var s = EventScript(start: h.clock.now + 0.1)
            s.drag(from: Point(x: 200, y: 240), to: Point(x: 200, y: 120), speed: speed)
            s.up(200, 120)
            h.play(s, settle: 0)
            let released = p.picker.offset
            let projected = released + speed / 2.002
            // Frame by frame until it rests: the settle rounds to a row, so the landing is
            // only exact if the last moving frame was already there.
            var trail = [released]
            for _ in 0..<400 where trail.count < 2 || trail[trail.count - 1] != trail[trail.count - 2] {
                h.play(EventScript(start: h.clock.now), settle: 1.0 / 60)
                trail.append(p.picker.offset)
            }
            let rest = trail.last!
            let moving = trail.dropLast(2).last!
            // Within the glide's own precision (0.05 pt): a landing off the row would show
            // as a snap of points.
            #expect(abs(moving - rest) < 0.1, "at \(speed) pt/s the last moving frame was \(moving), then it rested at \(rest)")
            #expect(abs(rest - projected) <= 16.5, "\(speed): within half a row of the projection \(projected) from \(released): \(rest)")
            #expect(rest > before)
            #expect(p.picker.selectedRow == Int(rest / 32) && p.selections.last == p.picker.selectedRow)
            #expect(abs(rest - Double(p.picker.selectedRow) * 32) < 1e-9, "\(speed): rests on its row's offset, not between rows: \(rest)")
        }
    }

    @Test("a fling past the last row stops on it, through the edge's spring")
    func flingPastEnd() {
        let (h, p) = harness()
        for _ in 0..<3 {
            var s = EventScript(start: h.clock.now + 0.1)
            s.fling(from: Point(x: 200, y: 250), to: Point(x: 200, y: 60), speed: 5000)
            h.play(s, settle: 4)
        }
        #expect(p.picker.selectedRow == 99 && p.picker.offset == 99 * 32)
    }

    @Test("new titles keep the selected title selected where it still is, and fall back to the index")
    func reloadKeepsSelection() {
        let (_, p) = harness()
        #expect(p.picker.selectedRow == 10)
        p.picker.setTitles(["New"] + (0..<100).map { "Item \($0)" })
        #expect(p.picker.selectedRow == 11 && p.picker.titles[11] == "Item 10")
        p.picker.setTitles(["A", "B", "C"])
        #expect(p.picker.selectedRow == 2, "gone: the nearest index that exists")
        #expect(p.selections.isEmpty, "a reload is not the user's choice")
    }

    @Test("Down, the wheel and a click each move the selection by rows, on a spring")
    func keysWheelClick() {
        let (h, p) = harness()
        var s = EventScript(start: 0.5)
        s.key("tab")
        s.key("down")
        s.key("down")
        h.play(s, settle: 1)
        #expect(p.picker.selectedRow == 12)
        var w = EventScript(start: h.clock.now)
        w.wheel(200, 158, dy: 1)
        h.play(w, settle: 1)
        #expect(p.picker.selectedRow == 11)
        var c = EventScript(start: h.clock.now)
        c.click(200, 50 + 108 + 32)
        h.play(c, settle: 1)
        #expect(p.picker.selectedRow == 12, "a click on the row below the band turns the wheel to it")
        #expect(p.picker.offset == 12 * 32)
    }
}
