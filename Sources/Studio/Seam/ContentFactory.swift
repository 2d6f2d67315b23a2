/// Builds the app's content for the studio: at launch, at Ctrl+R's restart, and for a
/// replay. The studio knows nothing else of the app: what it shows comes from a launch
/// state, and what it needs from outside from the world the studio hands in.
public protocol ContentFactory {
    /// How the content's launch state is read back from a capture's header.
    var launchFormat: LaunchFormat { get }
    /// Builds content from `launch`, in `world`.
    func makeContent(_ launch: any LaunchState, in world: ContentWorld) -> StudioContent
}
