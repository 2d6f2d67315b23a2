import Foundation
import Storage

/// Readers a launch format shares with the studio's own header keys, so a content's keys
/// are read and named in errors the same way.
public enum HeaderValue {
    /// Text, or {"base64": …} for bytes that are not UTF-8; `what` names the value in the
    /// error ("the header's layout \"contents\"").
    public static func bytes(_ raw: JSONValue, what: String) throws(CaptureError) -> Data {
        switch raw {
        case .string(let s): return Data(s.utf8)
        case .object:
            if case .string(let b)? = raw["base64"], let d = Data(base64Encoded: b) { return d }
            throw CaptureError(message: "\(what) must be text, or {\"base64\": …}")
        default: throw CaptureError(message: "\(what) must be text, or {\"base64\": …}")
        }
    }

    /// A piece of the file quoted in a message: escaped as JSON, cut at `limit` characters.
    public static func quoted<S: StringProtocol>(_ text: S, _ limit: Int) -> String {
        shown(text, limit)
    }
}
