/// A colour as hue, saturation and brightness, each in 0...1, plus alpha
/// (UIColor's HSB initialiser). Defaults to opaque black.
public struct HSBColor: Hashable, Sendable, Codable {
    /// Hue as a fraction of a full turn: 0 is red, 1/3 green, 2/3 blue.
    public var hue: Double
    public var saturation: Double
    public var brightness: Double
    public var alpha: Double

    public init(hue: Double = 0, saturation: Double = 0, brightness: Double = 0, alpha: Double = 1) {
        self.hue = hue
        self.saturation = saturation
        self.brightness = brightness
        self.alpha = alpha
    }

    /// The HSB form of an RGB colour; hue is 0 for greys.
    public init(_ c: Color) {
        let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue)
        let delta = maxC - minC
        var h = 0.0
        if delta > 0 {
            if maxC == c.red {
                h = (c.green - c.blue) / delta
            } else if maxC == c.green {
                h = 2 + (c.blue - c.red) / delta
            } else {
                h = 4 + (c.red - c.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        self.init(hue: h, saturation: maxC > 0 ? delta / maxC : 0, brightness: maxC, alpha: c.alpha)
    }

    /// The RGB form.
    public var rgb: Color {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let v = brightness, s = saturation
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }
}
