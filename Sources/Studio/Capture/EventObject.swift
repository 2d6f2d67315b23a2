import Foundation
import Storage

/// One capture event object, read field by field with errors that say where.
struct EventObject {
    let index: Int
    let value: JSONValue

    func fail(_ message: String) -> CaptureError { CaptureError(message: "event \(index): \(message)") }

    func value(_ key: String) -> JSONValue? { value[key] }

    func only(_ allowed: Set<String>, type: String) throws(CaptureError) {
        guard case .object(let members) = value else { throw fail("must be an object") }
        var seen = Set<String>()
        for m in members {
            guard seen.insert(m.key).inserted else { throw fail("\(shown(m.key, 40)) is given twice") }
            guard allowed.contains(m.key) else {
                throw fail("\"\(type)\" events have no \(shown(m.key, 40)); they take \(allowed.sorted().joined(separator: ", "))")
            }
        }
    }

    func number(_ key: String, in range: ClosedRange<Double>) throws(CaptureError) -> Double {
        guard let raw = value(key) else { throw fail("missing \"\(key)\"") }
        guard case .number(let n) = raw else { throw fail("\"\(key)\" must be a number, not \(raw.kindDescription)") }
        guard range.contains(n) else { throw fail("\"\(key)\" \(n) is out of range; it must lie in \(range.lowerBound)…\(range.upperBound)") }
        return n
    }

    func whole(_ key: String, in range: ClosedRange<Double>) throws(CaptureError) -> Int {
        let n = try number(key, in: range)
        guard n == n.rounded() else { throw fail("\"\(key)\" must be a whole number") }
        return Int(n)
    }

    func string(_ key: String) throws(CaptureError) -> String {
        guard let raw = value(key) else { throw fail("missing \"\(key)\"") }
        guard case .string(let s) = raw else { throw fail("\"\(key)\" must be a string, not \(raw.kindDescription)") }
        return s
    }

    func optionalString(_ key: String) throws(CaptureError) -> String? {
        value(key) == nil || value(key) == .null ? nil : try string(key)
    }

    /// Text, or {"base64": …}.
    func bytes(_ key: String) throws(CaptureError) -> Data {
        guard let raw = value(key) else { throw fail("missing \"\(key)\"") }
        if case .string(let s) = raw { return Data(s.utf8) }
        if case .string(let b)? = raw["base64"], let d = Data(base64Encoded: b) { return d }
        throw fail("\"\(key)\" must be text, or {\"base64\": …}")
    }
}
