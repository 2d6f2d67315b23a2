import Animation
import Exercises
import Foundation
import Geometry
@testable import SDLFront

/// One font library for the whole test process (opening fonts is slow).
enum TestFonts {
    static let shared: FontLibrary = {
        do { return try FontLibrary() } catch { fatalError("tests need a font: \(error)") }
    }()
}

/// Serialises SDL use across concurrently running tests.
let sdlLock = NSLock()

/// Renders a tree offscreen and returns the canvas to read pixels from. When
/// MOTIONLAB_TEST_ARTIFACTS names a folder, the picture is saved there for a look.
func render(_ root: Layer, width: Int = 400, height: Int = 400, scale: Double = 1, name: String) throws -> OffscreenCanvas {
    sdlLock.lock()
    defer { sdlLock.unlock() }
    let canvas = try OffscreenCanvas(pixelWidth: width, pixelHeight: height, pixelScale: scale, fonts: TestFonts.shared)
    canvas.render(root)
    if let dir = ProcessInfo.processInfo.environment["MOTIONLAB_TEST_ARTIFACTS"] {
        try canvas.savePNG(to: "\(dir)/\(name).png")
    }
    return canvas
}

/// Runs `body` with a real window of `size` points on SDL's offscreen video driver, asked
/// for by name as a headless machine must, holding the SDL lock throughout.
func withOffscreenWindow<R>(size: Size, _ body: (AppWindow) throws -> R) throws -> R {
    setenv("SDL_VIDEODRIVER", "offscreen", 1)
    sdlLock.lock()
    defer { sdlLock.unlock() }
    let window = try AppWindow(title: "MotionLab test", size: size, minimumSize: AppShell.minimumSize, fonts: TestFonts.shared,
                               assets: AssetLocator())
    return try body(window)
}

/// A white root layer of the given size.
func makeRoot(width: Double = 400, height: Double = 400) -> Layer {
    let root = Layer(name: "root")
    root.setFrame(Rect(x: 0, y: 0, width: width, height: height))
    root.backgroundColor = .white
    return root
}

/// A square layer centred at a point.
func makeSquare(_ name: String, center: Point, side: Double, color: Color, radius: Double = 0) -> Layer {
    let l = Layer(name: name)
    l.bounds = Rect(x: 0, y: 0, width: side, height: side)
    l.position = center
    l.backgroundColor = color
    l.cornerRadius = radius
    return l
}

extension Color {
    /// Near white: SDL's software blender approximates /255 with /256, so white blended
    /// over white can come out as 253.
    var isBackground: Bool { red > 0.98 && green > 0.98 && blue > 0.98 }
}

extension OffscreenCanvas {
    /// Rows (top to bottom) in a column whose pixel is not background.
    func paintedRows(column x: Int) -> [Int] {
        (0..<pixelHeight).filter { !pixel(x: x, y: $0).isBackground }
    }
}
