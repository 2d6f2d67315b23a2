import Animation
import Dynamics
import Geometry
import Testing
@testable import Animation

/// A root with a host and one sublayer at the origin.
private func scene() -> (LayerHost, Layer) {
    let root = Layer(name: "root")
    root.setFrame(Rect(x: 0, y: 0, width: 400, height: 400))
    let host = LayerHost(root: root)
    let layer = Layer(name: "layer")
    layer.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
    root.addSublayer(layer)
    return (host, layer)
}

@Suite("Animations on layers")
struct LayerAnimationTests {
    @Test("setting a model value takes effect at once; the presentation follows the animation")
    func modelVersusPresentation() {
        let (host, layer) = scene()
        layer.add(BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: 1), forKey: "fade")
        host.update(at: 0.25)
        #expect(layer.opacity == 1)
        #expect(abs(layer.presentation.opacity - 0.25) < 1e-12)
        layer.opacity = 0.5
        #expect(layer.opacity == 0.5)
        host.update(at: 2)
        #expect(layer.presentation.opacity == 0.5)
        #expect(layer.animationKeys.isEmpty)
    }

    @Test("an animation added with beginTime 0 starts at the layer's current time")
    func beginsNow() {
        let (host, layer) = scene()
        host.update(at: 5)
        let a = BasicAnimation(.positionX, from: .scalar(0), to: .scalar(10), duration: 1)
        layer.add(a, forKey: "x")
        #expect(layer.animation(forKey: "x")?.timing.beginTime == 5)
        #expect(a.timing.beginTime == 0, "the layer runs a copy; the animation given stays as it was")
        host.update(at: 5.5)
        #expect(abs(layer.presentation.position.x - 5) < 1e-12)
    }

    @Test("didStart and didStop(finished:) are each reported exactly once")
    func callbacksOnce() {
        let (host, layer) = scene()
        var log: [String] = []
        let a = BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: 1)
        a.onStart = { log.append("start") }
        a.onStop = { log.append("stop \($0)") }
        layer.add(a, forKey: "a")
        for t in stride(from: 0.0, through: 3, by: 0.1) { host.update(at: MediaTime(seconds: t)) }
        #expect(log == ["start", "stop true"])
        let b = BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: 1)
        b.onStop = { log.append("b stop \($0)") }
        layer.add(b, forKey: "b")
        host.update(at: 3.5)
        layer.removeAnimation(forKey: "b")
        host.update(at: 10)
        #expect(log == ["start", "stop true", "b stop false"])
    }

    @Test("removedOnCompletion false keeps a forwards-filling animation's end value")
    func keepsWhenNotRemoved() {
        let (host, layer) = scene()
        let a = BasicAnimation(.opacity, from: .scalar(1), to: .scalar(0.2), duration: 1)
        a.isRemovedOnCompletion = false
        a.timing.fillMode = .forwards
        layer.add(a, forKey: "a")
        host.update(at: 5)
        #expect(layer.animationKeys == ["a"])
        #expect(abs(layer.presentation.opacity - 0.2) < 1e-12)
        #expect(layer.opacity == 1)
    }

    @Test("pausing a parent freezes its children's animations")
    func pausedParentFreezesChildren() {
        let root = Layer()
        let host = LayerHost(root: root)
        let parent = Layer(), child = Layer()
        root.addSublayer(parent)
        parent.addSublayer(child)
        child.add(BasicAnimation(.positionX, from: .scalar(0), to: .scalar(100), duration: 1), forKey: "x")
        host.update(at: 0.3)
        parent.pause(atMediaTime: 0.3)
        host.update(at: 0.9)
        #expect(abs(child.presentation.position.x - 30) < 1e-9)
        #expect(!host.isAnimating)
        parent.resume(atMediaTime: 0.9)
        host.update(at: 1.0)
        #expect(abs(child.presentation.position.x - 40) < 1e-9)
    }

    @Test("an interrupted position animation continues from its presentation value")
    func interruptedContinues() {
        let (host, layer) = scene()
        layer.position = Point(x: 0, y: 0)
        host.animate(duration: 1, timingFunction: .linear) { layer.position = Point(x: 100, y: 0) }
        host.update(at: 0.5)
        let seen = layer.presentation.position
        #expect(abs(seen.x - 50) < 1e-9)
        host.animate(duration: 1, timingFunction: .linear) { layer.position = Point(x: 0, y: 100) }
        host.update(at: 0.5)
        #expect(layer.presentation.position == seen)
        host.update(at: 1.0)
        #expect(abs(layer.presentation.position.x - 25) < 1e-9 && abs(layer.presentation.position.y - 50) < 1e-9)
        host.update(at: 2)
        #expect(layer.presentation.position == Point(x: 0, y: 100))
    }

    @Test("a transaction's completion fires exactly once, after its animations finish")
    func completionOnce() {
        let (host, layer) = scene()
        var fired = 0
        host.begin(duration: 0.5, completion: { fired += 1 })
        layer.opacity = 0
        layer.position = Point(x: 10, y: 10)
        host.commit()
        host.update(at: 0.25)
        #expect(fired == 0)
        for t in stride(from: 0.3, through: 2, by: 0.1) { host.update(at: MediaTime(seconds: t)) }
        #expect(fired == 1)
    }

    @Test("disabled actions and zero-duration transactions change values at once")
    func noImplicitAnimation() {
        let (host, layer) = scene()
        host.withoutAnimation { layer.opacity = 0.3 }
        #expect(layer.animationKeys.isEmpty && layer.presentation.opacity == 0.3)
        layer.opacity = 0.6
        #expect(layer.animationKeys.isEmpty && layer.presentation.opacity == 0.6)
    }

    @Test("a transaction animates only its own host's layers, before and after another host goes away with one open")
    func transactionsStayInTheirHost() {
        let (host, layer) = scene()
        var (other, otherLayer): (LayerHost?, Layer) = scene()
        other?.begin(duration: 1)
        layer.opacity = 0.5
        #expect(layer.animationKeys.isEmpty && layer.presentation.opacity == 0.5)
        otherLayer.opacity = 0.5
        #expect(otherLayer.animationKeys == ["opacity"] && otherLayer.presentation.opacity == 1)
        other = nil   // gone with its transaction still open
        host.animate(duration: 1) { layer.position = Point(x: 100, y: 100) }
        #expect(layer.animationKeys == ["position"])
        layer.bounds = Rect(x: 0, y: 0, width: 80, height: 80)
        #expect(layer.animationKeys == ["position"] && layer.presentation.bounds.width == 50,
                "a layer with an animation running keeps its presentation until the next update")
    }

    @Test("rotation.z from 0 to 2π spins through every angle")
    func rotationSpins() {
        let (host, layer) = scene()
        layer.add(BasicAnimation(.rotationZ, from: .scalar(0), to: .scalar(2 * .pi), duration: 1), forKey: "spin")
        // Every hundredth of the turn shows the angle 2πt, read back modulo a whole turn (the
        // decomposition gives it in −π…π), so the layer does not take a shortcut back to 0.
        for i in 0..<100 {
            let t = Double(i) / 100
            host.update(at: MediaTime(seconds: t))
            let z = TransformComponents(layer.presentation.transform).rotation.z
            #expect(abs((z - 2 * .pi * t).remainder(dividingBy: 2 * .pi)) < 1e-9, "at \(t): \(z)")
        }
    }

    @Test("whole transforms interpolate through their decomposed parts")
    func wholeTransform() {
        let (host, layer) = scene()
        let to = Transform3D.scale(3).concatenating(.rotationZ(.pi / 2)).concatenating(.translation(x: 40))
        layer.add(BasicAnimation(.transform, from: .transform(.identity), to: .transform(to), duration: 1), forKey: "t")
        host.update(at: 0.5)
        let c = TransformComponents(layer.presentation.transform)
        #expect(abs(c.scale.x - 2) < 1e-9 && abs(c.rotation.z - .pi / 4) < 1e-9 && abs(c.translation.x - 20) < 1e-9)
    }

    @Test("additive and cumulative animations add to the model and to earlier repeats")
    func additiveCumulative() {
        let (host, layer) = scene()
        layer.position = Point(x: 100, y: 0)
        let shake = BasicAnimation(.positionX, from: .scalar(0), to: .scalar(10), duration: 1)
        shake.isAdditive = true
        layer.add(shake, forKey: "shake")
        host.update(at: 0.5)
        #expect(abs(layer.presentation.position.x - 105) < 1e-9)
        layer.removeAllAnimations()
        let steps = BasicAnimation(.positionY, from: .scalar(0), to: .scalar(10), duration: 1)
        steps.isCumulative = true
        steps.timing.repeatCount = 3
        layer.add(steps, forKey: "steps") // begins now, at 0.5
        host.update(at: 3.0)
        #expect(abs(layer.presentation.position.y - 25) < 1e-9)
    }

    @Test("from/to/by combine as in Core Animation")
    func fromToBy() {
        let current = AnimatableValue.scalar(10)
        #expect(BasicAnimation(.opacity, from: .scalar(1), by: .scalar(2)).endpoints(current: current) == (.scalar(1), .scalar(3)))
        #expect(BasicAnimation(.opacity, to: .scalar(5), by: .scalar(2)).endpoints(current: current) == (.scalar(3), .scalar(5)))
        #expect(BasicAnimation(.opacity, to: .scalar(5)).endpoints(current: current) == (.scalar(10), .scalar(5)))
        #expect(BasicAnimation(.opacity, by: .scalar(5)).endpoints(current: current) == (.scalar(10), .scalar(15)))
    }

    @Test("a spring animation settles on its destination and overshoots on the way")
    func springAnimation() {
        let (host, layer) = scene()
        let s = SpringAnimation(.positionX, spring: Spring(response: 0.5, dampingFraction: 0.5), from: .scalar(0), to: .scalar(100))
        layer.add(s, forKey: "spring")
        var peak = 0.0
        for i in 0...200 {
            host.update(at: MediaTime(seconds: Double(i) / 100))
            peak = max(peak, layer.presentation.position.x)
        }
        #expect(peak > 105)
        #expect(abs(s.springProgress(atTime: s.settlingDuration) - 1) < 1e-3)
    }

    @Test("groups drive several properties on one timeline")
    func group() {
        let (host, layer) = scene()
        let g = AnimationGroup([
            BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: 2),
            BasicAnimation(.positionX, from: .scalar(0), to: .scalar(10), duration: 1),
        ], duration: 2)
        layer.add(g, forKey: "g")
        host.update(at: 0.5)
        #expect(abs(layer.presentation.opacity - 0.25) < 1e-9 && abs(layer.presentation.position.x - 5) < 1e-9)
    }
}

