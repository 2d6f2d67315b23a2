import Animation
import Geometry
import Testing
@testable import Gestures

/// A 400x400 root with a 100x100 box at the origin, and a coordinator.
private func scene() -> (PointerDispatcher, Layer, Layer) {
    let root = Layer(name: "root")
    root.setFrame(Rect(x: 0, y: 0, width: 400, height: 400))
    let box = Layer(name: "box")
    box.setFrame(Rect(x: 0, y: 0, width: 100, height: 100))
    root.addSublayer(box)
    return (PointerDispatcher(root: root), root, box)
}

private func ev(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, id: Int = 0) -> PointerEvent {
    PointerEvent(id: id, phase: phase, location: Point(x: x, y: y), source: id == 0 ? .mouse : .touch)
}

/// Taps at (x, y): down at t, up 80 ms later.
private func tap(_ c: PointerDispatcher, _ x: Double, _ y: Double, at t: Double) {
    c.handle(ev(.down, x, y), at: MediaTime(seconds: t))
    c.update(at: MediaTime(seconds: t + 0.04))
    c.handle(ev(.up, x, y), at: MediaTime(seconds: t + 0.08))
}

/// A double tap on the root that requires the box's triple tap to fail, both logged.
private func doubleRequiringTriple() -> (PointerDispatcher, Log) {
    let (c, root, box) = scene()
    let double = TapGestureRecognizer(taps: 2), triple = TapGestureRecognizer(taps: 3)
    let log = Log()
    double.action = log.record
    triple.action = log.record
    double.require(toFail: triple)
    root.addGestureRecognizer(double)
    box.addGestureRecognizer(triple)
    return (c, log)
}

private final class Log {
    var lines: [String] = []
    func record(_ r: GestureRecognizer) { lines.append("\(r.name) \(r.state.rawValue)") }
}

@Suite("Gesture state machine")
struct GestureStateTests {
    static let allPairs = GestureRecognizer.State.allCases.flatMap { a in GestureRecognizer.State.allCases.map { (a, $0) } }

    /// UIKit's transitions for a continuous recognizer, written out independently of the code.
    static let continuousLegal: Set<String> = ["possible>began", "possible>ended", "possible>failed", "began>changed",
                                               "began>ended", "began>cancelled", "changed>changed", "changed>ended",
                                               "changed>cancelled"]

    static func isContinuousLegal(_ a: GestureRecognizer.State, _ b: GestureRecognizer.State) -> Bool {
        continuousLegal.contains("\(a.rawValue)>\(b.rawValue)")
    }

    @Test("continuous recognizers allow exactly UIKit's transitions and reject every other")
    func continuous() {
        let r = PanGestureRecognizer()
        for (a, b) in Self.allPairs {
            #expect(r.isLegal(from: a, to: b) == Self.isContinuousLegal(a, b), "\(a) -> \(b)")
        }
    }

    @Test("from every reachable state, every illegal transition throws and the legal ones do not")
    func everyIllegalTransitionThrows() {
        // Paths that reach each state through legal steps.
        let paths: [GestureRecognizer.State: [GestureRecognizer.State]] = [
            .possible: [], .began: [.began], .changed: [.began, .changed],
            .ended: [.began, .ended], .cancelled: [.began, .cancelled], .failed: [.failed],
        ]
        for (from, path) in paths {
            for to in GestureRecognizer.State.allCases {
                let r = PanGestureRecognizer()
                for step in path { r.setState(step) }
                #expect(r.state == from)
                if Self.isContinuousLegal(from, to) {
                    #expect(throws: Never.self) { try r.validate(to) }
                } else {
                    let e = #expect(throws: GestureRecognizer.IllegalTransition.self) { try r.validate(to) }
                    #expect(e == GestureRecognizer.IllegalTransition(recognizer: "pan", from: from, to: to))
                }
            }
        }
    }

    @Test("making an illegal transition stops the program: it is a programming error")
    func illegalTransitionTraps() async {
        await #expect(processExitsWith: .failure) {
            let r = TapGestureRecognizer()
            r.setState(.began)
        }
    }

    @Test("discrete recognizers only recognize or fail, and every illegal step throws")
    func discrete() {
        let r = TapGestureRecognizer()
        for (a, b) in Self.allPairs {
            let ok = a == .possible && (b == .ended || b == .failed)
            #expect(r.isLegal(from: a, to: b) == ok, "\(a) -> \(b)")
        }
        #expect(throws: GestureRecognizer.IllegalTransition.self) { try r.validate(.began) }
        #expect(throws: GestureRecognizer.IllegalTransition.self) { try r.validate(.changed) }
        #expect(throws: GestureRecognizer.IllegalTransition.self) { try r.validate(.cancelled) }
    }
}

