import Testing
@testable import Animation

@Suite("Paint flashes")
struct PaintFlashesTests {
    let output = PixelRect(x: 0, y: 0, width: 800, height: 600)

    @Test("a redrawn rectangle is tinted at full strength, then fades, then is drawn clean and dropped")
    func fades() {
        var flashes = PaintFlashes()
        var damage = DamageRegion(output: output)
        damage.add(PixelRect(x: 10, y: 10, width: 50, height: 50))
        let first = flashes.frame(damage)
        #expect(first.draw == damage)
        #expect(first.tints == [PaintFlashes.Tint(rect: PixelRect(x: 10, y: 10, width: 50, height: 50), strength: 1)])
        var strengths: [Double] = []
        for _ in 1..<PaintFlashes.frames {
            let next = flashes.frame(DamageRegion(output: output))
            // The tinted rectangle is redrawn clean before it is tinted again, more faintly.
            #expect(next.draw.rects == [PixelRect(x: 10, y: 10, width: 50, height: 50)])
            strengths.append(next.tints.first?.strength ?? 0)
        }
        #expect(strengths == strengths.sorted(by: >) && strengths.last! > 0)
        // One more frame draws it clean and lays no tint.
        #expect(flashes.isFlashing)
        let clear = flashes.frame(DamageRegion(output: output))
        #expect(clear.draw.rects == [PixelRect(x: 10, y: 10, width: 50, height: 50)] && clear.tints.isEmpty)
        #expect(!flashes.isFlashing)
    }

    @Test("nothing redrawn, nothing flashes")
    func idle() {
        var flashes = PaintFlashes()
        let f = flashes.frame(DamageRegion(output: output))
        #expect(f.draw.isEmpty && f.tints.isEmpty && !flashes.isFlashing)
    }
}
