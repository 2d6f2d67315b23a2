import Testing
@testable import Geometry

@Suite("Colour")
struct ColorTests {
    @Test("hex strings parse in their three forms")
    func parsesHex() throws {
        #expect(try Color(hex: "#FF8000") == Color(r8: 255, g8: 128, b8: 0))
        #expect(try Color(hex: "#f80") == Color(r8: 255, g8: 136, b8: 0))
        #expect(try Color(hex: "11223344") == Color(r8: 0x11, g8: 0x22, b8: 0x33, a8: 0x44))
        #expect(try Color(hex: "  #abcdef ").hexRGB == "#ABCDEF")
    }

    @Test("bad hex names the input and the problem",
          arguments: ["", "#", "#12", "#GGGGGG", "#1234567", "red"])
    func rejectsBadHex(input: String) {
        let error = #expect(throws: ColorParseError.self) { try Color(hex: input) }
        #expect(error?.description.contains("\"\(input)\"") == true)
        #expect(error?.description.contains("#RRGGBB") == true)
    }

    @Test("the dump form is #RRGGBBAA")
    func dumpForm() {
        #expect(Color(red: 1, green: 0, blue: 0, alpha: 0.5).hexRGBA == "#FF000080")
    }

    @Test("HSB and RGB convert both ways", arguments: [
        HSBColor(hue: 0, saturation: 1, brightness: 1),
        HSBColor(hue: 0.25, saturation: 0.5, brightness: 0.8),
        HSBColor(hue: 0.6, saturation: 0.9, brightness: 0.7, alpha: 0.5),
        HSBColor(hue: 0.95, saturation: 0.3, brightness: 1),
    ])
    func hsbRoundTrip(hsb: HSBColor) {
        let back = HSBColor(hsb.rgb)
        #expect(abs(back.hue - hsb.hue) < 1e-12)
        #expect(abs(back.saturation - hsb.saturation) < 1e-12)
        #expect(abs(back.brightness - hsb.brightness) < 1e-12)
        #expect(back.alpha == hsb.alpha)
    }

    @Test("pure hues land on the primaries")
    func primaries() {
        #expect(HSBColor(hue: 0, saturation: 1, brightness: 1).rgb == .red)
        #expect(HSBColor(hue: 1.0 / 3, saturation: 1, brightness: 1).rgb.green == 1)
        #expect(HSBColor(hue: 2.0 / 3, saturation: 1, brightness: 1).rgb.blue == 1)
    }
}

@Suite("Rect")
struct RectTests {
    @Test("contains excludes the max edges")
    func contains() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
    }

    @Test("intersection of disjoint rectangles is nil")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)) == nil)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
    }
}
