/// One way to animate the snowman: where each dimension goes from rest, and the timing.
/// The defaults make a pleasing animation out of the box: a little wider and taller, a
/// hop to the right, one flip about X, a slight fade, over two seconds, there and back.
public struct SnowmanSetting: Codable, Equatable, Sendable {
    /// Width and height as multiples of the resting size.
    public var widthScale = 1.3
    public var heightScale = 1.2
    /// How far the snowman moves, in points (right and down are positive).
    public var offsetX = 80.0
    public var offsetY = -40.0
    /// Whole turns about each axis: flips about X and Y (seen in perspective, back face
    /// and all), turns about Z (in the screen's plane).
    public var flipsX = 1.0
    public var flipsY = 0.0
    public var turnsZ = 0.0
    /// Where the opacity goes, 0 to 1.
    public var opacity = 0.8
    /// Seconds one run takes.
    public var duration = 2.0
    /// Core Animation's repeatCount: how many runs (0 and 1 both play once), 0 to 10, or
    /// `SnowmanSetting.forever`.
    public var repeatCount = 0.0
    /// Whether each run plays back to rest before the next.
    public var autoreverses = true
    public var curve = SnowmanCurve.easeInEaseOut

    /// The repeat count that means "for ever" (∞ in Settings).
    public static let forever = 11.0

    public init() {}

    /// The built-in setting, always there, never deleted.
    public static let `default` = SnowmanSetting()

    /// The setting with every number brought into its dimension's range and onto its
    /// steps (a hand-edited file may hold anything), or nil if a number is not finite.
    public func validated() -> SnowmanSetting? {
        var s = self
        for d in SnowmanDimension.allCases {
            let v = s[d]
            guard v.isFinite else { return nil }
            s[d] = d.clamp(v)
        }
        return s
    }

    /// A dimension's value, by the dimension.
    public subscript(d: SnowmanDimension) -> Double {
        get { self[keyPath: d.keyPath] }
        set { self[keyPath: d.keyPath] = newValue }
    }
}
