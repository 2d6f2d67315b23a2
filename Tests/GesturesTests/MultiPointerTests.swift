import Animation
import Foundation
import Geometry
import Testing
@testable import Gestures

/// Two boxes side by side on a 600x400 root: A at (0, 0, 200, 200), B at (300, 0, 200, 200).
private func twoBoxes() -> (PointerDispatcher, Layer, Layer, Layer) {
    let root = Layer(name: "root")
    root.setFrame(Rect(x: 0, y: 0, width: 600, height: 400))
    let a = Layer(name: "a"), b = Layer(name: "b")
    a.setFrame(Rect(x: 0, y: 0, width: 200, height: 200))
    b.setFrame(Rect(x: 300, y: 0, width: 200, height: 200))
    root.addSublayer(a)
    root.addSublayer(b)
    return (PointerDispatcher(root: root), root, a, b)
}

private func touch(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, id: Int, button: PointerEvent.Button = .left) -> PointerEvent {
    PointerEvent(id: id, phase: phase, location: Point(x: x, y: y), button: button, source: id == 0 ? .mouse : .touch)
}

/// Lets every pair recognize together.
private final class Together: GestureRecognizerDelegate {
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

/// Least-squares slope of (t, v) samples: the reference a velocity is checked against.
private func leastSquaresSlope(_ samples: [(t: Double, v: Double)]) -> Double {
    let n = Double(samples.count)
    let mt = samples.map(\.t).reduce(0, +) / n, mv = samples.map(\.v).reduce(0, +) / n
    let stt = samples.reduce(0) { $0 + ($1.t - mt) * ($1.t - mt) }
    let stv = samples.reduce(0) { $0 + ($1.t - mt) * ($1.v - mv) }
    return stv / stt
}

@Suite("Several pointers at once")
struct MultiPointerTests {
    @Test("one finger pans box A and another pans box B: both pans run, neither is cancelled")
    func arenaPerPointer() {
        let (c, _, a, b) = twoBoxes()
        let panA = PanGestureRecognizer(name: "pan A"), panB = PanGestureRecognizer(name: "pan B")
        a.addGestureRecognizer(panA)
        b.addGestureRecognizer(panB)
        var log: [String] = []
        panA.action = { log.append("\($0.name) \($0.state.rawValue)") }
        panB.action = { log.append("\($0.name) \($0.state.rawValue)") }
        c.handle(touch(.down, 100, 100, id: 1), at: 0)
        c.handle(touch(.move, 130, 100, id: 1), at: 0.02)
        c.handle(touch(.down, 400, 100, id: 2), at: 0.03)
        c.handle(touch(.move, 430, 100, id: 2), at: 0.05)
        c.handle(touch(.move, 160, 100, id: 1), at: 0.06)
        #expect(panA.state == .changed && panB.state == .began, "both in progress")
        #expect(!log.contains("pan A cancelled"))
        #expect(panA.translation(in: nil) == Vector(dx: 60, dy: 0) && panB.translation(in: nil) == Vector(dx: 30, dy: 0))
        c.handle(touch(.up, 160, 100, id: 1), at: 0.2)
        c.handle(touch(.up, 430, 100, id: 2), at: 0.2)
        #expect(log.filter { $0.hasSuffix("ended") }.count == 2 && !c.isBusy)
    }

    @Test("a right-click during a drag neither restarts nor strands it; the left button's release ends it")
    func secondButton() {
        let (c, _, a, _) = twoBoxes()
        let pan = PanGestureRecognizer()
        a.addGestureRecognizer(pan)
        c.handle(touch(.down, 50, 50, id: 0), at: 0)
        c.handle(touch(.move, 90, 50, id: 0), at: 0.05)
        #expect(pan.state == .began)
        c.handle(touch(.down, 500, 300, id: 0, button: .right), at: 0.1)
        c.handle(touch(.up, 500, 300, id: 0, button: .right), at: 0.15)
        c.handle(touch(.move, 120, 60, id: 0), at: 0.2)
        #expect(pan.state == .changed && pan.translation(in: nil) == Vector(dx: 70, dy: 10))
        c.handle(touch(.up, 120, 60, id: 0), at: 0.3)
        #expect(pan.state == .possible && !c.isBusy, "ended and reset, nothing left waiting")
    }

