extension Layer {
    /// Adds an animation under a key, replacing (and stopping) any with the same key
    /// (CALayer.add(_:forKey:)). A beginTime of 0 means "now": it is set to the layer's
    /// current local time.
    public func add(_ animation: LayerAnimation, forKey key: String) {
        removeAnimation(forKey: key)
        if animation.timing.beginTime == 0, let host {
            animation.timing.beginTime = localTime(atMediaTime: host.currentTime)
        }
        animations.append((key, animation))
        host?.markAnimated(self)
        setNeedsDisplay()
    }

    /// The animation under a key, if any.
    public func animation(forKey key: String) -> LayerAnimation? {
        animations.first { $0.key == key }?.animation
    }

    public var animationKeys: [String] { animations.map(\.key) }

    /// Removes an animation; it reports didStop(finished: false).
    public func removeAnimation(forKey key: String) {
        guard let index = animations.firstIndex(where: { $0.key == key }) else { return }
        let removed = animations.remove(at: index).animation
        removed.reportStop(finished: false)
        refreshPresentation()
    }

    public func removeAllAnimations() {
        let removed = animations
        animations.removeAll()
        for (_, a) in removed { a.reportStop(finished: false) }
        refreshPresentation()
    }

    /// Recomputes the presentation values from the model and the animations at the host's
    /// current time (the model alone without a host).
    func refreshPresentation() {
        if animations.isEmpty || host == nil {
            presentation = model
        } else if let host {
            presentation = presentationValues(atLayerTime: localTime(atMediaTime: host.currentTime))
        }
        setNeedsDisplay()
    }

    /// The model with every animation applied at a local time.
    func presentationValues(atLayerTime t: Double) -> LayerProperties {
        var values = model
        for (_, a) in animations { a.apply(to: &values, atLayerTime: t) }
        return values
    }
}
