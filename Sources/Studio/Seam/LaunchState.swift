import Foundation

/// What the app's content was launched from, as far as a replay must know it: which scene
/// showed (a tab, the gallery), the seed of its random choices, and its options (a layout
/// file, a server). Opaque to the studio: it writes itself into a capture's header
/// (`record`), a `LaunchFormat` reads it back, and a `ContentFactory` builds content from it.
public protocol LaunchState: Sendable {
    /// Its members of a capture's header.
    var record: LaunchRecord { get }
    /// What shows, in messages: "Circles", "the gallery (controls)".
    var sceneName: String { get }
    /// The seed of the content's random choices.
    var seed: UInt64 { get }
    /// The same state for a replay: any file it was launched from (a layout) written from
    /// the capture into `folder`, so the replay never reads the user's.
    func replaying(in folder: URL) throws -> any LaunchState
}

/// A launch state's members of a capture's header, as JSON text, in the order written.
/// The header keeps its own keys around them: the scene's after "scale", the setup's
/// after "platform".
public struct LaunchRecord: Equatable, Sendable {
    /// What shows and how its random choices fall ("tab", "seed").
    public var scene: [Member]
    /// How it was set up ("layout", "eightBall").
    public var setup: [Member]

    /// One top-level key and its value as JSON text.
    public struct Member: Equatable, Sendable {
        public var key: String
        public var json: String

        public init(_ key: String, _ json: String) {
            self.key = key
            self.json = json
        }
    }

    public init(scene: [Member], setup: [Member]) {
        self.scene = scene
        self.setup = setup
    }
}
