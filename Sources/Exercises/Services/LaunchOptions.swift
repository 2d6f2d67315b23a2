import Foundation

/// What the command line asks of individual exercises, handed to them in their services.
public struct LaunchOptions: Sendable {
    /// The file Black Hole's starting squares come from (`--layout`), or nil for three
    /// random squares.
    public var blackHoleLayout: URL?
    /// Whether the window shows the controls gallery instead of the five tabs (`--gallery`).
    public var showsGallery: Bool

    public init(blackHoleLayout: URL? = nil, showsGallery: Bool = false) {
        self.blackHoleLayout = blackHoleLayout
        self.showsGallery = showsGallery
    }
}
