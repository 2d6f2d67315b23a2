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

/// The studio on a virtual clock, driven through its input pipeline as the window does.
final class StudioHarness {
    let studio: StudioScene
    let clock = VirtualClock()

    init(tab: ExerciseKind, size: Size = Size(width: 1024, height: 768), captureTo: URL? = nil, textMeasurer: TextMeasuring? = nil) throws {
        var c = AppShell.Configuration(size: size, network: OfflineNetworkClient())
        c.initialTab = tab
        c.pasteboard = MemoryPasteboard()
        c.textMeasurer = textMeasurer
        studio = try StudioScene(configuration: c, captureTo: captureTo)
        play(EventScript(start: 0.05), settle: 0)
    }

    func play(_ script: EventScript, settle: Double = 0) {
        let s = script.script
        ScriptPlayer(script: s).play(into: studio, clock: clock, until: max(clock.now, s.duration) + settle)
    }

    func run(to t: Double) { play(EventScript(start: clock.now), settle: t - clock.now.seconds) }

    func key(_ chord: String, times: Int = 1) {
        var s = EventScript(start: clock.now + 0.01)
        for _ in 0..<times { s.key(chord) }
        play(s)
    }

    func move(_ p: Point) {
        var s = EventScript(start: clock.now + 0.01)
        s.move(p.x, p.y, pressed: false)
        play(s)
    }

    func drag(from a: Point, to b: Point) {
        var s = EventScript(start: clock.now + 0.01)
        s.drag(from: a, to: b, speed: 2000)
        s.up(b.x, b.y)
        play(s)
    }

    /// The overlay's layer named `name` as it shows, from the studio's dump.
    func overlayLayer(_ name: String) -> LayerDump? { studio.overlay.dump().first(named: name) }

    /// A window frame from a dump's `[x, y, width, height]`.
    static func rect(_ f: [Double]) -> Rect { Rect(x: f[0], y: f[1], width: f[2], height: f[3]) }

    func click(_ p: Point) {
        var s = EventScript(start: clock.now + 0.01)
        s.click(p.x, p.y)
        play(s)
    }

    /// Presses Play on the Snowman so that the run starts at exactly 0.5 s.
    func playSnowman() throws {
        let f = try #require(studio.shell.rootLayer.dump().first(named: "snowman-play")?.frame)
        var s = EventScript(start: 0.42)
        s.down(f[0] + f[2] / 2, f[1] + f[3] / 2)
        s.wait(0.07)
        s.up(f[0] + f[2] / 2, f[1] + f[3] / 2)
        play(s)
    }

    /// The Snowman played from 0.5 s, with the inspector opened at 1.0 s on its group.
    static func inspectingSnowman(textMeasurer: TextMeasuring? = nil) throws -> StudioHarness {
        let h = try StudioHarness(tab: .snowman, textMeasurer: textMeasurer)
        try h.playSnowman()
        h.run(to: 1.0)
        h.key("ctrl+shift+i")
        return h
    }

    var image: Layer { studio.shell.rootLayer.allLayers.first { $0.name == "snowman-image" }! }
}
