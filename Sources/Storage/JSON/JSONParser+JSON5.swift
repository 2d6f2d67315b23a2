/// What the relaxed syntax adds to JSON, as spec.json5.org has it, byte by byte so the
/// strict path never pays for it:
/// - keys: bare names in any script, with `\uXXXX` escapes (`ùńîċõďë`, `\u0061b`);
/// - numbers: a leading `+`, hexadecimal (`0x1F`, `-0xA`), a leading or trailing decimal
///   point (`.5`, `5.`), and `Infinity`, `-Infinity` and `NaN`, read as such (a reader that
///   needs finite numbers says so, as a layout does);
/// - strings: `\v`, `\0` (not before a digit), `\xHH`, any other character escaped standing
///   for itself (`\'`, `\A`), a backslash before a line end continuing the string, and
///   control characters other than line ends as they are;
/// - white space: also VT, FF, U+00A0, U+FEFF, U+2028, U+2029 and every other space
///   separator (Unicode's Zs); a lone CR, CRLF, U+2028 and U+2029 end a line, a `//`
///   comment, and a line in messages.
extension JSONParser {
    // MARK: Numbers

    /// At the start of a number: reads it whole if it is `Infinity`, `NaN` or hexadecimal,
    /// each after an optional sign. Otherwise reads only a leading sign and returns nil,
    /// for the decimal reader to go on. Kept out of line, as the strict reader never calls it.
    @inline(never)
    mutating func readJSON5Extras() throws(JSONSyntaxError) -> Double? {
        let start = index
        if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
        let negative = start < index && bytes[start] == UInt8(ascii: "-")
        if startsWith("Infinity") {
            index += 8
            return negative ? -.infinity : .infinity
        }
        if startsWith("NaN") {
            index += 3
            return .nan
        }
        if let c = peek(), c == UInt8(ascii: "I") || c == UInt8(ascii: "N") { throw error("Infinity or NaN") }
        guard startsWith("0x") || startsWith("0X") else { return nil }
        index += 2
        let digits = index
        while let c = peek(), Self.isHexDigit(c) { index += 1 }
        guard index > digits else { throw error("a hex digit after 0x") }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("a number a Double can hold (\(text.prefix(24)) is too large)")
        }
        return value
    }

    static func isHexDigit(_ c: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(c)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(c)
    }

    private func startsWith(_ word: StaticString) -> Bool {
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        return bytes[index...].starts(with: w)
    }

    // MARK: Strings

    /// An escape JSON does not have, with `index` on the character after the backslash;
    /// appends what it stands for to `out`.
    mutating func readJSON5Escape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        let terminator = lineTerminatorLength(at: index)
        if terminator > 0 { index += terminator; return } // a line continuation: nothing
        let e = bytes[index]
        switch e {
        case UInt8(ascii: "v"):
            out.append(0x0B)
            index += 1
        case UInt8(ascii: "0"):
            index += 1
            if let d = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(d) {
                throw error("no digit after \\0 (JSON5 has no octal escapes; write \\x00 or \\u0000)")
            }
            out.append(0x00)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw error("an escape other than \\1 to \\9 (JSON5 has no octal escapes; write \\xHH or \\uXXXX)")
        case UInt8(ascii: "x"):
            index += 1
            let scalar = try hexDigits(2, after: "x")
            out.append(contentsOf: String(Character(Unicode.Scalar(UInt8(scalar)))).utf8)
        default:
            // Any other character stands for itself; the rest of a multi-byte one follows
            // as plain bytes.
            out.append(e)
            index += 1
        }
    }

    // MARK: Keys

    /// A bare key: ECMAScript 5.1's IdentifierName, as JSON5 has it. It starts with a
    /// letter (any script's), `$`, `_` or a `\uXXXX` escape of one, and goes on with those,
    /// digits, combining marks, connector punctuation (`‿`), ZWNJ and ZWJ.
    mutating func readIdentifier() throws(JSONSyntaxError) -> String {
        var name = String.UnicodeScalarView()
        while index < bytes.count {
            let start = index
            let scalar: Unicode.Scalar
            let escaped = bytes[index] == UInt8(ascii: "\\")
            if escaped {
                index += 1
                guard peek() == UInt8(ascii: "u") else { throw error("'u' after '\\' in a key (only \\uXXXX escapes go in names)") }
                index += 1
                guard let s = Unicode.Scalar(try hexDigits(4, after: "u")) else { index = start; throw error("a \\u escape of a whole character in a key") }
                scalar = s
            } else {
                var rest = bytes[index...].makeIterator()
                var utf8 = Unicode.UTF8()
                guard case .scalarValue(let s) = utf8.decode(&rest) else { break }
                scalar = s
                index += Unicode.UTF8.width(s)
            }
            guard Self.mayStandInName(scalar, first: name.isEmpty) else {
                index = start
                if escaped { throw error("a \\u escape of a letter, digit, '$' or '_' in a key") }
                break
            }
            name.append(scalar)
        }
        guard !name.isEmpty else { throw error("a key: a name, or a string in quotes") }
        return String(name)
    }

    /// Whether a character may stand in a bare key, at its start (`first`) or further on.
    private static func mayStandInName(_ c: Unicode.Scalar, first: Bool) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "$", "_": return true
        case "0"..."9", "\u{200C}", "\u{200D}": return !first
        case "\u{0}"..."\u{7F}": return false
        default: break
        }
        switch c.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber: return true
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation: return !first
        default: return false
        }
    }

    // MARK: White space and lines

    /// Skips one run of what JSON5 adds to JSON's white space, or one comment, and says
    /// whether it did. An unterminated `/*` is left in place. Kept out of line, so the
    /// strict loop in `skipSpace` stays small.
    @inline(never)
    mutating func skipJSON5SpaceOrComment() -> Bool {
        if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count {
            if bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, lineTerminatorLength(at: index) == 0 { index += 1 }
                return true
            }
            guard bytes[index + 1] == UInt8(ascii: "*") else { return false }
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
            guard end + 1 < bytes.count else { return false }
            index = end + 2
            return true
        }
        let length = json5SpaceLength(at: index)
        index += length
        return length > 0
    }

    /// How many bytes the line terminator at `i` takes (LF, CR, CRLF, U+2028, U+2029), or 0.
    func lineTerminatorLength(at i: Int) -> Int {
        switch bytes[i] {
        case 0x0A: 1
        case 0x0D: i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
        case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9): 3
        default: 0
        }
    }

    /// How many bytes the white space at `i` takes that JSON5 adds to JSON's (VT, FF,
    /// U+FEFF, U+2028, U+2029 and Unicode's space separators), or 0.
    func json5SpaceLength(at i: Int) -> Int {
        let b = bytes[i]
        if b == 0x0B || b == 0x0C { return 1 }
        guard b >= 0xC2, b < 0xF0 else { return 0 } // the space separators lie in U+00A0…U+FEFF
        let length = b < 0xE0 ? 2 : 3
        guard i + length <= bytes.count else { return 0 }
        var value = UInt32(b & (length == 2 ? 0x1F : 0x0F))
        for k in 1..<length {
            guard bytes[i + k] & 0xC0 == 0x80 else { return 0 }
            value = value << 6 | UInt32(bytes[i + k] & 0x3F)
        }
        guard value >= 0x80 << (length == 3 ? 4 : 0), let scalar = Unicode.Scalar(value) else { return 0 } // no overlong forms
        let space = value == 0xFEFF || value == 0x2028 || value == 0x2029 || scalar.properties.generalCategory == .spaceSeparator
        return space ? length : 0
    }
}
