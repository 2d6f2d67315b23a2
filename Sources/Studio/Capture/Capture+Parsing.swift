import Animation
import Foundation
import Geometry
import Gestures
import Services
import Storage

extension Capture {
    /// The event types a capture adds to a script's.
    public static let captureEventTypes = ["frame", "mark", "network", "deliver", "paste", "timing"]

    /// Reads a capture, or a plain input script, from a file; a capture's launch state is
    /// read by `format`, the content's. Errors name the file and say what to do.
    public static func load(contentsOf url: URL, format: LaunchFormat) throws(CaptureError) -> Capture {
        let path = url.path
        let data: Data
        do {
            // Only a capture may be larger than a script; a capture starts with "format",
            // so a large file that does not is refused before it is read.
            let limit = Self.startsAsCapture(path) ? CaptureLimits.bytes : InputLimits.scriptBytes
            data = try InputScript.readFile(url, limit: limit, what: limit == CaptureLimits.bytes ? "a capture" : "a script")
        } catch {
            throw CaptureError(file: path, message: error.message, isCapture: false)
        }
        do throws(CaptureError) {
            var capture = try Capture(json: data, format: format)
            if capture.header == nil, data.count > InputLimits.scriptBytes {
                throw CaptureError(message: "it is \(data.count >> 20) MiB; a script may be at most \(InputLimits.scriptBytes >> 20) MiB", isCapture: false)
            }
            if let end = capture.abruptEnd {
                capture.warnings.append("it ended abruptly at \(String(format: "%.1f", end.seconds)) s (the window was killed or crashed, or "
                                        + "the disk filled); it replays up to there")
            }
            capture.warnings = capture.warnings.map { "\(capture.header == nil ? "script" : "capture") \(path): \($0)" }
            return capture
        } catch {
            var e = error
            e.file = path
            throw e
        }
    }

    /// Whether the file at `path` starts as a capture does: `{"format"`, after any white
    /// space. Reads its first bytes only.
    static func startsAsCapture(_ path: String) -> Bool {
        // Only a regular file is opened: a pipe would block, and readFile names the rest.
        var st = stat()
        guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG, let h = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? h.close() }
        let head = (try? h.read(upToCount: 256)) ?? Data()
        let text = String(decoding: head.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }, as: UTF8.self)
        return text.hasPrefix("{\"format\"")
    }

    /// Parses the JSON form: a capture when the top level has "format":
    /// "motionlab-capture", else a plain input script. A syntax error gives its line and
    /// column; a bad event its index and field. `format` reads the launch state's keys.
    public init(json data: Data, format: LaunchFormat) throws(CaptureError) {
        if Self.isInLines(data) {
            self = try Capture(lines: data, format: format)
            return
        }
        var reader = CaptureReader(format: format)
        var parser = JSONParser(data)
        do {
            guard parser.nextIsObject() else { throw reader.fail("the top level must be an object with \"events\"") }
            try parser.readObject { p, key in try reader.member(key, &p) }
            try parser.expectEnd()
        } catch let e as CaptureError {
            throw CaptureError(message: e.message, isCapture: reader.isCapture)
        } catch let e as InputScriptError {
            throw CaptureError(message: e.message, isCapture: reader.isCapture)
        } catch let e as JSONSyntaxError {
            throw CaptureError(message: e.description, isCapture: reader.isCapture)
        } catch {
            throw CaptureError(message: "\(error)", isCapture: reader.isCapture)
        }
        self = try reader.finish()
        if let bad = parser.firstInvalidUTF8 {
            let more = parser.invalidUTF8Count > 1 ? " (and \(parser.invalidUTF8Count - 1) more strings like it)" : ""
            warnings.append("line \(bad.line), column \(bad.column): the string \(shown(bad.value, 40)) holds bytes that are not UTF-8; "
                            + "each is read as \u{FFFD}\(more)")
        }
    }
}

/// Reads a capture's top level key by key, and its events one at a time.
struct CaptureReader {
    /// The content's part of the header.
    let format: LaunchFormat
    /// Every top-level key a capture may have but "events", in the order a writer puts them.
    let headerKeys: [String]
    var fields: [String: JSONValue] = [:]
    var entries: [CaptureEntry] = []
    var sawEvents = false
    /// Whether a capture in lines had its `end` line.
    var sawEnd = false
    var held = InputScript.HeldButtons()
    var lastFrame: MediaTime?
    var lastMark: (number: Int, time: MediaTime)?
    var marks = 0

