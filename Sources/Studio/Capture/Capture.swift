import Animation
import Foundation
import Geometry
import Gestures

/// A session captured in the window, or an input script written by hand: what shaped the
/// run (the header, captures only) and what happened, in the order the window saw it.
///
/// A capture is a versioned superset of the input-script format (docs/studio.md, "The
/// capture file"): a script is a capture with no header, no frames and no outside answers. A
/// capture's entries stay in the order they were recorded, since the window handles input
/// stamped a little before the frame it polls it after; a script's are sorted by time.
public struct Capture: Sendable {
    /// What shaped the run; nil for a plain input script.
    public var header: CaptureHeader?
    /// The window size a plain script was written for, if it says (a capture's is in its
    /// header).
    public var scriptSize: Size?
    public var entries: [CaptureEntry]
    /// Things in the file that were read anyway, one line each, for the front end to print.
    public var warnings: [String] = []
    /// When a capture in lines stopped with no `end` line (a crash, a kill, a full disk):
    /// the time of its last whole entry. Nil for one that ended cleanly, a capture of
    /// version 1, and a script.
    public var abruptEnd: MediaTime?

    public init(header: CaptureHeader? = nil, scriptSize: Size? = nil, entries: [CaptureEntry]) {
        self.header = header
        self.scriptSize = scriptSize
        self.entries = entries
    }

    /// A plain input script, as a capture.
    public init(script: InputScript) {
        self.init(scriptSize: script.size, entries: script.events.map { .input($0) })
        warnings = script.warnings
    }

    /// The window size to replay in: the header's, else the script's, if either says.
    public var size: Size? { header?.size ?? scriptSize }

    /// Whether the window's frame times are recorded: a replay then updates the scene at
    /// exactly those times, not on the 1/60 s grid.
    public var hasFrames: Bool { entries.contains { if case .frame = $0 { true } else { false } } }

    /// The marks, in order (mark 1 first), with where each sits among the entries.
    public var marks: [(index: Int, mark: CaptureMark)] {
        entries.enumerated().compactMap { i, e in if case .mark(let m) = e { (i, m) } else { nil } }
    }

    /// The time of the latest entry, or 0 for none: how long the capture runs.
    public var duration: MediaTime { entries.map(\.time).max() ?? .zero }

    /// When each piece of off-loop work delivered its result in the window, by number.
    public var deliveryPlan: [Int: MediaTime] {
        var plan: [Int: MediaTime] = [:]
        for e in entries {
            switch e {
            case .network(let x): plan[x.work] = x.time
            case .delivery(let work, let time): plan[work] = time
            default: break
            }
        }
        return plan
    }

    /// The order results were delivered in the window, by work number.
    public var deliveryOrder: [Int: Int] {
        var order: [Int: Int] = [:]
        for e in entries {
            switch e {
            case .network(let x): if order[x.work] == nil { order[x.work] = order.count }
            case .delivery(let work, _): order[work] = order.count
            default: break
            }
        }
        return order
    }

    /// What each piece of work fetched, by number, each request in the order it was made.
    public var exchanges: [Int: [CapturedExchange]] {
        var out: [Int: [CapturedExchange]] = [:]
        for case .network(let x) in entries { out[x.work, default: []].append(x) }
        return out
    }

    /// The clipboard texts pasted, in order.
    public var pastes: [String?] {
        entries.compactMap { if case .paste(_, let text) = $0 { .some(text) } else { nil } }
    }
}

/// One thing that happened during a capture.
public enum CaptureEntry: Equatable, Sendable {
    /// Input, as the scene was handed it.
    case input(InputEvent)
    /// The window started a frame (updated the scene) at this time.
    case frame(MediaTime)
    /// F12 in the window, or a `mark` event in a script. (Indirect, as the exchange: rare
    /// and large, they must not make every entry of a long capture as large as they are.)
    indirect case mark(CaptureMark)
    /// Off-loop work fetched over HTTP; its result reached the loop at `time`.
    indirect case network(CapturedExchange)
    /// Other off-loop work's result reached the loop at `time`.
    case delivery(work: Int, time: MediaTime)
    /// The clipboard was read (a paste): its text, or nil when it held none.
    case paste(time: MediaTime, text: String?)
    /// The inspector set the timing of what shows (a seek, a rate, a resume).
    case timing(TabTiming)

    /// When it happened, on the capture's clock.
    public var time: MediaTime {
        switch self {
        case .input(let e): e.time
        case .frame(let t): t
        case .mark(let m): m.time
        case .network(let x): x.time
        case .delivery(_, let t): t
        case .paste(let t, _): t
        case .timing(let x): x.time
        }
    }
}

/// A moment worth checking: the presentation tree then, and the window's picture of it.
public struct CaptureMark: Equatable, Sendable {
    /// The time of the frame the mark shows.
    public var time: MediaTime
    /// Where the window saved its F12 picture; nil for a mark made by a script.
    public var picture: String?
    /// The presentation tree at the mark (the `--dump` format, without the overlays that
    /// are not the scene); nil for a mark made by a script.
    public var dump: LayerDump?

    public init(time: MediaTime, picture: String? = nil, dump: LayerDump? = nil) {
        self.time = time
        self.picture = picture
        self.dump = dump
    }
}
