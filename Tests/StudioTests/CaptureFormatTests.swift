import Animation
import Exercises
import Foundation
import Geometry
import Gestures
import Services
import Storage
@testable import Studio
import StudioApp
import Testing
import TestSupport

/// A header with something in every field, and a file that is not UTF-8.
private let header = CaptureHeader(
    size: Size(width: 800, height: 600), scale: 2,
    launch: AppLaunchState(tab: .blackHole, seed: 9_007_199_254_740_993,
                           options: LaunchOptions(eightBall: EightBallOptions(endpoint: URL(string: "http://127.0.0.1:8080/")!)),
                           layout: CapturedFile(path: "/tmp/squares.json", contents: Data("{\"squares\": []}".utf8))),
    started: .restart, platform: ["arch": "x86_64", "sdl": "2.30.0", "chipmunk": "7.0.3"],
    files: ["config/color-timer.json": Data("{\"seconds\": 30}".utf8), "data/odd.bin": Data([0xFF, 0x00, 0xC3])])

private let dump = LayerDump(name: "window", frame: [0, 0, 800, 600], opacity: 1, backgroundColor: "#FFFFFFFF",
                             transform: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], hidden: false, text: nil, shape: nil,
                             sublayers: [LayerDump(name: "label", frame: [10, 20, 30.25, 40], opacity: 0.5, backgroundColor: nil,
                                                   transform: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], hidden: true,
                                                   text: "quote \" and\nnewline ✓", shape: nil, sublayers: [])])

/// One entry of every kind, in the order a window could record them.
private let entries: [CaptureEntry] = [
    .input(InputEvent(time: 0, .window(.resized(Size(width: 800, height: 600))))),
    .frame(0.016666666666666666),
    .input(InputEvent(time: 0.02, .pointer(PointerEvent(phase: .down, location: Point(x: 10.5, y: 20))))),
    .input(InputEvent(time: 0.03, .pointer(PointerEvent(phase: .move, location: Point(x: 11, y: 21))))),
    .input(InputEvent(time: 0.04, .pointer(PointerEvent(phase: .up, location: Point(x: 11, y: 21))))),
    .input(InputEvent(time: 0.05, .pointer(PointerEvent(phase: .move, location: Point(x: 12, y: 22), button: .none)))),
    .input(InputEvent(time: 0.06, .pointer(PointerEvent(id: 2, phase: .down, location: Point(x: 1, y: 2), button: .right, modifiers: [.control, .shift], source: .touch)))),
    .input(InputEvent(time: 0.07, .key(KeyEvent(key: "p", modifiers: .control, isDown: true)))),
    .input(InputEvent(time: 0.08, .key(KeyEvent(key: .right, isDown: true, isRepeat: true)))),
    .input(InputEvent(time: 0.09, .key(KeyEvent(key: "p", modifiers: .control, isDown: false)))),
    .input(InputEvent(time: 0.1, .text("héllo \"x\""))),
    .input(InputEvent(time: 0.11, .composition(TextComposition(text: "にほ", cursor: 1, selectionLength: 1)))),
    .input(InputEvent(time: 0.12, .wheel(WheelEvent(location: Point(x: 5, y: 6), dx: 0, dy: -2)))),
    .input(InputEvent(time: 0.13, .window(.moved(dx: -14, dy: 3)))),
    .input(InputEvent(time: 0.14, .window(.focusLost))),
    .input(InputEvent(time: 0.15, .window(.focusGained))),
    .paste(time: 0.15, text: "pasted"),
    .paste(time: 0.16, text: nil),
    .frame(0.2),
    .network(CapturedExchange(work: 0, time: 0.2, url: "http://127.0.0.1:8080/Will%20it%3F",
                              result: .success(NetworkResponse(status: 200, body: Data("{\"reading\":\"Yes\"}".utf8))))),
    .network(CapturedExchange(work: 1, time: 0.2, url: "http://127.0.0.1:8080/x", result: .failure(.timedOut(seconds: 3)))),
    .network(CapturedExchange(work: 2, time: 0.2, url: "http://127.0.0.1:8080/y", result: .failure(.failed("connection refused")))),
    .delivery(work: 3, time: 0.2),
    .mark(CaptureMark(time: 0.2, picture: "/home/q/Pictures/MotionLab 1.png", dump: dump)),
    .frame(0.25),
]

