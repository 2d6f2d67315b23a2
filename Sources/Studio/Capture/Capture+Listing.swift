import Animation
import Foundation
import Gestures
import Services

extension Capture {
    /// What the capture holds, for a person to read (`replay --list --raw`): the header in
    /// a line, then one line per thing that happened, with its time; runs of pointer moves
    /// and frames are counted rather than listed.
    public func listing(name: String) -> [String] {
        var out = [listingHeader(name: name)]
        var moves = 0
        var markNumber = 0
        func flushMoves() {
            if moves > 0 { out.append("          \(moves) pointer move\(moves == 1 ? "" : "s")") }
            moves = 0
        }
        for entry in entries {
            let line: String?
            switch entry {
            case .frame, .delivery: line = nil
            case .input(let e):
                switch e.kind {
                case .pointer(let p) where p.phase == .move:
                    moves += 1
                    line = nil
                case .pointer(let p):
                    let who = p.id == 0 ? "mouse" : "touch \(p.id)"
                    let button = p.button == .left || p.button == .none ? "" : " (\(p.button.rawValue))"
                    line = "\(who) \(p.phase.rawValue)\(button) at \(Self.number(p.location.x)), \(Self.number(p.location.y))"
                case .key(let k) where k.isDown:
                    line = "key \(KeyChord(key: k.key, modifiers: k.modifiers))\(k.isRepeat ? " (repeat)" : "")"
                case .key: line = nil
                case .wheel(let w): line = "wheel \(Self.number(w.dy)) at \(Self.number(w.location.x)), \(Self.number(w.location.y))"
                case .text(let s): line = "typed \"\(s.prefix(40))\""
                case .composition(let c): line = "composing \"\(c.text.prefix(40))\""
                case .window(.moved(let dx, let dy)): line = "window moved \(Self.number(dx)), \(Self.number(dy))"
                case .window(.resized(let s)): line = "window resized to \(Int(s.width))x\(Int(s.height))"
                case .window(.focusLost): line = "window lost focus"
                case .window(.focusGained): line = "window gained focus"
                }
            case .mark(let m):
                markNumber += 1
                line = "mark \(markNumber)\(m.picture.map { ": \($0)" } ?? "")"
            case .network(let x):
                switch x.result {
                case .success(let r): line = "network \(x.url) answered \(r.status), \(r.body.count) bytes"
                case .failure(let e): line = "network \(x.url) failed: \(e)"
                }
            case .timing(let x): line = "inspector set the tab's clock: speed \(Self.number(x.content[1])), offset \(Self.number(x.content[2])) s"
            case .paste(_, let text): line = "pasted \(text.map { "\"\($0.prefix(40))\"" } ?? "nothing")"
            }
            guard let line else { continue }
            flushMoves()
            out.append(String(format: "%8.3f  ", entry.time.seconds) + line)
        }
        flushMoves()
        return out
    }

    /// What the user did, for a person to read (`replay --list`): the header in a line, then
    /// each action in words with its time (`ActionNarrator`), marks included. Plays
    /// `replay` (built from this capture, not yet played) to the end.
    public func actionListing(name: String, replay: CaptureReplay) -> [String] {
        [listingHeader(name: name)] + ActionNarrator.actions(of: self, replay: replay).map(\.line)
    }

    /// The listing's first line: what shaped the run (a capture's header), or what a script
    /// holds.
    public func listingHeader(name: String) -> String {
        if let h = header {
            let frames = entries.filter { if case .frame = $0 { true } else { false } }.count
            return "capture \(name): \(h.sceneName), \(Int(h.size.width))x\(Int(h.size.height)) at \(Self.number(h.scale))x, "
                + "seed \(h.seed), \(Self.start(of: h)), "
                + "\(String(format: "%.1f", duration.seconds)) s, \(frames) frames, \(marks.count) marks, \(h.files.count) files"
        }
        return "script \(name): \(String(format: "%.1f", duration.seconds)) s, \(entries.count) events, \(marks.count) marks"
    }

    /// How the capture began, in words.
    static func start(of h: CaptureHeader) -> String {
        switch h.started {
        case .launch: "started at launch"
        case .restart: "started at Ctrl+R"
        case .takeover: "taken over from \(h.takeover.map { "\($0.source) at \(String(format: "%.2f", $0.at.seconds)) s" } ?? "a capture")"
        }
    }

    /// A number as a person reads it: whole when it is, else to two places.
    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(format: "%.2f", v)
    }
}
