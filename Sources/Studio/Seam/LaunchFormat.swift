import Storage

/// How a content's launch state is read back from a capture's header: the top-level keys
/// that are its own, and a reader of them. The content hands one to the studio, which
/// reads its own keys and leaves these to it.
public struct LaunchFormat: Sendable {
    /// The header's keys the launch state owns, in the order it writes them.
    public var keys: [String]
    /// Reads a launch state from those of its keys the header has. Throws a `CaptureError`
    /// whose message names the key and what it must be.
    public var read: @Sendable (_ fields: [String: JSONValue]) throws(CaptureError) -> any LaunchState

    public init(keys: [String], read: @escaping @Sendable (_ fields: [String: JSONValue]) throws(CaptureError) -> any LaunchState) {
        self.keys = keys
        self.read = read
    }
}
