import Animation
import Dynamics
import Geometry
import Physics

extension BlackHoleExercise {
    /// How long a square takes to shrink away in the hole, in seconds.
    static let swallowDuration = 0.55
    /// The gap between squares the Black Hole button sends in, in seconds.
    static let swallowStagger = 0.06

    /// After each physics step: a square that crossed the hole's centre region, or that a
    /// hand let go and came to rest on the hole, is caught (sucked in once the step is
    /// over). A square the window put there (a resize in a crowded tab) is not. A square
    /// that came to rest under a button (a spin or a push carried it there) is moved
    /// beside them once the step is over.
    func checkCaptures() {
        for s in squares where s.phase == .free && !pendingCaptures.contains(where: { $0 === s }) {
            let p = s.item.position
            let restsOnHole = s.item.isResting && hole.overlaps(squareAt: p, side: s.side, angle: s.item.angle)
            if hole.captures(p) || (restsOnHole && s.letGoByHand) {
                pendingCaptures.append(s)
            } else if s.item.isResting {
                s.letGoByHand = false
                if overlapsButtons(center: p, side: s.side, angle: s.item.angle), !pendingMovesOffButtons.contains(where: { $0 === s }) {
                    pendingMovesOffButtons.append(s)
                }
            }
        }
    }

    /// The Black Hole button: every square goes in, one after another.
    func swallowAll() {
        let all = squares.filter { $0.phase != .captured }
        for (i, s) in all.enumerated() { capture(s, delay: Double(i) * Self.swallowStagger) }
    }

    /// Sucks a square in: a spring pulls it to the hole's centre (carrying the velocity it
    /// had), it shrinks to nothing turning a little, and then it leaves the tree.
    func capture(_ s: Square, velocity: Vector? = nil, delay: Double = 0) {
        guard s.phase != .captured else { return }
        // Held or springing back, it may be lifted above the tab bar: it goes in from the tab.
        services.presenter.drop(s.layer)
        let moving = velocity ?? (s.phase == .free ? s.item.velocity : .zero)
        let seen = s.layer.presentation.position, angle = s.angle
        s.phase = .captured
        refreshForSquares()
        s.disableInteraction()
        world.removeItem(s.item)
        collisions.removeItem(s.item)
        s.layer.removeAllAnimations()
        // Animations begin in the square's own local time.
        let start = ((s.layer.currentLocalTime ?? services.clock.now) + delay).seconds

        let pull = TrajectoryAnimation(.position, along: Trajectory2D(spring: Spring(response: 0.38, dampingFraction: 0.7),
                                                                     from: seen, velocity: moving, to: hole.center))
        let shrink = BasicAnimation(.transform, from: .transform(.rotationZ(angle)),
                                    to: .transform(Transform3D.scale(0.02).concatenating(.rotationZ(angle + 1.3))),
                                    duration: Self.swallowDuration)
        shrink.timingFunction = .easeIn
        let fade = BasicAnimation(.opacity, from: .scalar(1), to: .scalar(0), duration: 0.2)
        fade.timing.beginTime = start + Self.swallowDuration - 0.2
        for a in [pull, shrink] as [LayerAnimation] { a.timing.beginTime = start }
        for a in [pull, shrink, fade] as [LayerAnimation] { a.timing.fillMode = .backwards }
        shrink.onStop = { [weak self, weak s] _ in
            guard let self, let s else { return }
            self.remove(s)
        }
        services.transactions.withoutAnimation {
            s.layer.position = hole.center
            s.layer.transform = Transform3D.scale(0.02).concatenating(.rotationZ(angle + 1.3))
            s.layer.opacity = 0
        }
        s.layer.add(pull, forKey: "swallow.pull")
        s.layer.add(shrink, forKey: "swallow.shrink")
        s.layer.add(fade, forKey: "swallow.fade")
    }
}
