import Animation
import AppTestSupport
import Exercises
import Foundation
import Geometry
import Gestures
import Loop
@testable import Studio
import StudioApp
import Testing
import TestSupport

@Suite("Frame meter")
struct FrameMeterTests {
    func studio(_ tab: ExerciseKind) throws -> StudioScene {
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineNetworkClient())
        c.initialTab = tab
        return try StudioScene(configuration: c)
    }

    func press(_ s: StudioScene, _ chord: String, at t: MediaTime) {
        let c = KeyChord(parsing: chord)!
        s.handle(InputEvent(time: t, .key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: true))))
        s.handle(InputEvent(time: t, .key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: false))))
    }

    func text(_ s: StudioScene) -> [String] {
        (1...3).map { s.overlay.dump().first(named: "studio.meter.line\($0)")?.text ?? "" }
    }

    @Test("Ctrl+Shift+F shows the meter; the frames the scene asked for are counted, and one late frame is a drop")
    func countsTheScenesFrames() throws {
        let s = try studio(.snowman)
        press(s, "ctrl+shift+f", at: 0.1)
        #expect(s.overlay.dump().first(named: "studio.meter")?.hidden == false)
        #expect(text(s)[1] == "waiting for frames…")
        // Play: the snowman's four-second group keeps the scene asking for frames.
        s.update(at: 0.15)
        let play = try #require(s.shell.rootLayer.dump().first(named: "snowman-play")?.frame)
        let p = Point(x: play[0] + play[2] / 2, y: play[1] + play[3] / 2)
        s.handle(InputEvent(time: 0.2, .pointer(PointerEvent(phase: .down, location: p))))
        s.handle(InputEvent(time: 0.25, .pointer(PointerEvent(phase: .up, location: p))))
        var t = 0.35
        for i in 0..<70 {
            // Frame 30 comes two intervals late: a drop.
            t += i == 30 ? 2.0 / 60 : 1.0 / 60
            s.update(at: MediaTime(seconds: t))
            s.shell.rootLayer.setNeedsDisplay()
            s.didPresent(PresentedFrame(time: MediaTime(seconds: t), duration: 0.002, redrawnShare: 0.05))
            s.shell.rootLayer.markDisplayed()
        }
        let lines = text(s)
        #expect(lines[0].hasSuffix("fps · 1 dropped"), "\(lines)")
        #expect(lines[1] == "frame 2.0 ms median, 2.0 worst", "\(lines)")
        #expect(lines[2] == "5 % of the window redrawn", "\(lines)")
        press(s, "ctrl+shift+f", at: MediaTime(seconds: t + 0.1))
        #expect(s.overlay.dump().first(named: "studio.meter")?.hidden == true)
    }

    @Test("a frame drawn only for the studio's tools is not counted, and the meter's key never reaches the shell")
    func ignoresItsOwnFrames() throws {
        let s = try studio(.circles)
        press(s, "ctrl+shift+f", at: 0.1)
        var t = 0.2
        for _ in 0..<80 {
            t += 1.0 / 60
            s.update(at: MediaTime(seconds: t))
            s.shell.rootLayer.markDisplayed()
            // Nothing in the shell changed: these frames are the overlay's.
            s.didPresent(PresentedFrame(time: MediaTime(seconds: t), duration: 0.002, redrawnShare: 0.01))
        }
        #expect(text(s)[1] == "waiting for frames…")
    }
}
