import Geometry

/// Picks the random bright colours new circles get: hue uniform in [0, 1), saturation in
/// [0.5, 1], brightness in [0.7, 1], opaque. Seeded, so runs repeat.
public struct BrightColorPicker: Sendable {
    public static let saturation = 0.5...1.0
    public static let brightness = 0.7...1.0

    private var generator: SeededGenerator

    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    public mutating func next() -> HSBColor {
        HSBColor(hue: Double.random(in: 0..<1, using: &generator),
                 saturation: Double.random(in: Self.saturation, using: &generator),
                 brightness: Double.random(in: Self.brightness, using: &generator),
                 alpha: 1)
    }
}