@Suite("Tap, long press and pan")
struct RecognizerTests {
    @Test("a single tap recognizes on lift and reports its location once")
    func singleTap() {
        let (c, _, box) = scene()
        let t = TapGestureRecognizer()
        let log = Log()
        t.action = log.record
        box.addGestureRecognizer(t)
        tap(c, 50, 50, at: 0)
        #expect(log.lines == ["tap×1 ended"])
        #expect(!c.isBusy)
    }

    @Test("a two-finger tap needs both touches down together")
    func twoFingerTap() {
        let (c, _, box) = scene()
        let t = TapGestureRecognizer(taps: 1, touches: 2)
        let log = Log()
        t.action = log.record
        box.addGestureRecognizer(t)
        tap(c, 50, 50, at: 0)
        #expect(log.lines.isEmpty)
        c.handle(ev(.down, 40, 50, id: 1), at: 1)
        c.handle(ev(.down, 60, 50, id: 2), at: 1.01)
        c.handle(ev(.up, 40, 50, id: 1), at: 1.08)
        c.handle(ev(.up, 60, 50, id: 2), at: 1.09)
        #expect(log.lines == ["tap×1 ended"])
    }

    @Test("a disabled recognizer, or one whose delegate refuses the event, receives nothing")
    func disabledAndShouldReceive() {
        final class Refuse: GestureRecognizerDelegate {
            func gestureRecognizer(_ r: GestureRecognizer, shouldReceive event: PointerEvent) -> Bool { false }
        }
        let (c, root, box) = scene()
        let a = TapGestureRecognizer(name: "a"), b = TapGestureRecognizer(name: "b")
        let log = Log()
        a.action = log.record
        b.action = log.record
        let refuse = Refuse()
        b.delegate = refuse
        box.addGestureRecognizer(a)
        root.addGestureRecognizer(b)
        a.isEnabled = false
        tap(c, 50, 50, at: 0)
        #expect(log.lines.isEmpty)
        a.isEnabled = true
        tap(c, 50, 50, at: 1)
        #expect(log.lines == ["a ended"])
    }

    @Test("moving beyond the slop fails a tap")
    func slopFails() {
        let (c, _, box) = scene()
        let t = TapGestureRecognizer()
        let log = Log()
        t.action = log.record
        box.addGestureRecognizer(t)
        c.handle(ev(.down, 50, 50), at: 0)
        c.handle(ev(.move, 50 + GestureDefaults.tapSlop + 1, 50), at: 0.03)
        c.handle(ev(.up, 61, 50), at: 0.06)
        #expect(log.lines.isEmpty)
    }

    @Test("a double tap needs the second tap within the interval")
    func doubleTapInterval() {
        let (c, _, box) = scene()
        let t = TapGestureRecognizer(taps: 2)
        let log = Log()
        t.action = log.record
        box.addGestureRecognizer(t)
        tap(c, 50, 50, at: 0)
        c.update(at: 0.08 + GestureDefaults.multiTapInterval + 0.01)
        tap(c, 50, 50, at: 0.5)
        #expect(log.lines.isEmpty)
        tap(c, 50, 50, at: 0.7)
        #expect(log.lines == ["tap×2 ended"])
    }

    @Test("a recognizer that requires another to fail waits, then wins when it fails")
    func requireToFailWaits() {
        let (c, log) = doubleRequiringTriple()
        tap(c, 50, 50, at: 0)
        tap(c, 50, 50, at: 0.2)
        #expect(log.lines.isEmpty)
        #expect(c.nextDeadline.map { abs($0.seconds - (0.28 + GestureDefaults.multiTapInterval)) < 1e-12 } == true, "the triple tap's timeout: \(String(describing: c.nextDeadline))")
        c.update(at: 0.6)
        #expect(log.lines == ["tap×2 ended"])
    }

    @Test("a recognizer whose requirement succeeds fails instead")
    func requireToFailLoses() {
        let (c, log) = doubleRequiringTriple()
        for i in 0..<3 { tap(c, 50, 50, at: Double(i) * 0.2) }
        c.update(at: 2)
        #expect(log.lines == ["tap×3 ended"])
    }

