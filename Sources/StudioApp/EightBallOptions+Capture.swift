import Exercises
import Foundation
import Storage
import Studio

/// The Magic 8-Ball's part of a capture's header: "eightBall", whether it asked no server
/// and which server it asked.
extension EightBallOptions {
    static let captureKeys = ["eightBall"]

    /// Its members, in the order of `captureKeys`.
    var captureMembers: [LaunchRecord.Member] {
        [LaunchRecord.Member("eightBall", JSONText.object([("offline", offline ? "true" : "false"),
                                                          ("endpoint", offline ? "null" : JSONText.string(endpoint.absoluteString))]))]
    }

    init(capture fields: [String: JSONValue]) throws(CaptureError) {
        self.init()
        guard let raw = fields["eightBall"] else { return }
        guard case .object = raw else { throw CaptureError(message: "the header's \"eightBall\" must be an object with \"offline\" and \"endpoint\"") }
        if let o = raw["offline"] {
            guard case .bool(let b) = o else { throw CaptureError(message: "the header's eightBall \"offline\" must be true or false") }
            offline = b
        }
        if let e = raw["endpoint"], e != .null {
            guard case .string(let s) = e else { throw CaptureError(message: "the header's eightBall \"endpoint\" must be a string") }
            endpoint = URL(string: s) ?? RemoteAnswerProvider.defaultBase
        }
    }
}
