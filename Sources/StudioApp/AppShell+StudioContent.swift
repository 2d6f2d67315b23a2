import Exercises
import Studio
import Widgets

/// The app's window content is what the studio shows: the seam's one conformance.
extension AppShell: StudioContent {
    public var bottomInset: Double { configuration.options.gallery == nil ? Theme.tabBarHeight : 0 }

    public var showsQABadge: Bool { isSlowMotion || isPaused }

    /// The tab showing now (the gallery stays the gallery), the seed and options it was
    /// launched with, and the layout file as it is now.
    public func launchState() -> any LaunchState {
        AppLaunchState(tab: selected, seed: seed, options: configuration.options)
    }
}
