import Foundation

/// What the command line asks of the exercises, one group per tab that has options, handed
/// to them in their services. Each tab reads only its own group.
public struct LaunchOptions: Sendable {
    /// Black Hole's options (`--layout`).
    public var blackHole: BlackHoleOptions
    /// The Magic 8-Ball's options (`--endpoint`, `--offline`).
    public var eightBall: EightBallOptions
    /// The controls gallery, shown instead of the five tabs (`--gallery`, `--page`); nil
    /// shows the tabs. Defaults to nil.
    public var gallery: GalleryOptions?

    public init(blackHole: BlackHoleOptions = BlackHoleOptions(), eightBall: EightBallOptions = EightBallOptions(),
                gallery: GalleryOptions? = nil) {
        self.blackHole = blackHole
        self.eightBall = eightBall
        self.gallery = gallery
    }
}

/// The gallery's pages: the controls, and the containers that hold them.
public enum GalleryPage: String, CaseIterable, Sendable {
    case controls, containers

    public var title: String { rawValue.capitalized }
}
