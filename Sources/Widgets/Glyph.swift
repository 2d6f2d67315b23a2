import Animation
import Foundation
import Geometry

/// The small symbols controls draw (a stepper's − and +, a chevron, a checkmark), as
/// paths rather than font characters, so they are crisp at any size and can animate.
/// Proportions follow SF Symbols at regular weight: strokes about a tenth of the symbol's
/// size, with round caps and joins.
public enum Glyph: String, CaseIterable, Sendable {
    case plus, minus, chevronLeft, chevronRight, chevronUp, chevronDown, checkmark, xmark
    /// Three bars: a table row's reorder handle (SF Symbols' line.3.horizontal).
    case reorder
    /// The Magic 8-Ball's answer window: an upward triangle, filled.
    case triangle
    /// Settings (SF Symbols' gearshape): a toothed wheel with a hole, filled.
    case gear

    /// The glyph's path inside a square of side `size` whose top-left is the origin.
    public func path(size s: Double) -> Path {
        var p = Path()
        func line(_ a: (Double, Double), _ b: (Double, Double)) {
            p.move(to: Point(x: a.0 * s, y: a.1 * s))
            p.addLine(to: Point(x: b.0 * s, y: b.1 * s))
        }
        func polyline(_ pts: [(Double, Double)]) {
            p.move(to: Point(x: pts[0].0 * s, y: pts[0].1 * s))
            for q in pts.dropFirst() { p.addLine(to: Point(x: q.0 * s, y: q.1 * s)) }
        }
        switch self {
        case .plus:
            line((0.15, 0.5), (0.85, 0.5))
            line((0.5, 0.15), (0.5, 0.85))
        case .minus:
            line((0.15, 0.5), (0.85, 0.5))
        case .chevronLeft: polyline([(0.62, 0.18), (0.3, 0.5), (0.62, 0.82)])
        case .chevronRight: polyline([(0.38, 0.18), (0.7, 0.5), (0.38, 0.82)])
        case .chevronUp: polyline([(0.18, 0.62), (0.5, 0.3), (0.82, 0.62)])
        case .chevronDown: polyline([(0.18, 0.38), (0.5, 0.7), (0.82, 0.38)])
        case .reorder:
            for y in [0.3, 0.5, 0.7] { line((0.16, y), (0.84, y)) }
        case .checkmark: polyline([(0.18, 0.52), (0.4, 0.74), (0.84, 0.26)])
        case .xmark:
            line((0.22, 0.22), (0.78, 0.78))
            line((0.78, 0.22), (0.22, 0.78))
        case .triangle:
            polyline([(0.5, 0.1), (0.95, 0.88), (0.05, 0.88)])
            p.closeSubpath()
        case .gear:
            // Eight teeth, each a trapezoid a little narrower at its tip, round a hole.
            let teeth = 8, c = 0.5 * s, outer = 0.47 * s, root = 0.36 * s
            var pts: [Point] = []
            for i in 0..<teeth {
                let a = Double(i) * 2 * .pi / Double(teeth)
                let halfRoot = 0.24, halfTip = 0.15
                for (da, r) in [(-halfRoot, root), (-halfTip, outer), (halfTip, outer), (halfRoot, root)] {
                    pts.append(Point(x: c + r * cos(a + da), y: c + r * sin(a + da)))
                }
            }
            p.move(to: pts[0])
            for q in pts.dropFirst() { p.addLine(to: q) }
            p.closeSubpath()
            p.addEllipse(in: Rect(x: c - 0.16 * s, y: c - 0.16 * s, width: 0.32 * s, height: 0.32 * s))
        }
        return p
    }

    /// Whether the glyph is a filled shape; the others are strokes.
    public var isFilled: Bool { self == .triangle || self == .gear }

    /// The stroke width for a glyph of side `size`: about an eighth of it, in whole points
    /// so that straight strokes of a glyph placed on whole points cover whole pixels.
    public static func lineWidth(size: Double) -> Double { max(1, (size * 0.12).rounded()) }

    /// A shape layer drawing the glyph in `color`, sized `size` points square.
    public func makeLayer(name: String, size: Double, color: Color) -> ShapeLayer {
        let layer = ShapeLayer(name: name)
        layer.bounds = Rect(x: 0, y: 0, width: size, height: size)
        apply(to: layer, size: size, color: color)
        return layer
    }

    /// Draws the glyph into an existing shape layer (a control that swaps its symbol).
    public func apply(to layer: ShapeLayer, size: Double, color: Color) {
        layer.path = path(size: size)
        layer.lineCap = .round
        layer.lineJoin = .round
        if isFilled {
            // Even-odd, so a hole (the gear's) stays open whichever way it was drawn.
            layer.fillRule = .evenOdd
            layer.fillColor = color
            layer.strokeColor = nil
        } else {
            layer.fillColor = nil
            layer.strokeColor = color
            layer.lineWidth = Self.lineWidth(size: size)
        }
    }
}
