/// A colour with straight (not premultiplied) alpha, each channel in 0...1 (CGColor in sRGB).
///
/// Defaults to opaque black.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double = 0, green: Double = 0, blue: Double = 0, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 8-bit channels.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    public static let clear = Color(alpha: 0)
    public static let black = Color()
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let red = Color(red: 1)
    public static let green = Color(green: 1)
    public static let blue = Color(blue: 1)

    public var description: String { hexRGBA }

    /// The same colour with another alpha.
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// Channel-wise linear interpolation, as Core Animation interpolates colours.
    public func interpolated(to o: Color, fraction t: Double) -> Color {
        Color(red: red + (o.red - red) * t, green: green + (o.green - green) * t,
              blue: blue + (o.blue - blue) * t, alpha: alpha + (o.alpha - alpha) * t)
    }

    /// The channels rounded to 8 bits, clamped to 0...255.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Color.byte(red), Color.byte(green), Color.byte(blue), Color.byte(alpha))
    }

    static func byte(_ v: Double) -> UInt8 {
        // Rounds half up by truncating v·255 + ½ (the same as `rounded()` from 0 to 255,
        // without a call to libm: every drawn colour goes through here).
        UInt8(max(0, min(255, v * 255 + 0.5)))
    }
}