    @Test("the pan's translation does not jump when a second finger lands or lifts")
    func panTranslationContinuity() {
        let (c, root, _, _) = twoBoxes()
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        c.handle(touch(.down, 100, 300, id: 1), at: 0)
        c.handle(touch(.move, 120, 300, id: 1), at: 0.02)
        #expect(pan.translation(in: nil) == Vector(dx: 20, dy: 0))
        c.handle(touch(.down, 400, 380, id: 2), at: 0.03)
        #expect(pan.translation(in: nil) == Vector(dx: 20, dy: 0), "a finger landing moves the centroid, not the translation")
        c.handle(touch(.move, 121, 300, id: 1), at: 0.04)
        c.handle(touch(.move, 401, 380, id: 2), at: 0.04)
        #expect(pan.translation(in: nil) == Vector(dx: 21, dy: 0))
        c.handle(touch(.up, 121, 300, id: 1), at: 0.05)
        c.handle(touch(.move, 402, 380, id: 2), at: 0.06)
        #expect(pan.translation(in: nil) == Vector(dx: 22, dy: 0), "nor does one lifting")
    }

    @Test("the pan's release velocity is the stroke's, without the lift as a sample, and a slow release is no fling")
    func panReleaseVelocity() {
        let (c, root, _, _) = twoBoxes()
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        var released: Vector?
        pan.action = { if $0.state == .ended { released = ($0 as? PanGestureRecognizer)?.velocity(in: nil) } }
        // A decelerating stroke: x(t) = 1200 t − 3000 t², moves every 10 ms, then a lift
        // 8 ms after the last move at the same place.
        var samples: [(t: Double, v: Double)] = []
        c.handle(touch(.down, 100, 200, id: 1), at: 0)
        for i in 1...12 {
            let t = Double(i) * 0.01, x = 100 + 1200 * t - 3000 * t * t
            c.handle(touch(.move, x, 200, id: 1), at: MediaTime(seconds: t))
            samples.append((t, x))
        }
        c.handle(touch(.up, samples.last!.v, 200, id: 1), at: 0.128)
        // Flutter's tracker: the samples of the last 100 ms, least squares.
        let reference = leastSquaresSlope(samples.filter { $0.t >= 0.12 - 0.1 - 1e-9 })
        #expect(abs((released?.dx ?? 0) - reference) < 1e-6, "got \(String(describing: released)), reference \(reference)")

        let (c2, root2, _, _) = twoBoxes()
        let slow = PanGestureRecognizer()
        root2.addGestureRecognizer(slow)
        var slowRelease: Vector?
        slow.action = { if $0.state == .ended { slowRelease = ($0 as? PanGestureRecognizer)?.velocity(in: nil) } }
        c2.handle(touch(.down, 100, 200, id: 1), at: 0)
        for i in 1...20 { c2.handle(touch(.move, 100 + Double(i), 200, id: 1), at: MediaTime(seconds: Double(i) * 0.025)) }
        c2.handle(touch(.up, 120, 200, id: 1), at: 0.51)
        #expect(slowRelease == .zero, "40 pt/s is under the 50 pt/s minimum fling speed")
    }

    @Test("rotation goes on past ±π, with the right sign and the true angular velocity; a twin event at the same time counts once")
    func rotationPastPi() {
        let (c, root, _, _) = twoBoxes()
        let rotation = RotationGestureRecognizer()
        root.addGestureRecognizer(rotation)
        let center = Point(x: 300, y: 200), r = 80.0, omega = 21.8
        func at(_ angle: Double, _ sign: Double) -> Point {
            Point(x: center.x + sign * r * cos(angle), y: center.y + sign * r * sin(angle))
        }
        c.handle(touch(.down, at(0, 1).x, at(0, 1).y, id: 1), at: 0)
        c.handle(touch(.down, at(0, -1).x, at(0, -1).y, id: 2), at: 0)
        // Turn 1.5 turns clockwise on screen (y down): both fingers move at each 60 Hz
        // frame, as two events with the same timestamp.
        var t = 0.0
        while omega * t < 3 * .pi {
            t += 1.0 / 60
            let a = omega * t
            c.handle(touch(.move, at(a, 1).x, at(a, 1).y, id: 1), at: MediaTime(seconds: t))
            c.handle(touch(.move, at(a, -1).x, at(a, -1).y, id: 2), at: MediaTime(seconds: t))
        }
        #expect(abs(rotation.rotation - omega * t) < 1e-9, "accumulated \(rotation.rotation), turned \(omega * t)")
        #expect(rotation.rotation > 3 * .pi - 1e-9, "clockwise on screen is positive")
        #expect(abs(rotation.velocity - omega) < 0.01 * omega, "velocity \(rotation.velocity) for a true \(omega)")
    }

    @Test("a pinch's velocity is its scale's rate, and it carries on when a third finger comes and goes")
    func pinchVelocityAndThirdFinger() {
        let (c, root, _, _) = twoBoxes()
        let pinch = PinchGestureRecognizer()
        root.addGestureRecognizer(pinch)
        c.handle(touch(.down, 250, 200, id: 1), at: 0)
        c.handle(touch(.down, 350, 200, id: 2), at: 0)
        // The fingers part at 200 pt/s each: the scale grows by 4 per second.
        for i in 1...10 {
            let t = Double(i) / 60, d = 50 + 200 * t
            c.handle(touch(.move, 300 - d, 200, id: 1), at: MediaTime(seconds: t))
            c.handle(touch(.move, 300 + d, 200, id: 2), at: MediaTime(seconds: t))
        }
        #expect(abs(pinch.velocity - 4) < 1e-6)
        let before = pinch.scale
        c.handle(touch(.down, 300, 380, id: 3), at: 0.2)
        c.handle(touch(.up, 300, 380, id: 3), at: 0.21)
        #expect(pinch.scale == before && pinch.state == .changed)
    }

