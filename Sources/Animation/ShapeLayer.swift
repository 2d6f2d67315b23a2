import Geometry

/// A layer that draws a vector path (CAShapeLayer): filled by a fill rule, then stroked,
/// above its background and below its sublayers. The path is in the layer's own
/// coordinates (its bounds), and is not clipped to them.
///
/// The fill and stroke colours, the line width and `strokeStart` / `strokeEnd` are layer
/// properties, so they animate like any other (`shape.strokeEnd = 0.5`, or an animation
/// of `.strokeEnd` for a progress ring). Defaults follow CAShapeLayer: a black fill, no
/// stroke, width 1, butt caps, miter joins with limit 10, the non-zero rule.
open class ShapeLayer: Layer {
    /// The path drawn. Defaults to empty.
    public var path = Path() { didSet { if path != oldValue { setNeedsDisplay() } } }
    public var fillRule = FillRule.nonZero { didSet { if fillRule != oldValue { setNeedsDisplay() } } }
    public var lineCap = LineCap.butt { didSet { if lineCap != oldValue { setNeedsDisplay() } } }
    public var lineJoin = LineJoin.miter { didSet { if lineJoin != oldValue { setNeedsDisplay() } } }
    /// Longest miter, in line widths, before a corner is bevelled. Defaults to 10.
    public var miterLimit = 10.0 { didSet { if miterLimit != oldValue { setNeedsDisplay() } } }

    public init(name: String = "", path: Path = Path()) {
        self.path = path
        super.init(name: name, drawsText: false, drawsPath: true)
    }
}
