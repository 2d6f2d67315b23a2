/// Several animations run together on one layer (CAAnimationGroup). The group's timing
/// maps the layer's time to the children's; children are clipped to the group's duration.
public final class AnimationGroup: LayerAnimation {
    public var animations: [LayerAnimation]

    public init(_ animations: [LayerAnimation], duration: Double = 0.25) {
        self.animations = animations
        super.init(duration: duration)
    }

    /// The children run on the group's cycle: its position (repeats, autoreverse and the
    /// fill held at the end of the last cycle, as MediaTiming works it out) times its
    /// duration is their time.
    override func apply(to values: inout LayerProperties, atLayerTime t: Double, holdingEnd: Bool) {
        guard let position = timing.phase(atParent: t, holdingEnd: holdingEnd).position else { return }
        let local = position.fraction * timing.duration
        for a in animations { a.apply(to: &values, atLayerTime: local, holdingEnd: position.fraction == 1) }
    }

    public override func copy() -> LayerAnimation {
        copySettings(to: AnimationGroup(animations.map { $0.copy() }, duration: timing.duration))
    }

    public override func validate() throws(AnimationValueError) {
        for a in animations { try a.validate() }
    }
}
