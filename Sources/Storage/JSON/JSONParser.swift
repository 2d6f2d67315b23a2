import Foundation

/// A JSON reader for files users write (input scripts, layouts, settings), made for
/// messages and memory rather than speed records.
///
/// Strict by default; `JSONSyntax.relaxed` also takes JSON5 (for hand-written layouts; see
/// `JSONParser+JSON5.swift`). Every error says where, by line and column, and what was
/// expected, with a hint for the classic mistakes (single quotes, a trailing comma).
/// Nesting deeper than `maximumDepth` is refused as such. Numbers must be finite, except
/// JSON5's `Infinity` and `NaN` in the relaxed syntax. It reads either a whole value
/// (`parseDocument`) or, for big files, walks the top object and an array one element at a
/// time, so a script of a million events is never held as a tree.
public struct JSONParser {
    /// Deepest nesting accepted: far more than any file MotionLab reads needs.
    public static let maximumDepth = 64

    let bytes: [UInt8]
    var index = 0
    private var depth = 0
    /// What the parser accepts. Defaults to `.strict`.
    public let syntax: JSONSyntax
    /// How many strings read held bytes that are not UTF-8 (each bad byte is read as
    /// U+FFFD); `firstInvalidUTF8` says where the first one is.
    public private(set) var invalidUTF8Count = 0
    /// The first such string: where its opening quote is, and its text as read.
    private var firstInvalidUTF8Found: (offset: Int, value: String)?

