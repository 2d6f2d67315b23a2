import Animation
import AppTestSupport
import Geometry
import Testing
import TestSupport
@testable import Exercises

/// What a tab asks of the window through its presenter: layers lifted above the tab bar
/// without moving, and put back where they were.
@Suite("Presenter")
struct PresenterTests {
    @Test("a lifted layer keeps where it shows, draws after the tab bar, and drops back to its place among its siblings")
    func liftAndDrop() throws {
        let (h, probe) = ShellHarness.hosting { ProbeExercise(kind: .circles, services: $0) }
        let presenter = probe.services.presenter
        // A container off the window's origin, holding three layers; the middle one is lifted.
        let box = Layer(name: "box")
        probe.layer.addSublayer(box)
        box.setFrame(Rect(x: 40, y: 60, width: 300, height: 200))
        let layers = ["a", "b", "c"].map { Layer(name: $0) }
        for l in layers { box.addSublayer(l) }
        layers[1].setFrame(Rect(x: 10, y: 20, width: 50, height: 30))
        let before = layers[1].convert(Point(x: 0, y: 0), to: nil)
        presenter.lift(layers[1])
        #expect(presenter.isLifted(layers[1]))
        #expect(layers[1].convert(Point(x: 0, y: 0), to: nil) == before, "it shows where it was")
        let names = h.shell.rootLayer.sublayers.map(\.name)
        #expect(try #require(names.firstIndex(of: "lifted")) > (try #require(names.firstIndex(of: "tabbar"))))
        #expect(h.dump.first(named: "lifted")?.first(named: "b") != nil)
        #expect(h.shell.rootLayer.hitTest(try #require(before) + Vector(dx: 5, dy: 5)) === layers[1], "it takes touches")
        presenter.drop(layers[1])
        #expect(!presenter.isLifted(layers[1]))
        #expect(box.sublayers.map(\.name) == ["a", "b", "c"], "back in its place")
        #expect(h.dump.first(named: "lifted")?.sublayers.isEmpty ?? true, "no stand-in is left")
    }

    @Test("a tab switch puts lifted layers back")
    func tabSwitchDrops() throws {
        let (h, probe) = ShellHarness.hosting { ProbeExercise(kind: .circles, services: $0) }
        let l = Layer(name: "held")
        probe.layer.addSublayer(l)
        l.setFrame(Rect(x: 10, y: 10, width: 20, height: 20))
        probe.services.presenter.lift(l)
        var s = EventScript(start: h.clock.now)
        s.key("ctrl+2")
        h.play(s, settle: 0.1)
        #expect(l.superlayer === probe.layer)
    }

    @Test("a layer can be lifted while the window is paused (Ctrl+P): the window's own pause is no timing of the tab")
    func liftWhilePaused() throws {
        let (h, probe) = ShellHarness.hosting { ProbeExercise(kind: .circles, services: $0) }
        let l = Layer(name: "held")
        probe.layer.addSublayer(l)
        l.setFrame(Rect(x: 10, y: 10, width: 20, height: 20))
        var s = EventScript(start: h.clock.now)
        s.key("ctrl+p")
        h.play(s, settle: 0.1)
        #expect(h.shell.isPaused)
        probe.services.presenter.lift(l)
        #expect(probe.services.presenter.isLifted(l))
        probe.services.presenter.drop(l)
        #expect(l.superlayer === probe.layer)
    }
}
