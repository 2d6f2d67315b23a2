import Animation

/// How a snowman animation moves through its duration: one of Core Animation's named
/// timing functions, or a spring (a bouncy settle into the end values).
public enum SnowmanCurve: String, CaseIterable, Codable, Sendable {
    case linear, easeIn, easeOut, easeInEaseOut, spring

    /// The name shown in Settings.
    public var title: String {
        switch self {
        case .linear: "Linear"
        case .easeIn: "Ease In"
        case .easeOut: "Ease Out"
        case .easeInEaseOut: "Ease In-Out"
        case .spring: "Spring"
        }
    }

    /// The timing function of a basic animation; nil for the spring.
    var timingFunction: TimingFunction? {
        switch self {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInEaseOut: .easeInEaseOut
        case .spring: nil
        }
    }
}
