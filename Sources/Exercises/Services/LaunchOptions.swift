import Foundation

/// What the command line asks of individual exercises, handed to them in their services.
public struct LaunchOptions: Sendable {
    /// The file Black Hole's starting squares come from (`--layout`), or nil for three
    /// random squares.
    public var blackHoleLayout: URL?

    public init(blackHoleLayout: URL? = nil) {
        self.blackHoleLayout = blackHoleLayout
    }
}
