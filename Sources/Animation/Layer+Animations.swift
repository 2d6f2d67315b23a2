extension Layer {
    /// Adds a copy of an animation under a key, replacing (and stopping) any with the same
    /// key (CALayer.add(_:forKey:)); read the running copy with `animation(forKey:)`. A
    /// beginTime of 0 means "now": the layer's current local time, or, for a layer in no
    /// tree yet, the moment it is first evaluated in one. Inside a transaction the
    /// transaction waits for it. Its values must suit its property (validate animations
    /// built from outside data first): a mismatch here is a programming error.
    public func add(_ animation: LayerAnimation, forKey key: String) {
        do { try animation.validate() } catch {
            preconditionFailure("\(error); validate animations built from outside data before adding them")
        }
        removeAnimation(forKey: key)
        let copy = animation.copy()
        let host = self.host
        if copy.timing.beginTime == 0 {
            if let host {
                copy.timing.beginTime = localTime(atMediaTime: host.currentTime).seconds
            } else {
                copy.beginsAtFirstEvaluation = true
            }
        }
        host?.trackInOpenTransactions(copy)
        animations.append((key, copy))
        host?.markAnimated(self)
        host?.onAnimationAdded?(self, key, copy)
        setNeedsDisplay()
    }

    /// The animation under a key, if any.
    public func animation(forKey key: String) -> LayerAnimation? {
        animations.first { $0.key == key }?.animation
    }

    public var animationKeys: [String] { animations.map(\.key) }

    /// Whether `animation` (a running copy, as `animation(forKey:)` returns) is on this
    /// layer now: finished ones are removed unless they say otherwise.
    public func hasAnimation(_ animation: LayerAnimation) -> Bool {
        animations.contains { $0.animation === animation }
    }

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
            presentation = presentationValues(atLayerTime: localTime(atMediaTime: host.currentTime).seconds)
        }
        setNeedsDisplay()
    }

    /// The model with every animation applied at a local time. An animation waiting for
    /// its first evaluation begins now.
    func presentationValues(atLayerTime t: Double) -> LayerProperties {
        for (_, a) in animations where a.beginsAtFirstEvaluation {
            a.beginsAtFirstEvaluation = false
            a.timing.beginTime = t
        }
        var values = model
        for (_, a) in animations { a.apply(to: &values, atLayerTime: t) }
        return values
    }
}
