/// Breaks text into lines that fit a width, as measured by the front end's fonts (UILabel's
/// word wrapping): at spaces where it can, inside a word only when the word alone is too
/// wide, and at every newline. With a line limit, the last line that shows ends in an
/// ellipsis when text is left over. Results are remembered, so a label that stays the same
/// is wrapped once.
public final class TextWrapper {
    private struct Key: Hashable {
        var text: TextKey
        var maxWidth: Int
        var maxLines: Int
    }

    static let limit = 1024
    private var results: [Key: [String]] = [:]

    public init() {}

    /// The lines of `key.string` within `maxWidth` device pixels, at most `maxLines` of them
    /// (0: no limit).
    public func lines(_ key: TextKey, maxWidth: Int, maxLines: Int, measurer: TextMeasuring) -> [String] {
        let k = Key(text: key, maxWidth: maxWidth, maxLines: maxLines)
        if let done = results[k] { return done }
        func width(_ s: String) -> Int { measurer.measure(s, pixelSize: key.pixelSize, bold: key.bold).width }
        var out: [String] = []
        // Past the limit by one line is enough to know an ellipsis is needed.
        func full() -> Bool { maxLines > 0 && out.count > maxLines }
        paragraphs: for paragraph in key.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = line.isEmpty ? word : line + " " + word
                if line.isEmpty && word.isEmpty || width(candidate) <= maxWidth {
                    line = candidate
                    continue
                }
                if !line.isEmpty { out.append(line) }
                if full() { break paragraphs }
                // A word wider than the line is broken between characters.
                var rest = Substring(word)
                line = ""
                while !rest.isEmpty {
                    // The most characters that fit (at least one): widths grow with n, so bisect.
                    var lo = 1, hi = rest.count
                    while lo < hi {
                        let mid = (lo + hi + 1) / 2
                        if width(String(rest.prefix(mid))) <= maxWidth { lo = mid } else { hi = mid - 1 }
                    }
                    let n = lo
                    let piece = String(rest.prefix(n))
                    rest = rest.dropFirst(n)
                    if rest.isEmpty { line = piece } else { out.append(piece) }
                    if full() { break paragraphs }
                }
            }
            out.append(line)
            if full() { break }
        }
        if maxLines > 0 && out.count > maxLines {
            // The last line that shows says that more follows.
            out = Array(out.prefix(maxLines))
            var last = Array(out[maxLines - 1])
            while !last.isEmpty && width(String(last) + TextTruncator.ellipsis) > maxWidth { last.removeLast() }
            while last.last == " " { last.removeLast() }
            out[maxLines - 1] = String(last) + TextTruncator.ellipsis
        }
        if results.count >= Self.limit { results.removeAll(keepingCapacity: true) }
        results[k] = out
        return out
    }
}
