import Exercises
import Foundation

/// Input scripts as a hostile user would write them: extreme and non-finite numbers, huge
/// pointer ids, wrong types, deep nesting, long strings, repeated and unknown keys, and
/// JSON cut short or salted with stray bytes. Half are "calm": well-formed, with numbers
/// only at the edges of the limits, so that they get past the parser and reach the tabs.
public struct HostileScript {
    private var rng: SeededGenerator
    /// Whether the script being written keeps within the limits.
    private var calm = false

    public init(seed: UInt64) {
        rng = SeededGenerator(seed: seed)
    }

    /// Numbers at and past every limit, and the ones floating point gets wrong.
    static let extremes = ["0", "-0", "1", "-1", "0.4", "63", "64", "999", "1000", "1e300", "-1e300", "1e308", "-1e308",
                           "1e400", "-1e400", "5e-324", "1e-300", "3600", "3600.0001", "1e12", "16384", "16385",
                           "100000", "100001", "9223372036854775807", "-9223372036854775808", "18446744073709551616",
                           "1.5", "0.000001", "123456789012345678901234567890"]
    /// Numbers at the edges, but within the limits, by field.
    static let edges: [String: [String]] = [
        "t": ["0", "5e-324", "3599.999", "3600"],
        "x": ["-100000", "100000", "0", "-0", "5e-324", "-1e-300"],
        "dx": ["-1000", "1000", "0", "1e-300"],
        "pointer": ["0", "1", "63", "62"],
        "size": ["1", "16384", "1.5", "2"],
    ]
    static let types = ["down", "up", "move", "cancel", "key", "wheel", "text", "window-move", "resize",
                        "focus-lost", "focus-gained", "banana", "", "DOWN"]
    static let keys = ["t", "type", "x", "y", "pointer", "button", "modifiers", "key", "dx", "dy", "text", "size", "colour"]
    static let keyNames = ["a", "escape", "ctrl+2", "ctrl+tab", "shift+ctrl+tab", "space", "return", "f12", "banana",
                           "ctrl+", "+", "ctrl+shift+alt+meta+z", "left", "ß", "😀"]

    private mutating func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &rng) == 0 }
    /// A chance of breaking the script, never taken in a calm one.
    private mutating func harm(_ n: Int) -> Bool { !calm && chance(n) }
    private mutating func pick<T>(_ a: [T]) -> T { a[Int.random(in: 0..<a.count, using: &rng)] }

    /// A plausible number (inside the window, a short time) or an extreme one.
    private mutating func number(plausible: ClosedRange<Double>, edges: String) -> String {
        if chance(4) { return calm ? pick(Self.edges[edges]!) : pick(Self.extremes) }
        return String(format: "%.3f", Double.random(in: plausible, using: &rng))
    }

    /// Any JSON value of the wrong kind, sometimes deeply nested or very long.
    private mutating func wrongValue() -> String {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: return "null"
        case 1: return pick(["true", "false"])
        case 2: return "\"" + String(repeating: pick(["x", "é", "\\u0000", "\\\"", "😀"]), count: Int.random(in: 0...20_000, using: &rng)) + "\""
        case 3:
            let depth = Int.random(in: 1...200, using: &rng)
            return String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        case 4:
            let depth = Int.random(in: 1...100, using: &rng)
            return String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        case 5: return "[" + (0..<Int.random(in: 0...5, using: &rng)).map { _ in pick(Self.extremes) }.joined(separator: ",") + "]"
        case 6: return "{}"
        default: return pick(Self.extremes)
        }
    }

    private mutating func value(for key: String, time: Double) -> String {
        if harm(12) { return wrongValue() }
        switch key {
        case "t": return chance(6) ? (calm ? pick(Self.edges["t"]!) : pick(Self.extremes)) : String(format: "%.3f", time)
        case "type": return "\"" + pick(Self.types) + "\""
        case "x", "y": return number(plausible: -50...1100, edges: "x")
        case "dx", "dy": return number(plausible: -20...20, edges: "dx")
        case "pointer": return chance(3) ? (calm ? pick(Self.edges["pointer"]!) : pick(Self.extremes)) : String(Int.random(in: 0...3, using: &rng))
        case "button": return "\"" + (calm ? pick(["left", "right", "middle"]) : pick(["left", "right", "middle", "none", "fourth"])) + "\""
        case "modifiers": return "\"" + (calm ? pick(["", "alt", "shift", "ctrl+alt"]) : pick(["", "alt", "shift", "ctrl+alt", "banana", "alt+"])) + "\""
        case "key": return "\"" + (calm ? pick(Array(Self.keyNames.prefix(8))) : pick(Self.keyNames)) + "\""
        case "text": return "\"" + String(repeating: pick(["a", "é", "😀", " "]), count: chance(5) ? 4_096 : Int.random(in: 0...30, using: &rng)) + "\""
        case "size": return calm || chance(2) ? "[\(number(plausible: 1...1600, edges: "size")),\(number(plausible: 1...1000, edges: "size"))]" : wrongValue()
        default: return wrongValue()
        }
    }

    /// The fields an event of `type` usually has, so most events are nearly right.
    private static func fields(of type: String) -> [String] {
        switch type {
        case "down", "up", "move", "cancel": ["t", "type", "x", "y", "pointer"]
        case "key": ["t", "type", "key"]
        case "wheel": ["t", "type", "x", "y", "dy"]
        case "text": ["t", "type", "text"]
        case "window-move": ["t", "type", "dx", "dy"]
        case "resize": ["t", "type", "size"]
        default: ["t", "type"]
        }
    }

    /// One script's text.
    public mutating func next() -> Data {
        calm = chance(2)
        var members: [String] = []
        if chance(3) { members.append("\"size\":" + value(for: "size", time: 0)) }
        var events: [String] = []
        var time = 0.0
        for _ in 0..<Int.random(in: 0...(chance(20) ? 3000 : 120), using: &rng) {
            time += chance(10) ? Double.random(in: 0...3, using: &rng) : Double.random(in: 0...0.05, using: &rng)
            let type = calm ? pick(Array(Self.types.prefix(11))) : pick(Self.types)
            var keys = Self.fields(of: type)
            if harm(8) { keys.remove(at: Int.random(in: 0..<keys.count, using: &rng)) }
            if harm(10) { keys.append(pick(Self.keys)) }
            if harm(15) { keys.append(keys[0]) }
            var fields = keys.map { "\"\($0)\":" + ($0 == "type" ? "\"\(type)\"" : value(for: $0, time: time)) }
            if type == "down" && chance(3) { fields.append("\"button\":" + value(for: "button", time: time)) }
            if ["down", "move", "wheel"].contains(type) && chance(6) { fields.append("\"modifiers\":" + value(for: "modifiers", time: time)) }
            events.append(harm(40) ? wrongValue() : "{" + fields.joined(separator: ",") + "}")
        }
        members.append("\"events\":[" + events.joined(separator: ",") + "]")
        if harm(30) { members.append("\"events\":[]") }
        if harm(30) { members.append("\"" + pick(Self.keys) + "\":1") }
        var text = Array(("{" + members.joined(separator: ",") + "}").utf8)
        if harm(15), !text.isEmpty { text.removeLast(Int.random(in: 1...text.count, using: &rng)) }
        if harm(15) {
            for _ in 0..<Int.random(in: 1...4, using: &rng) where !text.isEmpty {
                text[Int.random(in: 0..<text.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
        }
        return Data(text)
    }
}
