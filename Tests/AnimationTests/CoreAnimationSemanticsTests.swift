import Animation
import Dynamics
import Geometry
import Testing
@testable import Animation

/// Core Animation's rules where they are easy to get wrong: copies on add, begin times,
/// transactions, removal, groups, resume, and values of the wrong kind. Each of these
/// failed before it was fixed.
@Suite("Core Animation semantics")
struct CoreAnimationSemanticsTests {
    private func scene() -> (LayerHost, Layer, Layer) {
        let root = Layer(name: "root")
        root.setFrame(Rect(x: 0, y: 0, width: 400, height: 400))
        let host = LayerHost(root: root)
        let layer = Layer(name: "layer")
        layer.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        root.addSublayer(layer)
        return (host, root, layer)
    }

    @Test("an animation added before the layer is in a tree plays from when it joins one")
    func addedBeforeTheTree() {
        let (host, root, _) = scene()
        host.update(at: 5)
        let late = Layer(name: "late")
        late.add(BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: 1), forKey: "fade")
        root.addSublayer(late)
        host.update(at: 5.5)
        #expect(late.animationKeys == ["fade"], "it was not thrown away as already finished")
        host.update(at: 6)
        #expect(abs(late.presentation.opacity - 0.5) < 1e-12, "it began at its first evaluation, 5.5")
    }

    @Test("one animation added to two layers runs as two copies, each with its own begin time and callbacks")
    func addsACopy() {
        let (host, root, a) = scene()
        let b = Layer(name: "b")
        root.addSublayer(b)
        var log: [String] = []
        let anim = BasicAnimation(.positionX, from: .scalar(0), to: .scalar(100), duration: 1)
        anim.onStop = { log.append("stop \($0)") }
        host.update(at: 1)
        a.add(anim, forKey: "x")
        host.update(at: 1.5)
        b.add(anim, forKey: "x")
        host.update(at: 2.25)
        #expect(abs(a.presentation.position.x - 100) < 1e-9 || a.animationKeys.isEmpty)
        #expect(abs(b.presentation.position.x - 75) < 1e-9, "b began at 1.5, not at a's 1.0")
        host.update(at: 3)
        #expect(log == ["stop true", "stop true"], "each copy reports its own stop")
        anim.timing.duration = 100
        #expect(a.animation(forKey: "x") == nil && b.animation(forKey: "x") == nil)
    }

    @Test("a transaction's completion waits for explicit animations added inside it")
    func transactionCountsExplicit() {
        let (host, _, layer) = scene()
        var completedAt: MediaTime?
        host.begin(duration: 1, completion: { completedAt = host.currentTime })
        layer.opacity = 0.5
        layer.add(BasicAnimation(.positionX, from: .scalar(0), to: .scalar(10), duration: 3), forKey: "long")
        host.commit()
        for t in stride(from: 0.1, through: 4, by: 0.1) { host.update(at: MediaTime(seconds: t)) }
        #expect(completedAt.map { abs($0 - 3.0) < 0.11 } == true, "completed at \(String(describing: completedAt)), CA completes at 3.0")
    }

    @Test("an empty transaction committed inside a completion still runs its own completion")
    func nestedEmptyTransaction() {
        let (host, _, layer) = scene()
        var log: [String] = []
        host.animate(duration: 0.2, changes: { layer.opacity = 0 }, completion: {
            log.append("outer")
            host.begin(completion: { log.append("inner") })
            host.commit()
        })
        for t in stride(from: 0.1, through: 1, by: 0.1) { host.update(at: MediaTime(seconds: t)) }
        #expect(log == ["outer", "inner"])
    }

    @Test("removing a layer mid-animation stops its animations (finished false) and completes the transaction")
    func removalStopsAnimations() {
        let (host, _, layer) = scene()
        var log: [String] = []
        let child = Layer(name: "child")
        layer.addSublayer(child)
        host.animate(duration: 1, changes: {
            layer.opacity = 0
            child.position = Point(x: 30, y: 30)
        }, completion: { log.append("done") })
        let fade = layer.animation(forKey: "opacity")
        let transactionHook = fade?.onStop
        fade?.onStop = { log.append("stop \($0)"); transactionHook?($0) }
        host.update(at: 0.5)
        layer.removeFromSuperlayer()
        #expect(layer.animationKeys.isEmpty && child.animationKeys.isEmpty)
        host.update(at: 0.6)
        #expect(log == ["stop false", "done"])
    }

    @Test("a repeating group with a forwards fill holds its end value, not its start")
    func repeatingGroupHoldsEnd() {
        let (host, _, layer) = scene()
        let group = AnimationGroup([BasicAnimation(.positionX, from: .scalar(0), to: .scalar(100), duration: 1)], duration: 1)
        group.timing.repeatCount = 2
        group.timing.fillMode = .forwards
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: "g")
        host.update(at: 1.5)
        #expect(abs(layer.presentation.position.x - 50) < 1e-9)
        host.update(at: 5)
        #expect(layer.presentation.position.x == 100)
    }

    @Test("resume on a layer that is not paused changes nothing")
    func resumeWhenRunning() {
        let (host, _, layer) = scene()
        layer.add(BasicAnimation(.positionX, from: .scalar(0), to: .scalar(100), duration: 10), forKey: "x")
        host.update(at: 2)
        let before = layer.presentation.position.x
        layer.resume(atMediaTime: 2)
        host.update(at: 2)
        #expect(layer.presentation.position.x == before && layer.timing == MediaTiming())
    }

    @Test("a value of the wrong kind is a thrown error that says so, never a crash")
    func wrongKinds() {
        let bad = BasicAnimation(.position, to: .scalar(3))
        #expect(throws: AnimationValueError(property: .position, value: .scalar(3))) { try bad.validate() }
        #expect((try? bad.validate()) == nil)
        let error = AnimationValueError(property: .position, value: .scalar(3))
        #expect(error.description == "position takes a point, not a number (scalar(3.0))")
        let keyframes = KeyframeAnimation(.opacity, values: [.scalar(0), .color(.red)])
        #expect(throws: AnimationValueError.self) { try keyframes.validate() }
        let group = AnimationGroup([BasicAnimation(.opacity, to: .scalar(1)), bad])
        #expect(throws: AnimationValueError.self) { try group.validate() }
        var values = LayerProperties()
        #expect(throws: AnimationValueError.self) { try AnimatableProperty.bounds.set(.point(.zero), in: &values) }
    }
}
