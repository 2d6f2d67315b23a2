import Animation

/// Makes the exercise for a tab. Until an exercise's own issue lands, its tab shows a
/// placeholder that says so.
enum ExerciseFactory {
    static func make(_ kind: ExerciseKind, seed: UInt64, host: LayerHost) -> Exercise {
        switch kind {
        case .circles:
            CirclesExercise(seed: seed, host: host)
        case .blackHole, .colorTimer, .magic8Ball, .snowman:
            PlaceholderExercise(kind: kind)
        }
    }
}
