/// Shortens a line of text with an ellipsis until it fits a width, as measured by the
/// front end's fonts (the display-list builder's half of CATextLayer.truncationMode).
/// Results are remembered, so a label that stays the same is measured once.
final class TextTruncator {
    private struct Key: Hashable {
        var text: TextKey
        var maxWidth: Int
        var mode: TextLayer.TruncationMode
    }

    static let ellipsis = "…"
    /// Results kept at most; past this the table starts afresh.
    static let limit = 2048
    private var results: [Key: String] = [:]

    /// The longest form of `key.string` that fits in `maxWidth` device pixels: the string
    /// itself when it fits, else whole characters and an ellipsis where `mode` says.
    func fit(_ key: TextKey, maxWidth: Int, mode: TextLayer.TruncationMode, measurer: TextMeasuring) -> String {
        guard mode != .none else { return key.string }
        func width(_ s: String) -> Int { measurer.measure(s, pixelSize: key.pixelSize, bold: key.bold).width }
        guard width(key.string) > maxWidth else { return key.string }
        let k = Key(text: key, maxWidth: maxWidth, mode: mode)
        if let done = results[k] { return done }
        let characters = Array(key.string)
        func candidate(keeping n: Int) -> String {
            switch mode {
            case .end, .none: return String(characters.prefix(n)) + Self.ellipsis
            case .start: return Self.ellipsis + String(characters.suffix(n))
            case .middle:
                let head = (n + 1) / 2
                return String(characters.prefix(head)) + Self.ellipsis + String(characters.suffix(n - head))
            }
        }
        // The most characters that still fit: the widths grow with n, so bisect.
        var lo = 0, hi = characters.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if width(candidate(keeping: mid)) <= maxWidth { lo = mid } else { hi = mid - 1 }
        }
        let fitted = candidate(keeping: lo)
        if results.count >= Self.limit { results.removeAll(keepingCapacity: true) }
        results[k] = fitted
        return fitted
    }
}