@Suite("Capture format")
struct CaptureFormatTests {
    func written(_ header: CaptureHeader, _ entries: [CaptureEntry]) throws -> Data {
        let folder = makeTemporaryDirectory("capture-format")
        let url = folder.appendingPathComponent("c.json")
        let writer = try CaptureWriter(destination: url, header: header)
        for e in entries { writer.append(writer.line(for: e)) }
        try writer.finish(at: entries.last?.time ?? .zero)
        return try Data(contentsOf: url)
    }

    @Test("every kind of entry, and every header field, reads back as written")
    func roundTrip() throws {
        let data = try written(header, entries)
        let read = try Capture(json: data)
        #expect(read.header == header)
        #expect(read.entries.count == entries.count)
        for (a, b) in zip(read.entries, entries) { #expect(a == b) }
        #expect(read.hasFrames)
        #expect(read.marks.count == 1)
        #expect(read.deliveryPlan == [0: 0.2, 1: 0.2, 2: 0.2, 3: 0.2])
        #expect(read.pastes == ["pasted", nil])
    }

    @Test("the writer's byte count is the file's size")
    func byteCount() throws {
        let folder = makeTemporaryDirectory("capture-format")
        let url = folder.appendingPathComponent("c.json")
        let writer = try CaptureWriter(destination: url, header: header)
        for e in entries { writer.append(writer.line(for: e)) }
        try writer.finish(at: 0.25)
        #expect(try Data(contentsOf: url).count == writer.bytes)
    }

    @Test("a capture is one JSON value a line, and one cut at any byte reads up to its last whole line, saying it ended abruptly")
    func cutAnywhere() throws {
        let data = try written(header, entries)
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        #expect(lines.count == entries.count + 3, "the header, an entry a line, the end line, and the last line end")
        #expect(String(decoding: lines[lines.count - 2], as: UTF8.self) == #"{"t":0.25,"type":"end"}"#)
        let whole = try Capture(json: data)
        #expect(whole.abruptEnd == nil)
        let headerEnd = lines[0].count + 1
        var lineEnds: [Int] = []
        var offset = 0
        for l in lines.dropLast() { offset += l.count + 1; lineEnds.append(offset) }
        for cut in stride(from: headerEnd, to: data.count, by: 1) {
            let read = try Capture(json: data.prefix(cut))
            // A line is whole once its closing brace is there, line end or not.
            let wholeLines = lineEnds.filter { $0 - 1 <= cut }.count - 1
            let expected = min(entries.count, wholeLines)
            #expect(read.entries.count == expected, "cut at byte \(cut)")
            if wholeLines <= entries.count {
                #expect(read.abruptEnd == (expected == 0 ? .zero : read.duration), "cut at byte \(cut)")
            }
        }
        // A header cut short is no capture.
        #expect(throws: CaptureError.self) { try Capture(json: data.prefix(headerEnd - 10)) }
    }

    @Test("a line that is not JSON before the last, a line past the limit, and lines after the end are refused with the line's number")
    func badLines() throws {
        let data = try written(header, [.frame(0.1), .frame(0.2)])
        var text = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let good = text
        text[1] = "{\"t\":0.1,\"type\":\"frame\""
        #expect(throws: CaptureError.self) { try Capture(json: Data(text.joined(separator: "\n").utf8)) }
        do { _ = try Capture(json: Data(text.joined(separator: "\n").utf8)) } catch { #expect(error.message.hasPrefix("line 2 is not JSON"), "\(error)") }
        text = good
        text[2] = "{\"t\":0.2,\"type\":\"paste\",\"text\":\"" + String(repeating: "x", count: 10 << 20) + "\"}"
        do { _ = try Capture(json: Data(text.joined(separator: "\n").utf8)); Issue.record("a 10 MB line was read") } catch {
            #expect(error.message.hasPrefix("line 3 is 10.0 MiB; a capture's line may be at most 2.1 MiB"), "\(error)")
        }
        text = good
        text.insert("{\"t\":0.3,\"type\":\"frame\"}", at: text.count - 1)
        do { _ = try Capture(json: Data(text.joined(separator: "\n").utf8)); Issue.record("a line after the end was read") } catch {
            #expect(error.message.contains("comes after the \"end\" line"), "\(error)")
        }
    }

    @Test("a plain input script reads as a capture with no header, in time order")
    func plainScript() throws {
        let json = #"{"size": [640, 480], "events": [{"t": 1, "type": "mark"}, {"t": 0.5, "type": "down", "x": 1, "y": 2}, {"t": 0.6, "type": "up", "x": 1, "y": 2}]}"#
        let c = try Capture(json: Data(json.utf8))
        #expect(c.header == nil)
        #expect(c.size == Size(width: 640, height: 480))
        #expect(!c.hasFrames)
        #expect(c.entries.map(\.time) == [0.5, 0.6, 1])
        #expect(c.marks.count == 1)
    }

    /// Bad files, each refused with one line that says what is wrong.
    static let bad: [(String, String)] = [
        (#"{"format": "motionlab-capture", "version": 1, "size": [800, 600], "tab": "circles", "seed": 1, "events": [{"t": 0, "type": "fr"#,
         "line 1"),
        (#"{"format": "motionlab-capture", "version": 1, "size": [800, 600], "tab": "circles", "seed": "abc", "events": []}"#,
         "\"seed\" must be a whole number"),
        (#"{"format": "motionlab-capture", "version": 1, "size": "big", "tab": "circles", "seed": 1, "events": []}"#,
         "\"size\" must be [width, height]"),
        (#"{"format": "motionlab-capture", "version": 1, "size": [800, 600], "tab": 3, "seed": 1, "events": []}"#,
         "\"tab\""),
        (#"{"format": "motionlab-capture", "version": 7, "size": [800, 600], "tab": "circles", "seed": 1, "events": []}"#,
         "version 7"),
        (#"{"format": "motionlab-capture", "version": 1, "size": [800, 600], "tab": "circles", "seed": 1, "events": [{"t": 2, "type": "mark"}, {"t": 1, "type": "mark"}]}"#,
         "mark 2 at 1.0 s comes before mark 1"),
        (#"{"format": "motionlab-capture", "version": 1, "size": [800, 600], "tab": "circles", "seed": 1, "events": [{"t": 2, "type": "frame"}, {"t": 1, "type": "frame"}]}"#,
         "frames must be in time order"),
        (#"{"format": "motionlab-capture", "version": 1, "size": [800, 600], "tab": "circles", "seed": 1, "files": {"../../etc/passwd": "x"}, "events": []}"#,
         "under config/ or data/"),
        (#"{"size": [800, 600], "seed": 3, "events": []}"#, "belongs in a capture's header"),
        (#"{"events": [{"t": 0, "type": "frame"}]}"#, "\"frame\" events belong in a capture"),
    ]

    @Test("bad captures are refused in one line that says what is wrong", arguments: 0..<bad.count)
    func refused(_ i: Int) {
        let (json, words) = Self.bad[i]
        do {
            _ = try Capture(json: Data(json.utf8))
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.description.contains(words), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("a mark's dump past 2 MiB is refused, naming the mark and the limit")
    func hugeDump() throws {
        let name = String(repeating: "x", count: 3 << 20)
        let json = #"{"format": "motionlab-capture", "version": 1, "size": [800, 600], "tab": "circles", "seed": 1, "events": [{"t": 0, "type": "mark", "dump": {"name": ""# + name + #"", "frame": [0,0,1,1], "opacity": 1, "transform": [1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1], "hidden": false, "sublayers": []}}]}"#
        #expect(throws: CaptureError.self) { try Capture(json: Data(json.utf8)) }
        do { _ = try Capture(json: Data(json.utf8)) } catch {
            #expect(error.description.contains("mark 1's dump is 3.0 MiB; a mark's dump may be at most 2.0 MiB"), "\(error)")
        }
    }

    @Test("a paste of a whole paragraph, past a typed text's 4,096 characters, reads back: the clipboard is kept as it was")
    func longPaste() throws {
        let text = String(repeating: "A paragraph copied whole. ", count: 400)
        let data = try written(header, [.paste(time: 1, text: text), .frame(1.1)])
        #expect(try Capture(json: data).pastes == [text])
    }

    @Test("the header members of every committed capture are written back as they were (a version 1 capture's but for the version)")
    func committedHeadersRoundTrip() throws {
        let files = try CommittedCaptures.files()
        #expect(files.count >= 5)
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            let header = try #require(try Capture.load(contentsOf: url).header)
            guard let head = text.range(of: "\"events\":[")?.lowerBound else {
                // A capture in lines: its first line is the header as the writer writes it.
                #expect(JSONText.object(header.jsonMembers()) == String(text.prefix { $0 != "\n" }), "\(url.lastPathComponent)")
                continue
            }
            let rewritten = "{" + header.jsonMembers().map { "\(JSONText.string($0.0)):\($0.0 == "version" ? "1" : $0.1)" }
                .joined(separator: ",\n") + ",\n"
            #expect(rewritten == String(text[..<head]), "\(url.lastPathComponent)")
        }
    }
}
