import Animation
import Geometry
import Gestures

/// Groups a capture's inputs into actions, by the thresholds the recognizers use
/// (`GestureDefaults`): a press that stays within the tap slop is a tap, or a long press
/// once held past the long-press duration; one that moves is a drag (lifted first when it
/// was held still that long); taps in about one place, each within the multi-tap interval
/// of the last, are one multi-tap; presses of two pointers down together are one
/// two-pointer gesture. Keys that type (with the text they make), runs of typed text, of
/// wheel notches and of window moves are one action each; answers, pastes and marks are
/// their own. Frames, pointer hovers, focus changes and key releases are none.
struct ActionPlan {
    private(set) var actions: [PlannedAction] = []

    /// Typing goes on while each piece comes within this of the last: 3 s.
    static let typingGap = 3.0
    /// A window move within this of the last is the same move (or shake): 0.5 s.
    static let windowMoveGap = 0.5
    /// A key press this close to a text input or a paste is the key that made it: 0.1 s.
    static let sameMoment = 0.1

    private var presses: [PointerID: Press] = [:]
    /// The presses of the pointers down together, until the last lifts.
    private var cluster: [Press] = []
    private var typing: Int?
    private var windowRun: (index: Int, detector: ShakeDetector<MediaBase>)?
    private var wheelRun: Int?
    private var size: Size?
    private var textTimes: [MediaTime] = []
    private var pasteTimes: [MediaTime] = []

    /// One pointer's press: where it went and when, from down to up.
    private struct Press {
        var id: PointerID
        var button: PointerEvent.Button
        var samples: [(time: MediaTime, point: Point)]
        var start: MediaTime { samples[0].time }
        var end: MediaTime { samples[samples.count - 1].time }
        var down: Point { samples[0].point }
        var last: Point { samples[samples.count - 1].point }
    }

    init(_ capture: Capture) {
        size = capture.size
        for e in capture.entries {
            if case .input(let i) = e, case .text = i.kind { textTimes.append(i.time) }
            if case .paste(let t, _) = e { pasteTimes.append(t) }
        }
        var marks = 0
        for entry in capture.entries {
            switch entry {
            case .input(let e): add(e)
            case .network(let x): append(PlannedAction(start: x.time, end: x.time, what: .network(x)))
            case .paste(let t, let text): append(PlannedAction(start: t, end: t, what: .paste(text)))
            case .mark(let m):
                marks += 1
                append(PlannedAction(start: m.time, end: m.time, what: .mark(number: marks, m)))
            case .timing(let x): append(PlannedAction(start: x.time, end: x.time, what: .timing(x)))
            case .frame, .delivery: break
            }
        }
        // Pointers still down when the capture ends count as lifted where they were.
        let open = cluster + presses.values.sorted { $0.start < $1.start }
        if !open.isEmpty { finishCluster(open) }
        // Stable: actions of one moment keep the order they were recorded in.
        actions = actions.enumerated().sorted { a, b in a.element.start != b.element.start ? a.element.start < b.element.start : a.offset < b.offset }
            .map(\.element)
        mergeTaps()
    }

    /// Adds an action; another sort of input ends a run of typing, window moves or wheel
    /// notches (a mark or an answer, which the user did not make, does not).
    private mutating func append(_ a: PlannedAction) {
        if a.isInput {
            if case .typing = a.what {} else { typing = nil }
            if case .windowMove = a.what {} else { windowRun = nil }
            if case .wheel = a.what {} else { wheelRun = nil }
        }
        actions.append(a)
    }

    // MARK: Input

    private mutating func add(_ e: InputEvent) {
        switch e.kind {
        case .pointer(let p): add(p, at: e.time)
        case .key(let k): add(k, at: e.time)
        case .text(let s): type(s, at: e.time)
        case .wheel(let w): add(w, at: e.time)
        case .window(.moved(let dx, let dy)): moveWindow(Vector(dx: dx, dy: dy), at: e.time)
        case .window(.resized(let s)):
            guard s != size else { return }
            size = s
            append(PlannedAction(start: e.time, end: e.time, what: .resize(s)))
        case .window(.focusLost), .window(.focusGained), .composition: break
        }
    }

    private mutating func add(_ p: PointerEvent, at t: MediaTime) {
        switch p.phase {
        case .down:
            typing = nil
            presses[p.id] = Press(id: p.id, button: p.button, samples: [(t, p.location)])
        case .move:
            presses[p.id]?.samples.append((t, p.location))
        case .up, .cancel:
            guard var press = presses.removeValue(forKey: p.id) else { return }
            press.samples.append((t, p.location))
            cluster.append(press)
            if presses.isEmpty {
                finishCluster(cluster)
                cluster = []
            }
        }
    }

    private mutating func add(_ k: KeyEvent, at t: MediaTime) {
        guard k.isDown else { return }
        let editing = k.modifiers.isDisjoint(with: [.control, .alt, .meta])
        if editing, k.key == .backspace, let i = typing, case .typing(var text) = actions[i].what {
            if !text.isEmpty { text.removeLast() }
            actions[i].what = .typing(text)
            actions[i].end = t
            return
        }
        if k.isRepeat { return }
        // The key that typed a character, or pasted: the text or the paste tells it.
        if editing, k.key.name.count == 1 || k.key == .space, Self.near(t, textTimes) { return }
        if !editing, Self.near(t, pasteTimes) { return }
        append(PlannedAction(start: t, end: t, what: .key(k)))
    }

