import Foundation

/// What the command line asks of Black Hole.
public struct BlackHoleOptions: Sendable {
    /// The file the starting squares come from (`--layout`), or nil for three random
    /// squares. Defaults to nil.
    public var layout: URL?

    public init(layout: URL? = nil) {
        self.layout = layout
    }
}
