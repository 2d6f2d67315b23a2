import Foundation

/// One answer the 8-Ball can give: its words and its type.
public struct Answer: Codable, Equatable, Hashable, Sendable {
    /// The longest answer kept or shown, in characters.
    public static let maximumLength = 200

    public var text: String
    public var type: AnswerType

    public init(_ text: String, _ type: AnswerType) {
        self.text = text
        self.type = type
    }

    /// Why a text cannot be an answer, in words for the prompt, or nil when it can.
    public static func problem(with text: String) -> String? {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if t.isEmpty { return "An answer needs some words." }
        if t.count > maximumLength { return "An answer is at most \(maximumLength) characters." }
        return nil
    }

    /// The twenty answers of the classic Magic 8-Ball toy: ten affirmative, five neutral,
    /// five contrary.
    public static let classics: [Answer] = [
        "It is certain.", "It is decidedly so.", "Without a doubt.", "Yes, definitely.", "You may rely on it.",
        "As I see it, yes.", "Most likely.", "Outlook good.", "Yes.", "Signs point to yes.",
    ].map { Answer($0, .affirmative) } + [
        "Reply hazy, try again.", "Ask again later.", "Better not tell you now.", "Cannot predict now.", "Concentrate and ask again.",
    ].map { Answer($0, .neutral) } + [
        "Don't count on it.", "My reply is no.", "My sources say no.", "Outlook not so good.", "Very doubtful.",
    ].map { Answer($0, .contrary) }
}
