import Foundation

/// What the command line asks of the Magic 8-Ball.
public struct EightBallOptions: Sendable {
    /// The base URL the question is added to (`--endpoint`, `MOTIONLAB_8BALL_URL`).
    /// Defaults to `RemoteAnswerProvider.defaultBase`.
    public var endpoint: URL
    /// Whether it gives only its saved answers, asking no server (`--offline`). Defaults
    /// to false.
    public var offline: Bool

    public init(endpoint: URL = RemoteAnswerProvider.defaultBase, offline: Bool = false) {
        self.endpoint = endpoint
        self.offline = offline
    }
}
