import Testing
@testable import SDLFront

@Suite("Picture comparison")
struct PictureComparisonTests {
    /// A 20x10 picture of one colour, with a 4x4 block of another at (x, y).
    func picture(block: (x: Int, y: Int)? = nil, color: UInt32 = 0xFF20_60A0, blockColor: UInt32 = 0xFFFF_3B30) -> PixelImage {
        var p = PixelImage(width: 20, height: 10, pixels: Array(repeating: color, count: 200))
        if let b = block {
            for y in b.y..<(b.y + 4) { for x in b.x..<(b.x + 4) { p.pixels[y * 20 + x] = blockColor } }
        }
        return p
    }

    @Test("antialiasing (a step or two on a channel) passes; a layer moved is caught, with where")
    func toleranceSeparatesAntialiasing() {
        let a = picture(block: (2, 2))
        var aa = a
        for i in stride(from: 0, to: 200, by: 7) { aa.pixels[i] = aa.pixels[i] &+ 0x0000_0202 }
        let soft = PictureComparison(expected: a, actual: aa)
        #expect(soft.agrees)
        #expect(soft.summary == "the pictures agree: 29 pixels differ only as antialiasing does (an edge a pixel apart, or a channel by at most 4)")
        let moved = PictureComparison(expected: a, actual: picture(block: (10, 2)))
        #expect(!moved.agrees)
        #expect(moved.summary == "32 pixels differ beyond antialiasing in 12x4 at (2, 2); the largest channel difference is 223")
        let d = try! #require(moved.differenceImage())
        #expect(d.pixels[2 * 20 + 2] == 0xFFFF_00FF && d.pixels[2 * 20 + 10] == 0xFFFF_00FF, "both places are marked")
        #expect(d.pixels[0] != 0xFFFF_00FF, "the rest is the expected picture, faded")
        #expect(PictureComparison(expected: a, actual: a).summary == "the pictures are identical")
    }

    @Test("an edge a pixel apart, a line spread over two rows at half strength, and a corner's speck are antialiasing; a line gone is not")
    func edgesAndLines() {
        let bg: UInt32 = 0xFFF2_F2F7, ink: UInt32 = 0xFF3C_3C43
        func lines(_ rows: [(y: Int, color: UInt32)], width: Int = 20) -> PixelImage {
            var p = PixelImage(width: width, height: 10, pixels: Array(repeating: bg, count: width * 10))
            for r in rows { for x in 2..<18 { p.pixels[r.y * width + x] = r.color } }
            return p
        }
        let one = lines([(4, ink)])
        #expect(PictureComparison(expected: one, actual: lines([(5, ink)])).agrees, "a pixel apart")
        let half: UInt32 = 0xFF97_979D // halfway between the ink and the background
        #expect(PictureComparison(expected: one, actual: lines([(4, half), (5, half)])).agrees, "spread over two rows")
        var speck = one
        speck.pixels[8 * 20 + 3] = 0xFF00_0000
        #expect(PictureComparison(expected: one, actual: speck).agrees, "a lone pixel")
        #expect(!PictureComparison(expected: one, actual: lines([])).agrees, "the line is gone")
        #expect(!PictureComparison(expected: one, actual: lines([(7, ink)])).agrees, "the line moved three rows")
    }

    @Test("pictures of different sizes are not compared pixel by pixel, and say so")
    func sizes() {
        let big = PixelImage(width: 40, height: 20, pixels: Array(repeating: 0xFFFF_FFFF, count: 800))
        let c = PictureComparison(expected: big, actual: picture())
        #expect(!c.agrees && c.differenceImage() == nil)
        #expect(c.summary == "the pictures differ in size: 40x20 expected, 20x10 drawn")
    }
}
