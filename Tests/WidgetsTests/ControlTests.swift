import Animation
import Geometry
import Gestures
import Testing
@testable import Widgets

@Suite("Controls")
struct ControlTests {
    private func scene() -> (PointerDispatcher, Button, Counter) {
        let root = Layer(name: "root")
        root.setFrame(Rect(x: 0, y: 0, width: 600, height: 400))
        let counter = Counter()
        let button = Button(name: "ok", title: "OK") { counter.value += 1 }
        button.setFrame(Rect(x: 100, y: 100, width: 120, height: 44))
        root.addSublayer(button.layer)
        return (PointerDispatcher(root: root), button, counter)
    }

    final class Counter { var value = 0 }

    @Test("a click fires once and shows pressed while held")
    func click() {
        let (router, button, counter) = scene()
        router.handle(PointerEvent(phase: .down, location: Point(x: 150, y: 120)), at: 0)
        #expect(button.state.contains(.pressed))
        router.handle(PointerEvent(phase: .up, location: Point(x: 150, y: 120)), at: 0.1)
        #expect(!button.state.contains(.pressed))
        #expect(counter.value == 1)
    }

    @Test("dragging far away releases the press and lifting there does not fire")
    func dragAway() {
        let (router, button, counter) = scene()
        router.handle(PointerEvent(phase: .down, location: Point(x: 150, y: 120)), at: 0)
        router.handle(PointerEvent(phase: .move, location: Point(x: 500, y: 380)), at: 0.1)
        #expect(!button.state.contains(.pressed))
        router.handle(PointerEvent(phase: .up, location: Point(x: 500, y: 380)), at: 0.2)
        #expect(counter.value == 0)
    }

    @Test("a cancelled press does not fire")
    func cancelled() {
        let (router, _, counter) = scene()
        router.handle(PointerEvent(phase: .down, location: Point(x: 150, y: 120)), at: 0)
        router.cancelAll(at: 0.1)
        #expect(counter.value == 0)
    }

    @Test("hover shows while the mouse is over the button with no button down")
    func hover() {
        let (router, button, _) = scene()
        router.handle(PointerEvent(phase: .move, location: Point(x: 150, y: 120), button: .none), at: 0)
        #expect(button.state.contains(.hovered))
        let hovered = button.layer.backgroundColor
        router.handle(PointerEvent(phase: .move, location: Point(x: 400, y: 300), button: .none), at: 0.1)
        #expect(!button.state.contains(.hovered))
        #expect(button.layer.backgroundColor != hovered)
    }

    @Test("a disabled button ignores clicks and looks different")
    func disabled() {
        let (router, button, counter) = scene()
        let normal = button.layer.backgroundColor
        button.isEnabled = false
        #expect(button.layer.backgroundColor != normal)
        router.handle(PointerEvent(phase: .down, location: Point(x: 150, y: 120)), at: 0)
        router.handle(PointerEvent(phase: .up, location: Point(x: 150, y: 120)), at: 0.1)
        #expect(counter.value == 0)
    }

    @Test("Tab focuses the button and Space or Return activates it")
    func keyboard() {
        let (_, button, counter) = scene()
        let chain = FocusChain()
        chain.setControls([button])
        #expect(!chain.handleKey(KeyEvent(key: .space)))
        #expect(chain.handleKey(KeyEvent(key: .tab)))
        #expect(button.isFocused && button.layer.sublayers.contains { $0.name.hasSuffix(".focus-ring") && !$0.isHidden })
        #expect(chain.handleKey(KeyEvent(key: .space)))
        #expect(chain.handleKey(KeyEvent(key: .return)))
        #expect(counter.value == 2)
        button.isEnabled = false
        #expect(!chain.handleKey(KeyEvent(key: .return)))
        #expect(counter.value == 2)
    }

    @Test("a modal scope keeps Tab inside it and gives focus back when it closes")
    func modalScope() {
        let behind = [Button(name: "a", title: "A"), Button(name: "b", title: "B")]
        let panel = [Button(name: "ok", title: "OK"), Button(name: "cancel", title: "Cancel")]
        let chain = FocusChain()
        chain.setControls(behind)
        chain.focus(behind[1])
        chain.beginModal(panel, focusing: panel[0])
        #expect(chain.isModal && panel[0].isFocused && !behind[1].isFocused)
        for _ in 0..<3 { _ = chain.handleKey(KeyEvent(key: .tab)) }
        #expect(panel[1].isFocused, "three Tabs over two controls end on the second")
        chain.setControls(behind)
        #expect(panel[1].isFocused, "the screen refreshing its list does not break the modal")
        chain.focus(behind[0])
        #expect(!behind[0].isFocused, "nothing behind a modal takes focus")
        chain.endModal()
        #expect(!chain.isModal && behind[1].isFocused && !panel[1].isFocused)
    }

    @Test("a tool panel's scope has a focus of its own beside the screen's, and a modal over the screen leaves it be")
    func panelScope() {
        let screen = [Button(name: "a", title: "A"), Button(name: "b", title: "B")]
        let tools = [Button(name: "play", title: "Play"), Button(name: "clear", title: "Clear")]
        let alert = [Button(name: "ok", title: "OK")]
        let chain = FocusChain()
        chain.setControls(screen)
        chain.focus(screen[1])
        chain.panel.setControls(tools)
        #expect(chain.panel.handleKey(KeyEvent(key: .tab)))
        #expect(tools[0].isFocused && screen[1].isFocused && chain.focused === screen[1], "each scope keeps its own focus")
        tools[1].becomeFocused()
        #expect(chain.panel.focused === tools[1] && chain.focused === screen[1])
        chain.beginModal(alert, focusing: alert[0])
        #expect(chain.focused === alert[0] && chain.panel.focused === tools[1])
        chain.endModal()
        chain.panel.clearFocus()
        #expect(chain.focused === screen[1] && !tools[1].isFocused)
    }
}

@Suite("Alert controller")
struct AlertControllerUnitTests {
    @Test("Return twice runs the default action once: a dismissing alert takes no more input")
    func chosenOnce() {
        let root = Layer(name: "root")
        root.setFrame(Rect(x: 0, y: 0, width: 600, height: 400))
        let host = LayerHost(root: root)
        var runs = 0
        let alert = AlertController(title: "Delete?", message: nil)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let delete = AlertAction(title: "Delete", style: .destructive) { runs += 1 }
        alert.addAction(delete)
        alert.preferredAction = delete
        let chain = FocusChain()
        alert.present(in: root, focusChain: chain)
        host.update(at: 0.1)
        #expect(alert.handleKey(KeyEvent(key: .return)))
        #expect(!alert.handleKey(KeyEvent(key: .return)))
        #expect(runs == 1 && !chain.isModal)
        host.update(at: 1)
        #expect(alert.overlay.superlayer == nil)
        alert.present(in: root, focusChain: chain)
        #expect(alert.isPresented && chain.isModal, "it can show again")
    }
}
