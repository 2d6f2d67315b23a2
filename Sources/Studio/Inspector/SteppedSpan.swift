/// A stretch of the tab's clock in which something was stepped frame by frame (a physics
/// world, a fling, a picker's spin): motion that is not a Core Animation animation, so a
/// seek cannot show it.
public struct SteppedSpan: Equatable, Sendable {
    /// On the tab's clock.
    public var start: Double
    public var end: Double

    /// What a seek does not show, as the row says it.
    public static let note = "Stepped each frame (physics, a fling, a picker's spin), not an animation: a seek does not show it"
}
