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

@Suite("Exploded view")
struct ExplodedViewTests {
    private func studio(_ tab: ExerciseKind) throws -> (StudioScene, VirtualClock) {
        var c = AppShell.Configuration(size: Size(width: 1024, height: 768), network: OfflineNetworkClient())
        c.initialTab = tab
        c.seed = 2
        c.pasteboard = MemoryPasteboard()
        let studio = try StudioScene(configuration: c)
        let clock = VirtualClock()
        ScriptPlayer(script: InputScript(events: [])).play(into: studio, clock: clock, until: 0.1)
        return (studio, clock)
    }

    private func play(_ s: EventScript, into studio: StudioScene, clock: VirtualClock) {
        ScriptPlayer(script: s.script).play(into: studio, clock: clock, until: s.time)
    }

    @Test("in 3D the selection's outline is drawn on the layer's plane, not at its flat place (QA item 2)")
    func outlineOnThePlane() throws {
        let (studio, clock) = try studio(.blackHole)
        var s = EventScript(start: 0.2)
        s.key("ctrl+shift+i")
        play(s, into: studio, clock: clock)
        let inspector = studio.inspector
        inspector.setExploded(true)
        let planes = inspector.exploded.planes()
        let square = try #require(planes.filter { $0.layer.name == "square" }.last)
        let b = square.layer.presentation.bounds
        let center = try #require(square.toWindow.then(inspector.exploded.lift(depth: square.depth)).apply(to: Point(x: b.midX, y: b.midY)))
        var pick = EventScript(start: clock.now + 0.01)
        pick.click(center.x, center.y)
        play(pick, into: studio, clock: clock)
        #expect(inspector.selectedLayer === square.layer)
        let outline = inspector.outline
        #expect(outline.layer.isHidden && !outline.plane.isHidden, "the flat box gives way to the plane's outline")
        let corners = try #require(PickOutline.corners(of: square.layer, in: inspector.exploded))
        let drawn = outline.plane.path.elements.compactMap { e -> Point? in
            switch e {
            case .move(let p), .line(let p): p
            default: nil
            }
        }
        #expect(drawn == corners, "the outline follows the plane as the 3D view draws it")
        let flat = square.layer.frameInWindow
        #expect(!corners.allSatisfy { flat.contains($0) } || corners.first != Point(x: flat.minX, y: flat.minY), "not the flat box")
        // Back to the flat view, the box returns.
        inspector.setExploded(false)
        #expect(!outline.layer.isHidden && outline.plane.isHidden)
    }

    @Test("Black Hole's 3D view lifts the squares above the canvas, and a click on one selects it; Esc returns")
    func blackHole() throws {
        let (studio, clock) = try studio(.blackHole)
        var s = EventScript(start: 0.2)
        s.key("ctrl+shift+i")
        play(s, into: studio, clock: clock)
        let button = try #require(studio.overlay.dump().first(named: "inspector.3d")?.frame)
        var click = EventScript(start: clock.now + 0.01)
        click.click(button[0] + button[2] / 2, button[1] + button[3] / 2)
        play(click, into: studio, clock: clock)
        let inspector = studio.inspector
        #expect(inspector.isExploded && studio.overlay.attachments.contains(ExplodedView.self))
        let planes = inspector.exploded.planes()
        let canvas = try #require(planes.first { $0.layer.name == "black-hole.canvas" })
        // The square nearest the viewer's side that the panel does not cover.
        let squares = planes.filter { $0.layer.name == "square" }
        #expect(squares.count == 3 && squares.allSatisfy { $0.depth > canvas.depth })
        let square = try #require(squares.last)
        let b = square.layer.presentation.bounds
        let center = try #require(square.toWindow.then(inspector.exploded.lift(depth: square.depth)).apply(to: Point(x: b.midX, y: b.midY)))
        #expect(!inspector.contains(center))
        var pick = EventScript(start: clock.now + 0.01)
        pick.click(center.x, center.y)
        play(pick, into: studio, clock: clock)
        #expect(inspector.selectedLayer === square.layer)
        #expect(studio.shell.rootLayer.allLayers.filter { $0.name == "square" }.count == 3, "the click never reached the exercise")
        var esc = EventScript(start: clock.now + 0.01)
        esc.key("escape")
        play(esc, into: studio, clock: clock)
        #expect(!inspector.isExploded && !studio.overlay.attachments.contains(ExplodedView.self))
    }

    @Test("a drag on the 3D view orbits it and the wheel zooms it")
    func orbitAndZoom() throws {
        let (studio, clock) = try studio(.circles)
        var s = EventScript(start: 0.2)
        s.key("ctrl+shift+i")
        play(s, into: studio, clock: clock)
        studio.inspector.setExploded(true)
        let (yaw, pitch, zoom) = (studio.inspector.exploded.yaw, studio.inspector.exploded.pitch, studio.inspector.exploded.zoom)
        var drag = EventScript(start: clock.now + 0.01)
        drag.drag(from: Point(x: 200, y: 400), to: Point(x: 300, y: 450), speed: 500)
        drag.up(300, 450)
        drag.wheel(200, 400, dy: 2)
        play(drag, into: studio, clock: clock)
        #expect(abs(studio.inspector.exploded.yaw - (yaw + 100 * Inspector.orbitRate)) < 1e-9)
        #expect(abs(studio.inspector.exploded.pitch - (pitch - 50 * Inspector.orbitRate)) < 1e-9)
        #expect(abs(studio.inspector.exploded.zoom - zoom * 1.21) < 1e-9)
        #expect(!studio.shell.rootLayer.allLayers.contains { $0.name == "circle" }, "no drag or wheel reached the canvas")
    }
}
