import Animation
import Foundation
import Geometry
import Physics
import Widgets

/// The hole squares fall into: a white disc fixed at the bottom-left of the tab (white,
/// as the brief draws it), lifted off the light background by a soft indigo glow, with a
/// gravity field around it that bends the path of a square flying past (a still or slow
/// one is left alone).
final class WhiteHole {
    /// The glow: iOS systemIndigo, blurred wide.
    static let glowColor = Color(r8: 0x58, g8: 0x56, b8: 0xD6)
    /// Distance from the tab's left and bottom edges, in points.
    static let margin = 24.0
    /// Diameter limits, in points: a fifth of the shorter side of the tab, within these.
    static let diameterRange = 110.0...170.0
    /// Squares slower than this, in pt/s, feel no pull: the field bends a flying square's
    /// path, but one put down beside the hole stays where it was put. 50 pt/s is a slow
    /// drift, a fortieth of a modest fling.
    static let pullSpeed = 50.0

    let layer: Layer
    /// Pulls flying squares toward the centre; acts within three radii of it, on squares
    /// moving at least `pullSpeed`.
    let field: FieldBehavior

    init() {
        layer = Layer(name: "hole")
        layer.backgroundColor = .white
        layer.shadowColor = Self.glowColor
        layer.shadowOpacity = 0.55
        layer.shadowRadius = 26
        layer.shadowOffset = .zero
        layer.borderWidth = 0
        layer.borderColor = Self.glowColor.withAlpha(0.18)
        field = FieldBehavior.radialGravity(position: .zero)
        field.strength = 2.5
        field.falloff = 1.5
        field.minimumRadius = 30
        field.minimumSpeed = Self.pullSpeed
    }

    var center: Point { layer.position }
    var radius: Double { layer.bounds.width / 2 }
    /// A square whose centre comes this close is caught, however fast it flies.
    var captureRadius: Double { radius * 0.4 }

    /// Sits at the bottom-left of an area of `size`.
    func layout(in size: Size) {
        let d = min(max(min(size.width, size.height) / 5, Self.diameterRange.lowerBound), Self.diameterRange.upperBound)
        layer.bounds = Rect(x: 0, y: 0, width: d, height: d)
        layer.cornerRadius = d / 2
        layer.position = Point(x: Self.margin + d / 2, y: size.height - Self.margin - d / 2)
        field.position = layer.position
        field.regionRadius = 3 * d / 2
    }

    /// Whether a square of side `side`, centred at `centre` and turned by `angle`, covers
    /// any part of the disc.
    func overlaps(squareAt center: Point, side: Double, angle: Double) -> Bool {
        // The disc's centre in the square's own frame, then its nearest point of the square.
        let d = self.center - center
        let c = cos(-angle), s = sin(-angle)
        let local = Vector(dx: d.dx * c - d.dy * s, dy: d.dx * s + d.dy * c)
        let h = side / 2
        let nearest = Vector(dx: min(max(local.dx, -h), h), dy: min(max(local.dy, -h), h))
        return (local - nearest).length < radius
    }

    /// Whether a point is in the region that catches anything crossing it.
    func captures(_ p: Point) -> Bool { p.distance(to: center) < captureRadius }
}
