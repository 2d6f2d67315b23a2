import Foundation
import Gestures
import Storage

extension Capture {
    /// Whether `data` is a capture in lines (version 2 on): its first line is a whole JSON
    /// object, the header, with "format" and no "events". A capture of version 1, or a
    /// script, is one JSON object over the whole file.
    static func isInLines(_ data: Data) -> Bool {
        let end = data.firstIndex(of: 0x0A) ?? data.endIndex
        let first = data[data.startIndex..<end]
        guard first.first == UInt8(ascii: "{") else { return false }
        var parser = JSONParser(Data(first))
        guard case .object(let members)? = try? parser.readValue(), (try? parser.expectEnd()) != nil else { return false }
        return members.contains { $0.key == "format" } && !members.contains { $0.key == "events" }
    }

    /// Reads a capture in lines: the header, then one entry a line, then an `end` line
    /// when it finished cleanly. A last line cut short (a crash, a kill, a full disk) is
    /// left out, so a file cut anywhere reads up to its last whole line; `abruptEnd` then
    /// says when it stopped.
    init(lines data: Data, format: LaunchFormat) throws(CaptureError) {
        var reader = CaptureReader(format: format)
        var lineNumber = 0
        var start = data.startIndex
        var entryIndex = 0
        while start < data.endIndex {
            let newline = data[start...].firstIndex(of: 0x0A)
            let end = newline ?? data.endIndex
            let line = Data(data[start..<end])
            start = newline.map { data.index(after: $0) } ?? data.endIndex
            lineNumber += 1
            if line.isEmpty { continue }
            // The header holds the user's files, so its line may be as long as a writer lets it.
            let limit = lineNumber == 1 ? CaptureLimits.headerBytes : CaptureLimits.lineBytes
            guard line.count <= limit else {
                throw CaptureError(message: "line \(lineNumber) is \(CaptureReader.size(line.count)); a capture's "
                                   + (lineNumber == 1 ? "header" : "line") + " may be at most " + CaptureReader.size(limit))
            }
            var parser = JSONParser(line)
            let value: JSONValue
            do {
                value = try parser.readValue()
                try parser.expectEnd()
            } catch {
                // A line cut short is the last one, with no line end after it: what came
                // before still replays.
                if newline == nil && lineNumber > 1 { break }
                if lineNumber == 1 { throw CaptureError(message: "its header (line 1) is cut short or is not JSON: \(error.description)") }
                throw CaptureError(message: "line \(lineNumber) is not JSON: \(error.description.replacingOccurrences(of: "line 1, ", with: ""))")
            }
            if lineNumber == 1 {
                guard case .object(let members) = value else { throw reader.fail("its first line must be the header, an object") }
                for m in members { try reader.header(m.key, m.value) }
                reader.sawEvents = true
                continue
            }
            guard !reader.sawEnd else { throw reader.fail("line \(lineNumber) comes after the \"end\" line; the end is the last line") }
            if case .string("end")? = value["type"] {
                reader.sawEnd = true
                continue
            }
            guard entryIndex < CaptureLimits.entries else {
                throw reader.fail("it has more than \(CaptureLimits.entries) events, the most a capture may hold")
            }
            do {
                try reader.event(value, index: entryIndex, bytes: line.count)
            } catch let e as CaptureError {
                throw CaptureError(message: e.message, isCapture: true)
            } catch let e as InputScriptError {
                throw reader.fail(e.message)
            } catch {
                throw reader.fail("\(error)")
            }
            entryIndex += 1
        }
        guard reader.isCapture else { throw reader.fail("its header has no \"format\": \"\(CaptureHeader.format)\"") }
        self = try reader.finish()
        if !reader.sawEnd { abruptEnd = duration }
    }
}
