import Animation
import Dynamics

/// One row of the timeline as `screenshot --animations` writes it and the panel draws it:
/// an animation's layer, key path, kind and timing, and where it stands at a moment.
public struct AnimationDescription: Codable, Equatable, Sendable {
    /// The kinds of animation, as Core Animation's classes.
    public enum Kind: String, Codable, Sendable {
        case basic, keyframe, spring, group, trajectory, other
    }

    /// A spring's parameters (CASpringAnimation's).
    public struct SpringParameters: Codable, Equatable, Sendable {
        public var mass: Double
        public var stiffness: Double
        public var damping: Double
        public var initialVelocity: Double
    }

    /// Names from the window's root to the layer.
    public var layer: String
    /// The key it was added under.
    public var key: String
    /// The property's key path ("transform.rotation.x"); a group's is its key.
    public var keyPath: String
    public var kind: Kind
    /// When it begins, in media time (seconds); nil until it has begun for an animation
    /// that waits for its first evaluation. A group's children give theirs.
    public var beginTime: Double?
    /// One simple cycle, in seconds.
    public var duration: Double
    /// "inf" for an endless repeat.
    public var repeatCount: Double
    public var repeatDuration: Double
    public var autoreverses: Bool
    /// "removed", "forwards", "backwards" or "both".
    public var fillMode: String
    public var speed: Double
    /// The timing curve's control points [x1, y1, x2, y2]; nil for a spring.
    public var timingFunction: [Double]?
    /// The curve by its Core Animation name ("easeInEaseOut"), or "cubic-bezier(...)", or
    /// "spring".
    public var curve: String
    public var spring: SpringParameters?
    /// "before", "active", "filling" or "after" at the moment described.
    public var phase: String
    /// The cycle it is in (0 first), and how far through it in time (0...1, folded back
    /// when autoreversing); nil when it has no effect.
    public var iteration: Int?
    public var fraction: Double?
    /// How far the value has gone (the fraction through the curve or spring; a spring
    /// overshoots past 1); nil when it has no effect.
    public var progress: Double?
    /// Whether it is still on its layer (finished ones are removed).
    public var onLayer: Bool
    /// A group's animations, on the group's time.
    public var children: [AnimationDescription]?

    /// Describes `a` at `phase`, with its begin `begin` in media time.
    init(_ a: LayerAnimation, layer: String, key: String, begin: Double?, phase: TimingPhase, onLayer: Bool) {
        self.layer = layer
        self.key = key
        let property = (a as? PropertyAnimation)?.property
        keyPath = property?.rawValue ?? key
        kind = Self.kind(of: a)
        beginTime = begin
        let t = a.timing
        duration = t.duration
        repeatCount = t.repeatCount
        repeatDuration = t.repeatDuration
        autoreverses = t.autoreverses
        fillMode = t.fillMode.rawValue
        speed = t.speed
        if let s = a as? SpringAnimation {
            spring = SpringParameters(mass: s.spring.mass, stiffness: s.spring.stiffness, damping: s.spring.damping,
                                      initialVelocity: s.initialVelocity)
            timingFunction = nil
            curve = "spring"
        } else {
            let f = a.timingFunction
            timingFunction = [f.x1, f.y1, f.x2, f.y2]
            curve = a is TrajectoryAnimation ? "trajectory" : f.description
        }
        switch phase {
        case .before: self.phase = "before"
        case .after: self.phase = "after"
        case .active: self.phase = "active"
        case .filling: self.phase = "filling"
        }
        let position = phase.position
        iteration = position?.iteration
        fraction = position?.fraction
        progress = position.map { Self.progress(of: a, atFraction: $0.fraction) }
        self.onLayer = onLayer
        if let g = a as? AnimationGroup {
            // The children run on the group's cycle: its fraction times its duration.
            let local = position.map { $0.fraction * t.duration }
            children = g.animations.map { child in
                let childPhase = local.map { child.timing.phase(atParent: $0, holdingEnd: position?.fraction == 1) } ?? .before
                return AnimationDescription(child, layer: layer, key: key, begin: begin.map { $0 + child.timing.beginTime / max(abs(t.speed), 1e-9) },
                                            phase: childPhase, onLayer: onLayer)
            }
        }
    }

    static func kind(of a: LayerAnimation) -> Kind {
        switch a {
        case is SpringAnimation: .spring
        case is BasicAnimation: .basic
        case is KeyframeAnimation: .keyframe
        case is AnimationGroup: .group
        case is TrajectoryAnimation: .trajectory
        default: .other
        }
    }

    /// Value progress at a time fraction of the cycle: through the spring, or the curve.
    static func progress(of a: LayerAnimation, atFraction f: Double) -> Double {
        if let s = a as? SpringAnimation { return s.springProgress(atTime: f * s.timing.duration) }
        if a is TrajectoryAnimation || a is AnimationGroup { return f }
        return a.timingFunction.value(at: f)
    }
}

extension CapturedAnimation {
    /// This animation described when the tab's clock reads `t`.
    public func description(atTab t: Double) -> AnimationDescription {
        AnimationDescription(animation, layer: path, key: key, begin: begin?.media.seconds, phase: phase(atTab: t), onLayer: isOnLayer)
    }
}