    public init(_ data: Data, syntax: JSONSyntax = .strict) {
        bytes = [UInt8](data)
        self.syntax = syntax
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 } // a UTF-8 byte-order mark
    }

    /// Parses one value that must fill the whole input.
    public static func parseDocument(_ data: Data, syntax: JSONSyntax = .strict) throws(JSONSyntaxError) -> JSONValue {
        var p = JSONParser(data, syntax: syntax)
        let v = try p.readValue()
        try p.expectEnd()
        return v
    }

    // MARK: Walking big documents

    /// Reads an object member by member: `member` is called with each key, and must read
    /// its value (with `readValue`, `readArray` or `skipValue`).
    public mutating func readObject(_ member: (inout JSONParser, String) throws -> Void) throws {
        try enter()
        try expect(UInt8(ascii: "{"), "an object ('{')")
        skipSpace()
        if peek() == UInt8(ascii: "}") { index += 1; depth -= 1; return }
        while true {
            skipSpace()
            let key = try readKey()
            skipSpace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            try member(&self, key)
            skipSpace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                skipSpace()
                if peek() == UInt8(ascii: "}") {
                    guard syntax == .relaxed else { throw error("another member after ',' (no comma before '}')") }
                    index += 1
                    depth -= 1
                    return
                }
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}' after a value")
            depth -= 1
            return
        }
    }

    /// Reads an array element by element: `element` is called with each index and must
    /// read the element.
    public mutating func readArray(_ element: (inout JSONParser, Int) throws -> Void) throws {
        try enter()
        try expect(UInt8(ascii: "["), "an array ('[')")
        skipSpace()
        if peek() == UInt8(ascii: "]") { index += 1; depth -= 1; return }
        var n = 0
        while true {
            skipSpace()
            try element(&self, n)
            n += 1
            skipSpace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                skipSpace()
                if peek() == UInt8(ascii: "]") {
                    guard syntax == .relaxed else { throw error("another value after ',' (no comma before ']')") }
                    index += 1
                    depth -= 1
                    return
                }
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']' after a value")
            depth -= 1
            return
        }
    }

    /// Whether the next value is an array (for members that may hold one).
    public mutating func nextIsArray() -> Bool {
        skipSpace()
        return peek() == UInt8(ascii: "[")
    }

    /// Whether the next value is an object.
    public mutating func nextIsObject() -> Bool {
        skipSpace()
        return peek() == UInt8(ascii: "{")
    }

    /// Checks nothing but white space follows.
    public mutating func expectEnd() throws(JSONSyntaxError) {
        skipSpace()
        guard index >= bytes.count else { throw error("the end of the file after the value") }
    }

    /// Where the parser is, for messages about the value just read.
    public var position: (line: Int, column: Int) { location(of: index) }

    /// How many bytes have been read: the difference across a `readValue` is how big the
    /// value was in the file.
    public var offset: Int { index }

    // MARK: Values

    /// Reads any value.
    public mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
        skipSpace()
        guard let c = peek() else { throw error("a value, but the file ends") }
        switch c {
        case UInt8(ascii: "{"):
            var members: [(key: String, value: JSONValue)] = []
            do {
                try readObject { p, key in members.append((key, try p.readValue())) }
            } catch let e as JSONSyntaxError { throw e } catch { throw self.error("\(error)") }
            return .object(members)
        case UInt8(ascii: "["):
            var items: [JSONValue] = []
            do {
                try readArray { p, _ in items.append(try p.readValue()) }
            } catch let e as JSONSyntaxError { throw e } catch { throw self.error("\(error)") }
            return .array(items)
        case UInt8(ascii: "\""):
            return .string(try readString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try readNumber())
        case UInt8(ascii: "'"):
            guard syntax == .relaxed else { throw error("a value (JSON needs double quotes)") }
            return .string(try readString())
        case UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "+"), UInt8(ascii: "."):
            guard syntax == .relaxed else { throw error("a value") }
            return .number(try readNumber())
        default:
            throw error("a value")
        }
    }

    /// Skips a value of any kind.
    public mutating func skipValue() throws(JSONSyntaxError) { _ = try readValue() }

    // MARK: Scanning

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips white space and, in the relaxed syntax, JSON5's too and comments. An
    /// unterminated `/*` is left in place, so the next read fails there (see `error`).
    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default:
                guard syntax == .relaxed, skipJSON5SpaceOrComment() else { return }
            }
        }
    }

    /// An object's key: a string in double quotes, or in the relaxed syntax also in single
    /// quotes or a bare identifier.
    private mutating func readKey() throws(JSONSyntaxError) -> String {
        switch (peek(), syntax) {
        case (UInt8(ascii: "\""), _), (UInt8(ascii: "'"), .relaxed):
            return try readString()
        case (UInt8(ascii: "'"), .strict):
            throw error("a key in double quotes (JSON needs double quotes)")
        case (_?, .relaxed):
            return try readIdentifier()
        case (nil, .relaxed):
            throw error("a key: a name, or a string in quotes")
        case (_, .strict):
            throw error("a key in double quotes")
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            let at = location(of: index)
            throw JSONSyntaxError(line: at.line, column: at.column, isTooDeep: true,
                                  problem: "arrays and objects are nested more than \(Self.maximumDepth) deep, the most MotionLab reads")
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
        skipSpace()
        guard peek() == byte else { throw error(what) }
        index += 1
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else { throw error("a value") }
        index += w.count
    }

    /// A number: JSON's, or in the relaxed syntax JSON5's (see `readJSON5Extras`).
    private mutating func readNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let s = index
            while let c = peek(), c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { index += 1 }
            return index - s
        }
        if syntax == .relaxed, let extra = try readJSON5Extras() { return extra }
        if index == start, peek() == UInt8(ascii: "-") { index += 1 }
        var whole = 1
        if peek() == UInt8(ascii: "0") { index += 1 } else {
            whole = digits()
            guard whole > 0 || (syntax == .relaxed && peek() == UInt8(ascii: ".")) else { throw error("a digit") }
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 || (syntax == .relaxed && whole > 0) else { throw error("a digit after the decimal point") }
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            index += 1
            if let s = peek(), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("a number a Double can hold (\(text.prefix(24)) is too large)")
        }
        return value
    }

    /// A string in the quotes it opens with (`"`, or `'` in the relaxed syntax).
    private mutating func readString() throws(JSONSyntaxError) -> String {
        let quote = bytes[index]
        let start = index
        index += 1 // the opening quote
        var out = [UInt8]()
        while true {
            guard let c = peek() else { throw error("the closing '\(Character(Unicode.Scalar(quote)))' of a string, but the file ends") }
            index += 1
            switch c {
            case quote:
                // Decoding replaces each bad byte with U+FFFD, so bytes that come back
                // unchanged were valid.
                let value = String(decoding: out, as: UTF8.self)
                if value.utf8.elementsEqual(out) { return value }
                invalidUTF8Count += 1
                if firstInvalidUTF8Found == nil { firstInvalidUTF8Found = (start, value) }
                return value
            case UInt8(ascii: "\\"):
                guard let e = peek() else { throw error("an escape after '\\'") }
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar), peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("the second half of a \\u surrogate pair") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("a \\u escape of a whole character, not half of one") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    index -= 1
                    guard syntax == .relaxed else { throw error("a known escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)") }
                    try readJSON5Escape(into: &out)
                }
            case 0x00..<0x20:
                index -= 1
                guard syntax == .relaxed else { throw error("no control character (a line break, a tab) inside a string; write \\n or \\t") }
                guard lineTerminatorLength(at: index) == 0 else {
                    throw error("no line break inside a string; write \\n, or put '\\' before it to go on on the next line")
                }
                out.append(c)
                index += 1
            default:
                out.append(c)
            }
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 { try hexDigits(4, after: "u") }

    /// `count` hex digits, as after `\u` (four) or JSON5's `\x` (two).
    mutating func hexDigits(_ count: Int, after letter: String) throws(JSONSyntaxError) -> UInt32 {
        let digits = bytes[index..<min(index + count, bytes.count)]
        guard digits.count == count, digits.allSatisfy(Self.isHexDigit),
              let v = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) else {
            throw error("\(count == 4 ? "four" : "two") hex digits after \\\(letter)")
        }
        index += count
        return v
    }

    /// The first string read whose bytes were not valid UTF-8: where its opening quote is,
    /// and its text as read (each bad byte as U+FFFD), or nil.
    public var firstInvalidUTF8: (line: Int, column: Int, value: String)? {
        guard let found = firstInvalidUTF8Found else { return nil }
        let at = location(of: found.offset)
        return (at.line, at.column, found.value)
    }

    // MARK: Errors

    /// Line and column of a byte offset. Lines end at LF; in the relaxed syntax also at
    /// JSON5's other line terminators: a lone CR, CRLF (one end), U+2028 and U+2029.
    private func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1, i = 0
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            let terminator = b == 0x0A ? 1 : syntax == .relaxed ? lineTerminatorLength(at: i) : 0
            if terminator > 0 {
                line += 1
                column = 1
                i += terminator
            } else {
                if b & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        }
        return (line, column)
    }

    func error(_ expected: String) -> JSONSyntaxError {
        let at = location(of: index)
        if syntax == .relaxed, bytes[index...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "*")]) {
            return JSONSyntaxError(line: at.line, column: at.column, problem: "expected '*/' to close this comment, but the file ends")
        }
        return JSONSyntaxError(line: at.line, column: at.column, problem: "expected \(expected)")
    }
}
