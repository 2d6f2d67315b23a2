import Animation
import AppTestSupport
import Geometry
import Testing
import TestSupport
import Widgets
@testable import Exercises

/// The Color Timer tab in the smallest window the app opens (560x400, so the tab is
/// 560x344 above the tab bar), driven through the shell. QA found "Set Timer" run into
/// its value, the "Pick the color" row cut by the tab bar with no way to scroll to it,
/// and the configurator's header gone once the wheel had scrolled the table under it.
@Suite("Color Timer, smallest window")
struct ColorTimerSmallWindowTests {
    static let size = Size(width: 560, height: 400)
    static let tabHeight = 400 - Theme.tabBarHeight

    private func harness() -> ShellHarness {
        let h = ShellHarness(size: Self.size, tab: .colorTimer, textMeasurer: FixedWidthMeasurer())
        h.play(EventScript(start: 0.05), settle: 0)
        return h
    }

    private func frame(_ h: ShellHarness, _ name: String) -> Rect? {
        h.dump.first(named: name).map { Rect(x: $0.frame[0], y: $0.frame[1], width: $0.frame[2], height: $0.frame[3]) }
    }

    /// Where a text layer's line is drawn: its measured width, placed by its alignment.
    private func inkRect(_ h: ShellHarness, _ name: String) -> Rect? {
        guard let d = h.dump.first(named: name), let text = d.text, let f = frame(h, name) else { return nil }
        let size = d.textStyle?.fontSize ?? 17
        let w = Double(FixedWidthMeasurer().measure(text, pixelSize: Int(size.rounded()), bold: d.textStyle?.bold ?? false).width)
        let x = switch d.textStyle?.alignment ?? "left" {
        case "right": f.maxX - w
        case "center": f.midX - w / 2
        default: f.minX
        }
        return Rect(x: x, y: f.midY - size * 0.625, width: w, height: size * 1.25)
    }

    @Test("\"Set Timer\" and the time it sets are both drawn whole, apart, left of the stepper (QA: \"Set Time0:53\")")
    func captionAndValueApart() throws {
        let h = harness()
        let caption = try #require(inkRect(h, "time-stepper.caption"))
        let value = try #require(inkRect(h, "time-stepper.value"))
        let stepper = try #require(frame(h, "time-stepper"))
        let card = try #require(frame(h, "time-stepper.card"))
        #expect(caption.intersection(value) == nil, "caption \(caption), value \(value)")
        for r in [caption, value] {
            #expect(r.maxX <= stepper.minX && r.minX >= card.minX && r.minY >= card.minY && r.maxY <= card.maxY,
                    "\(r) in the card \(card), left of the stepper \(stepper)")
        }
    }

    @Test("the wheel over the settings column scrolls it, table included, until the \"Pick the color\" row is clear of the tab bar")
    func wheelScrollsTheColumn() throws {
        let h = harness()
        let table = try #require(frame(h, "config"))
        var s = EventScript(start: h.clock.now + 0.1)
        for _ in 0..<4 { s.wheel(table.midX, table.midY, dy: -1); s.wait(0.05) }
        h.play(s, settle: 1)
        let well = try #require(frame(h, "color-well.card"))
        #expect(well.minY >= 0 && well.maxY <= Self.tabHeight, "the well's row \(well) shows whole above the tab bar at \(Self.tabHeight)")
        let scrolled = try #require(frame(h, "config"))
        #expect(scrolled.minY < table.minY, "the table went up with the column: \(table.minY) → \(scrolled.minY)")
        // The table itself does not scroll under its header: the header stays above the first row.
        let header = try #require(frame(h, "config.header.0")), firstRow = try #require(frame(h, "config.time-text"))
        #expect(header.minY >= scrolled.minY && header.maxY <= firstRow.minY + 0.5, "header \(header), table \(scrolled), first row \(firstRow)")
    }

    @Test("the COLOR CONFIGURATOR header is still over its rows after the wheel and a tab switch")
    func headerSurvivesTabSwitch() throws {
        let h = harness()
        let table = try #require(frame(h, "config"))
        var s = EventScript(start: h.clock.now + 0.1)
        s.wheel(table.midX, table.midY, dy: -1); s.wait(0.05)
        s.wheel(table.midX, table.midY, dy: -1); s.wait(0.6)
        s.key("ctrl+1"); s.wait(0.3)
        s.key("ctrl+3")
        h.play(s, settle: 1)
        let header = try #require(h.dump.first(named: "config.header.0"))
        #expect(header.text == "COLOR CONFIGURATOR" && !header.hidden)
        let hf = try #require(frame(h, "config.header.0")), t = try #require(frame(h, "config"))
        #expect(hf.minY >= t.minY, "the header \(hf) is inside the table \(t), not scrolled out of it")
    }
}
