import AppTestSupport
import Foundation
import Geometry
import Testing
import TestSupport
@testable import Exercises

/// Black Hole's layout files: what is used, what is left out and what each message says.
/// The tab is 1024x712.
@Suite("Square layouts")
struct SquareLayoutTests {
    let area = Size(width: 1024, height: 712)

    private func parse(_ json: String) throws -> SquareLayout {
        try SquareLayout(json: Data(json.utf8), file: "l.json", area: area)
    }

    @Test("x and y are the top-left corner; size and colour are read; color works too")
    func valid() throws {
        let l = try parse(##"{"squares":[{"x":120,"y":230,"colour":"#FF0000","size":250},{"x":0,"y":0,"color":"#0f0","size":40}]}"##)
        #expect(l.problems.isEmpty)
        #expect(l.entries == [SquareLayout.Entry(center: Point(x: 245, y: 355), side: 250, color: .red),
                              SquareLayout.Entry(center: Point(x: 20, y: 20), side: 40, color: .green)])
    }

    @Test("the brief's own example, in single quotes, loads both squares where it says")
    func briefsExample() throws {
        let l = try parse("{'squares': [{ 'x': 120, 'y': 230, 'colour': '#FF0000', 'size': 250}, { 'x': 460, 'y': 120, 'colour': '#00FF00', 'size': 100}]}")
        #expect(l.problems.isEmpty)
        #expect(l.entries == [SquareLayout.Entry(center: Point(x: 245, y: 355), side: 250, color: .red),
                              SquareLayout.Entry(center: Point(x: 510, y: 170), side: 100, color: .green)])
    }

    @Test("JSON5's bare keys, trailing commas and comments load too; a misspelt NaN is refused with its line and column")
    func json5() throws {
        let l = try parse("""
            // two squares
            {squares: [
              {x: 0, y: 0, colour: '#0f0', size: 40,}, /* the corner */
              {x: 500, y: 300, colour: "#00F", size: 60},
            ],}
            """)
        #expect(l.problems.isEmpty && l.entries.map(\.side) == [40, 60])
        #expect(throws: SquareLayoutError(file: "l.json", message: "malformed JSON at line 2, column 22: expected Infinity or NaN")) {
            try parse("{squares: [\n  {x: 0, y: 0, size: Nan, colour: '#fff'}]}")
        }
    }

    @Test("a size or place of Infinity or NaN is read, then the square is left out with one line naming the field", arguments: [
        ("x: 1, y: 1, size: Infinity", "\"size\" must be a finite number, got Infinity"),
        ("x: 1, y: 1, size: -Infinity", "\"size\" must be a finite number, got -Infinity"),
        ("x: 1, y: 1, size: NaN", "\"size\" must be a finite number, got NaN"),
        ("x: NaN, y: 1, size: 100", "\"x\" must be a finite number, got NaN"),
        ("x: 1, y: +Infinity, size: 100", "\"y\" must be a finite number, got Infinity"),
    ])
    func notFinite(fields: String, message: String) throws {
        let l = try parse("{squares: [{colour: '#fff', \(fields)}, {x: 500, y: 300, size: 60, colour: '#00F'}]}")
        #expect(l.entries.count == 1 && l.entries[0].side == 60)
        #expect(l.problems == ["layout l.json: square 1: \(message); it is left out"])
    }

    /// `Assets/Layouts/example.json`'s four squares, written with every JSON5 form: a
    /// byte-order mark, comments ending at CR, U+2028 and U+2029, JSON5's spaces (VT, FF,
    /// U+00A0, U+FEFF mid-file, U+3000), hexadecimal, `+`, `.12e3` and `150.`, quoted and bare
    /// keys, escapes (`\x7A`, `\x23`, `\u0030`, `\o`, `\#`), a line continuation
    /// and trailing commas.
    static let everyForm = "\u{FEFF}// every JSON5 form a person writes\r{\u{2028}"
        + "  squares: [ /* hex, '+', trailing and leading points */\r\n"
        + "    {x: 0x78, y: +60, size: 150., colour: '#FF3B30'},\u{2029}"
        + "\u{0B}\u{0C}\u{A0}{'x': 460.0, \"y\": .12e3, size: 0X64, \"color\": \"#34\\\rC759\",},\r"
        + "\u{3000}{x: +700, y: 320, 'si\\x7Ae': 220, colour: '\\x23\\u0030\\x307AFF'}, // a comment ends at U+2028\u{2028}"
        + "\u{FEFF}{x: 380, y: 0x1A4, size: +0x3C, 'c\\olour': \"\\#F\\F9500\"},\n"
        + "  ],\r}\r"

    @Test("a layout using every JSON5 form loads, through the app's own loader, and places its squares where it says")
    func everyJSON5Form() throws {
        let file = try layoutFile(Self.everyForm)
        let loaded = try SquareLayout.load(contentsOf: file, area: area)
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        #expect(loaded.entries.map(\.side) == [150, 100, 220, 60])
        #expect(loaded.entries.map(\.color) == [try Color(hex: "#FF3B30"), try Color(hex: "#34C759"), try Color(hex: "#007AFF"), try Color(hex: "#FF9500")])
        var warnings: [String] = []
        let h = ShellHarness(size: Size(width: 1024, height: 700), tab: .blackHole, seed: 1,
                             options: LaunchOptions(blackHole: BlackHoleOptions(layout: file)))
        h.shell.onWarning = { warnings.append($0) }
        h.play(EventScript(start: 0.05), settle: 2)
        let bh = try #require(h.shell.exercise(.blackHole) as? BlackHoleExercise)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(bh.squares.map(\.center) == [Point(x: 195, y: 135), Point(x: 510, y: 170), Point(x: 810, y: 430), Point(x: 410, y: 450)])
        #expect(bh.squares.map(\.side) == [150, 100, 220, 60])
    }

    @Test("a square partly outside the tab is kept where the file puts it, to be moved in; one too big for the tab is left out")
    func outsideTheTab() throws {
        let l = try SquareLayout(json: Data(##"{"squares":[{"x":1000,"y":-20,"size":100,"colour":"#fff"},{"x":0,"y":0,"size":250,"colour":"#f00"}]}"##.utf8),
                                 file: "l.json", area: Size(width: 600, height: 200))
        #expect(l.entries == [SquareLayout.Entry(center: Point(x: 1050, y: 30), side: 100, color: .white)])
        #expect(l.problems == ["layout l.json: square 2: with size 250 it cannot fit in the 600x200 tab; it is left out"])
    }

    @Test("each bad entry is left out with a message naming it; the good ones stay", arguments: [
        (##"{"x":1,"y":1,"size":100,"colour":"red"}"##, "square 1: \"colour\" \"red\" is not #RGB, #RRGGBB or #RRGGBBAA"),
        (##"{"x":1,"y":1,"size":0,"colour":"#fff"}"##, "square 1: \"size\" must lie in 40…400 points, got 0"),
        (##"{"x":1,"y":1,"size":-5,"colour":"#fff"}"##, "square 1: \"size\" must lie in 40…400 points, got -5"),
        (##"{"x":1,"size":100,"colour":"#fff"}"##, "square 1: missing \"y\""),
        (##"{"x":1,"y":1,"size":100}"##, "square 1: missing \"colour\""),
        (##"{"x":"1","y":1,"size":100,"colour":"#fff"}"##, "square 1: \"x\" must be a number"),
        (##"{"x":1,"y":1,"size":100,"colour":"#fff","spin":3}"##, "square 1: unknown key \"spin\" (the keys are x, y, size and colour)"),
    ])
    func badEntries(entry: String, message: String) throws {
        let l = try parse(##"{"squares":["## + entry + ##",{"x":500,"y":300,"size":60,"colour":"#00F"}]}"##)
        #expect(l.entries.count == 1 && l.entries[0].side == 60)
        #expect(l.problems == ["layout l.json: \(message); it is left out"])
    }

    @Test("a file that is not a layout at all throws one line naming it", arguments: [
        ("[1, 2]", "the top level must be an object with a \"squares\" list, got an array"),
        ("{}", "the top level must be an object with a \"squares\" list"),
        (##"{"squares": 3}"##, "\"squares\" must be a list of squares, got a number"),
        ("{'square': [{x: 1, y: 1, size: 100, colour: '#fff'}]}", "found the top-level key \"square\" where \"squares\" was expected; name the list \"squares\""),
        ("{\"squares\": [\n", "malformed JSON at line 2, column 1: expected a value, but the file ends"),
    ])
    func notALayout(json: String, message: String) {
        #expect(throws: SquareLayoutError(file: "l.json", message: message)) { try parse(json) }
    }

    @Test("a top-level key beside \"squares\" is named and ignored; the squares still play")
    func extraTopLevelKey() throws {
        let l = try parse("{squares: [{x: 1, y: 1, size: 100, colour: '#fff'}], sqaures: []}")
        #expect(l.entries.count == 1)
        #expect(l.problems == ["layout l.json: unknown top-level key \"sqaures\" (the only one is \"squares\"); it is ignored"])
    }

    @Test("a missing file, a folder and an unreadable file are named, and the file is never written")
    func files() throws {
        let dir = makeTemporaryDirectory()
        #expect(throws: SquareLayoutError(file: dir.appendingPathComponent("none.json").path, message: "no such file")) {
            try SquareLayout.load(contentsOf: dir.appendingPathComponent("none.json"), area: area)
        }
        #expect(throws: SquareLayoutError(file: dir.path, message: "it is not a regular file")) {
            try SquareLayout.load(contentsOf: dir, area: area)
        }
        let file = dir.appendingPathComponent("l.json")
        let text = "{'squares': [}"
        try Data(text.utf8).write(to: file)
        _ = try? SquareLayout.load(contentsOf: file, area: area)
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test("with a bad file the tab still starts, with three random squares and the message shown")
    func exerciseStarts() throws {
        let file = makeTemporaryDirectory().appendingPathComponent("bad.json")
        try Data("{'squares': [}".utf8).write(to: file)
        var warnings: [String] = []
        let h = ShellHarness(tab: .blackHole, options: LaunchOptions(blackHole: BlackHoleOptions(layout: file)))
        h.shell.onWarning = { warnings.append($0) }
        #expect(h.dump.all(named: "square").count == 3)
        #expect(warnings == ["layout \(file.path): malformed JSON at line 1, column 14: expected a value; starting with three random squares"])
        #expect(h.dump.first(named: "toast.text")?.text == warnings.first)
    }
}

extension SquareLayoutError: Equatable {
    public static func == (a: SquareLayoutError, b: SquareLayoutError) -> Bool { a.file == b.file && a.message == b.message }
}
