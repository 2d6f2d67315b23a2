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
    /// The base URL the 8-Ball asks (`--endpoint`, `MOTIONLAB_8BALL_URL`). Defaults to
    /// `RemoteAnswerProvider.defaultBase`.
    public var eightBallEndpoint: URL
    /// Whether the 8-Ball only gives saved answers, asking no server (`--offline`).
    public var eightBallOffline: Bool

    public init(blackHoleLayout: URL? = nil, showsGallery: Bool = false, galleryPage: GalleryPage = .controls,
                eightBallEndpoint: URL = RemoteAnswerProvider.defaultBase, eightBallOffline: Bool = false) {
        self.blackHoleLayout = blackHoleLayout
        self.showsGallery = showsGallery
        self.galleryPage = galleryPage
        self.eightBallEndpoint = eightBallEndpoint
        self.eightBallOffline = eightBallOffline
    }
}

/// The gallery's pages: the controls, and the containers that hold them.
public enum GalleryPage: String, CaseIterable, Sendable {
    case controls, containers

    public var title: String { rawValue.capitalized }
}
