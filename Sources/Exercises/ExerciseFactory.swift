import Animation

/// Makes the exercise for a tab, with its services.
public enum ExerciseFactory {
    public static func make(_ kind: ExerciseKind, services: ExerciseServices) -> Exercise {
        switch kind {
        case .circles:
            CirclesExercise(services: services)
        case .blackHole:
            BlackHoleExercise(services: services)
        case .colorTimer:
            ColorTimerExercise(services: services)
        case .magic8Ball:
            Magic8BallExercise(services: services)
        case .snowman:
            SnowmanExercise(services: services)
        }
    }
}
