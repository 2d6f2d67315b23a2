import Animation
import Foundation
import Geometry
import Storage

extension InputScript {
    /// The event types a script may use.
    public static let eventTypes = ["down", "up", "move", "cancel", "key", "wheel", "text", "composition",
                                    "window-move", "resize", "focus-lost", "focus-gained"]

    /// The buttons held by each pointer, as a script's events are read in order: an event
    /// that names no button goes on with the one its pointer pressed.
    public typealias HeldButtons = [PointerID: PointerEvent.Button]

    /// Reads event `index` of a script (an object with "t" and "type"), as the input
    /// events it stands for (a key is a press and a release). A capture reads its input
    /// events through this, so the two formats cannot drift.
    public static func events(from value: JSONValue, index: Int, held: inout HeldButtons) throws(InputScriptError) -> [InputEvent] {
        try EventFields(index: index, value: value).events(held: &held)
    }

    /// Parses the JSON form. A syntax error gives its line and column; a bad event gives
    /// its index and field. Every number is checked against `InputLimits`. The events are
    /// read one at a time, so a big script is never held twice over.
    public init(json data: Data) throws(InputScriptError) {
        guard data.count <= InputLimits.scriptBytes else {
            throw InputScriptError(message: "it is \(data.count / (1 << 20)) MiB; a script may be at most \(InputLimits.scriptBytes >> 20) MiB")
        }
        var parser = JSONParser(data)
        var size: Size?
        var events: [InputEvent] = []
        var sawEvents = false
        var held: [PointerID: PointerEvent.Button] = [:]
        do {
            guard parser.nextIsObject() else { throw InputScriptError(message: "the top level must be an object with \"events\"") }
            try parser.readObject { p, key in
                switch key {
                case "size":
                    guard size == nil else { throw InputScriptError(message: "\"size\" is given twice") }
                    size = try Self.size(try p.readValue(), what: "\"size\"")
                case "events":
                    guard !sawEvents else { throw InputScriptError(message: "\"events\" is given twice") }
                    sawEvents = true
                    guard p.nextIsArray() else { throw InputScriptError(message: "\"events\" must be an array of events") }
                    try p.readArray { p, index in
                        guard index < InputLimits.scriptEvents else {
                            throw InputScriptError(message: "it has more than \(InputLimits.scriptEvents) events, the most a script may hold")
                        }
                        events += try EventFields(index: index, value: try p.readValue()).events(held: &held)
                    }
                default:
                    throw InputScriptError(message: "unknown key \"\(key.prefix(40))\" at the top level; a script has \"size\" and \"events\"")
                }
            }
            try parser.expectEnd()
        } catch let e as InputScriptError {
            throw e
        } catch let e as JSONSyntaxError {
            throw InputScriptError(message: e.description)
        } catch {
            throw InputScriptError(message: "\(error)")
        }
        guard sawEvents else { throw InputScriptError(message: "\"events\" must be an array of events") }
        self.init(size: size, events: events)
        if let bad = parser.firstInvalidUTF8 {
            let more = parser.invalidUTF8Count > 1 ? " (and \(parser.invalidUTF8Count - 1) more strings like it)" : ""
            warnings.append("line \(bad.line), column \(bad.column): the string \"\(bad.value.prefix(40))\" holds bytes that are not UTF-8; "
                            + "each is read as \u{FFFD}\(more)")
        }
    }

    /// A window size, [width, height], within `InputLimits.windowSide`.
    public static func size(_ raw: JSONValue, what: String) throws(InputScriptError) -> Size {
        let side = InputLimits.windowSide
        guard case .array(let a) = raw, a.count == 2, case .number(let w) = a[0], case .number(let h) = a[1] else {
            throw InputScriptError(message: "\(what) must be [width, height]")
        }
        guard side.contains(w), side.contains(h) else {
            throw InputScriptError(message: "\(what) [\(w.formatted), \(h.formatted)] is out of range; each side must lie in "
                                   + "\(side.lowerBound.formatted)…\(side.upperBound.formatted) points")
        }
        return Size(width: w, height: h)
    }
}

extension Double {
    /// "12", "0.5": the shortest form, for messages.
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

/// One event object of a script, read field by field with errors that say where.
private struct EventFields {
    let index: Int
    let fields: [(key: String, value: JSONValue)]

