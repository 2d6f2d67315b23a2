import Animation
import AppTestSupport
import Exercises
import Foundation
import Geometry
@testable import Studio
import Testing

@Suite("Inspector labels")
struct InspectorLabelTests {
    /// Characters half the font's pixel size wide: "snowman-image · transform.rotation.z"
    /// needs 198 points at 11 pt.
    static let measurer = FixedWidthMeasurer()

    static func width(_ text: String, _ size: Double = 11) -> Double {
        Double(measurer.measure(text, pixelSize: Int(size), bold: false).width)
    }

    /// The Snowman playing, its group's seven rows on the open panel.
    static func snowmanRows() throws -> StudioHarness { try StudioHarness.inspectingSnowman(textMeasurer: measurer) }

    @Test("every timeline row's name fits its column whole, and no two rows read alike")
    func rowNamesFit() throws {
        let h = try Self.snowmanRows()
        let rows = (0..<7).compactMap { h.overlayLayer("inspector.row.\($0).name") }.filter { $0.hidden == false }
        #expect(rows.count == 7)
        let texts = rows.compactMap(\.text)
        #expect(Set(texts).count == texts.count, "\(texts)")
        for r in rows {
            let text = try #require(r.text)
            #expect(Self.width(text) <= r.frame[2], "\(text) in \(r.frame[2]) pt")
        }
        let trimmed = texts.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(trimmed.contains("snowman-image · bounds.size.width") && trimmed.contains("snowman-image · transform.rotation.x"), "\(texts)")
    }

    @Test("a name too long for its column abbreviates the key path and elides the layer's name in the middle")
    func abbreviates() {
        let measure: (String) -> Double? = { Self.width($0) }
        #expect(RowTitle.abbreviated("bounds.size.width") == "bounds.w")
        #expect(RowTitle.abbreviated("transform.rotation.z") == "transform.rot.z")
        #expect(RowTitle.fitting(name: "snowman-image", keyPath: "bounds.size.width", width: 150, measure: measure) == "snowman-image · bounds.w")
        #expect(RowTitle.fitting(name: "snowman-image", keyPath: "bounds.size.height", width: 150, measure: measure) == "snowman-image · bounds.h")
        #expect(RowTitle.fitting(name: "  snowman-image", keyPath: "bounds.size.width", width: 160, measure: measure) == "  snowman-image · bounds.w",
                "a child's indent stays")
        let elided = RowTitle.fitting(name: "snowman-image", keyPath: "transform.rotation.z", width: 140, measure: measure)
        #expect(elided.hasSuffix(" · transform.rot.z") && elided.contains("…") && Self.width(elided) <= 140, "\(elided)")
        #expect(RowTitle.fitting(name: "snowman-image", keyPath: "opacity", width: 400, measure: measure) == "snowman-image · opacity")
    }

    @Test("hovering a row, a line of the outline or a property shows its whole text in a tip beside the pointer")
    func hoverShowsTheWholeText() throws {
        let h = try Self.snowmanRows()
        let row = try #require(h.overlayLayer("inspector.row.1")?.frame)
        let over = Point(x: row[0] + 40, y: row[1] + row[3] / 2)
        h.move(over)
        let tip = try #require(h.overlayLayer("studio.tip"))
        #expect(tip.hidden == false)
        #expect(h.overlayLayer("studio.tip.text")?.text?.hasPrefix("snowman-image · bounds.size.") == true, "\(String(describing: h.overlayLayer("studio.tip.text")?.text))")
        let f = StudioHarness.rect(tip.frame)
        #expect(f.minX >= over.x && f.minY >= over.y && f.maxX <= 1024 && f.maxY <= 768, "beside the pointer, in the window: \(f)")

        // The Layers page, the snowman's image selected: its background colour's line.
        h.studio.inspector.panel.page.select(1, animated: false)
        h.studio.inspector.layout(in: h.studio.content.size)
        h.studio.inspector.select(h.image)
        h.studio.inspector.refresh()
        let name = try #require((0..<18).compactMap { h.overlayLayer("inspector.layers.property.\($0)") }.first { $0.text == "backgroundColor" })
        #expect(Self.width("backgroundColor") <= name.frame[2], "the property's name fits its column")
        h.move(Point(x: name.frame[0] + 10, y: name.frame[1] + name.frame[3] / 2))
        #expect(h.overlayLayer("studio.tip.text")?.text?.hasPrefix("backgroundColor: ") == true)
        let line = try #require(h.overlayLayer("inspector.layers.line.0")?.frame)
        h.move(Point(x: line[0] + 10, y: line[1] + line[3] / 2))
        #expect(h.overlayLayer("studio.tip.text")?.text?.hasPrefix("window/content") == true,
                "\(String(describing: h.overlayLayer("studio.tip.text")?.text))")
        h.move(Point(x: 100, y: 600))
        #expect(h.overlayLayer("studio.tip")?.hidden == true, "off the panel, the tip goes")
    }
}
