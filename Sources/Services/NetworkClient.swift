import Foundation

/// Fetches a resource over HTTP, off the frame loop. Exercises that talk to the network
/// are handed one in `ExerciseServices`; tests hand them one aimed at a loopback server.
public protocol NetworkClient: Sendable {
    /// GETs `url` for the off-loop work `work` (the inbox's number for it; nil for none).
    /// Throws `NetworkError` when the whole exchange takes longer than `timeout` seconds,
    /// the body grows past `maximumBytes`, or the request fails.
    func get(_ url: URL, timeout: Double, maximumBytes: Int, for work: WorkID?) async throws(NetworkError) -> NetworkResponse
}

extension NetworkClient {
    /// GETs `url` for no particular piece of work.
    public func get(_ url: URL, timeout: Double, maximumBytes: Int) async throws(NetworkError) -> NetworkResponse {
        try await get(url, timeout: timeout, maximumBytes: maximumBytes, for: nil)
    }
}

/// What came back: the HTTP status and the body.
public struct NetworkResponse: Sendable, Equatable {
    public var status: Int
    public var body: Data

    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}

/// Why a request gave no usable response, in words for a user.
public enum NetworkError: Error, Equatable, CustomStringConvertible {
    case timedOut(seconds: Double)
    case tooLarge(limit: Int)
    case failed(String)

    public var description: String {
        switch self {
        case .timedOut(let s): "no answer within \(s.formatted()) s"
        case .tooLarge(let limit): "the answer was larger than \(limit) bytes"
        case .failed(let reason): reason
        }
    }
}

private extension Double {
    /// "3", "0.5": the shortest form, for messages.
    func formatted() -> String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
