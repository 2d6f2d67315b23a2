import Animation
import AppTestSupport
import Exercises
import Foundation
import Geometry
import Gestures
import Studio
import StudioApp
import Testing
import TestSupport
@testable import SDLFront

/// The inspector's 3D view on the GL path, where only the damage is redrawn: entering and
/// leaving it, orbiting, zooming and closing the panel each leave the kept frame equal to
/// a full redraw (QA: the view was built but never reached the window).
@Suite("The 3D view drawn from damage", .serialized)
struct ExplodedDamageTests {
    @Test("3D on, orbit, zoom, 3D off and closing the panel each leave the kept frame equal to a full redraw")
    func explodedViewReachesTheWindow() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        sdlLock.lock()
        defer { sdlLock.unlock() }
        let size = Size(width: 800, height: 600)
        let window = try AppWindow(title: "MotionLab test", size: size, minimumSize: size, fonts: TestFonts.shared, assets: AssetLocator(), renderPath: .gl)
        guard window.renderPath == .gl else {
            Issue.record("no GL render target on SDL's offscreen driver (renderer \(window.rendererName)); install Mesa's EGL and llvmpipe")
            return
        }
        var c = AppShell.Configuration(size: size, network: OfflineNetworkClient())
        c.initialTab = .blackHole
        c.textMeasurer = TestFonts.shared
        let scene = try StudioScene(configuration: c)
        let reference = DisplayListBuilder(pixelScale: window.pixelScale, measurer: TestFonts.shared)
        var t = 0.0
        func frame(_ what: String) throws {
            t += 1.0 / 60
            scene.update(at: MediaTime(seconds: t))
            window.present(scene.presentedRoots)
            for root in scene.presentedRoots { root.markDisplayed() }
            let kept = try #require(window.keptFramePixels())
            let full = try #require(window.fullRedrawPixels(of: scene.presentedRoots, builder: reference))
            let same = kept == full
            #expect(same, "after \(what), the kept frame differs from a full redraw")
        }
        func send(_ kind: InputEvent.Kind) { scene.handle(InputEvent(time: MediaTime(seconds: t), kind)) }
        func key(_ chord: String) {
            let k = KeyChord(parsing: chord)!
            send(.key(KeyEvent(key: k.key, modifiers: k.modifiers, isDown: true)))
            send(.key(KeyEvent(key: k.key, modifiers: k.modifiers, isDown: false)))
        }
        try frame("the first frame")
        key("ctrl+shift+i")
        try frame("opening the inspector")
        scene.inspector.setExploded(true)
        try frame("turning 3D on")
        let p = Point(x: 150, y: 400)
        send(.pointer(PointerEvent(phase: .down, location: p)))
        send(.pointer(PointerEvent(phase: .move, location: Point(x: 230, y: 360))))
        try frame("orbiting")
        send(.pointer(PointerEvent(phase: .up, location: Point(x: 230, y: 360))))
        send(.wheel(WheelEvent(location: p, dy: 2)))
        try frame("zooming")
        scene.inspector.setExploded(false)
        try frame("turning 3D off")
        try frame("the frame after")
        key("ctrl+shift+i")
        try frame("closing the panel")
    }
}
