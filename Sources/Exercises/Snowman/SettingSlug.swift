/// The file name a snowman setting is saved under, made from the name the user typed so
/// that no name can reach outside the settings folder: lowercase ASCII letters and digits,
/// runs of anything else (spaces, `/`, `.`, control characters) as one `-`, at most 64
/// bytes. A name with other characters (emoji, accents) or none left gets a short hash of
/// the whole name, so "Café" and "Cafe" stay apart and "🎩" still has a file.
enum SettingSlug {
    static let maximumBytes = 64

    static func make(_ name: String) -> String {
        var out = ""
        var dropped = false
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39, 0x61...0x7A: out.unicodeScalars.append(scalar)
            case 0x41...0x5A: out.unicodeScalars.append(Unicode.Scalar(scalar.value + 0x20)!)
            default:
                if scalar.value > 0x7F { dropped = true }
                if !out.hasSuffix("-") { out += "-" }
            }
        }
        out = String(out.drop { $0 == "-" })
        while out.hasSuffix("-") { out.removeLast() }
        let hash = dropped || out.isEmpty ? fnv1a(name) : nil
        let room = maximumBytes - (hash.map { $0.count + 1 } ?? 0)
        if out.utf8.count > room {
            out = String(out.prefix(room))
            while out.hasSuffix("-") { out.removeLast() }
        }
        guard let hash else { return out }
        return out.isEmpty ? hash : "\(out)-\(hash)"
    }

    /// 32-bit FNV-1a of the name's UTF-8, as 8 hex digits: stable across runs and machines.
    private static func fnv1a(_ s: String) -> String {
        var h: UInt32 = 0x811C_9DC5
        for b in s.utf8 {
            h ^= UInt32(b)
            h = h &* 0x0100_0193
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
