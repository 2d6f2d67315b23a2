import Animation
import Foundation
import Gestures
import Storage

extension CaptureEntry {
    /// The event object that stands for this entry in a capture file: what `Capture(json:)`
    /// reads back to the same entry. `held` follows each pointer's button as a reader
    /// would, so a button is written only where the reader could not tell it.
    func json(held: inout InputScript.HeldButtons) -> String {
        var m: [(String, String)] = [("t", JSONText.number(time.seconds))]
        func add(_ key: String, _ value: String) { m.append((key, value)) }
        func type(_ name: String) { add("type", JSONText.string(name)) }
        switch self {
        case .frame:
            type("frame")
        case .mark(let mark):
            type("mark")
            if let p = mark.picture { add("picture", JSONText.string(p)) }
            if let d = mark.dump { add("dump", String(decoding: d.compactJSON(), as: UTF8.self)) }
        case .network(let x):
            type("network")
            add("work", String(x.work))
            add("url", JSONText.string(x.url))
            switch x.result {
            case .success(let r):
                add("status", String(r.status))
                add("body", JSONText.bytes(r.body))
            case .failure(.timedOut(let s)):
                add("error", "\"timed out\"")
                add("seconds", JSONText.number(s))
            case .failure(.tooLarge(let limit)):
                add("error", "\"too large\"")
                add("limit", String(limit))
            case .failure(.failed(let reason)):
                add("error", "\"failed\"")
                add("reason", JSONText.string(reason))
            }
        case .delivery(let work, _):
            type("deliver")
            add("work", String(work))
        case .paste(_, let text):
            type("paste")
            add("text", text.map(JSONText.string) ?? "null")
        case .timing(let x):
            type("timing")
            add("content", "[" + x.content.map(JSONText.number).joined(separator: ",") + "]")
            add("lifted", "[" + x.lifted.map(JSONText.number).joined(separator: ",") + "]")
        case .input(let e):
            Self.input(e.kind, into: &m, held: &held)
        }
        return JSONText.object(m)
    }

    private static func input(_ kind: InputEvent.Kind, into m: inout [(String, String)], held: inout InputScript.HeldButtons) {
        func add(_ key: String, _ value: String) { m.append((key, value)) }
        func type(_ name: String) { add("type", JSONText.string(name)) }
        func modifiers(_ mods: KeyModifiers) { if !mods.isEmpty { add("modifiers", JSONText.string(mods.description)) } }
        switch kind {
        case .pointer(let p):
            type(p.phase.rawValue)
            add("x", JSONText.number(p.location.x))
            add("y", JSONText.number(p.location.y))
            if p.id != 0 { add("pointer", String(p.id)) }
            // What a reader assumes: a press is with the left button; anything else goes on
            // with the button its pointer pressed.
            let assumed: PointerEvent.Button = p.phase == .down ? .left : held[p.id] ?? .none
            if p.button != assumed { add("button", JSONText.string(p.button.rawValue)) }
            switch p.phase {
            case .down: held[p.id] = p.button
            case .up, .cancel: held[p.id] = nil
            case .move: break
            }
            modifiers(p.modifiers)
        case .wheel(let w):
            type("wheel")
            add("x", JSONText.number(w.location.x))
            add("y", JSONText.number(w.location.y))
            if w.dx != 0 { add("dx", JSONText.number(w.dx)) }
            if w.dy != 0 { add("dy", JSONText.number(w.dy)) }
            modifiers(w.modifiers)
        case .key(let k):
            type("key")
            add("key", JSONText.string(KeyChord(key: k.key, modifiers: k.modifiers).description))
            add("phase", k.isDown ? "\"down\"" : "\"up\"")
            if k.isRepeat { add("repeat", "true") }
        case .text(let s):
            type("text")
            add("text", JSONText.string(s))
        case .composition(let c):
            type("composition")
            add("text", JSONText.string(c.text))
            add("cursor", String(c.cursor))
            if c.selectionLength != 0 { add("selection", String(c.selectionLength)) }
        case .window(.moved(let dx, let dy)):
            type("window-move")
            add("dx", JSONText.number(dx))
            add("dy", JSONText.number(dy))
        case .window(.resized(let size)):
            type("resize")
            add("size", "[\(JSONText.number(size.width)),\(JSONText.number(size.height))]")
        case .window(.focusLost):
            type("focus-lost")
        case .window(.focusGained):
            type("focus-gained")
        }
    }
}

extension CaptureHeader {
    /// The header's keys as JSON members, in the order a reader meets them: "format" first,
    /// the launch state's scene after "scale" and its setup after "platform".
    func jsonMembers() -> [(String, String)] {
        let record = launch.record
        var m: [(String, String)] = [
            ("format", JSONText.string(Self.format)),
            ("version", String(Self.version)),
            ("size", "[\(JSONText.number(size.width)),\(JSONText.number(size.height))]"),
            ("scale", JSONText.number(scale)),
        ]
        m += record.scene.map { ($0.key, $0.json) }
        m.append(("started", JSONText.string(started.rawValue)))
        if let takeover {
            m.append(("takeover", JSONText.object([("source", JSONText.string(takeover.source)), ("at", JSONText.number(takeover.at.seconds))])))
        }
        m.append(("platform", JSONText.object(platform.sorted { $0.key < $1.key }.map { ($0.key, JSONText.string($0.value)) })))
        m += record.setup.map { ($0.key, $0.json) }
        m.append(("files", JSONText.object(files.sorted { $0.key < $1.key }.map { ($0.key, JSONText.bytes($0.value)) })))
        return m
    }
}
