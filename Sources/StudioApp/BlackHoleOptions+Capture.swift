import Exercises
import Foundation
import Storage
import Studio

/// Black Hole's part of a capture's header: "layout", its layout file as it was (its path
/// for messages, and its contents), or null for none.
extension BlackHoleOptions {
    static let captureKeys = ["layout"]

    /// The layout file, read now; nil when there is none or it cannot be read (the tab
    /// then says why when it loads).
    func capturedLayout() -> CapturedFile? {
        layout.flatMap { url in FileManager.default.contents(atPath: url.path).map { CapturedFile(path: url.path, contents: $0) } }
    }

    /// Its members, in the order of `captureKeys`, with the layout file as it was read.
    static func captureMembers(layout: CapturedFile?) -> [LaunchRecord.Member] {
        [LaunchRecord.Member("layout", layout.map {
            JSONText.object([("path", JSONText.string($0.path)), ("contents", JSONText.bytes($0.contents))])
        } ?? "null")]
    }

    static func capturedLayout(from fields: [String: JSONValue]) throws(CaptureError) -> CapturedFile? {
        guard let raw = fields["layout"], raw != .null else { return nil }
        guard case .string(let path) = raw["path"] ?? .null, let contents = raw["contents"] else {
            throw CaptureError(message: "the header's \"layout\" must be null or an object with \"path\" and \"contents\"")
        }
        return CapturedFile(path: path, contents: try HeaderValue.bytes(contents, what: "the header's layout \"contents\""))
    }
}
