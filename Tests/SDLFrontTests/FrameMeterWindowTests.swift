import Animation
import AppTestSupport
import CSDL2
import Exercises
import Foundation
import Geometry
import Loop
import Studio
import StudioApp
import Testing
import TestSupport
@testable import SDLFront

/// The studio's frame meter as the window runs it: a real window on SDL's offscreen video
/// driver, the real frame loop, and mouse events pushed into SDL's queue, as a user's
/// would arrive.
@Suite("The frame meter in a window", .serialized)
struct FrameMeterWindowTests {
    @Test("dragging a lifted circle with the meter on shows frames per second, not \"waiting for frames\"")
    func meterCountsADrag() throws {
        try withOffscreenWindow(size: Size(width: 800, height: 600)) { window in
            var c = AppShell.Configuration(size: window.size, network: OfflineNetworkClient())
            c.initialTab = .circles
            c.textMeasurer = TestFonts.shared
            let studio = try StudioScene(configuration: c)
            let clock = SystemClock()
            let loop = FrameLoop(window: window, scene: studio, clock: clock, screenshotDirectory: makeTemporaryDirectory())
            loop.log = { _ in }
            let driver = FrameDriver(scene: studio, host: loop)
            _ = loop.pollEvents() // the window's own start-up events
            let start = clock.now
            // (seconds after the start, event): Ctrl+Shift+F, a double-click that spawns a circle
            // at (300, 250), a press held past the long press's 0.5 s, and a drag of 1.6 s with
            // a move every 16 ms, as xdotool sends them.
            var script: [(Double, SDL_Event)] = [(0.05, Self.key(SDLK_f, down: true, mods: [KMOD_LCTRL, KMOD_LSHIFT])),
                                                 (0.06, Self.key(SDLK_f, down: false, mods: [KMOD_LCTRL, KMOD_LSHIFT])),
                                                 (0.10, Self.button(down: true, 300, 250)), (0.15, Self.button(down: false, 300, 250)),
                                                 (0.20, Self.button(down: true, 300, 250)), (0.25, Self.button(down: false, 300, 250)),
                                                 (0.80, Self.button(down: true, 300, 250))]
            for i in 0..<100 {
                let t = 1.50 + Double(i) * 0.016
                script.append((t, Self.motion(300 + Double(i) * 2, 250 + Double(i), held: true)))
            }
            script.append((3.20, Self.button(down: false, 500, 350)))
            var next = 0
            // Input keeps coming (a move every 16 ms while held), so the loop never sleeps long.
            while clock.now - start < 3.3 {
                while next < script.count, clock.now - start >= script[next].0 {
                    var e = script[next].1
                    SDL_PushEvent(&e)
                    next += 1
                }
                if next < script.count && !studio.isAnimating {
                    // Nothing moves: wait for the next scripted event rather than let the loop
                    // sleep on SDL's queue, which only that event would wake.
                    let wait = script[next].0 - (clock.now - start)
                    if wait > 0 { Thread.sleep(forTimeInterval: min(wait, 0.016)) }
                    if clock.now - start < script[next].0 { continue }
                }
                driver.step()
            }
            let lines = (1...3).map { studio.overlay.dump().first(named: "studio.meter.line\($0)")?.text ?? "" }
            let circle = try #require(studio.shell.rootLayer.dump().all(named: "circle").first?.frame, "the double-click spawned a circle")
            #expect(circle[0] > 350, "the circle was dragged: \(circle)")
            #expect(lines[1] != "waiting for frames…", "\(lines)")
            let fps = Int(lines[0].prefix { $0.isNumber }) ?? 0
            #expect(fps >= 10, "the drag's frames are counted: \(lines)")
        }
    }

    static func key(_ sym: SDL_KeyCode, down: Bool, mods: [SDL_Keymod]) -> SDL_Event {
        var e = SDL_Event()
        e.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        e.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        e.key.keysym.sym = Int32(bitPattern: sym.rawValue)
        e.key.keysym.mod = UInt16(mods.reduce(0) { $0 | $1.rawValue })
        return e
    }

    static func button(down: Bool, _ x: Int32, _ y: Int32) -> SDL_Event {
        var e = SDL_Event()
        e.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        e.button.button = UInt8(SDL_BUTTON_LEFT)
        e.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        e.button.clicks = 1
        (e.button.x, e.button.y) = (x, y)
        return e
    }

    static func motion(_ x: Double, _ y: Double, held: Bool) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.state = held ? 1 : 0
        (e.motion.x, e.motion.y) = (Int32(x), Int32(y))
        return e
    }
}
