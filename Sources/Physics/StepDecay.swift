import Foundation

/// What a resistance k (velocity × e^(−k·t)) does over one fixed step of dt: the velocity
/// falls from v to v·`end`, and the item moves as if at its mean over the step, v·`mean`,
/// with mean = (1 − e^(−k·dt))/(k·dt). A free fling then travels exactly v/k, where
/// `FrictionDecay` projects it, however many steps it takes.
struct StepDecay {
    /// The velocity kept over one step: e^(−k·dt).
    let end: Double
    /// The step's mean velocity as a share of its starting velocity.
    let mean: Double

    init(resistance k: Double, step dt: Double) {
        guard k > 0 else { end = 1; mean = 1; return }
        end = exp(-k * dt)
        mean = (1 - end) / (k * dt)
    }
}