    init(index: Int, value: JSONValue) throws(InputScriptError) {
        self.index = index
        guard case .object(let members) = value else {
            throw InputScriptError(message: "event \(index) must be an object")
        }
        fields = members
        var seen = Set<String>()
        for m in members where !seen.insert(m.key).inserted {
            throw InputScriptError(message: "event \(index): \"\(m.key.prefix(40))\" is given twice")
        }
    }

    /// The fields each type may have.
    static let allowed: [String: Set<String>] = [
        "pointer": ["t", "type", "x", "y", "pointer", "button", "modifiers"],
        "key": ["t", "type", "key", "phase", "repeat"],
        "wheel": ["t", "type", "x", "y", "dx", "dy", "modifiers"],
        "text": ["t", "type", "text"],
        "composition": ["t", "type", "text", "cursor", "selection"],
        "window-move": ["t", "type", "dx", "dy"],
        "resize": ["t", "type", "size"],
        "focus": ["t", "type"],
    ]

    func fail(_ message: String) -> InputScriptError {
        InputScriptError(message: "event \(index): \(message)")
    }

    func value(_ key: String) -> JSONValue? { fields.first { $0.key == key }?.value }

    func number(_ key: String, in range: ClosedRange<Double>) throws(InputScriptError) -> Double {
        guard let raw = value(key) else { throw fail("missing \"\(key)\"") }
        guard case .number(let n) = raw else { throw fail("\"\(key)\" must be a number, not \(raw.kindDescription)") }
        guard range.contains(n) else {
            throw fail("\"\(key)\" \(n.formatted) is out of range; it must lie in \(range.lowerBound.formatted)…\(range.upperBound.formatted)")
        }
        return n
    }

    func optionalNumber(_ key: String, in range: ClosedRange<Double>, default d: Double) throws(InputScriptError) -> Double {
        value(key) == nil ? d : try number(key, in: range)
    }

    func string(_ key: String) throws(InputScriptError) -> String {
        guard let raw = value(key) else { throw fail("missing \"\(key)\"") }
        guard case .string(let s) = raw else { throw fail("\"\(key)\" must be a string, not \(raw.kindDescription)") }
        return s
    }

    func onlyFields(_ group: String, type: String) throws(InputScriptError) {
        let allowed = Self.allowed[group]!
        if let extra = fields.first(where: { !allowed.contains($0.key) }) {
            throw fail("\"\(type)\" events have no \"\(extra.key.prefix(40))\"; they take \(allowed.sorted().joined(separator: ", "))")
        }
    }

    func modifiers() throws(InputScriptError) -> KeyModifiers {
        guard value("modifiers") != nil else { return [] }
        let text = try string("modifiers")
        guard text.isEmpty == false else { return [] }
        guard let chord = KeyChord(parsing: text + "+x") else {
            throw fail("\"modifiers\" must be names joined by +, from ctrl, alt, shift, meta")
        }
        return chord.modifiers
    }

    func point() throws(InputScriptError) -> Point {
        Point(x: try number("x", in: InputLimits.coordinate), y: try number("y", in: InputLimits.coordinate))
    }

