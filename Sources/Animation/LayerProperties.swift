import Geometry

/// The values that describe how one layer looks: everything a `Layer` exposes as a
/// property and Core Animation can animate, kept together so a presentation copy is one
/// struct copy. Defaults follow CALayer.
public struct LayerProperties: Equatable, Sendable {
    /// The anchor point's location in the superlayer's coordinates. Defaults to (0, 0).
    public var position = Point.zero
    /// The layer's own coordinate space: origin and size. Defaults to the zero rect.
    public var bounds = Rect.zero
    /// Where `position` sits inside the bounds, as a unit fraction. Defaults to (0.5, 0.5).
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// Applied about the anchor point. Defaults to the identity.
    public var transform = Transform3D.identity
    /// Applied to every sublayer about this layer's anchor point; where perspective
    /// usually lives (m34). Defaults to the identity.
    public var sublayerTransform = Transform3D.identity
    /// Position on the z axis; also orders siblings, lowest first. Defaults to 0.
    public var zPosition = 0.0
    /// Group opacity: the layer and its sublayers fade as one picture. Defaults to 1.
    public var opacity = 1.0
    /// A hidden layer draws nothing and is not hit. Defaults to false.
    public var isHidden = false
    /// The fill behind the contents, or nil for none. Defaults to nil.
    public var backgroundColor: Color? = nil
    /// Radius of the rounded corners of the background and border; a 100x100 layer with
    /// radius 50 is a circle. Clamped to half the shorter side. Defaults to 0.
    public var cornerRadius = 0.0
    /// Width of the border, drawn inside the bounds. Defaults to 0.
    public var borderWidth = 0.0
    /// Defaults to opaque black.
    public var borderColor = Color.black
    /// Defaults to opaque black.
    public var shadowColor = Color.black
    /// Defaults to 0: no shadow.
    public var shadowOpacity = 0.0
    /// Defaults to (0, -3), as CALayer.
    public var shadowOffset = Vector(dx: 0, dy: -3)
    /// Blur radius of the soft shadow. Defaults to 3.
    public var shadowRadius = 3.0
    /// Clips sublayers to the bounds. Defaults to false.
    public var masksToBounds = false
    /// An image stretched over the bounds, or nil. Defaults to nil.
    public var contents: ImageReference? = nil

    // Drawn by a `ShapeLayer` only (CAShapeLayer's animatable properties).

    /// The path's fill, or nil for none. Defaults to opaque black, as CAShapeLayer.
    public var fillColor: Color? = .black
    /// The path's stroke, or nil for none. Defaults to nil.
    public var strokeColor: Color? = nil
    /// Width of the stroke, in points. Defaults to 1.
    public var lineWidth = 1.0
    /// Where along the path the stroke starts, as a fraction of its length. Defaults to 0.
    public var strokeStart = 0.0
    /// Where along the path the stroke ends, as a fraction of its length. Defaults to 1.
    public var strokeEnd = 1.0

    // Drawn by a `GradientLayer` only.

    /// The gradient's colours (CAGradientLayer's animatable `colors`). Defaults to none.
    public var gradientColors: [Color] = []

    public init() {}
}

/// An image from the Assets folder, by its file name ("logo.png").
public struct ImageReference: Hashable, Sendable, Codable, CustomStringConvertible {
    public var name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name }
}
