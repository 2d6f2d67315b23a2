import Foundation
import Testing
@testable import Storage

@Suite("JSON parser")
struct JSONParserTests {
    private func parse(_ s: String) throws(JSONSyntaxError) -> JSONValue { try JSONParser.parseDocument(Data(s.utf8)) }

    @Test("it reads every kind of value, escapes and surrogate pairs included")
    func values() throws {
        let v = try parse(#"{"a": [1, -2.5e3, true, false, null], "b": "x\"\\\/\n\u00e9\ud83d\ude00", "c": {}}"#)
        #expect(v["a"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]))
        #expect(v["b"] == .string("x\"\\/\né😀"))
        #expect(v["c"] == .object([]))
    }

    @Test("errors say where and what, with hints for the classic mistakes", arguments: [
        ("{'a': 1}", 1, 2, "expected a key in double quotes (JSON needs double quotes)"),
        ("{\"a\": 1,}", 1, 9, "expected another member after ',' (no comma before '}')"),
        ("[1,\n 2,]", 2, 4, "expected another value after ',' (no comma before ']')"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after a value"),
        ("[1e400]", 1, 2, "expected a number a Double can hold (1e400 is too large)"),
        ("[1] x", 1, 5, "expected the end of the file after the value"),
        ("\"abc", 1, 5, "expected the closing '\"' of a string, but the file ends"),
        ("[\"a\tb\"]", 1, 4, "expected no control character (a line break, a tab) inside a string; write \\n or \\t"),
    ])
    func errors(json: String, line: Int, column: Int, problem: String) {
        #expect(throws: JSONSyntaxError(line: line, column: column, problem: problem)) { try parse(json) }
    }

    @Test("nesting deeper than the limit is named as such, not as a syntax error somewhere")
    func depth() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let e = #expect(throws: JSONSyntaxError.self) { try parse(deep) }
        #expect(e?.problem.contains("nested more than 64 deep") == true, "\(String(describing: e))")
        #expect(e?.description.hasPrefix("JSON nested too deep at line 1, column 65") == true, "\(String(describing: e))")
        #expect((try? parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64))) != nil)
    }

    @Test("columns count characters, not bytes")
    func columns() {
        #expect(throws: JSONSyntaxError(line: 1, column: 7, problem: "expected ',' or ']' after a value")) { try parse("[\"éé\" 1]") }
    }

    private func relaxed(_ s: String) throws(JSONSyntaxError) -> JSONValue { try JSONParser.parseDocument(Data(s.utf8), syntax: .relaxed) }

    @Test("the relaxed syntax takes JSON5's quotes, bare keys, trailing commas and comments")
    func relaxedReads() throws {
        let v = try relaxed("""
            // a layout
            {squares: [{ 'x': 120, $y_2: 230, "c": 'it\\'s "red"', }, /* two */ 3,],
             /* end */ }
            """)
        #expect(v == .object([("squares", .array([.object([("x", .number(120)), ("$y_2", .number(230)), ("c", .string("it's \"red\""))]), .number(3)]))]))
    }

    @Test("the strict syntax, the default, still refuses every JSON5 extra", arguments: [
        "{a: 1}", "['a']", "[1,]", "// c\n[1]", "[1 /* c */]",
    ])
    func strictRefusesJSON5(json: String) {
        #expect(throws: JSONSyntaxError.self) { try parse(json) }
    }
}
