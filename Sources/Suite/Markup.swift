import Foundation

/// Text made safe for XML and HTML, and the numbers every reporter prints alike.
enum Markup {
    /// Escapes the five special characters, for text and for attribute values in quotes,
    /// and drops what XML 1.0 cannot hold at all (control characters other than tab, line
    /// feed and carriage return; unpaired surrogates cannot occur in a Swift string).
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Seconds with three decimals, as JUnit's `time` and a mark's time are written.
    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value.isFinite ? value : 0)
    }

    /// A duration for people: "850 ms", "12.4 s", "3 min 05 s".
    static func duration(_ value: Double) -> String {
        let v = value.isFinite ? max(0, value) : 0
        if v < 1 { return "\(Int((v * 1000).rounded())) ms" }
        if v < 60 { return String(format: "%.1f s", v) }
        let s = Int(v.rounded())
        return String(format: "%d min %02d s", s / 60, s % 60)
    }
}
