import Animation
import Geometry
import Testing
@testable import SDLFront

/// Paint flashing on a canvas that keeps its pixels: what a frame redraws is tinted, what
/// it does not is left alone, and once the flash has faded the picture is a clean frame.
@Suite("Paint flashing", .serialized)
struct PaintFlashingTests {
    @Test("a moved square's old and new places are tinted, then cleared to a clean frame")
    func flashesThenClears() throws {
        sdlLock.lock()
        defer { sdlLock.unlock() }
        let root = makeRoot()
        let square = makeSquare("square", center: Point(x: 100, y: 100), side: 40, color: .blue)
        root.addSublayer(square)
        let flashing = try OffscreenCanvas(pixelWidth: 400, pixelHeight: 400, fonts: TestFonts.shared)
        flashing.flashesPaint = true
        let clean = try OffscreenCanvas(pixelWidth: 400, pixelHeight: 400, fonts: TestFonts.shared)
        flashing.render(root)
        for _ in 0...PaintFlashes.frames { flashing.render(root) }
        clean.render(root)
        #expect(flashing.argbPixels() == clean.argbPixels())

        square.position = Point(x: 300, y: 100)
        flashing.render(root)
        clean.render(root)
        // The old place, now background, shows the tint; far away nothing changed.
        let old = flashing.pixel(x: 100, y: 100), plain = clean.pixel(x: 100, y: 100)
        #expect(old != plain && old.red > old.green)
        #expect(flashing.pixel(x: 200, y: 300) == clean.pixel(x: 200, y: 300))
        for _ in 0...PaintFlashes.frames { flashing.render(root) }
        #expect(flashing.argbPixels() == clean.argbPixels())
    }
}
