/// Where the 8-Ball's answers come from (the remote endpoint, in the app): one answer to
/// one question, or why there is none, in a line for the overlay and `--verbose`.
public protocol AnswerProviding: Sendable {
    func answer(to question: String) async -> Result<Answer, AnswerFailure>
}

/// Why a provider gave no answer: one line for a user ("the server answered 500").
public struct AnswerFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