@Suite("Keyframe animations")
struct KeyframeTests {
    private let values: [AnimatableValue] = [.scalar(0), .scalar(10), .scalar(40)]

    @Test("linear keyframes interpolate between neighbours at their key times")
    func linear() {
        let k = KeyframeAnimation(.opacity, values: values, keyTimes: [0, 0.5, 1])
        #expect(k.value(atTime: 0.25) == .scalar(5))
        #expect(k.value(atTime: 0.75) == .scalar(25))
    }

    @Test("discrete keyframes hold each value")
    func discrete() {
        let k = KeyframeAnimation(.opacity, values: values, calculationMode: .discrete)
        // Three values share the time evenly: each holds for a whole third, at every
        // sample in it (the midpoints of 300 slices, so none falls on a boundary).
        for i in 0..<300 {
            let t = (Double(i) + 0.5) / 300
            #expect(k.value(atTime: t) == values[i / 100], "at \(t)")
        }
    }

    @Test("paced keyframes move at constant speed, ignoring key times")
    func paced() {
        let k = KeyframeAnimation(.opacity, values: values, keyTimes: [0, 0.9, 1], calculationMode: .paced)
        #expect(k.effectiveKeyTimes == [0, 0.25, 1])
        #expect(k.value(atTime: 0.5) == .scalar(20))
    }

