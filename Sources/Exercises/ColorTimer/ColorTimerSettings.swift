import Geometry

/// What the Color Timer remembers: the time the countdown starts from and the colour of
/// each of its four configurable elements. Defaults are the original app's, in Apple's
/// system colours: 61 s, black digits, a pink circle, a blue primary and a green
/// secondary background.
///
/// Stored as JSON with colours in hex (`{"seconds": 61, "timeText": "#000000", ...}`);
/// a file with a time out of range or a colour that is not hex does not decode, so the
/// store sets it aside rather than guess.
public struct ColorTimerSettings: Codable, Equatable, Sendable {
    /// The longest time the stepper reaches: 99:59:59.
    public static let maximumSeconds = 99 * 3600 + 59 * 60 + 59

    /// The time a countdown starts from, in whole seconds, 0...maximumSeconds.
    public var seconds: Int
    public var colors: [ColorTimerElement: Color]

    public static let defaults = ColorTimerSettings(seconds: 61, colors: [
        .timeText: .black,
        .circle: Color(r8: 0xFF, g8: 0x2D, b8: 0x55),    // systemPink
        .primary: Color(r8: 0x00, g8: 0x7A, b8: 0xFF),   // systemBlue
        .secondary: Color(r8: 0x34, g8: 0xC7, b8: 0x59), // systemGreen
    ])

    public init(seconds: Int, colors: [ColorTimerElement: Color]) {
        self.seconds = min(max(0, seconds), Self.maximumSeconds)
        self.colors = colors
    }

    /// The colour of an element; the default's for one the settings lack.
    public func color(of element: ColorTimerElement) -> Color {
        colors[element] ?? Self.defaults.colors[element]!
    }

    private enum CodingKeys: String, CodingKey { case seconds, timeText, circle, primary, secondary }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let seconds = try c.decode(Int.self, forKey: .seconds)
        guard (0...Self.maximumSeconds).contains(seconds) else {
            throw DecodingError.dataCorruptedError(forKey: .seconds, in: c, debugDescription: "a time from 0 to 359999 seconds")
        }
        var colors: [ColorTimerElement: Color] = [:]
        for element in ColorTimerElement.allCases {
            let key = CodingKeys(stringValue: element.rawValue)!
            guard let hex = try c.decodeIfPresent(String.self, forKey: key) else { continue }
            do { colors[element] = try Color(hex: hex) } catch {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "a colour in hex, like #FF2D55")
            }
        }
        self.init(seconds: seconds, colors: colors)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(seconds, forKey: .seconds)
        for element in ColorTimerElement.allCases {
            try c.encode(color(of: element).hexString, forKey: CodingKeys(stringValue: element.rawValue)!)
        }
    }
}

/// The four things whose colour the user sets, in the configurator's order.
public enum ColorTimerElement: String, CaseIterable, Codable, Sendable {
    case timeText, circle, primary, secondary

    /// The name the configurator shows.
    public var title: String {
        switch self {
        case .timeText: "Time text"
        case .circle: "Circle"
        case .primary: "Primary background"
        case .secondary: "Secondary background"
        }
    }
}
