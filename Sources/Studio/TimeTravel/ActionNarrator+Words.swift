import Animation
import Foundation
import Geometry
import Gestures
import Loop
import Services
import Widgets

extension ActionNarrator {
    /// An action in words, before what it changed is added.
    static func words(for a: PlannedAction, target: ActionTarget?, content: StudioContent,
                      workStarts: [Int: MediaTime]) -> (String, SessionAction.Kind) {
        let on = target.map { "on \($0.name)" } ?? a.point.map { "at \(point($0))" } ?? ""
        let name = target?.name ?? "the window"
        switch a.what {
        case .taps(let count, _, let button):
            let click = button == .right ? "right-click" : button == .middle ? "middle-click" : nil
            if count == 1, let click { return ("\(click) \(on)", .pointer) }
            if count == 1, target?.isControl == true { return ("press \(name)", .pointer) }
            let taps = [1: "tap", 2: "double-tap", 3: "triple-tap"][count] ?? "\(count) taps"
            return ("\(taps) \(on)\(click.map { " (\($0))" } ?? "")", .pointer)
        case .longPress:
            return ("long-press \(on)", .pointer)
        case .drag(let from, let to, let held, let shook):
            if shook { return ("shake \(name) with the pointer", .pointer) }
            return (held ? "lift \(name) and drag from \(point(from)) to \(point(to))" : "drag \(name) from \(point(from)) to \(point(to))", .pointer)
        case .twoPointers(let start, let end):
            return (twoPointers(start: start, end: end, name: name), .pointer)
        case .wheel(_, let dx, let dy, let modifiers):
            let keys = modifiers.isEmpty ? "" : chord(modifiers.description) + "+"
            return ("\(keys)scroll \(on) by \(point(Point(x: dx, y: dy)))", .pointer)
        case .key(let k):
            return key(k)
        case .typing(let text):
            return ("type '\(clipped(text))'", .text)
        case .paste(let text):
            return (text.map { "paste '\(clipped($0))'" } ?? "paste (the clipboard held no text)", .paste)
        case .windowMove(let dx, let dy, let shook):
            return (shook ? "shake window" : "move window by \(point(Point(x: dx, y: dy)))", .window)
        case .resize(let size):
            return ("resize window to \(Int(size.width))x\(Int(size.height))", .window)
        case .network(let x):
            let delay = workStarts[x.work].map { String(format: " after %.2f s", x.time - $0) } ?? ""
            return ((content.describe(answerFrom: x.url, result: x.result) ?? plainly(x)) + delay, .network)
        case .mark(let number, let m):
            return ("mark \(number)\(m.picture.map { ": \($0)" } ?? "")", .mark)
        case .timing(let x):
            return ("inspector sets the tab's clock: speed \(Capture.number(x.content[1])), offset \(Capture.number(x.content[2])) s", .other)
        }
    }

    /// A key: the scene's command it triggers, in the key table's words, or the key.
    private static func key(_ k: KeyEvent) -> (String, SessionAction.Kind) {
        let name = chord(KeyChord(key: k.key, modifiers: k.modifiers).description)
        if let (command, _) = KeyCommands.command(for: k), command.kind == .scene {
            return ("\(name): \(command.summary)", .key)
        }
        return ("key \(name)", .key)
    }

    /// Two pointers' gesture: how far it scaled and turned what lies between them.
    private static func twoPointers(start: (Point, Point), end: (Point, Point), name: String) -> String {
        let span0 = start.0.distance(to: start.1), span1 = end.0.distance(to: end.1)
        let scale = span0 > 0 ? span1 / span0 : 1
        var turn = (atan2(end.1.y - end.0.y, end.1.x - end.0.x) - atan2(start.1.y - start.0.y, start.1.x - start.0.x)) * 180 / .pi
        if turn > 180 { turn -= 360 }
        if turn <= -180 { turn += 360 }
        let pinched = abs(scale - 1) >= 0.05, turned = abs(turn) >= 5
        let by = String(format: "×%.2f", scale), degrees = "\(Int(turn.rounded()))°"
        switch (pinched, turned) {
        case (true, true): return "pinch \(name) \(by) and rotate it by \(degrees)"
        case (true, false): return "pinch \(name) \(by)"
        case (false, true): return "rotate \(name) by \(degrees)"
        case (false, false): return "two-finger press on \(name)"
        }
    }

    /// An exchange the content does not word: where it went, and what came back.
    private static func plainly(_ x: CapturedExchange) -> String {
        let host = URL(string: x.url)?.host ?? x.url
        switch x.result {
        case .success(let r): return "answer from \(host): \(r.status), \(Plural.count(r.body.count, "byte"))"
        case .failure(let e): return "request to \(host) failed: \(e)"
        }
    }

    /// "ctrl+shift+tab" as a person writes it: "Ctrl+Shift+Tab".
    static func chord(_ text: String) -> String {
        text.split(separator: "+", omittingEmptySubsequences: false).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: "+")
    }

    /// "(300, 300)": a point to the nearest whole point.
    static func point(_ p: Point) -> String { "(\(Int(p.x.rounded())), \(Int(p.y.rounded())))" }

    /// Text quoted in a line: at most 40 characters, on one line.
    private static func clipped(_ s: String) -> String {
        let line = s.replacingOccurrences(of: "\n", with: "⏎")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}