    private mutating func type(_ s: String, at t: MediaTime) {
        if let i = typing, case .typing(let text) = actions[i].what, t - actions[i].end <= Self.typingGap {
            actions[i].what = .typing(text + s)
            actions[i].end = t
            return
        }
        append(PlannedAction(start: t, end: t, what: .typing(s)))
        typing = actions.count - 1
    }

    private mutating func add(_ w: WheelEvent, at t: MediaTime) {
        if let i = wheelRun, case .wheel(let at, let dx, let dy, let m) = actions[i].what, m == w.modifiers,
           t - actions[i].end <= GestureDefaults.wheelGestureEndDelay {
            actions[i].what = .wheel(at: at, dx: dx + w.dx, dy: dy + w.dy, modifiers: m)
            actions[i].end = t
            return
        }
        append(PlannedAction(start: t, end: t, what: .wheel(at: w.location, dx: w.dx, dy: w.dy, modifiers: w.modifiers)))
        wheelRun = actions.count - 1
    }

    private mutating func moveWindow(_ d: Vector, at t: MediaTime) {
        if var run = windowRun, case .windowMove(let dx, let dy, let shook) = actions[run.index].what,
           t - actions[run.index].end <= Self.windowMoveGap {
            let now = run.detector.add(displacement: d, at: t)
            actions[run.index].what = .windowMove(dx: dx + d.dx, dy: dy + d.dy, shook: shook || now)
            actions[run.index].end = t
            windowRun = run
            return
        }
        var detector = ShakeDetector<MediaBase>()
        let shook = detector.add(displacement: d, at: t)
        append(PlannedAction(start: t, end: t, what: .windowMove(dx: d.dx, dy: d.dy, shook: shook)))
        windowRun = (actions.count - 1, detector)
    }

    private static func near(_ t: MediaTime, _ times: [MediaTime]) -> Bool {
        times.contains { abs($0 - t) <= sameMoment }
    }

    // MARK: Presses

    /// The presses of pointers that were down together: one gesture of one pointer, or of
    /// two (the two that overlapped longest).
    private mutating func finishCluster(_ group: [Press]) {
        guard let first = group.min(by: { $0.start < $1.start }), let end = group.map(\.end).max() else { return }
        if group.count == 1 {
            append(PlannedAction(start: first.start, end: end, what: Self.single(first)))
            return
        }
        var best: (Press, Press, Double)?
        for (i, a) in group.enumerated() {
            for b in group[(i + 1)...] where a.id != b.id {
                let overlap = min(a.end, b.end) - max(a.start, b.start)
                if overlap > (best?.2 ?? -1) { best = (a, b, overlap) }
            }
        }
        guard let (a, b, _) = best else {
            append(PlannedAction(start: first.start, end: end, what: Self.single(first)))
            return
        }
        let from = max(a.start, b.start), to = min(a.end, b.end)
        append(PlannedAction(start: first.start, end: end,
                             what: .twoPointers(start: (Self.point(of: a, at: from), Self.point(of: b, at: from)),
                                                end: (Self.point(of: a, at: to), Self.point(of: b, at: to)))))
    }

    /// Where a press was at `t`: its last sample at or before it.
    private static func point(of p: Press, at t: MediaTime) -> Point {
        p.samples.last { $0.time <= t }?.point ?? p.down
    }

    /// A press of one pointer: a tap, a long press, or a drag (lifted first, or shaken).
    private static func single(_ p: Press) -> PlannedAction.What {
        let moved = p.samples.first { $0.point.distance(to: p.down) > GestureDefaults.tapSlop }
        guard let moved else {
            return p.end - p.start > GestureDefaults.maximumTapDuration ? .longPress(at: p.down) : .taps(count: 1, at: p.down, button: p.button)
        }
        let stirred = p.samples.first { $0.point.distance(to: p.down) > GestureDefaults.longPressAllowableMovement }?.time ?? moved.time
        var detector = ShakeDetector<MediaBase>()
        let shook = p.samples.reduce(false) { shook, s in detector.add(position: s.point, at: s.time) || shook }
        return .drag(from: p.down, to: p.last, held: stirred - p.start >= GestureDefaults.longPressDuration, shook: shook)
    }

    /// Joins single taps into multi-taps: each after the last within the multi-tap interval,
    /// within the multi-tap slop of the first, with the same button, no other input between.
    private mutating func mergeTaps() {
        var out: [PlannedAction] = []
        var lastInput: Int?
        for a in actions {
            if case .taps(1, let at, let button) = a.what, let i = lastInput, case .taps(let n, let first, button) = out[i].what,
               a.start - out[i].end <= GestureDefaults.multiTapInterval, at.distance(to: first) <= GestureDefaults.multiTapSlop {
                out[i].what = .taps(count: n + 1, at: first, button: button)
                out[i].end = a.end
                continue
            }
            if a.isInput { lastInput = out.count }
            out.append(a)
        }
        actions = out
    }
}
