import Foundation
import Testing
@testable import Storage

/// The relaxed syntax against spec.json5.org: each form JSON5 adds is read to the right
/// value, and refused by the strict syntax; what JSON5 refuses is refused with its line
/// and column, counted across every JSON5 line end.
@Suite("JSON5 in the relaxed syntax")
struct JSON5Tests {
    private func relaxed(_ s: String) throws(JSONSyntaxError) -> JSONValue { try JSONParser.parseDocument(Data(s.utf8), syntax: .relaxed) }
    private func strict(_ s: String) throws(JSONSyntaxError) -> JSONValue { try JSONParser.parseDocument(Data(s.utf8)) }

    @Test("JSON5's numbers are read: hexadecimal, a leading or trailing point, a leading '+'", arguments: [
        ("0x1F", 31.0), ("0XaB", 171), ("-0xA", -10), ("+0x10", 16), (".5", 0.5), ("-.25", -0.25), ("5.", 5), ("+5.", 5),
        ("+1", 1), ("+1.5e2", 150), (".5e1", 5), ("5.e-1", 0.5), ("0x0", 0), ("-0x0", 0),
    ])
    func numbers(text: String, value: Double) throws {
        #expect(try relaxed("[\(text)]") == .array([.number(value)]))
        #expect(throws: JSONSyntaxError.self) { try strict("[\(text)]") }
    }

    @Test("Infinity, -Infinity and NaN are read as such, for the reader to refuse where it needs a finite number")
    func notFinite() throws {
        guard case .array(let a) = try relaxed("[Infinity, -Infinity, +Infinity, NaN, -NaN, +NaN]") else { Issue.record("not an array"); return }
        let values = a.compactMap { if case .number(let n) = $0 { n } else { nil } }
        #expect(values.prefix(3) == [.infinity, -.infinity, .infinity])
        #expect(values.count == 6 && values.dropFirst(3).allSatisfy(\.isNaN))
        #expect(try relaxed("{Infinity: 1, NaN: 2}") == .object([("Infinity", .number(1)), ("NaN", .number(2))]), "still names as keys")
        for text in ["Infinity", "-Infinity", "NaN"] {
            #expect(throws: JSONSyntaxError.self) { try strict("[\(text)]") }
        }
    }

