import Services

/// Where the 8-Ball's answers come from (the remote endpoint, in the app): one answer to
/// one question, or why there is none, in a line for the overlay and `--verbose`.
public protocol AnswerProviding: Sendable {
    /// The answer to `question`, asked for the off-loop work `work` (nil for none).
    func answer(to question: String, for work: WorkID?) async -> Result<Answer, AnswerFailure>
}

extension AnswerProviding {
    /// The answer to `question`, for no particular piece of work.
    public func answer(to question: String) async -> Result<Answer, AnswerFailure> {
        await answer(to: question, for: nil)
    }
}

/// Why a provider gave no answer: one line for a user ("the server answered 500").
public struct AnswerFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