    @Test("cubic keyframes pass through every value on a Catmull-Rom curve, not straight lines")
    func cubic() throws {
        let k = KeyframeAnimation(.opacity, values: values, calculationMode: .cubic)
        // Through every value, at its key time (0, ½, 1).
        #expect(k.value(atTime: 0) == .scalar(0))
        #expect(k.value(atTime: 0.5) == .scalar(10))
        #expect(k.value(atTime: 1) == .scalar(40))
        // Halfway through the first segment (p0 = p1 = 0, p2 = 10, p3 = 40), Catmull-Rom
        // gives ½(2p1 + (p2 − p0)t + (2p0 − 5p1 + 4p2 − p3)t² + (3p1 − p0 − 3p2 + p3)t³)
        // = ½(5 + 0 + 1.25) = 3.125: the curve sags before the climb, where a straight line
        // gives 5.
        guard case .scalar(let q)? = k.value(atTime: 0.25) else { Issue.record("not a scalar"); return }
        #expect(abs(q - 3.125) < 1e-12, "got \(q)")
        // And it leaves 10 rising faster than it arrived (smooth, no corner of its own).
        guard case .scalar(let a)? = k.value(atTime: 0.499), case .scalar(let b)? = k.value(atTime: 0.501) else {
            Issue.record("not a scalar"); return
        }
        #expect(a < 10 && b > 10)
    }