    @Test("once one recognizer begins the others are failed, unless the delegate allows both")
    func exclusion() {
        final class Both: GestureRecognizerDelegate {
            func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
        }
        for simultaneous in [false, true] {
            let (c, root, box) = scene()
            let long = LongPressGestureRecognizer(), pan = PanGestureRecognizer()
            let log = Log()
            long.action = log.record
            pan.action = log.record
            let both = Both()
            if simultaneous { pan.delegate = both }
            box.addGestureRecognizer(long)
            root.addGestureRecognizer(pan)
            c.handle(ev(.down, 50, 50), at: 0)
            c.update(at: 0.6)
            c.handle(ev(.move, 80, 50), at: 0.7)
            c.handle(ev(.up, 80, 50), at: 0.8)
            if simultaneous {
                #expect(log.lines == ["long-press began", "long-press changed", "pan began", "long-press ended", "pan ended"])
            } else {
                #expect(log.lines == ["long-press began", "long-press changed", "long-press ended"])
            }
        }
    }

    @Test("shouldBegin false makes a recognizer fail")
    func shouldBegin() {
        final class No: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { false }
        }
        let (c, _, box) = scene()
        let t = TapGestureRecognizer()
        let no = No()
        t.delegate = no
        let log = Log()
        t.action = log.record
        box.addGestureRecognizer(t)
        tap(c, 50, 50, at: 0)
        #expect(log.lines.isEmpty)
    }

    @Test("a long press begins after the minimum duration and not before")
    func longPressTiming() {
        let (c, _, box) = scene()
        let long = LongPressGestureRecognizer()
        let log = Log()
        long.action = log.record
        box.addGestureRecognizer(long)
        c.handle(ev(.down, 50, 50), at: 0)
        c.update(at: 0.49)
        #expect(log.lines.isEmpty)
        #expect(c.nextDeadline == 0.5)
        c.update(at: 0.5)
        #expect(log.lines == ["long-press began"])
    }

    @Test("moving beyond allowableMovement before the duration means no long press")
    func longPressMovement() {
        let (c, _, box) = scene()
        let long = LongPressGestureRecognizer()
        let log = Log()
        long.action = log.record
        box.addGestureRecognizer(long)
        c.handle(ev(.down, 50, 50), at: 0)
        c.handle(ev(.move, 50, 50 + GestureDefaults.longPressAllowableMovement + 1), at: 0.2)
        c.update(at: 0.6)
        #expect(log.lines.isEmpty)
    }

    @Test("a pan reports translation and velocity in a layer's coordinates")
    func pan() {
        let (c, root, _) = scene()
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        var translations: [Vector] = []
        pan.action = { r in translations.append((r as! PanGestureRecognizer).translation(in: root)) }
        c.handle(ev(.down, 200, 200), at: 0)
        for i in 1...10 { c.handle(ev(.move, 200 + Double(i) * 5, 200), at: MediaTime(seconds: Double(i) * 0.01)) }
        #expect(pan.state == .changed)
        #expect(translations.last == Vector(dx: 50, dy: 0))
        #expect(abs(pan.velocity(in: root).dx - 500) < 1e-6)
        c.handle(ev(.up, 250, 200), at: 0.1)
    }

    @Test("Esc-style cancellation cancels a begun gesture and fails waiting ones")
    func cancelAll() {
        let (c, root, box) = scene()
        let long = LongPressGestureRecognizer(), double = TapGestureRecognizer(taps: 2)
        let log = Log()
        long.action = log.record
        double.action = log.record
        box.addGestureRecognizer(long)
        root.addGestureRecognizer(double)
        c.handle(ev(.down, 50, 50), at: 0)
        c.update(at: 0.6)
        c.cancelAll(at: 0.6)
        #expect(log.lines == ["long-press began", "long-press cancelled"])
        #expect(!c.isBusy && long.state == .possible)
    }

    @Test("two touches pinch and rotate; the wheel pinches and Shift+wheel rotates")
    func pinchAndRotation() {
        let (c, root, _) = scene()
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        final class Both: GestureRecognizerDelegate {
            func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
        }
        let both = Both()
        pinch.delegate = both
        root.addGestureRecognizer(pinch)
        root.addGestureRecognizer(rotation)
        c.handle(ev(.down, 150, 200, id: 1), at: 0)
        c.handle(ev(.down, 250, 200, id: 2), at: 0.01)
        c.handle(ev(.move, 200, 100, id: 2), at: 0.11)
        c.handle(ev(.move, 200, 300, id: 1), at: 0.12)
        #expect(abs(pinch.scale - 2) < 1e-9)
        // Finger 2 went from the right of finger 1 to above it: counter-clockwise on a
        // y-down screen, so negative.
        #expect(abs(rotation.rotation + .pi / 2) < 1e-9, "got \(rotation.rotation)")
        c.handle(ev(.up, 200, 300, id: 1), at: 0.2)
        c.handle(ev(.up, 200, 100, id: 2), at: 0.2)
        c.handle(WheelEvent(location: Point(x: 200, y: 200), dy: 2), at: 1)
        #expect(abs(pinch.scale - 1.21) < 1e-9)
        c.handle(WheelEvent(location: Point(x: 200, y: 200), dy: 1, modifiers: .shift), at: 1.05)
        #expect(abs(rotation.rotation - GestureDefaults.wheelRotationPerNotch) < 1e-9)
        c.update(at: 2)
        #expect(!c.isBusy)
    }

    @Test("Alt with the mouse adds a mirrored second touch about the target's centre")
    func altMirror() {
        let (c, root, _) = scene()
        let pinch = PinchGestureRecognizer()
        root.addGestureRecognizer(pinch)
        c.handle(PointerEvent(phase: .down, location: Point(x: 150, y: 200), modifiers: .alt), at: 0)
        #expect(c.pointerLocations[PointerDispatcher.virtualPointerBase] == Point(x: 250, y: 200))
        c.handle(PointerEvent(phase: .move, location: Point(x: 100, y: 200), modifiers: .alt), at: 0.1)
        #expect(abs(pinch.scale - 2) < 1e-9)
    }
}

