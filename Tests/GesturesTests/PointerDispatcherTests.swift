import Animation
import Geometry
import Testing
@testable import Gestures

/// Records what a handler was told, in order.
private final class Recorder: PointerHandler {
    let label: String
    var log: [String] = []
    init(_ label: String) { self.label = label }
    func pointerDown(_ e: PointerEvent, at t: MediaTime) { log.append("\(label) down \(e.id)") }
    func pointerMoved(_ e: PointerEvent, at t: MediaTime) { log.append("\(label) move \(e.id)") }
    func pointerUp(_ e: PointerEvent, at t: MediaTime) { log.append("\(label) up \(e.id)") }
    func pointerCancelled(_ e: PointerEvent, at t: MediaTime) { log.append("\(label) cancel \(e.id)") }
}

@Suite("Pointer routing")
struct PointerDispatcherTests {
    private func scene() -> (Layer, Recorder, Recorder) {
        let root = Layer(name: "root")
        root.setFrame(Rect(x: 0, y: 0, width: 400, height: 400))
        let box = Layer(name: "box")
        box.setFrame(Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSublayer(box)
        let r = Recorder("root"), b = Recorder("box")
        root.attachments.add(r, as: PointerHandler.self)
        box.attachments.add(b, as: PointerHandler.self)
        return (root, r, b)
    }

    @Test("a pointer's later events go to the layers it went down on, deepest first, until it lifts")
    func capture() {
        let (root, r, b) = scene()
        let router = PointerDispatcher(root: root)
        router.handle(PointerEvent(phase: .down, location: Point(x: 50, y: 50)), at: 0)
        router.handle(PointerEvent(phase: .move, location: Point(x: 300, y: 300)), at: 0.1)
        router.handle(PointerEvent(phase: .up, location: Point(x: 300, y: 300)), at: 0.2)
        #expect(b.log == ["box down 0", "box move 0", "box up 0"])
        #expect(r.log == ["root down 0", "root move 0", "root up 0"])
        router.handle(PointerEvent(phase: .move, location: Point(x: 50, y: 50), button: .none), at: 0.3)
        #expect(b.log.count == 3)
    }

    @Test("two pointers are followed independently")
    func twoPointers() {
        let (root, r, b) = scene()
        let router = PointerDispatcher(root: root)
        router.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 50, y: 50), source: .touch), at: 0)
        router.handle(PointerEvent(id: 2, phase: .down, location: Point(x: 300, y: 300), source: .touch), at: 0)
        router.handle(PointerEvent(id: 2, phase: .move, location: Point(x: 60, y: 60), source: .touch), at: 0.1)
        #expect(b.log == ["box down 1"])
        #expect(r.log == ["root down 1", "root down 2", "root move 2"])
    }

    @Test("cancelAll cancels every pointer in flight, once")
    func cancelAll() {
        let (root, r, b) = scene()
        let router = PointerDispatcher(root: root)
        // Two pointers in flight: one on the box (and so the root), one on the root alone.
        router.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 50, y: 50), source: .touch), at: 0)
        router.handle(PointerEvent(id: 2, phase: .down, location: Point(x: 300, y: 300), source: .touch), at: 0)
        router.cancelAll(at: 0.1)
        router.cancelAll(at: 0.2)
        router.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 50, y: 50), source: .touch), at: 0.3)
        router.handle(PointerEvent(id: 2, phase: .up, location: Point(x: 300, y: 300), source: .touch), at: 0.3)
        #expect(b.log == ["box down 1", "box cancel 1"])
        #expect(r.log.count == 4 && r.log.prefix(2) == ["root down 1", "root down 2"])
        #expect(Set(r.log.dropFirst(2)) == ["root cancel 1", "root cancel 2"], "each pointer cancelled once: \(r.log)")
    }

    @Test("a press's sequence records its button and hit path; a pan that wins takes it from the controls")
    func sequenceRecord() throws {
        let (root, r, b) = scene()
        let d = PointerDispatcher(root: root)
        root.addGestureRecognizer(PanGestureRecognizer())
        d.handle(PointerEvent(phase: .down, location: Point(x: 50, y: 50)), at: 0)
        let s = try #require(d.sequences[0])
        #expect(s.button == .left && s.path.map(\.name) == ["box", "root"] && !s.isTaken)
        // Far past the slop: the pan begins on this move, before the controls hear of it.
        d.handle(PointerEvent(phase: .move, location: Point(x: 150, y: 50)), at: 0.1)
        #expect(d.sequences[0]?.isTaken == true)
        d.handle(PointerEvent(phase: .up, location: Point(x: 150, y: 50)), at: 0.2)
        #expect(d.sequences.isEmpty)
        #expect(b.log == ["box down 0", "box cancel 0"])
        #expect(r.log == ["root down 0", "root cancel 0"])
    }

    @Test("another button on a held mouse is not a press; the same one again cancels the sequence whose release was lost")
    func lostRelease() {
        let (root, r, b) = scene()
        let d = PointerDispatcher(root: root)
        d.handle(PointerEvent(phase: .down, location: Point(x: 50, y: 50)), at: 0)
        d.handle(PointerEvent(phase: .down, location: Point(x: 300, y: 300), button: .right), at: 0.1)
        d.handle(PointerEvent(phase: .up, location: Point(x: 300, y: 300), button: .right), at: 0.2)
        #expect(b.log == ["box down 0"] && d.sequences[0]?.button == .left)
        d.handle(PointerEvent(phase: .down, location: Point(x: 300, y: 300)), at: 0.3)
        #expect(b.log == ["box down 0", "box cancel 0"])
        #expect(r.log == ["root down 0", "root cancel 0", "root down 0"])
    }

    @Test("a tool that claims a press is told of its later events, until it lifts")
    func claims() {
        let (root, _, _) = scene()
        let d = PointerDispatcher(root: root)
        final class Tool {}
        let tool = Tool(), other = Tool()
        d.handle(PointerEvent(phase: .down, location: Point(x: 50, y: 50)), at: 0, claimedBy: tool)
        #expect(d.isClaimed(0, by: tool) && !d.isClaimed(0, by: other))
        d.handle(PointerEvent(phase: .up, location: Point(x: 50, y: 50)), at: 0.1)
        #expect(!d.isClaimed(0, by: tool))
    }

    @Test("a press a tool holds whole reaches no layer, and its sequence ends as any does")
    func hold() {
        let (root, r, b) = scene()
        let d = PointerDispatcher(root: root)
        final class Tool {}
        let tool = Tool()
        d.hold(PointerEvent(phase: .down, location: Point(x: 50, y: 50)), at: 0, for: tool)
        d.handle(PointerEvent(phase: .move, location: Point(x: 60, y: 60)), at: 0.1)
        #expect(d.isClaimed(0, by: tool) && d.sequences[0]?.location == Point(x: 60, y: 60))
        d.handle(PointerEvent(phase: .up, location: Point(x: 60, y: 60)), at: 0.2)
        #expect(d.sequences.isEmpty && r.log.isEmpty && b.log.isEmpty)
    }
}