    @Test("per-segment timing functions shape each segment")
    func segmentTiming() {
        let k = KeyframeAnimation(.opacity, values: values, keyTimes: [0, 0.5, 1])
        k.timingFunctions = [.easeIn, .linear]
        #expect(k.value(atTime: 0.25) == .scalar(10 * TimingFunction.easeIn.value(at: 0.5)))
        #expect(k.value(atTime: 0.75) == .scalar(25))
    }
}

@Suite("Discrete animations")
struct DiscreteAnimationTests {
    @Test("discrete keyframes report when they next change, through repeats and speed")
    func nextChange() {
        let k = KeyframeAnimation(.opacity, values: [.scalar(0), .scalar(0.5)], calculationMode: .discrete, duration: 1)
        k.timing.beginTime = 10
        k.timing.repeatCount = 3
        #expect(k.nextChange(afterLayerTime: 9) == 10)
        #expect(k.nextChange(afterLayerTime: 10.2) == 10.5)
        #expect(k.nextChange(afterLayerTime: 10.5) == 11)
        #expect(k.nextChange(afterLayerTime: 12.7) == 13)
        #expect(k.nextChange(afterLayerTime: 13.5) == nil)
        k.timing.speed = 2
        #expect(k.nextChange(afterLayerTime: 10.1) == 10.25)
    }

    @Test("a host with only discrete animations is idle but says when to wake")
    func hostWakes() {
        let root = Layer()
        let host = LayerHost(root: root)
        let layer = Layer()
        root.addSublayer(layer)
        let k = KeyframeAnimation(.opacity, values: [.scalar(0), .scalar(0.5), .scalar(1)], calculationMode: .discrete, duration: 3)
        layer.add(k, forKey: "k")
        host.update(at: 0.5)
        #expect(!host.isAnimating)
        #expect(host.nextChangeTime == 1)
        root.timing.speed = 0.5
        root.timing.timeOffset = 0.25
        // Root time at media 0.5 is still 0.5; it reaches 1 at media (1 - 0.25) / 0.5 = 1.5.
        #expect(abs(host.nextChangeTime! - 1.5) < 1e-12)
    }

    @Test("the next boundary is now while a start, a finished transaction or a first evaluation is still unreported")
    func boundaryIsNowWhileWorkIsDue() {
        let root = Layer()
        let host = LayerHost(root: root)
        let layer = Layer()
        root.addSublayer(layer)
        host.update(at: 2)
        #expect(host.nextBoundaryTime == nil)

        // Added at the current time: its start is reported at the next update, which is due now.
        var started = false
        let a = BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: 1)
        a.onStart = { started = true }
        layer.add(a, forKey: "fade")
        #expect(host.nextBoundaryTime == 2)
        host.update(at: 2)
        #expect(started && host.nextBoundaryTime == 3)

        // An empty transaction completes at the next update.
        var completed = false
        host.begin(duration: 0.25, completion: { completed = true })
        host.commit()
        #expect(host.nextBoundaryTime == 2)
        host.update(at: 2)
        #expect(completed && host.nextBoundaryTime == 3)

        // A layer that joins the tree with an animation waiting for its first evaluation.
        let late = Layer()
        late.add(BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: 1), forKey: "fade")
        root.addSublayer(late)
        #expect(host.nextBoundaryTime == 2)
    }
}