    func events(held: inout [PointerID: PointerEvent.Button]) throws(InputScriptError) -> [InputEvent] {
        let t = MediaTime(seconds: try number("t", in: 0...InputLimits.replaySpan))
        let type = try string("type")
        switch type {
        case "down", "up", "move", "cancel":
            try onlyFields("pointer", type: type)
            let ids = InputLimits.pointerIDs
            let raw = try optionalNumber("pointer", in: Double(ids.lowerBound)...Double(ids.upperBound), default: 0)
            guard raw == raw.rounded() else { throw fail("\"pointer\" must be a whole number: 0 is the mouse, 1…\(ids.upperBound) touches") }
            let pointer = Int(raw)
            let phase = PointerEvent.Phase(rawValue: type)!
            var button = held[pointer] ?? .none
            if value("button") != nil {
                // "none" is for a pointer that moves or lifts with no button held (a
                // capture writes it where the script would otherwise assume one).
                guard let b = PointerEvent.Button(rawValue: try string("button")), b != .none || phase != .down else {
                    throw fail(phase == .down ? "\"button\" must be left, middle or right" : "\"button\" must be none, left, middle or right")
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
            let event = PointerEvent(id: pointer, phase: phase, location: try point(), button: button,
                                     modifiers: try modifiers(), source: pointer == 0 ? .mouse : .touch)
            return [InputEvent(time: t, .pointer(event))]
        case "key":
            try onlyFields("key", type: type)
            let text = try string("key")
            guard let chord = KeyChord(parsing: text) else {
                throw fail("\"key\" \"\(text.prefix(40))\" is not a key: use a character such as \"a\" or \".\", a name (tab, return, "
                           + "escape, space, backspace, delete, arrows, home, end, pageup, pagedown, f1…f12), with ctrl+, alt+, shift+ or meta+")
            }
            // A key is pressed and released at once, unless "phase" says which (as a
            // capture records a key held down, with its auto-repeats).
            var isRepeat = false
            if value("repeat") != nil {
                guard case .bool(let r) = value("repeat")! else { throw fail("\"repeat\" must be true or false") }
                isRepeat = r
            }
            let down = KeyEvent(key: chord.key, modifiers: chord.modifiers, isDown: true, isRepeat: isRepeat)
            let up = KeyEvent(key: chord.key, modifiers: chord.modifiers, isDown: false)
            guard value("phase") != nil else {
                guard !isRepeat else { throw fail("\"repeat\" needs \"phase\": \"down\"") }
                return [InputEvent(time: t, .key(down)), InputEvent(time: t, .key(up))]
            }
            switch try string("phase") {
            case "down": return [InputEvent(time: t, .key(down))]
            case "up" where !isRepeat: return [InputEvent(time: t, .key(up))]
            case "up": throw fail("a key's release is no repeat; drop \"repeat\"")
            default: throw fail("\"phase\" must be \"down\" or \"up\" (leave it out for a press and release)")
            }
        case "wheel":
            try onlyFields("wheel", type: type)
            let event = WheelEvent(location: try point(),
                                   dx: try optionalNumber("dx", in: InputLimits.wheelDelta, default: 0),
                                   dy: try optionalNumber("dy", in: InputLimits.wheelDelta, default: 0),
                                   modifiers: try modifiers())
            return [InputEvent(time: t, .wheel(event))]
        case "text":
            try onlyFields("text", type: type)
            let text = try string("text")
            guard text.count <= InputLimits.textLength else { throw fail("\"text\" is longer than \(InputLimits.textLength) characters") }
            return [InputEvent(time: t, .text(text))]
        case "composition":
            try onlyFields("composition", type: type)
            let text = try string("text")
            guard text.count <= InputLimits.textLength else { throw fail("\"text\" is longer than \(InputLimits.textLength) characters") }
            let span = 0...Double(text.count)
            let cursor = try optionalNumber("cursor", in: span, default: Double(text.count))
            let selection = try optionalNumber("selection", in: 0...(Double(text.count) - cursor), default: 0)
            guard cursor == cursor.rounded(), selection == selection.rounded() else {
                throw fail("\"cursor\" and \"selection\" count characters: they must be whole numbers")
            }
            return [InputEvent(time: t, .composition(TextComposition(text: text, cursor: Int(cursor), selectionLength: Int(selection))))]
        case "window-move":
            try onlyFields("window-move", type: type)
            return [InputEvent(time: t, .window(.moved(dx: try optionalNumber("dx", in: InputLimits.coordinate, default: 0),
                                                       dy: try optionalNumber("dy", in: InputLimits.coordinate, default: 0))))]
        case "resize":
            try onlyFields("resize", type: type)
            guard let raw = value("size") else { throw fail("missing \"size\"") }
            do {
                return [InputEvent(time: t, .window(.resized(try InputScript.size(raw, what: "\"size\""))))]
            } catch {
                throw fail(error.message)
            }
        case "focus-lost":
            try onlyFields("focus", type: type)
            return [InputEvent(time: t, .window(.focusLost))]
        case "focus-gained":
            try onlyFields("focus", type: type)
            return [InputEvent(time: t, .window(.focusGained))]
        default:
            throw fail("unknown \"type\" \"\(type.prefix(40))\"; use one of \(InputScript.eventTypes.joined(separator: ", "))")
        }
    }
}