    @Test("every JSON5 escape stands for its character, and any other escaped character for itself", arguments: [
        (#"'\v'"#, "\u{0B}"), (#"'\0'"#, "\0"), (#"'a\0b'"#, "a\0b"), (#"'\x41\x7a'"#, "Az"), (#"'\xe9'"#, "é"),
        (#"'it\'s'"#, "it's"), (#""it\'s""#, "it's"), (#"'say \"hi\"'"#, "say \"hi\""), (#"'\A\q\%'"#, "Aq%"), (#"'\é'"#, "é"),
        (#"'\b\f\n\r\t\/\\'"#, "\u{08}\u{0C}\n\r\t/\\"), (#"'\u00E9\uD83D\uDE00'"#, "é😀"),
    ])
    func escapes(source: String, value: String) throws {
        #expect(try relaxed(source) == .string(value))
    }

    @Test("a bare key may be a name in any script, with \\uXXXX escapes", arguments: [
        ("ùńîċõďë", "ùńîċõďë"), ("ключ", "ключ"), ("名前", "名前"), ("\\u0061b", "ab"), ("a\\u0062", "ab"), ("$_a1", "$_a1"),
        ("a\u{203F}b", "a\u{203F}b"), ("é\u{301}", "é\u{301}"), ("a\u{200D}b", "a\u{200D}b"), ("x٣", "x٣"),
    ])
    func unicodeKeys(key: String, name: String) throws {
        #expect(try relaxed("{\(key): 1}") == .object([(name, .number(1))]))
        #expect(throws: JSONSyntaxError.self) { try strict("{\(key): 1}") }
    }

    @Test("JSON5's escapes are refused by the strict syntax", arguments: [#""\v""#, #""\0""#, #""\x41""#, #""\'""#, #""\A""#, "\"a\\\nb\""])
    func strictRefusesEscapes(json: String) {
        #expect(throws: JSONSyntaxError.self) { try strict(json) }
    }

    @Test("a backslash before any line end continues the string and contributes nothing", arguments: ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}"])
    func lineContinuations(end: String) throws {
        #expect(try relaxed("'ab\\\(end)cd'") == .string("abcd"))
        #expect(try relaxed("\"ab\\\(end)cd\"") == .string("abcd"))
    }

    @Test("a tab or other control character other than a line end is read as it is in a string")
    func controlCharactersInStrings() throws {
        #expect(try relaxed("'a\tb\u{0B}c'") == .string("a\tb\u{0B}c"))
        #expect(try relaxed("'a\u{2028}b\u{2029}c'") == .string("a\u{2028}b\u{2029}c"), "U+2028 and U+2029 may stand in strings")
    }

    /// JSON5's white space beyond JSON's: VT, FF, no-break space, the byte-order mark, the
    /// line and paragraph separators, and Unicode's other space separators (ogham, en quad
    /// … hair space, narrow no-break, medium mathematical, ideographic).
    static let json5Spaces = ["\u{0B}", "\u{0C}", "\u{A0}", "\u{FEFF}", "\u{2028}", "\u{2029}", "\u{1680}", "\u{2000}", "\u{2005}",
                              "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}"]

    @Test("JSON5's white space separates values, and the strict syntax refuses it", arguments: json5Spaces)
    func whiteSpace(space: String) throws {
        #expect(try relaxed("\(space)[1,\(space)2\(space)]\(space)") == .array([.number(1), .number(2)]))
        #expect(throws: JSONSyntaxError.self) { try strict("[1,\(space)2]") }
    }

    @Test("lone CRs end lines, and a // comment ends at CR, LF, U+2028 or U+2029", arguments: ["\r", "\n", "\r\n", "\u{2028}", "\u{2029}"])
    func commentsEndAtEveryLineEnd(end: String) throws {
        #expect(try relaxed("// first\(end)[1, // one\(end)2]// last") == .array([.number(1), .number(2)]))
        #expect(try relaxed("[1,\(end)/* a\(end)b */\(end)2]") == .array([.number(1), .number(2)]))
    }

    @Test("a space that is not JSON5's (U+200B, zero width) is still refused where it stands")
    func notAllUnicodeIsSpace() {
        #expect(throws: JSONSyntaxError(line: 1, column: 4, problem: "expected a value")) { try relaxed("[1,\u{200B}2]") }
    }

    @Test("errors keep their line and column across lone CRs, CRLFs, U+2028 and U+2029", arguments: [
        ("[1,\r\r  x]", 3, 3), ("[1,\r\n\r\n  x]", 3, 3), ("[1,\u{2028}\u{2029}  x]", 3, 3), ("// a\r[1,\u{2028}  'é', x]", 3, 8),
        ("[1, /* \r\n \u{2028} */ x]", 3, 5), ("['a\\\rb', x]", 2, 5),
    ])
    func linesAndColumns(json: String, line: Int, column: Int) {
        #expect(throws: JSONSyntaxError(line: line, column: column, problem: "expected a value")) { try relaxed(json) }
    }

    @Test("the strict syntax counts lines as before: at LF only")
    func strictLines() {
        #expect(throws: JSONSyntaxError(line: 1, column: 7, problem: "expected a value")) { try strict("[1,\r\r x]") }
        #expect(throws: JSONSyntaxError(line: 3, column: 2, problem: "expected a value")) { try strict("[1,\r\n\r\n x]") }
    }

    @Test("what JSON5 refuses stays refused, bare keys that are no names included, with its line and column", arguments: [
        ("[+]", 1, 3, "expected a digit"),
        ("[-]", 1, 3, "expected a digit"),
        ("[+-1]", 1, 3, "expected a digit"),
        ("[.]", 1, 3, "expected a digit after the decimal point"),
        ("[.e3]", 1, 3, "expected a digit after the decimal point"),
        ("[\n 0x]", 2, 4, "expected a hex digit after 0x"),
        ("[0x1.5]", 1, 5, "expected ',' or ']' after a value"),
        ("[01]", 1, 3, "expected ',' or ']' after a value"),
        ("[1e]", 1, 4, "expected a digit in the exponent"),
        ("[Infinit]", 1, 2, "expected Infinity or NaN"),
        ("[-NAN]", 1, 3, "expected Infinity or NaN"),
        ("[nan]", 1, 2, "expected a value"),
        ("['\\1']", 1, 4, "expected an escape other than \\1 to \\9 (JSON5 has no octal escapes; write \\xHH or \\uXXXX)"),
        ("['\\9']", 1, 4, "expected an escape other than \\1 to \\9 (JSON5 has no octal escapes; write \\xHH or \\uXXXX)"),
        ("['\\01']", 1, 5, "expected no digit after \\0 (JSON5 has no octal escapes; write \\x00 or \\u0000)"),
        ("['\\x4']", 1, 5, "expected two hex digits after \\x"),
        ("['\\xG1']", 1, 5, "expected two hex digits after \\x"),
        ("['\\u+041']", 1, 5, "expected four hex digits after \\u"),
        ("['a\nb']", 1, 4, "expected no line break inside a string; write \\n, or put '\\' before it to go on on the next line"),
        ("['a\rb']", 1, 4, "expected no line break inside a string; write \\n, or put '\\' before it to go on on the next line"),
        ("[1,,]", 1, 4, "expected a value"),
        ("[1, /* open", 1, 5, "expected '*/' to close this comment, but the file ends"),
        ("{1a: 2}", 1, 2, "expected a key: a name, or a string in quotes"),
        ("{😀: 1}", 1, 2, "expected a key: a name, or a string in quotes"),
        ("{\u{301}a: 1}", 1, 2, "expected a key: a name, or a string in quotes"),
        ("{a-b: 1}", 1, 3, "expected ':' after the key"),
        ("{a\\u0020b: 1}", 1, 3, "expected a \\u escape of a letter, digit, '$' or '_' in a key"),
        ("{\\u0031a: 1}", 1, 2, "expected a \\u escape of a letter, digit, '$' or '_' in a key"),
        ("{a\\x41: 1}", 1, 4, "expected 'u' after '\\' in a key (only \\uXXXX escapes go in names)"),
        ("{\\u00G1: 1}", 1, 4, "expected four hex digits after \\u"),
        ("['a]", 1, 5, "expected the closing ''' of a string, but the file ends"),
        ("[1e400]", 1, 2, "expected a number a Double can hold (1e400 is too large)"),
    ])
    func refusals(json: String, line: Int, column: Int, problem: String) {
        #expect(throws: JSONSyntaxError(line: line, column: column, problem: problem)) { try relaxed(json) }
    }
}
