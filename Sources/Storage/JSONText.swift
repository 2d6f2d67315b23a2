import Foundation

/// JSON text for the capture writer: strings escaped, numbers in their shortest form that
/// reads back to the same Double.
public enum JSONText {
    public static func string(_ s: String) -> String {
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// "12", "0.5", "0.016666666666666666": whole numbers without ".0", others as Swift
    /// prints them (the shortest text that reads back exactly).
    public static func number(_ v: Double) -> String {
        precondition(v.isFinite, "a capture writes finite numbers only")
        return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
    }

    /// Bytes as text when they are UTF-8, else {"base64": …}.
    public static func bytes(_ d: Data) -> String {
        if let s = String(data: d, encoding: .utf8) { return string(s) }
        return "{\"base64\":\(string(d.base64EncodedString()))}"
    }

    public static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}
