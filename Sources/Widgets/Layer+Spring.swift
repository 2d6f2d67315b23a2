import Animation
import Dynamics

extension Layer {
    /// Makes a change and springs `property` from what shows now to its new value, as
    /// UIView.animate(springWithDamping:) does: a change made mid-flight starts from where
    /// the layer is, so nothing jumps. Nothing animates when the value did not change.
    func springChange(_ property: AnimatableProperty, spring: Spring = Theme.controlSpring, key: String, change: () -> Void) {
        let from = property.value(in: presentation)
        change()
        let to = property.value(in: model)
        guard from != to else { return }
        add(SpringAnimation(property, spring: spring, from: from, to: to), forKey: key)
    }
}