@Suite("Velocity tracker")
struct VelocityTrackerTests {
    @Test("reproduces the least-squares velocity of a known stroke")
    func leastSquares() {
        var t = VelocityTracker()
        // x = 3 + 400 t + noise that cancels in the fit, y = 100 - 250 t.
        let times = [0.0, 0.01, 0.02, 0.03, 0.04, 0.05]
        let noise = [0.5, -0.5, -0.5, 0.5, 0.5, -0.5]
        for (i, s) in times.enumerated() { t.add(Point(x: 3 + 400 * s + noise[i], y: 100 - 250 * s), at: MediaTime(seconds: s)) }
        // The closed-form least-squares slope of the noisy x samples.
        let mt = times.reduce(0, +) / 6
        let xs = times.enumerated().map { 3 + 400 * $0.element + noise[$0.offset] }
        let mx = xs.reduce(0, +) / 6
        let slope = zip(times, xs).reduce(0) { $0 + ($1.0 - mt) * ($1.1 - mx) } / times.reduce(0) { $0 + ($1 - mt) * ($1 - mt) }
        let v = t.velocity()
        #expect(abs(v.dx - slope) < 1e-9)
        #expect(abs(v.dy + 250) < 1e-9)
    }

    @Test("only the last 100 ms count, and a pause over 40 ms means stopped")
    func horizonAndStop() {
        var t = VelocityTracker()
        // Old, fast samples beyond the 100 ms horizon.
        t.add(Point(x: 0, y: 0), at: 0)
        t.add(Point(x: 1000, y: 0), at: 0.01)
        // Within the horizon: fast until 0.13, a 50 ms rest, then 100 pt/s.
        t.add(Point(x: 1100, y: 0), at: 0.12)
        t.add(Point(x: 1200, y: 0), at: 0.13)
        for i in 0...3 { t.add(Point(x: 2000 + Double(i), y: 0), at: 0.18 + Double(i) * 0.01) }
        #expect(abs(t.velocity().dx - 100) < 1e-9)
        // Resting longer than the gap before the moment asked about means stopped.
        #expect(t.velocity(at: 0.21 + 0.05) == .zero)
    }

    @Test("fling speed is clamped to the maximum")
    func clamp() {
        var t = VelocityTracker()
        t.add(Point(x: 0, y: 0), at: 0)
        t.add(Point(x: 1000, y: 0), at: 0.001)
        #expect(abs(t.velocity().length - GestureDefaults.maximumVelocity) < 1e-9)
    }
}
