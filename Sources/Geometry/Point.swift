/// A location in a two-dimensional coordinate space, in points (CGPoint).
///
/// The y axis points down, as in UIKit. Defaults to the origin.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    public static let zero = Point()

    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }

    /// The straight-line distance to another point.
    public func distance(to other: Point) -> Double {
        (other - self).length
    }

    /// The point a fraction `t` of the way from `self` to `other`.
    public func interpolated(to other: Point, fraction t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }
    public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }
    public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }
    public static func += (p: inout Point, v: Vector) { p = p + v }
    public static func -= (p: inout Point, v: Vector) { p = p - v }
}

extension Double {
    /// A short rendering for descriptions: integers without a trailing ".0".
    public var compactDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