    var isCapture: Bool { fields["format"] != nil }

    init(format: LaunchFormat) {
        self.format = format
        let studio = CaptureHeader.studioKeys
        headerKeys = studio.prefix { $0 != "started" } + format.keys + studio.drop { $0 != "started" }
    }

    func fail(_ message: String) -> CaptureError { CaptureError(message: message, isCapture: isCapture) }

    mutating func member(_ key: String, _ p: inout JSONParser) throws {
        switch key {
        case "events":
            guard !sawEvents else { throw fail("\"events\" is given twice") }
            sawEvents = true
            guard p.nextIsArray() else { throw fail("\"events\" must be an array of events") }
            try p.readArray { p, index in
                guard index < CaptureLimits.entries else {
                    throw fail("it has more than \(CaptureLimits.entries) events, the most a capture may hold")
                }
                let start = p.offset
                let value = try p.readValue()
                try event(value, index: index, bytes: p.offset - start)
            }
        case _ where headerKeys.contains(key):
            try header(key, try p.readValue())
        default:
            throw unknownKey(key)
        }
    }

    func unknownKey(_ key: String) -> CaptureError {
        fail("unknown key \(shown(key, 40)) at the top level; a script has \"size\" and \"events\", and a capture "
             + "also \(headerKeys.filter { $0 != "size" }.map { "\"\($0)\"" }.joined(separator: ", "))")
    }

    /// One of the header's keys and its value.
    mutating func header(_ key: String, _ value: JSONValue) throws(CaptureError) {
        guard headerKeys.contains(key) else { throw unknownKey(key) }
        guard fields[key] == nil else { throw fail("\"\(key)\" is given twice") }
        fields[key] = value
        if key == "format" {
            guard case .string(CaptureHeader.format) = value else {
                throw fail("\"format\" must be \"\(CaptureHeader.format)\"")
            }
            guard entries.isEmpty else { throw fail("\"format\" must come before \"events\"") }
        }
    }

    // MARK: Events

    mutating func event(_ value: JSONValue, index: Int, bytes: Int) throws {
        guard case .string(let type) = value["type"] ?? .null, Capture.captureEventTypes.contains(type) else {
            entries += try InputScript.events(from: value, index: index, held: &held).map { .input($0) }
            return
        }
        let e = EventObject(index: index, value: value)
        try e.only(Self.fields[type]!, type: type)
        let t = MediaTime(seconds: try e.number("t", in: 0...CaptureLimits.span))
        switch type {
        case "frame":
            if let last = lastFrame, t < last {
                throw e.fail("a frame at \(t.seconds) s comes after one at \(last.seconds) s; frames must be in time order")
            }
            lastFrame = t
            entries.append(.frame(t))
        case "mark":
            marks += 1
            if let last = lastMark, t < last.time {
                throw e.fail("mark \(marks) at \(t.seconds) s comes before mark \(last.number) at \(last.time.seconds) s; marks must be in time order")
            }
            lastMark = (marks, t)
            var dump: LayerDump?
            if let raw = e.value("dump") {
                guard bytes <= CaptureLimits.markDumpBytes else {
                    throw e.fail("mark \(marks)'s dump is \(Self.size(bytes)); a mark's dump may be at most \(Self.size(CaptureLimits.markDumpBytes))")
                }
                do {
                    dump = try LayerDump(json: raw)
                } catch {
                    throw e.fail("mark \(marks)'s dump: \(error.message)")
                }
            }
            entries.append(.mark(CaptureMark(time: t, picture: try e.optionalString("picture"), dump: dump)))
        case "network":
            let url = try e.string("url")
            let result: Result<NetworkResponse, NetworkError>
            if e.value("error") != nil {
                guard e.value("status") == nil, e.value("body") == nil else { throw e.fail("a network result has a \"status\" and \"body\", or an \"error\"; not both") }
                result = .failure(try Self.networkError(e))
            } else {
                let status = try e.number("status", in: 0...999)
                guard status == status.rounded() else { throw e.fail("\"status\" must be a whole number") }
                result = .success(NetworkResponse(status: Int(status), body: try e.bytes("body")))
            }
            entries.append(.network(CapturedExchange(work: try e.whole("work", in: CaptureLimits.work), time: t, url: url, result: result)))
        case "deliver":
            entries.append(.delivery(work: try e.whole("work", in: CaptureLimits.work), time: t))
        case "paste":
            guard let raw = e.value("text") else { throw e.fail("missing \"text\" (null for an empty clipboard)") }
            if case .null = raw {
                entries.append(.paste(time: t, text: nil))
            } else {
                // A paste holds the whole clipboard as it was, however long (the file's own
                // size bounds it): the control that took it cut it to what fits.
                entries.append(.paste(time: t, text: try e.string("text")))
            }
        case "timing":
            func clock(_ key: String) throws(CaptureError) -> [Double] {
                guard case .array(let items)? = e.value(key), items.count == 3 else {
                    throw e.fail("\"\(key)\" must be [beginTime, speed, timeOffset]")
                }
                var out: [Double] = []
                for item in items {
                    guard case .number(let n) = item, n.isFinite, abs(n) <= CaptureLimits.span * 4 else {
                        throw e.fail("\"\(key)\" must be [beginTime, speed, timeOffset], finite numbers")
                    }
                    out.append(n)
                }
                return out
            }
            entries.append(.timing(TabTiming(time: t, content: try clock("content"), lifted: try clock("lifted"))))
        default:
            preconditionFailure("capture event type \(type) has no reader")
        }
    }

    /// The fields each capture event type may have.
    static let fields: [String: Set<String>] = [
        "frame": ["t", "type"],
        "mark": ["t", "type", "picture", "dump"],
        "network": ["t", "type", "work", "url", "status", "body", "error", "seconds", "limit", "reason"],
        "deliver": ["t", "type", "work"],
        "paste": ["t", "type", "text"],
        "timing": ["t", "type", "content", "lifted"],
    ]

    static func networkError(_ e: EventObject) throws(CaptureError) -> NetworkError {
        switch try e.string("error") {
        case "timed out": return .timedOut(seconds: try e.number("seconds", in: 0...3600))
        case "too large": return .tooLarge(limit: Int(try e.number("limit", in: 0...Double(Int32.max))))
        case "failed": return .failed(try e.string("reason"))
        default: throw e.fail("\"error\" must be \"timed out\", \"too large\" or \"failed\"")
        }
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? String(format: "%.1f MiB", Double(bytes) / Double(1 << 20)) : "\((bytes + 1023) / 1024) KiB"
    }

    // MARK: Header

    mutating func finish() throws(CaptureError) -> Capture {
        guard sawEvents else { throw fail("\"events\" must be an array of events") }
        var size: Size?
        if let raw = fields["size"] {
            do { size = try InputScript.size(raw, what: "\"size\"") } catch { throw fail(error.message) }
        }
        guard isCapture else {
            if let key = headerKeys.first(where: { $0 != "size" && fields[$0] != nil }) {
                throw fail("\"\(key)\" belongs in a capture's header; a capture starts with \"format\": \"\(CaptureHeader.format)\"")
            }
            if let frame = entries.first(where: { if case .frame = $0 { true } else if case .network = $0 { true } else if case .delivery = $0 { true } else { false } }) {
                throw fail("\"\(frame.typeName)\" events belong in a capture; a capture starts with \"format\": \"\(CaptureHeader.format)\"")
            }
            // A script's events are read in time order (stably), as `InputScript` reads them;
            // they nearly always are already, and then nothing is copied.
            if !zip(entries, entries.dropFirst()).allSatisfy({ $0.time <= $1.time }) {
                entries = entries.enumerated().sorted { $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset }
                    .map(\.element)
            }
            return Capture(scriptSize: size, entries: entries)
        }
        let header = CaptureHeaderReader(fields: fields, format: format, fail: fail)
        let capture = Capture(header: try header.read(size: size), entries: entries)
        return capture
    }
}

extension CaptureEntry {
    /// The "type" of the event in the file, for messages.
    var typeName: String {
        switch self {
        case .input: "input"
        case .frame: "frame"
        case .mark: "mark"
        case .network: "network"
        case .delivery: "deliver"
        case .paste: "paste"
        case .timing: "timing"
        }
    }
}

/// A piece of the file quoted in a message: escaped as JSON (so a line break in it cannot
/// break the message's one line) and cut at `limit` characters.
func shown<S: StringProtocol>(_ text: S, _ limit: Int) -> String {
    JSONText.string(String(text.prefix(limit)))
}
