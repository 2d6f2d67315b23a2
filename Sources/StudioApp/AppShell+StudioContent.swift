import Exercises
import Foundation
import Services
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

    /// The selected tab's title ("Color Timer"), or "Gallery" while the gallery shows.
    public var shownTitle: String { configuration.options.gallery == nil ? selected.title : "Gallery" }

    /// The 8-Ball's exchanges (a URL under its endpoint), read by its own parser: "8-Ball
    /// answer 'Signs point to yes'", or why it gave none ("8-Ball request failed: …",
    /// "8-Ball reply unusable: the server answered 500"). Nil for any other URL.
    public func describe(answerFrom url: String, result: Result<NetworkResponse, NetworkError>) -> String? {
        var base = configuration.options.eightBall.endpoint.absoluteString
        if !base.hasSuffix("/") { base += "/" }
        guard url.hasPrefix(base) else { return nil }
        switch result {
        case .failure(let e): return "8-Ball request failed: \(e)"
        case .success(let r):
            switch RemoteAnswerProvider.parse(r) {
            case .success(let answer): return "8-Ball answer '\(answer.text)'"
            case .failure(let why): return "8-Ball reply unusable: \(why)"
            }
        }
    }
}
