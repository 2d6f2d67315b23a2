import Exercises
import Studio

/// Builds the app's window content (an `AppShell`) for the studio, from a launch state and
/// the world the studio hands in; everything else (the text measurer, the date, where the
/// last tab is remembered, how a tab's exercise is made) comes from `base`.
public struct AppContentFactory: ContentFactory {
    public var base: AppShell.Configuration

    public init(base: AppShell.Configuration) {
        self.base = base
    }

    public var launchFormat: LaunchFormat { AppLaunchState.format }

    public func makeContent(_ launch: any LaunchState, in world: ContentWorld) -> StudioContent {
        guard let launch = launch as? AppLaunchState else {
            preconditionFailure("the app's content is launched from an AppLaunchState, not \(type(of: launch))")
        }
        var c = base
        c.size = world.size
        c.initialTab = launch.tab
        c.seed = launch.seed
        c.options = launch.options
        c.inbox = world.inbox
        c.focusChain = world.focusChain
        c.pointerDispatcher = world.pointerDispatcher
        c.messages = world.messages
        c.network = world.network
        c.pasteboard = world.pasteboard
        c.folders = world.folders
        c.textMeasurer = world.textMeasurer
        // A replay remembers nothing for the next launch.
        if world.isReplay { c.store = nil }
        return AppShell(c)
    }
}
