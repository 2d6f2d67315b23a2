import Animation
import Foundation

/// A playhead over a capture: the replay standing at any of its frames, reached exactly.
///
/// A replay only moves forward, and nothing short of Chipmunk's whole state (contact
/// cache included) would make a checkpoint exact, so a seek forward plays on from where
/// the replay stands, and a seek back builds the replay afresh and plays from the start.
/// A long seek is done in slices (`work(frames:)`), so a window can draw its progress.
public final class ReplayCursor {
    public let capture: Capture
    /// The times a playhead can stand at: the window's frames, or the 1/60 s grid of a
    /// script that has none. Never empty.
    public let frames: [MediaTime]
    /// The replay at `position`.
    public private(set) var replay: CaptureReplay
    /// The frame the replay stands at; -1 before the first.
    public private(set) var position = -1
    /// The frame a seek goes to; equal to `position` when none is under way.
    public private(set) var target = 0
    /// How many times the replay was built afresh (a seek back, or one after the state
    /// was touched), the first build included.
    public private(set) var builds = 1
    /// Called with each replay built afresh, before it plays (the inspector opens on it
    /// there, so its timeline holds every animation up to the playhead).
    public var onRebuild: ((CaptureReplay) -> Void)?
    private let make: () throws(CaptureError) -> CaptureReplay
    /// Whether something other than the replay changed its state (the inspector's seek):
    /// the next seek builds afresh, forward or not.
    private var touched = false
    /// Whether a seek was asked for and not yet carried out.
    private var pending = false

    /// Frames a grid script is cut into: 60 a second.
    public static let gridStep = 1.0 / 60

    /// Builds the first replay with `make`, which each seek back calls again.
    public init(capture: Capture, make: @escaping () throws(CaptureError) -> CaptureReplay) throws(CaptureError) {
        self.capture = capture
        self.make = make
        replay = try make()
        var times: [MediaTime] = []
        for case .frame(let t) in capture.entries where times.last.map({ t > $0 }) ?? true { times.append(t) }
        if times.isEmpty {
            let end = capture.duration.seconds
            times = stride(from: 0.0, through: end + Self.gridStep / 2, by: Self.gridStep).map { MediaTime(seconds: $0) }
        }
        frames = times
    }

    /// The time the playhead stands at (the first frame's before any).
    public var time: MediaTime { frames[max(0, position)] }
    /// Whether a seek is still under way.
    public var isSeeking: Bool { pending }
    /// The last frame's index.
    public var lastFrame: Int { frames.count - 1 }

    /// The frame at or before `time` (the first for a time before it).
    public func frame(at time: MediaTime) -> Int {
        var lo = 0, hi = frames.count - 1
        if time < frames[0] { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if frames[mid] <= time { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The first frame that shows what happened at `time` (an input's effect, a mark's
    /// moment): the frame at `time` or the one after; the last for a time past it.
    public func frame(showing time: MediaTime) -> Int {
        let i = frame(at: time)
        return frames[i] >= time || i == lastFrame ? i : i + 1
    }

    /// Says the replay's state was changed from outside (an inspector's seek): the next
    /// seek starts afresh.
    public func touch() { touched = true }

    /// Starts a seek to frame `index` (clamped); `work` carries it out.
    public func seek(toFrame index: Int) {
        target = min(max(0, index), lastFrame)
        pending = true
    }

    /// Carries the seek on by at most `budget` frames of replay; returns whether it is
    /// done. A seek back (or after `touch`) first builds the replay afresh.
    @discardableResult
    public func work(frames budget: Int = .max) throws(CaptureError) -> Bool {
        guard pending else { return true }
        if target < position || touched {
            replay = try make()
            builds += 1
            position = -1
            touched = false
            onRebuild?(replay)
        }
        if position < target {
            let next = position + max(1, min(budget, target - position))
            replay.advance(to: frames[next])
            position = next
        }
        pending = position != target
        return !pending
    }

    /// Seeks to `index` and carries the seek out at once.
    public func jump(toFrame index: Int) throws(CaptureError) {
        seek(toFrame: index)
        try work()
    }
}
