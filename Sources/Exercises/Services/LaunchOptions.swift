import Foundation

/// What the command line asks of individual exercises, handed to them in their services.
public struct LaunchOptions: Sendable {
    /// The file Black Hole's starting squares come from (`--layout`), or nil for three
    /// random squares.
    public var blackHoleLayout: URL?
    /// Whether the window shows the controls gallery instead of the five tabs (`--gallery`).
    public var showsGallery: Bool
    /// The gallery's page to open (`--page`). Defaults to the controls.
    public var galleryPage: GalleryPage

    public init(blackHoleLayout: URL? = nil, showsGallery: Bool = false, galleryPage: GalleryPage = .controls) {
        self.blackHoleLayout = blackHoleLayout
        self.showsGallery = showsGallery
        self.galleryPage = galleryPage
    }
}

/// The gallery's pages: the controls, and the containers that hold them.
public enum GalleryPage: String, CaseIterable, Sendable {
    case controls, containers

    public var title: String { rawValue.capitalized }
}
