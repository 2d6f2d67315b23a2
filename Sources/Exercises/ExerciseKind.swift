/// The five exercises, in tab order. The raw value is the slug the CLI and the saved state
/// use (`--tab color-timer`).
public enum ExerciseKind: String, CaseIterable, Sendable, Codable {
    case circles
    case blackHole = "black-hole"
    case colorTimer = "color-timer"
    case magic8Ball = "magic-8-ball"
    case snowman

    /// The tab title.
    public var title: String {
        switch self {
        case .circles: "Circles"
        case .blackHole: "Black Hole"
        case .colorTimer: "Color Timer"
        case .magic8Ball: "Magic 8-Ball"
        case .snowman: "Snowman"
        }
    }

    /// One line on what the exercise shows.
    public var summary: String {
        switch self {
        case .circles: "Double-tap spawns a circle, long-press lifts and drags it, triple-tap deletes it."
        case .blackHole: "Drag, fling, pinch and rotate squares into a white hole."
        case .colorTimer: "A countdown whose colours and time you edit while it runs."
        case .magic8Ball: "Shake the window for an answer, with saved fallbacks."
        case .snowman: "A snowman animated by saved settings, with play, pause and resume."
        }
    }

    public var index: Int { Self.allCases.firstIndex(of: self)! }
}
