import Foundation
import Geometry

/// A layer that fills its bounds with a colour gradient (CAGradientLayer), drawn with a
/// colour per vertex of a mesh, so no texture is needed. It draws above the background
/// and below the sublayers.
///
/// Points are in the unit square of the bounds: (0, 0) the top-left, (1, 1) the
/// bottom-right. Defaults, as CAGradientLayer: axial, from (0.5, 0) to (0.5, 1), no
/// colours, stops spread evenly.
open class GradientLayer: Layer {
    /// The gradient's shape (CAGradientLayerType).
    public enum Kind: String, Sendable, Codable {
        /// Along the line from `startPoint` to `endPoint`.
        case axial
        /// Out from `startPoint`, reaching the last colour at `endPoint`'s distance on each
        /// axis (an ellipse).
        case radial
        /// Round `startPoint`, starting in the direction of `endPoint` and turning
        /// clockwise on screen.
        case conic
    }

    public var kind = Kind.axial { didSet { if kind != oldValue { setNeedsDisplay() } } }
    /// The colours, in order. Fewer than one draws nothing; one fills flat. Animatable (the
    /// `.gradientColors` property, CA's "colors"): lists of the same length blend colour by
    /// colour.
    public var colors: [Color] {
        get { self[dynamicMember: \.gradientColors] }
        set { self[dynamicMember: \.gradientColors] = newValue }
    }
    /// Where each colour sits, 0...1 and rising, one per colour; nil spreads them evenly.
    public var locations: [Double]? { didSet { if locations != oldValue { setNeedsDisplay() } } }
    public var startPoint = Point(x: 0.5, y: 0) { didSet { if startPoint != oldValue { setNeedsDisplay() } } }
    public var endPoint = Point(x: 0.5, y: 1) { didSet { if endPoint != oldValue { setNeedsDisplay() } } }

    public init(name: String = "", kind: Kind = .axial, colors: [Color] = []) {
        self.kind = kind
        super.init(name: name, drawsText: false, drawsGradient: true)
        self.colors = colors
    }

    /// Cells per side of the mesh the gradient is drawn on: the colour is exact at every
    /// vertex and linear between, so curved (radial, conic) gradients want a finer mesh.
    var meshCells: Int {
        switch kind {
        case .axial: return 32
        case .radial: return 48
        case .conic: return 64
        }
    }

    /// The colour at unit point (u, v), as shown now (mid-animation, the presented colours).
    public func color(atUnit u: Double, _ v: Double) -> Color {
        let colors = presentation.gradientColors
        guard let first = colors.first else { return .clear }
        guard colors.count > 1 else { return first }
        let s = startPoint, e = endPoint
        var t: Double
        switch kind {
        case .axial:
            let dx = e.x - s.x, dy = e.y - s.y
            let len2 = dx * dx + dy * dy
            t = len2 > 0 ? ((u - s.x) * dx + (v - s.y) * dy) / len2 : 0
        case .radial:
            let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
            let x = rx > 0 ? (u - s.x) / rx : 0, y = ry > 0 ? (v - s.y) / ry : 0
            t = (x * x + y * y).squareRoot()
        case .conic:
            let a0 = atan2(e.y - s.y, e.x - s.x)
            var a = atan2(v - s.y, u - s.x) - a0
            while a < 0 { a += 2 * .pi }
            while a >= 2 * .pi { a -= 2 * .pi }
            t = a / (2 * .pi)
        }
        t = min(1, max(0, t.isFinite ? t : 0))
        let stops = locations.flatMap { $0.count == colors.count ? $0 : nil }
            ?? colors.indices.map { Double($0) / Double(colors.count - 1) }
        if t <= stops[0] { return colors[0] }
        for i in 1..<colors.count where t <= stops[i] {
            let span = stops[i] - stops[i - 1]
            return colors[i - 1].interpolated(to: colors[i], fraction: span > 0 ? (t - stops[i - 1]) / span : 1)
        }
        return colors[colors.count - 1]
    }
}
