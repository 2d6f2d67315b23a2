/// A stretch of the tab's clock in which a text layer's string changed between frames (a
/// countdown's time): a model change, not an animation, so a seek leaves it as it is.
public struct ModelChangeSpan: Equatable, Sendable {
    /// Names from the root to the layer.
    public var path: String
    /// On the tab's clock: the first and last change seen, and how many.
    public var start: Double
    public var end: Double
    public var changes: Int

    /// What a seek does not show, as the row says it.
    public static let note = "Text set between frames, not an animation: a seek leaves it as it is now"
}
