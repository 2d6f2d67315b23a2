import Animation
import Foundation
import Geometry
import Testing
@testable import Gestures

@Suite("Input scripts")
struct InputScriptTests {
    @Test("the example in docs/cli-guide.md parses into the events it describes")
    func readmeExample() throws {
        let json = """
        {"size":[1024,768], "events":[{"t":0.10,"type":"down","x":300,"y":200}, {"t":0.18,"type":"up","x":300,"y":200},
         {"t":0.30,"type":"move","x":320,"y":210}, {"t":0.40,"type":"key","key":"ctrl+2"},
         {"t":0.50,"type":"wheel","x":300,"y":200,"dy":-1}, {"t":0.60,"type":"text","text":"hi"},
         {"t":0.70,"type":"window-move","dx":12,"dy":0}]}
        """
        let s = try InputScript(json: Data(json.utf8))
        #expect(s.size == Size(width: 1024, height: 768))
        #expect(s.events.count == 8) // the key is a press and a release
        #expect(s.events[0] == InputEvent(time: 0.1, .pointer(PointerEvent(phase: .down, location: Point(x: 300, y: 200)))))
        #expect(s.events[2].kind == .pointer(PointerEvent(phase: .move, location: Point(x: 320, y: 210), button: .none)))
        #expect(s.events[3].kind == .key(KeyEvent(key: "2", modifiers: .control, isDown: true)))
        #expect(s.events[5].kind == .wheel(WheelEvent(location: Point(x: 300, y: 200), dy: -1)))
        #expect(s.events[6].kind == .text("hi"))
        #expect(s.events[7].kind == .window(.moved(dx: 12, dy: 0)))
    }

    @Test("a second pointer is a touch, and modifiers ride on pointer events")
    func secondPointer() throws {
        let s = try InputScript(json: Data(#"{"events":[{"t":0,"type":"down","x":1,"y":2,"pointer":2,"modifiers":"alt+shift"}]}"#.utf8))
        guard case .pointer(let p) = s.events[0].kind else { Issue.record("not a pointer"); return }
        #expect(p.id == 2 && p.source == .touch && p.modifiers == [.alt, .shift])
    }

    @Test("events are replayed in time order")
    func sorted() throws {
        let s = try InputScript(json: Data(#"{"events":[{"t":0.5,"type":"text","text":"b"},{"t":0.1,"type":"text","text":"a"}]}"#.utf8))
        #expect(s.events.map(\.time) == [0.1, 0.5])
    }

    @Test("malformed JSON reports its line and column")
    func malformedJSON() {
        let json = "{\"events\": [\n  {\"t\": 0.1,, \"type\": \"down\"}\n]}"
        let error = #expect(throws: InputScriptError.self) { try InputScript(json: Data(json.utf8)) }
        #expect(error?.message.contains("line 2, column") == true, "\(String(describing: error))")
    }

    @Test("a bad event names its index and the field", arguments: [
        (#"{"events":[{"type":"down","x":1,"y":1}]}"#, "event 0: missing \"t\""),
        (#"{"events":[{"t":0,"type":"hop"}]}"#, "unknown \"type\" \"hop\""),
        (#"{"events":[{"t":0,"type":"text","text":"a"},{"t":1,"type":"down","x":"1","y":1}]}"#, "event 1: \"x\" must be a number"),
        (#"{"events":[{"t":0,"type":"key","key":"hyper+x"}]}"#, "is not a key"),
        (#"{"size":[0,5],"events":[]}"#, "\"size\" [0, 5] is out of range"),
        (#"[1,2]"#, "top level"),
    ])
    func badEvent(json: String, expected: String) {
        let error = #expect(throws: InputScriptError.self) { try InputScript(json: Data(json.utf8)) }
        #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
    }

    @Test("an unreadable file is named in the error")
    func unreadable() {
        let error = #expect(throws: InputScriptError.self) {
            try InputScript.load(contentsOf: URL(fileURLWithPath: "/nonexistent/script.json"))
        }
        #expect(error?.description.contains("/nonexistent/script.json") == true)
    }

    @Test("text that is not UTF-8 is read with U+FFFD, and one warning names the file, the place and the value")
    func invalidUTF8() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("script-utf8-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let head = Data(#"{"events":[{"t":0,"type":"text","text":"a"#.utf8), tail = Data(#"b"},{"t":1,"type":"text","text":"\#u{FF}"}]}"#.utf8)
        try (head + Data([0xFF]) + tail).write(to: url)
        let s = try InputScript.load(contentsOf: url)
        #expect(s.events.count == 2 && s.events[0].kind == .text("a\u{FFFD}b"))
        #expect(s.warnings == ["script \(url.path): line 1, column 40: the string \"a\u{FFFD}b\" holds bytes that are not UTF-8; each is read as \u{FFFD}"])
    }

    @Test("key chords parse with modifiers", arguments: [
        ("ctrl+2", KeyChord(key: "2", modifiers: .control)),
        ("ctrl+shift+tab", KeyChord(key: .tab, modifiers: [.control, .shift])),
        ("F12", KeyChord(key: .f12)),
        ("alt+.", KeyChord(key: ".", modifiers: .alt)),
    ])
    func chords(text: String, chord: KeyChord) {
        #expect(KeyChord(parsing: text) == chord)
    }
}
