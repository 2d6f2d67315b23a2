import Animation
import Foundation
import Gestures
import Storage

extension Capture {
    /// A capture or script file's bytes with the stored trees of some of its marks
    /// replaced (`motionlab test --update`): `trees` by mark number, from 1, in file order.
    /// Every other byte stays as it was: a capture in lines has those marks' lines
    /// rewritten, a capture of version 1 or a script those marks' event objects. Throws
    /// when the file has fewer marks than asked.
    public static func replacingMarkTrees(in data: Data, with trees: [Int: LayerDump]) throws(CaptureError) -> Data {
        guard !trees.isEmpty else { return data }
        var spans: [(range: Range<Int>, mark: Int, value: JSONValue)] = []
        do {
            spans = isInLines(data) ? try markLines(in: data) : try markEvents(in: data)
        } catch let e as CaptureError {
            throw e
        } catch {
            throw CaptureError(message: "its marks cannot be found to update (\(error))")
        }
        let needed = trees.keys.max() ?? 0
        guard spans.count >= needed else { throw CaptureError(message: "it has \(spans.count) marks, not \(needed)") }
        var out = data
        // From the last, so the earlier ranges stay where they were.
        for span in spans.reversed() {
            guard let tree = trees[span.mark] else { continue }
            guard case .object(let members) = span.value,
                  case .number(let t)? = members.first(where: { $0.key == "t" })?.value else {
                throw CaptureError(message: "mark \(span.mark) has no time to keep")
            }
            var picture: String?
            if case .string(let p)? = members.first(where: { $0.key == "picture" })?.value { picture = p }
            var held = InputScript.HeldButtons()
            let text = CaptureEntry.mark(CaptureMark(time: MediaTime(seconds: t), picture: picture, dump: tree)).json(held: &held)
            out.replaceSubrange(span.range, with: Data(text.utf8))
        }
        return out
    }

    /// Each mark line's bytes (without its newline) and value, in a capture in lines.
    private static func markLines(in data: Data) throws -> [(range: Range<Int>, mark: Int, value: JSONValue)] {
        var out: [(range: Range<Int>, mark: Int, value: JSONValue)] = []
        var start = 0
        let bytes = [UInt8](data)
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let line = Data(bytes[start..<end])
            if line.range(of: Data("\"mark\"".utf8)) != nil {
                var p = JSONParser(line)
                let value = try p.readValue()
                if case .object(let m) = value, case .string("mark")? = m.first(where: { $0.key == "type" })?.value {
                    out.append((start..<end, out.count + 1, value))
                }
            }
            start = end + 1
        }
        return out
    }

    /// Each mark event's bytes and value, in a file that is one JSON value: an object
    /// with "events", or an array of events.
    private static func markEvents(in data: Data) throws -> [(range: Range<Int>, mark: Int, value: JSONValue)] {
        var out: [(range: Range<Int>, mark: Int, value: JSONValue)] = []
        func events(_ p: inout JSONParser) throws {
            try p.readArray { p, _ in
                let start = p.offset
                let value = try p.readValue()
                if case .object(let m) = value, case .string("mark")? = m.first(where: { $0.key == "type" })?.value {
                    out.append((start..<p.offset, out.count + 1, value))
                }
            }
        }
        var p = JSONParser(data)
        if p.nextIsArray() {
            try events(&p)
        } else {
            try p.readObject { p, key in
                if key == "events" { try events(&p) } else { try p.skipValue() }
            }
        }
        return out
    }
}
