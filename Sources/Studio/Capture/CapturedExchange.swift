import Animation
import Foundation
import Services

/// One HTTP exchange made by off-loop work during a capture: what was asked, what came
/// back (or why nothing did), and when the result reached the loop. A replay answers the
/// same piece of work with it and asks no server.
public struct CapturedExchange: Equatable, Sendable {
    /// The piece of work, numbered in the order the scene started work (see `Inbox`).
    public var work: Int
    /// When the result reached the loop, on the capture's clock.
    public var time: MediaTime
    /// The URL asked (the 8-Ball's holds the question).
    public var url: String
    public var result: Result<NetworkResponse, NetworkError>

    public init(work: Int, time: MediaTime, url: String, result: Result<NetworkResponse, NetworkError>) {
        self.work = work
        self.time = time
        self.url = url
        self.result = result
    }
}
