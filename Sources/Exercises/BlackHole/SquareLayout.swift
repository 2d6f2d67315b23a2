import Foundation
import Geometry
import Storage

/// The squares Black Hole starts with, from a JSON file:
/// `{"squares":[{"x":120,"y":230,"colour":"#FF0000","size":250}, …]}`. The file may be
/// written in JSON5 (`JSONSyntax.relaxed`): single quotes, bare keys, trailing commas,
/// comments, hexadecimal and `.5`, as a hand-written file often is. JSON5's `Infinity` and
/// `NaN` are read, and the square that has one is left out. `x` and `y` are the
/// square's top-left corner in points within the tab (a UIKit frame origin), `size` its
/// side (40…400 points) and `colour` `#RGB`, `#RRGGBB` or `#RRGGBBAA` ("color" works too).
///
/// A file that cannot be read or is not JSON of that shape throws; a bad entry, or a square
/// too big for the tab, is left out with a problem that names it, so the rest still play.
/// An entry keeps the place the file gives, even partly outside the tab: the exercise
/// moves it inside. The file is only ever read.
struct SquareLayout {
    struct Entry: Equatable {
        var center: Point
        var side: Double
        var color: Color
    }

    var entries: [Entry]
    /// One line per entry left out.
    var problems: [String]

    /// The largest layout file read, in bytes.
    static let maximumFileSize = 1 << 20
    static let keys: Set<String> = ["x", "y", "size", "colour", "color"]

    static func load(contentsOf url: URL, area: Size) throws(SquareLayoutError) -> SquareLayout {
        let file = url.path
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw SquareLayoutError(file: file, message: "it is not a regular file")
            }
            guard (attributes[.size] as? Int ?? 0) <= maximumFileSize else {
                throw SquareLayoutError(file: file, message: "it is larger than \(maximumFileSize / 1024) KB")
            }
            data = try Data(contentsOf: url)
        } catch let e as SquareLayoutError {
            throw e
        } catch {
            let ns = error as NSError
            let reason = ns.code == NSFileReadNoSuchFileError || ns.code == NSFileNoSuchFileError ? "no such file"
                : ns.code == NSFileReadNoPermissionError ? "permission denied" : "it cannot be read"
            throw SquareLayoutError(file: file, message: reason)
        }
        return try SquareLayout(json: data, file: file, area: area)
    }

    init(json data: Data, file: String, area: Size) throws(SquareLayoutError) {
        let document: JSONValue
        do {
            document = try JSONParser.parseDocument(data, syntax: .relaxed)
        } catch {
            throw SquareLayoutError(file: file, message: error.description)
        }
        guard case .object(let top) = document else {
            throw SquareLayoutError(file: file, message: "the top level must be an object with a \"squares\" list, got \(document.kindDescription)")
        }
        let others = top.map(\.key).filter { $0 != "squares" }
        guard let squares = document["squares"] else {
            guard let found = others.first else {
                throw SquareLayoutError(file: file, message: "the top level must be an object with a \"squares\" list")
            }
            throw SquareLayoutError(file: file, message: "found the top-level key \"\(found.prefix(40))\" where \"squares\" was expected; "
                                    + "name the list \"squares\"")
        }
        guard case .array(let list) = squares else {
            throw SquareLayoutError(file: file, message: "\"squares\" must be a list of squares, got \(squares.kindDescription)")
        }
        entries = []
        problems = []
        for (i, raw) in list.enumerated() {
            do {
                entries.append(try Self.entry(raw, area: area))
            } catch {
                problems.append("layout \(file): square \(i + 1): \(error.message); it is left out")
            }
        }
        problems += others.map { "layout \(file): unknown top-level key \"\($0.prefix(40))\" (the only one is \"squares\"); it is ignored" }
    }

    private struct EntryProblem: Error { let message: String }

    private static func entry(_ raw: JSONValue, area: Size) throws(EntryProblem) -> Entry {
        guard case .object(let fields) = raw else {
            throw EntryProblem(message: "must be an object like {\"x\":0,\"y\":0,\"size\":100,\"colour\":\"#FF0000\"}")
        }
        if let unknown = fields.map(\.key).sorted().first(where: { !keys.contains($0) }) {
            throw EntryProblem(message: "unknown key \"\(unknown.prefix(40))\" (the keys are x, y, size and colour)")
        }
        func number(_ key: String) throws(EntryProblem) -> Double {
            guard let raw = raw[key] else { throw EntryProblem(message: "missing \"\(key)\"") }
            guard case .number(let n) = raw else { throw EntryProblem(message: "\"\(key)\" must be a number") }
            guard n.isFinite else {
                throw EntryProblem(message: "\"\(key)\" must be a finite number, got \(n.isNaN ? "NaN" : n < 0 ? "-Infinity" : "Infinity")")
            }
            return n
        }
        let x = try number("x"), y = try number("y"), side = try number("size")
        guard Square.sides.contains(side) else {
            throw EntryProblem(message: "\"size\" must lie in \(Int(Square.sides.lowerBound))…\(Int(Square.sides.upperBound)) points, got \(side.formatted())")
        }
        // Users write either spelling (JSON keys are the user's); the code spells it "color".
        let colorValue = raw["colour"] ?? raw["color"]
        guard case .string(let hex)? = colorValue else {
            throw EntryProblem(message: colorValue == nil ? "missing \"colour\"" : "\"colour\" must be a string like \"#FF0000\"")
        }
        let color: Color
        do { color = try Color(hex: hex) } catch { throw EntryProblem(message: "\"colour\" \"\(hex)\" is not #RGB, #RRGGBB or #RRGGBBAA") }
        guard side <= area.width, side <= area.height else {
            throw EntryProblem(message: "with size \(side.formatted()) it cannot fit in the \(Int(area.width))x\(Int(area.height)) tab")
        }
        return Entry(center: Rect(x: x, y: y, width: side, height: side).center, side: side, color: color)
    }
}

/// Why a layout file could not be used at all: the file and the problem, one line.
struct SquareLayoutError: Error, CustomStringConvertible {
    let file: String
    let message: String
    var description: String { "layout \(file): \(message)" }
}