    @Test("a cancel keeps the pointer's location for the action to read, and then forgets it")
    func cancelKeepsLocation() {
        let (c, _, a, _) = twoBoxes()
        let pan = PanGestureRecognizer()
        a.addGestureRecognizer(pan)
        var seen: [Point?] = []
        pan.action = { if $0.state == .cancelled { seen.append($0.location(in: nil)) } }
        c.handle(touch(.down, 50, 50, id: 1), at: 0)
        c.handle(touch(.move, 80, 50, id: 1), at: 0.05)
        c.handle(touch(.cancel, 80, 50, id: 1), at: 0.1)
        #expect(seen == [Point(x: 80, y: 50)])
        #expect(!c.isBusy && pan.pointers.isEmpty)
    }

    @Test("a pan that begins cancels the touch of the button under the same pointer: the button does not fire")
    func cancelsTouchesInView() {
        let (c, root, a, _) = twoBoxes()
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        final class Tapper: PointerHandler {
            var log: [String] = []
            func pointerDown(_ e: PointerEvent, at t: MediaTime) { log.append("down") }
            func pointerMoved(_ e: PointerEvent, at t: MediaTime) { log.append("move") }
            func pointerUp(_ e: PointerEvent, at t: MediaTime) { log.append("up") }
            func pointerCancelled(_ e: PointerEvent, at t: MediaTime) { log.append("cancel") }
        }
        let button = Tapper()
        a.attachments.add(button, as: PointerHandler.self)
        // Recognizers see each event before the controls, as in UIKit: the move that
        // makes the pan begin reaches the button as a cancel.
        for e in [touch(.down, 50, 50, id: 1), touch(.move, 55, 50, id: 1), touch(.move, 90, 50, id: 1),
                  touch(.move, 60, 50, id: 1), touch(.up, 60, 50, id: 1)] {
            c.handle(e, at: 0)
        }
        #expect(button.log == ["down", "move", "cancel"], "after the pan began the button heard nothing but its cancel")
        pan.cancelsTouchesInView = false
        button.log.removeAll()
        for e in [touch(.down, 50, 50, id: 1), touch(.move, 90, 50, id: 1), touch(.up, 90, 50, id: 1)] {
            c.handle(e, at: 1)
        }
        #expect(button.log == ["down", "move", "up"])
    }

    @Test("an illegal transition asked of the coordinator is a programming error, not ignored")
    func illegalRequestTraps() async {
        await #expect(processExitsWith: .failure) {
            let root = Layer(name: "root")
            root.setFrame(Rect(x: 0, y: 0, width: 100, height: 100))
            let c = PointerDispatcher(root: root)
            let pan = PanGestureRecognizer()
            root.addGestureRecognizer(pan)
            c.handle(PointerEvent(phase: .down, location: Point(x: 10, y: 10)), at: 0)
            pan.request(.changed)
        }
    }

    @Test("without a coordinator a request obeys the delegate, as with one")
    func requestWithoutCoordinator() {
        final class No: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { false }
        }
        let no = No()
        let pan = PanGestureRecognizer()
        pan.delegate = no
        pan.request(.began)
        #expect(pan.state == .failed)
    }

    @Test("a pinch let go from waiting checks it still has two fingers: one lifted meanwhile, so it fails")
    func releasedWaiterRechecks() {
        let (c, root, a, _) = twoBoxes()
        let pinch = PinchGestureRecognizer(), long = LongPressGestureRecognizer()
        pinch.require(toFail: long)
        root.addGestureRecognizer(pinch)
        a.addGestureRecognizer(long)
        var states: [String] = []
        pinch.action = { states.append($0.state.rawValue) }
        c.handle(touch(.down, 50, 50, id: 1), at: 0)
        c.handle(touch(.down, 150, 50, id: 2), at: 0.01)
        #expect(pinch.pendingState == .began, "it waits for the long press to fail")
        // The lift fails the long press (too short), which lets the pinch go: but the
        // lifting finger is one of its two.
        c.handle(touch(.up, 150, 50, id: 2), at: 0.1)
        #expect(states.isEmpty && pinch.state == .failed, "it never began: \(states)")
        c.handle(touch(.up, 50, 50, id: 1), at: 0.3)
        #expect(!c.isBusy)
    }
}
