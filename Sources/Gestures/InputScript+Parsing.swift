import Foundation
import Geometry

extension InputScript {
    /// The event types a script may use.
    public static let eventTypes = ["down", "up", "move", "cancel", "key", "wheel", "text",
                                    "window-move", "resize", "focus-lost", "focus-gained"]

    /// Parses the JSON form. A syntax error gives its line and column; a bad event gives
    /// its index and field.
    public init(json data: Data) throws {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw InputScriptError(message: "malformed JSON \(Self.position(of: error, in: data))")
        }
        guard let top = object as? [String: Any] else {
            throw InputScriptError(message: "the top level must be an object with \"events\"")
        }
        var size: Size?
        if let raw = top["size"] {
            guard let s = Self.size(raw) else {
                throw InputScriptError(message: "\"size\" must be [width, height] with positive numbers")
            }
            size = s
        }
        guard let list = top["events"] as? [Any] else {
            throw InputScriptError(message: "\"events\" must be an array of events")
        }
        var events: [InputEvent] = []
        var held: [PointerID: PointerEvent.Button] = [:]
        for (index, raw) in list.enumerated() {
            guard let fields = raw as? [String: Any] else {
                throw InputScriptError(message: "event \(index) must be an object")
            }
            let reader = EventFields(index: index, fields: fields)
            events += try reader.events(held: &held)
        }
        self.init(size: size, events: events)
    }

    static func size(_ raw: Any) -> Size? {
        guard let a = raw as? [Any], a.count == 2, let w = number(a[0]), let h = number(a[1]), w > 0, h > 0 else { return nil }
        return Size(width: w, height: h)
    }

    static func number(_ raw: Any?) -> Double? {
        // JSON booleans arrive as NSNumber too; their class name tells them apart.
        guard let n = raw as? NSNumber, !String(describing: type(of: n)).contains("Boolean") else { return nil }
        return n.doubleValue
    }

    /// "at line L, column C" from Foundation's "around character N" (a byte offset).
    static func position(of error: Error, in data: Data) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        guard let range = text.range(of: #"character (\d+)"#, options: .regularExpression),
              let offset = Int(text[range].split(separator: " ").last ?? "") else {
            return "(\(text))"
        }
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return "at line \(line), column \(column)"
    }
}

/// One event object of a script, read field by field with errors that say where.
private struct EventFields {
    let index: Int
    let fields: [String: Any]

    func fail(_ message: String) -> InputScriptError {
        InputScriptError(message: "event \(index): \(message)")
    }

    func number(_ key: String) throws -> Double {
        guard let raw = fields[key] else { throw fail("missing \"\(key)\"") }
        guard let n = InputScript.number(raw), n.isFinite else { throw fail("\"\(key)\" must be a number") }
        return n
    }

    func optionalNumber(_ key: String, default value: Double) throws -> Double {
        fields[key] == nil ? value : try number(key)
    }

    func string(_ key: String) throws -> String {
        guard let raw = fields[key] else { throw fail("missing \"\(key)\"") }
        guard let s = raw as? String else { throw fail("\"\(key)\" must be a string") }
        return s
    }

    func modifiers() throws -> KeyModifiers {
        guard fields["modifiers"] != nil else { return [] }
        let text = try string("modifiers")
        guard text.isEmpty == false else { return [] }
        guard let chord = KeyChord(parsing: text + "+x") else {
            throw fail("\"modifiers\" must be names joined by +, from ctrl, alt, shift, meta")
        }
        return chord.modifiers
    }

    func events(held: inout [PointerID: PointerEvent.Button]) throws -> [InputEvent] {
        let t = try number("t")
        guard t >= 0 else { throw fail("\"t\" must not be negative") }
        let type = try string("type")
        switch type {
        case "down", "up", "move", "cancel":
            let pointer = Int(try optionalNumber("pointer", default: 0))
            guard pointer >= 0 else { throw fail("\"pointer\" must be 0 (the mouse) or a touch number") }
            let phase = PointerEvent.Phase(rawValue: type)!
            var button = held[pointer] ?? .none
            if fields["button"] != nil {
                guard let b = PointerEvent.Button(rawValue: try string("button")), b != .none else {
                    throw fail("\"button\" must be left, middle or right")
                }
                button = b
            } else if phase == .down {
                button = .left
            }
            switch phase {
            case .down: held[pointer] = button
            case .up, .cancel: held[pointer] = nil
            case .move: break
            }
            let location = Point(x: try number("x"), y: try number("y"))
            let event = PointerEvent(id: pointer, phase: phase, location: location, button: button,
                                     modifiers: try modifiers(), source: pointer == 0 ? .mouse : .touch)
            return [InputEvent(time: t, .pointer(event))]
        case "key":
            let text = try string("key")
            guard let chord = KeyChord(parsing: text) else {
                throw fail("\"key\" \"\(text)\" is not a key such as \"a\", \"tab\" or \"ctrl+shift+tab\"")
            }
            return [InputEvent(time: t, .key(KeyEvent(key: chord.key, modifiers: chord.modifiers, isDown: true))),
                    InputEvent(time: t, .key(KeyEvent(key: chord.key, modifiers: chord.modifiers, isDown: false)))]
        case "wheel":
            let event = WheelEvent(location: Point(x: try number("x"), y: try number("y")),
                                   dx: try optionalNumber("dx", default: 0), dy: try optionalNumber("dy", default: 0),
                                   modifiers: try modifiers())
            return [InputEvent(time: t, .wheel(event))]
        case "text":
            return [InputEvent(time: t, .text(try string("text")))]
        case "window-move":
            return [InputEvent(time: t, .window(.moved(dx: try optionalNumber("dx", default: 0), dy: try optionalNumber("dy", default: 0))))]
        case "resize":
            guard let raw = fields["size"], let s = InputScript.size(raw) else {
                throw fail("\"size\" must be [width, height] with positive numbers")
            }
            return [InputEvent(time: t, .window(.resized(s)))]
        case "focus-lost":
            return [InputEvent(time: t, .window(.focusLost))]
        case "focus-gained":
            return [InputEvent(time: t, .window(.focusGained))]
        default:
            throw fail("unknown \"type\" \"\(type)\"; use one of \(InputScript.eventTypes.joined(separator: ", "))")
        }
    }
}
