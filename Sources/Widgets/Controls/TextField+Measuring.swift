import Geometry

/// Where things lie in a text field's text: words, and which character or caret position
/// is under a point, measured as the text is drawn.
extension TextField {
    /// The word (a run of letters and digits, or of anything else) around position `i`.
    func word(at i: Int) -> Range<Int> {
        let chars = characters
        guard !chars.isEmpty else { return 0..<0 }
        let at = min(i, chars.count - 1)
        let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        let kind = isWord(chars[at])
        var lo = at, hi = at + 1
        while lo > 0, isWord(chars[lo - 1]) == kind, !chars[lo - 1].isWhitespace || !kind { lo -= 1 }
        while hi < chars.count, isWord(chars[hi]) == kind, !chars[hi].isWhitespace || !kind { hi += 1 }
        return lo..<hi
    }

    var inset: Double { Theme.textFieldInset }

    /// Width of the first `n` characters of `s`, in points.
    func width(_ s: String) -> Double {
        textLayer.measuredWidth(of: s) ?? Double(s.count) * fontSize * 0.5
    }

    /// The character under x (in the field's coordinates): the one whose span holds it.
    func character(atX x: Double) -> Int {
        let chars = characters
        guard !chars.isEmpty else { return 0 }
        let target = x - inset + scrollOffset
        var prefix = ""
        for i in chars.indices {
            prefix.append(chars[i])
            if width(prefix) > target { return i }
        }
        return chars.count - 1
    }

    /// The caret position nearest to x (in the field's coordinates).
    func index(atX x: Double) -> Int {
        let chars = characters
        let target = x - inset + scrollOffset
        var best = 0, bestDistance = Double.infinity, prefix = ""
        for i in 0...chars.count {
            let d = abs(width(prefix) - target)
            if d < bestDistance { (best, bestDistance) = (i, d) } else if d > bestDistance { break }
            if i < chars.count { prefix.append(chars[i]) }
        }
        return best
    }
}
