/// A width and a height, in points (CGSize).
///
/// Defaults to zero by zero.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double = 0, height: Double = 0) {
        self.width = width
        self.height = height
    }

    public static let zero = Size()

    public var description: String { "\(width.compactDescription)x\(height.compactDescription)" }

    public static func * (s: Size, k: Double) -> Size { Size(width: s.width * k, height: s.height * k) }
}
