import Foundation
import Services

/// Answers from the 8-Ball web service (`https://8ball.delegator.com/magic/JSON/<question>`),
/// over the injected `NetworkClient`: the question goes on the end of the base URL as one
/// percent-encoded path segment, and the reply must be a 200 of at most 64 KB holding
/// `{"magic": {"answer": "…", "type": "Affirmative" | "Contrary" | "Neutral"}}` with an
/// answer of 1 to 200 characters, within 3 s. Anything else is a failure with its reason.
public struct RemoteAnswerProvider: AnswerProviding {
    public static let defaultBase = URL(string: "https://8ball.delegator.com/magic/JSON/")!
    public static let timeout = 3.0
    public static let maximumBytes = 64 * 1024
    /// Sent when the user asked nothing in words.
    public static let unspokenQuestion = "Will it work out?"

    public let base: URL
    private let client: NetworkClient
    /// Seconds the whole exchange may take. Defaults to `timeout` (3 s); tests on a busy
    /// machine give their loopback server longer when the deadline is not what they test.
    public let deadline: Double

    public init(base: URL = RemoteAnswerProvider.defaultBase, client: NetworkClient, deadline: Double = RemoteAnswerProvider.timeout) {
        self.base = base
        self.client = client
        self.deadline = deadline
    }

    /// The request's URL: the base, then the question as one path segment in which only
    /// letters, digits and `-._~` stand as they are (spaces, `?`, `/`, `#` and emoji are
    /// percent-encoded, so they all reach the server).
    public static func url(base: URL, question: String) -> URL {
        let q = question.trimmingCharacters(in: .whitespacesAndNewlines)
        var unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        unreserved.insert(charactersIn: "-._~")
        let segment = (q.isEmpty ? unspokenQuestion : q).addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
        var s = base.absoluteString
        if !s.hasSuffix("/") { s += "/" }
        return URL(string: s + segment) ?? base
    }

    public func answer(to question: String, for work: WorkID?) async -> Result<Answer, AnswerFailure> {
        do {
            let r = try await client.get(Self.url(base: base, question: question), timeout: deadline, maximumBytes: Self.maximumBytes,
                                         for: work)
            return Self.parse(r)
        } catch {
            return .failure(AnswerFailure(error.description))
        }
    }

    private struct Reply: Decodable {
        struct Magic: Decodable {
            let answer: String
            let type: String?
        }
        let magic: Magic
    }

    /// The answer in a response, or why it holds none.
    public static func parse(_ r: NetworkResponse) -> Result<Answer, AnswerFailure> {
        guard r.status == 200 else { return .failure(AnswerFailure("the server answered \(r.status)")) }
        guard let reply = try? JSONDecoder().decode(Reply.self, from: r.body) else {
            return .failure(AnswerFailure("the server's reply is not an 8-Ball answer"))
        }
        let text = reply.magic.answer.trimmingCharacters(in: .whitespacesAndNewlines)
        if let problem = Answer.problem(with: text) { return .failure(AnswerFailure("the server's answer is unusable: \(problem)")) }
        return .success(Answer(text, AnswerType(naming: reply.magic.type ?? "")))
    }
}
