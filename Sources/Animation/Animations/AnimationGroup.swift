/// Several animations run together on one layer (CAAnimationGroup). The group's timing
/// maps the layer's time to the children's; children are clipped to the group's duration.
public final class AnimationGroup: LayerAnimation {
    public var animations: [LayerAnimation]

    public init(_ animations: [LayerAnimation], duration: Double = 0.25) {
        self.animations = animations
        super.init(duration: duration)
    }

    public override func apply(to values: inout LayerProperties, atLayerTime t: Double) {
        guard timing.phase(atParent: t).position != nil else { return }
        let elapsed = max(0, (t - timing.beginTime) * timing.speed)
        let cycle = timing.cycleDuration
        var local = min(elapsed, timing.activeDuration) + timing.timeOffset
        if cycle > 0, local > cycle { local = local.truncatingRemainder(dividingBy: cycle) }
        if timing.autoreverses, local > timing.duration { local = 2 * timing.duration - local }
        for a in animations { a.apply(to: &values, atLayerTime: min(local, timing.duration)) }
    }
}
