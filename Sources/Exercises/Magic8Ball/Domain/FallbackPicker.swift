/// Chooses the saved answer the 8-Ball gives when the endpoint cannot: at random from
/// the seed (`--seed` repeats the choices), and never the one it gave last time, so a
/// second shake offline always says something new (when there are two to choose from).
struct FallbackPicker {
    private var rng: SeededGenerator
    private(set) var last: Answer?

    init(seed: UInt64) {
        rng = SeededGenerator(seed: seed)
    }

    /// One of `answers`, not the last one given if another exists; nil for none.
    mutating func next(from answers: [Answer]) -> Answer? {
        let choices = answers.count > 1 ? answers.filter { $0 != last } : answers
        guard !choices.isEmpty else { return nil }
        let pick = choices[Int(rng.next() % UInt64(choices.count))]
        last = pick
        return pick
    }
}
