/// What an answer says, as the 8-Ball endpoint classes it: yes, no, or neither. The die's
/// colour hints it (green, red, amber). Anything else the endpoint sends counts as
/// neutral.
public enum AnswerType: String, CaseIterable, Codable, Sendable {
    case affirmative = "Affirmative"
    case contrary = "Contrary"
    case neutral = "Neutral"

    /// The type a remote or saved string names; an unknown one is neutral.
    public init(naming s: String) {
        self = AnswerType(rawValue: s) ?? AnswerType.allCases.first { $0.rawValue.lowercased() == s.lowercased() } ?? .neutral
    }

    public init(from decoder: Decoder) throws {
        self.init(naming: try decoder.singleValueContainer().decode(String.self))
    }
}
