import Animation
import Dynamics
import Geometry
import Testing
@testable import Animation

@Suite("Layers moved along trajectories")
struct TrajectoryAnimationTests {
    private func scene() -> (LayerHost, Layer, Layer) {
        let root = Layer(name: "root")
        root.setFrame(Rect(x: 0, y: 0, width: 800, height: 600))
        let host = LayerHost(root: root)
        let layer = Layer(name: "square")
        layer.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        layer.position = Point(x: 100, y: 100)
        root.addSublayer(layer)
        return (host, root, layer)
    }

    @Test("a flung layer shows the decay's closed form each frame, holds its resting point as its model, and then stops")
    func flingFollowsTheDecay() {
        let (host, _, layer) = scene()
        host.update(at: 1)
        let fling = Trajectory2D(from: layer.position, velocity: Vector(dx: 1000, dy: -400))
        layer.move(.position, along: fling, forKey: "fling")
        #expect(layer.position == fling.restingPoint)
        for t in [0.1, 0.5, 1.5] {
            host.update(at: 1 + t)
            #expect(layer.presentation.position.distance(to: fling.point(at: t)) < 1e-9, "t=\(t)")
        }
        #expect(host.isAnimating)
        host.update(at: 1 + fling.settlingTime + 0.01)
        #expect(layer.animationKeys.isEmpty && !host.isAnimating, "at rest the loop may sleep")
        #expect(layer.presentation.position == fling.restingPoint)
    }

    @Test("the velocity can be read back mid-flight, and a paused root freezes the motion")
    func velocityAndPause() throws {
        let (host, root, layer) = scene()
        let spring = SpringTrajectory(spring: Spring(response: 0.5, dampingFraction: 0.8), from: 0, velocity: 4, to: 1)
        let a = layer.move(.rotationZ, along: spring, forKey: "turn")
        host.update(at: 0.2)
        guard case .scalar(let v) = a.velocity(atLayerTime: layer.localTime(atMediaTime: 0.2).seconds) else { Issue.record("not a scalar"); return }
        #expect(abs(v - spring.velocity(at: 0.2)) < 1e-9)
        root.pause(atMediaTime: 0.2)
        let frozen = layer.presentation.transform
        host.update(at: 3)
        #expect(layer.presentation.transform == frozen)
        #expect(!host.isAnimating)
    }
}
