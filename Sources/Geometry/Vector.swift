/// A displacement or velocity in two dimensions (CGVector).
///
/// Defaults to the zero vector.
public struct Vector: Hashable, Sendable, Codable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double

    public init(dx: Double = 0, dy: Double = 0) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector()

    public var description: String { "<\(dx.compactDescription), \(dy.compactDescription)>" }

    /// The Euclidean length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The same direction with length 1, or zero for the zero vector.
    public var normalized: Vector {
        let l = length
        return l > 0 ? Vector(dx: dx / l, dy: dy / l) : .zero
    }

    /// The vector turned a quarter turn counter-clockwise in a y-down space.
    public var perpendicular: Vector { Vector(dx: dy, dy: -dx) }

    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    public static func * (v: Vector, s: Double) -> Vector { Vector(dx: v.dx * s, dy: v.dy * s) }
    public static func * (s: Double, v: Vector) -> Vector { v * s }
    public static func / (v: Vector, s: Double) -> Vector { Vector(dx: v.dx / s, dy: v.dy / s) }
    public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }
}
