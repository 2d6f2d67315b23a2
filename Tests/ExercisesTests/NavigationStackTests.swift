import Animation
import AppTestSupport
import Exercises
import Geometry
import Gestures
import Testing
import TestSupport
import Widgets

private final class PlainScreen: NavigationScreen {
    let layer: Layer
    let navigationItem: NavigationItem
    private(set) var appearances = 0
    init(_ title: String) {
        layer = Layer(name: "screen.\(title)")
        layer.backgroundColor = .white
        navigationItem = NavigationItem(title: title)
    }
    func layout(in size: Size) {}
    func didAppear() { appearances += 1 }
}

/// A stack 600 x 500 at the window's top-left, its root "Root".
private final class NavProbe: Exercise {
    let layer: Layer
    let root = PlainScreen("Root")
    let nav: NavigationStack

    init(services: ExerciseServices) {
        layer = services.layer
        nav = NavigationStack(root: root)
        layer.addSublayer(nav.layer)
    }

    func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        nav.setFrame(Rect(x: 0, y: 0, width: 600, height: 500))
    }

    func handleKey(_ event: KeyEvent, at time: LocalTime) -> Bool { nav.handleKey(event) }
    var focusableControls: [Control] { nav.focusableControls }
}

@Suite("Navigation stack")
struct NavigationStackTests {
    private func harness() -> (ShellHarness, NavProbe) {
        ShellHarness.hosting { NavProbe(services: $0) }
    }

    private func pushed(_ h: ShellHarness, _ p: NavProbe) -> PlainScreen {
        let page = PlainScreen("Page")
        p.nav.push(page)
        h.play(EventScript(start: h.clock.now), settle: 1)
        return page
    }

    @Test("a push slides the page in over the root, which moves a third left; the back button names the root; pop undoes it")
    func pushAndPop() {
        let (h, p) = harness()
        let page = PlainScreen("Page")
        p.nav.push(page)
        h.play(EventScript(start: h.clock.now), settle: 0.1)
        let x = page.layer.presentation.position.x, rootX = p.root.layer.presentation.position.x
        #expect(x > 0 && x < 600, "part way in: \(x)")
        #expect(rootX < 0 && rootX > -200, "the root moves left by up to a third: \(rootX)")
        h.play(EventScript(start: h.clock.now), settle: 1)
        #expect(p.nav.topScreen === page && page.layer.position.x == 0 && page.appearances == 1)
        #expect(p.root.layer.superlayer == nil, "the covered screen leaves the tree")
        #expect(h.dump.first(named: "nav.back.title")?.text == "Root")
        p.nav.pop()
        h.play(EventScript(start: h.clock.now), settle: 1)
        #expect(p.nav.topScreen === p.root && p.root.layer.position.x == 0 && page.layer.superlayer == nil)
    }

    /// Drags from the left edge to `fraction` of the width slowly, rests, and lets go.
    private func edgeDrag(_ h: ShellHarness, to fraction: Double, speed: Double = 300, rest: Double = 0.1) {
        var s = EventScript(start: h.clock.now + 0.05)
        s.drag(from: Point(x: 8, y: 250), to: Point(x: 8 + 600 * fraction, y: 250), speed: speed)
        s.wait(rest)
        s.up(8 + 600 * fraction, 250)
        h.play(s, settle: 1)
    }

    @Test("an edge drag released at 30 % springs back; at 70 % it pops")
    func interactivePopThreshold() {
        let (h, p) = harness()
        let page = pushed(h, p)
        edgeDrag(h, to: 0.3)
        #expect(p.nav.topScreen === page && page.layer.position.x == 0, "cancelled")
        edgeDrag(h, to: 0.7)
        #expect(p.nav.topScreen === p.root && page.layer.superlayer == nil, "completed")
        #expect(p.root.layer.position.x == 0)
    }

    @Test("a flick from 20 % pops; the screens follow the finger while it drags")
    func flickPops() {
        let (h, p) = harness()
        let page = pushed(h, p)
        var s = EventScript(start: h.clock.now + 0.05)
        s.drag(from: Point(x: 8, y: 250), to: Point(x: 128, y: 250), speed: 300)
        h.play(s, settle: 0)
        #expect(abs(page.layer.position.x - 120) < 0.5, "the page is under the finger: \(page.layer.position.x)")
        #expect(abs(p.root.layer.position.x - (-200 * 0.8)) < 0.5, "the root a third of the way back")
        var flick = EventScript(start: h.clock.now)
        for i in 1...4 { flick.move(128 + Double(i) * 20, 250) }
        flick.up(208, 250)
        h.play(flick, settle: 1)
        #expect(p.nav.topScreen === p.root)
    }

    @Test("Esc and Alt+Left pop; at the root Esc does nothing to the stack; the back button pops")
    func keysAndBackButton() {
        let (h, p) = harness()
        _ = pushed(h, p)
        var esc = EventScript(start: h.clock.now)
        esc.key("escape")
        h.play(esc, settle: 1)
        #expect(p.nav.topScreen === p.root)
        esc = EventScript(start: h.clock.now)
        esc.key("escape")
        h.play(esc, settle: 1)
        #expect(p.nav.screens.count == 1)
        _ = pushed(h, p)
        var alt = EventScript(start: h.clock.now)
        alt.key("alt+left")
        h.play(alt, settle: 1)
        #expect(p.nav.topScreen === p.root)
        _ = pushed(h, p)
        let back = h.center(of: "nav.back")!
        var click = EventScript(start: h.clock.now)
        click.click(back.x, back.y)
        h.play(click, settle: 1)
        #expect(p.nav.topScreen === p.root)
    }

    @Test("Alt+Left or a push during an edge drag neither pops twice nor empties the stack")
    func keysDuringEdgeDrag() {
        let (h, p) = harness()
        _ = pushed(h, p)
        var s = EventScript(start: h.clock.now + 0.05)
        s.drag(from: Point(x: 8, y: 250), to: Point(x: 428, y: 250), speed: 600)
        s.key("alt+left")
        s.move(440, 250)
        s.up(440, 250)
        h.play(s, settle: 1)
        #expect(p.nav.screens.count >= 1 && p.nav.topScreen === p.root)
        let a = pushed(h, p)
        var d = EventScript(start: h.clock.now + 0.05)
        d.drag(from: Point(x: 8, y: 250), to: Point(x: 300, y: 250), speed: 600)
        h.play(d, settle: 0)
        let b = PlainScreen("B")
        p.nav.push(b)
        var lift = EventScript(start: h.clock.now)
        lift.move(500, 250)
        lift.up(500, 250)
        h.play(lift, settle: 1)
        #expect(p.nav.screens.map(\.navigationItem.title) == ["Root", "Page", "B"] && p.nav.topScreen === b && a.layer.superlayer == nil,
                "the push let go of the drag and the drag's release popped nothing")
    }

    @Test("a screen's new title and bar buttons show in the bar at once")
    func itemChangesShow() {
        let (h, p) = harness()
        p.root.navigationItem.title = "Renamed"
        p.root.navigationItem.rightBarButtons = [Button(name: "nav.save", title: "Save", style: .plain)]
        h.play(EventScript(start: h.clock.now), settle: 0.1)
        #expect(h.dump.first(named: "nav.title")?.text == "Renamed")
        #expect(h.dump.first(named: "nav.save") != nil)
        #expect(p.nav.focusableControls.contains { $0.layer.name == "nav.save" })
    }
}
