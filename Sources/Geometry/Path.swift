import Foundation

/// A 2D vector path (CGPath / UIBezierPath): subpaths of straight lines, quadratic and cubic
/// Bézier curves and circular arcs, each open or closed. Coordinates are in the owning
/// layer's points, y down.
///
/// Build one with the mutating methods, as with CGMutablePath:
/// ```
/// var p = Path()
/// p.move(to: Point(x: 0, y: 0))
/// p.addLine(to: Point(x: 10, y: 0))
/// p.closeSubpath()
/// ```
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []
    /// Where the pen is: the end of the last element, or nil before the first move.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        elements.append(.move(p))
        currentPoint = p
        subpathStart = p
    }

    /// A straight line from the current point; starts a subpath there if there is none.
    public mutating func addLine(to p: Point) {
        guard currentPoint != nil else { return move(to: p) }
        elements.append(.line(p))
        currentPoint = p
    }

    public mutating func addQuadCurve(to p: Point, control: Point) {
        guard currentPoint != nil else { return move(to: p) }
        elements.append(.quadCurve(to: p, control: control))
        currentPoint = p
    }

    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        guard currentPoint != nil else { return move(to: p) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
        currentPoint = p
    }

    /// A circular arc about `center` from `startAngle` to `endAngle` (radians, measured from
    /// the x axis towards y, so clockwise on screen). `clockwise` picks the direction of
    /// travel on screen, as UIBezierPath's does. A line joins the current point to the
    /// arc's start; with no current point the arc starts a subpath. Stored as cubic
    /// Béziers of at most a quarter turn each (error under 0.03 % of the radius).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius > 0, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let turn = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            if sweep > turn { sweep = turn }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            if sweep < -turn { sweep = -turn }
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // Control arm length for a circular arc of angle `step`.
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = startAngle
        for _ in 0..<pieces {
            let b = a + step
            let p0 = Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            let p3 = Point(x: center.x + radius * cos(b), y: center.y + radius * sin(b))
            let c1 = Point(x: p0.x - k * radius * sin(a), y: p0.y + k * radius * cos(a))
            let c2 = Point(x: p3.x + k * radius * sin(b), y: p3.y - k * radius * cos(b))
            addCurve(to: p3, control1: c1, control2: c2)
            a = b
        }
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil, let start = subpathStart else { return }
        elements.append(.close)
        currentPoint = start
    }

    /// A rectangle as a closed subpath, clockwise on screen from the top-left.
    public mutating func addRect(_ r: Rect) {
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// An ellipse inscribed in `r` as a closed subpath, clockwise on screen from the right.
    public mutating func addEllipse(in r: Rect) {
        // Four cubic quarters; kappa makes each within 0.03 % of a true quarter ellipse.
        let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + kappa * ry), control2: Point(x: cx + kappa * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kappa * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + kappa * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - kappa * ry), control2: Point(x: cx - kappa * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kappa * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - kappa * ry))
        closeSubpath()
    }

    /// Appends another path's subpaths.
    public mutating func addPath(_ other: Path) {
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    /// The path with every point mapped through `f` (curves map exactly under affine maps).
    public func mapped(_ f: (Point) -> Point) -> Path {
        var out = Path()
        for e in elements {
            switch e {
            case .move(let p): out.move(to: f(p))
            case .line(let p): out.addLine(to: f(p))
            case .quadCurve(let p, let c): out.addQuadCurve(to: f(p), control: f(c))
            case .curve(let p, let c1, let c2): out.addCurve(to: f(p), control1: f(c1), control2: f(c2))
            case .close: out.closeSubpath()
            }
        }
        return out
    }

    /// A path of one rectangle.
    public init(rect: Rect) {
        addRect(rect)
    }

    /// A path of one ellipse inscribed in a rectangle (a circle in a square).
    public init(ellipseIn rect: Rect) {
        addEllipse(in: rect)
    }
}
