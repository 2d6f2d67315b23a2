/// What a timeline row calls its animation in the names' column: "snowman-image ·
/// bounds.size.width" when it fits, else the key path abbreviated ("bounds.w",
/// "transform.rot.z") and the layer's name elided in its middle, so rows on the same
/// layer are told apart by what they animate. The hover tip shows the whole text.
enum RowTitle {
    /// Key path components as a row abbreviates them, and those it drops before them
    /// ("bounds.size.width" is "bounds.w").
    static let abbreviations: [String: String] = [
        "width": "w", "height": "h", "rotation": "rot", "translation": "trans", "position": "pos",
        "backgroundColor": "bgColor", "cornerRadius": "radius", "borderWidth": "border", "shadowOpacity": "shadow",
    ]
    static let dropped: Set<String> = ["size", "origin"]
    static let separator = " · "
    /// The fewest characters of a name kept round the ellipsis.
    static let shortestName = 4

    /// The whole title: the name, and the key path when there is one.
    static func whole(name: String, keyPath: String) -> String {
        keyPath.isEmpty ? name : name + separator + keyPath
    }

    /// `keyPath` with its components abbreviated.
    static func abbreviated(_ keyPath: String) -> String {
        let parts = keyPath.split(separator: ".").map(String.init)
        var kept: [String] = []
        for (i, p) in parts.enumerated() {
            if dropped.contains(p), i + 1 < parts.count, abbreviations[parts[i + 1]] != nil || parts[i + 1].count == 1 { continue }
            kept.append(abbreviations[p] ?? p)
        }
        return kept.joined(separator: ".")
    }

    /// The longest of the forms above that is at most `width` points by `measure`; with no
    /// measure, the whole title (the text layer elides it as it draws).
    /// A child row's indent (leading spaces) is kept.
    static func fitting(name indented: String, keyPath: String, width: Double, measure: ((String) -> Double?)) -> String {
        let indent = String(indented.prefix { $0 == " " })
        let name = String(indented.dropFirst(indent.count))
        return indent + fitting(unindented: name, keyPath: keyPath, width: width - (measure(indent) ?? 0), measure: measure)
    }

    private static func fitting(unindented name: String, keyPath: String, width: Double, measure: ((String) -> Double?)) -> String {
        let whole = whole(name: name, keyPath: keyPath)
        guard let w = measure(whole), w > width else { return whole }
        let path = abbreviated(keyPath)
        let short = path.isEmpty ? name : name + separator + path
        guard let s = measure(short), s > width else { return short }
        guard !path.isEmpty else { return name }
        // The name elided in its middle, keeping as much of it as fits.
        let characters = Array(name)
        func elided(_ n: Int) -> String {
            n >= characters.count ? short
                : String(characters.prefix((n + 1) / 2)) + "…" + String(characters.suffix(n / 2)) + separator + path
        }
        var lo = shortestName, hi = characters.count - 1
        guard lo <= hi, (measure(elided(lo)) ?? 0) <= width else { return path }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if (measure(elided(mid)) ?? 0) <= width { lo = mid } else { hi = mid - 1 }
        }
        return elided(lo)
    }
}
