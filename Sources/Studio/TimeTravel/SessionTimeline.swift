import Animation
import Geometry
import Gestures

/// What the session bar shows of a capture, read once when it opens: a tick for each
/// input (press, release, key, window move, paste, typed text) and for each network
/// answer, the marks, the places `[` and `]` stop at, and where each pointer was.
public struct SessionTimeline {
    /// What a tick on the ruler stands for; each kind has its colour.
    public enum TickKind: CaseIterable, Sendable {
        case press, release, key, window, paste, network
        /// The tab showing changed (by a key or a click on the tab bar), as the session's
        /// actions tell.
        case tab
    }

    public struct Tick: Equatable, Sendable {
        public var time: MediaTime
        public var kind: TickKind
    }

    /// A mark as the bar flags it: its number (from 1), when, and what it stored.
    public struct Mark {
        public var number: Int
        public var time: MediaTime
        public var picture: String?
        public var dump: LayerDump?
    }

    /// A pointer as it stood at a moment: where, and whether pressed.
    public struct PointerState: Equatable, Sendable {
        public var id: PointerID
        public var location: Point
        public var isDown: Bool
    }

    public let ticks: [Tick]
    public let marks: [Mark]
    /// The last moment of the capture.
    public let duration: MediaTime
    /// Where `[` and `]` stop: every input but a pointer move, and every mark, in order.
    public let stops: [MediaTime]
    /// Every pointer event, in order, for `pointers(at:)`.
    private let pointerEvents: [(time: MediaTime, event: PointerEvent)]

    /// The timeline of `capture`, with a tick for each tab switch among `actions`.
    public init(_ capture: Capture, actions: [SessionAction] = []) {
        var ticks: [Tick] = []
        var marks: [Mark] = []
        var pointerEvents: [(time: MediaTime, event: PointerEvent)] = []
        for entry in capture.entries {
            switch entry {
            case .input(let e):
                switch e.kind {
                case .pointer(let p):
                    pointerEvents.append((e.time, p))
                    if p.phase == .down { ticks.append(Tick(time: e.time, kind: .press)) }
                    if p.phase == .up || p.phase == .cancel { ticks.append(Tick(time: e.time, kind: .release)) }
                case .key(let k) where k.isDown && !k.isRepeat:
                    ticks.append(Tick(time: e.time, kind: .key))
                case .text:
                    ticks.append(Tick(time: e.time, kind: .key))
                case .window(.moved):
                    ticks.append(Tick(time: e.time, kind: .window))
                case .key, .wheel, .composition, .window:
                    break
                }
            case .paste(let time, _):
                ticks.append(Tick(time: time, kind: .paste))
            case .network(let x):
                ticks.append(Tick(time: x.time, kind: .network))
            case .mark(let m):
                marks.append(Mark(number: marks.count + 1, time: m.time, picture: m.picture, dump: m.dump))
            case .frame, .delivery, .timing:
                break
            }
        }
        ticks += actions.filter { $0.kind == .tab }.map { Tick(time: $0.time, kind: .tab) }
        self.ticks = ticks.sorted { $0.time < $1.time }
        self.marks = marks
        self.pointerEvents = pointerEvents
        duration = capture.duration
        let inputs = ticks.filter { $0.kind != .network }.map(\.time)
        stops = Array(Set(inputs + marks.map(\.time))).sorted()
    }

    /// The mark made at `time`, if one was.
    public func mark(at time: MediaTime) -> Mark? {
        marks.first { $0.time == time }
    }

    /// Every pointer as it stood at `time`: the mouse wherever it last was (pressed or
    /// not), each touch still down where it is.
    public func pointers(at time: MediaTime) -> [PointerState] {
        var lo = 0, hi = pointerEvents.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if pointerEvents[mid].time <= time { lo = mid + 1 } else { hi = mid }
        }
        var seen: [PointerID: PointerState] = [:]
        var settled: Set<PointerID> = []
        var i = lo - 1
        // The latest event of each pointer says where it was, and its latest press or
        // release whether it was down; a long walk back is cut short, since a pointer not
        // heard of for that long is long gone.
        while i >= 0, lo - i <= 4_000 {
            let (_, p) = pointerEvents[i]
            if seen[p.id] == nil { seen[p.id] = PointerState(id: p.id, location: p.location, isDown: false) }
            if p.phase != .move, !settled.contains(p.id) {
                settled.insert(p.id)
                seen[p.id]?.isDown = p.phase == .down
            }
            i -= 1
        }
        return seen.values.filter { $0.id == 0 || $0.isDown }.sorted { $0.id < $1.id }
    }
}
