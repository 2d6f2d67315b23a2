/// A colour string that is not "#RRGGBB", "#RRGGBBAA" or "#RGB".
public struct ColorParseError: Error, Equatable, CustomStringConvertible {
    public let input: String
    public let reason: String

    public var description: String {
        "invalid colour \"\(input)\": \(reason); write it as #RRGGBB, #RRGGBBAA or #RGB"
    }
}

extension Color {
    /// Parses "#RRGGBB", "#RRGGBBAA" or "#RGB" (the "#" may be omitted, either case).
    /// Throws `ColorParseError` naming the input and the problem.
    public init(hex: String) throws {
        let trimmed = hex.trimmingWhitespace
        var digits = Substring(trimmed)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { throw ColorParseError(input: hex, reason: "no hex digits") }
        if let bad = digits.first(where: { !$0.isHexDigit }) {
            throw ColorParseError(input: hex, reason: "'\(bad)' is not a hex digit")
        }
        let v = digits.map { UInt8($0.hexDigitValue!) }
        switch v.count {
        case 3:
            self.init(r8: v[0] * 17, g8: v[1] * 17, b8: v[2] * 17)
        case 6:
            self.init(r8: v[0] << 4 | v[1], g8: v[2] << 4 | v[3], b8: v[4] << 4 | v[5])
        case 8:
            self.init(r8: v[0] << 4 | v[1], g8: v[2] << 4 | v[3], b8: v[4] << 4 | v[5], a8: v[6] << 4 | v[7])
        default:
            throw ColorParseError(input: hex, reason: "\(v.count) hex digits (expected 3, 6 or 8)")
        }
    }

    /// "#RRGGBB", upper case.
    public var hexRGB: String {
        let c = rgba8
        return "#" + [c.r, c.g, c.b].map(Color.hexByte).joined()
    }

    /// "#RRGGBBAA", upper case, as the layer dump writes colours.
    public var hexRGBA: String {
        let c = rgba8
        return "#" + [c.r, c.g, c.b, c.a].map(Color.hexByte).joined()
    }

    /// "#RRGGBB" when opaque, else "#RRGGBBAA": what a hex field shows.
    public var hexString: String { rgba8.a == 255 ? hexRGB : hexRGBA }

    private static func hexByte(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
