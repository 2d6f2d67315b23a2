import Geometry

/// Where a colour picker keeps the user's saved swatches, so they outlast the app. The
/// exercises keep them in a file in the data folder; tests and headless runs in memory.
public protocol SwatchStore: AnyObject {
    /// The saved swatches, oldest first.
    var swatches: [Color] { get }
    /// Replaces the saved swatches.
    func save(_ swatches: [Color])
}

/// Swatches kept for this run only.
public final class MemorySwatchStore: SwatchStore {
    public private(set) var swatches: [Color]

    public init(_ swatches: [Color] = []) {
        self.swatches = swatches
    }

    public func save(_ swatches: [Color]) {
        self.swatches = swatches
    }
}
