import Animation

/// One animation the inspector captured (DevTools' AnimationModel.AnimationImpl): the
/// running copy on its layer, its key and its layer's path from the window's root, and
/// where it begins on the tab's clock. It is kept after its layer drops it (finished
/// animations are removed), so a seek can apply it again.
public final class CapturedAnimation {
    /// The layer it runs on; kept, as the animation is, after it is removed.
    public let layer: Layer
    /// The key it was added under ("snowman", "backgroundColor").
    public let key: String
    /// The running copy on the layer (what `Layer.add(_:forKey:)` made).
    public let animation: LayerAnimation
    /// Names from the window's root, "window/content/snowman/snowman.image"; an unnamed
    /// layer shows as its index among its siblings ("#2").
    public let path: String
    /// The media time at which it was added (or seen, for one running when the inspector
    /// opened).
    public let addedAt: MediaTime
    /// When it begins, in media time and on the tab's clock (the timing of the layer that
    /// holds the tab, which a seek pauses); nil until an animation added to a layer with no
    /// tree is first evaluated.
    public private(set) var begin: (media: MediaTime, tab: Double)?
    /// The copy a seek put back on the layer after the original was removed, if any.
    var reapplied: LayerAnimation?

    init(layer: Layer, key: String, animation: LayerAnimation, path: String, addedAt: MediaTime) {
        self.layer = layer
        self.key = key
        self.animation = animation
        self.path = path
        self.addedAt = addedAt
    }

    /// Settles where it begins, once its beginTime is known: its layer's time now, `now`
    /// in media time and `tabNow` on the tab's clock, carry it over. Layer time, tab time and
    /// media time run at the rates between them now (`rate`: layer seconds per media
    /// second; 0 while something above is paused, which leaves the media time as now).
    func settle(layerNow: Double, tabNow: Double, now: MediaTime, rate: Double) {
        guard begin == nil, !animation.isWaitingToBegin else { return }
        let ahead = animation.timing.beginTime - layerNow
        begin = (media: rate == 0 ? now : now + ahead / rate, tab: tabNow + ahead)
    }

    /// Whether it, or the copy a seek put back, is on its layer now.
    var isOnLayer: Bool {
        layer.hasAnimation(animation) || reapplied.map { layer.hasAnimation($0) } == true
    }

    /// The end of its active interval on the tab's clock (infinite for endless repeats).
    var end: Double? {
        begin.map { $0.tab + animation.timing.activeDurationInParent }
    }

    /// Where it stands when the tab's clock reads `t`.
    public func phase(atTab t: Double) -> TimingPhase {
        guard let begin else { return .before }
        return animation.timing.phase(atParent: animation.timing.beginTime + (t - begin.tab))
    }

    /// The path of names from the root down to `layer`.
    static func path(of layer: Layer) -> String {
        var names: [String] = []
        var node: Layer? = layer
        while let n = node {
            if !n.name.isEmpty {
                names.append(n.name)
            } else {
                let index = n.superlayer?.sublayers.firstIndex { $0 === n } ?? 0
                names.append("#\(index)")
            }
            node = n.superlayer
        }
        return names.reversed().joined(separator: "/")
    }
}
