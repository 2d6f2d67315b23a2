/// What a tab may ask of the window's animation host: transactions for implicit animations
/// (CATransaction), and nothing else. Exercises are handed this, not the host itself, so
/// they cannot evaluate, advance or re-root the window's tree.
public protocol Transacting: AnyObject {
    /// Begins a transaction (CATransaction.begin); see `LayerHost.begin`.
    func begin(duration: Double?, timingFunction: TimingFunction?, disableActions: Bool?, completion: (() -> Void)?)
    /// Commits the innermost transaction.
    func commit()
    /// Runs `changes` inside a transaction of `duration` seconds.
    func animate(duration: Double, timingFunction: TimingFunction?, changes: () -> Void, completion: (() -> Void)?)
    /// Runs `changes` with implicit animations disabled.
    func withoutAnimation(_ changes: () -> Void)
}

extension Transacting {
    /// Runs `changes` inside a transaction of `duration` seconds, with the default curve.
    public func animate(duration: Double, timingFunction: TimingFunction? = nil, changes: () -> Void) {
        animate(duration: duration, timingFunction: timingFunction, changes: changes, completion: nil)
    }

    /// Runs `changes` inside a transaction, then `completion` once its animations end.
    public func animate(duration: Double, timingFunction: TimingFunction? = nil, changes: () -> Void,
                        completion: @escaping () -> Void) {
        animate(duration: duration, timingFunction: timingFunction, changes: changes, completion: Optional(completion))
    }
}

extension LayerHost: Transacting {}
