import Animation
import Foundation
import Gestures
import Loop

/// Replays a capture (or a plain script) into the studio's scene on a virtual clock, with
/// no window: what `replay`, `screenshot` and `record` draw from.
///
/// A capture with frame times updates the scene at exactly those times, hands each input
/// over with its recorded time, answers off-loop work from the capture and delivers each
/// result at the frame where the window received it: the same calls, in the same order,
/// with the same values, as the window made. A plain script plays on the 1/60 s grid
/// (`ScriptPlayer`). The replay runs in a private temporary folder made from the capture's
/// files, and asks no server.
public final class CaptureReplay {
    public let capture: Capture
    public let scene: StudioScene
    public let clock = VirtualClock()
    /// Called at each mark with its number (from 1) and the mark as the capture holds it;
    /// the scene stands as it did when the mark was made.
    public var onMark: ((Int, CaptureMark) -> Void)?
    private var next = 0
    private var marksPassed = 0
    /// Whether the capture holds the window's frame times: read once, since `record` asks
    /// for every frame it draws and a capture may hold a million entries.
    private let hasFrames: Bool
    /// The marks' times, in order.
    private let markTimes: [MediaTime]
    /// The capture's files, laid out for the replay; removed with it.
    private let folder: ReplayFolder?

    /// Builds the scene: from the capture's header when it has one (its size, launch
    /// state and files win over `launch` and `world`), else from `launch` in `world` as
    /// given. The world's network and clipboard are the capture's when it has a header:
    /// a replay asks no server and reads no clipboard.
    public init(capture: Capture, factory: ContentFactory, launch: any LaunchState, world: ContentWorld,
                context: StudioContext = StudioContext(), prepare: @escaping (StudioContent) -> Void = { _ in }) throws(CaptureError) {
        self.capture = capture
        hasFrames = capture.hasFrames
        markTimes = capture.marks.map(\.mark.time)
        var w = world
        w.isReplay = true
        var launch = launch
        if let header = capture.header {
            let folder: ReplayFolder
            do {
                folder = try ReplayFolder(files: header.files)
                launch = try header.launch.replaying(in: folder.root)
            } catch let e as CaptureError {
                throw e
            } catch {
                throw CaptureError(message: "cannot lay out its files to replay in (\(error.localizedDescription))")
            }
            self.folder = folder
            w.size = header.size
            w.folders = folder.folders
            w.network = ReplayNetworkClient(exchanges: capture.exchanges)
            w.pasteboard = ReplayPasteboard(pastes: capture.pastes)
        } else {
            folder = nil
        }
        scene = try StudioScene(factory: factory, launch: launch, world: w, context: context, prepare: prepare)
        if capture.header != nil || hasFrames {
            scene.inbox.delivery = CapturedDelivery(capture)
        }
    }

    /// The entries played so far, in order: what a session taken over at this moment
    /// keeps of the capture.
    public var played: ArraySlice<CaptureEntry> { capture.entries[..<next] }

    /// The replay's clipboard, which gives the capture's pastes.
    public var replayPasteboard: ReplayPasteboard? { scene.baseWorld.pasteboard as? ReplayPasteboard }

    /// The replay's network, which answers from the capture: the requests that differed
    /// from the capture's say the replay drifted.
    public var replayNetwork: ReplayNetworkClient? { scene.baseWorld.network as? ReplayNetworkClient }

    /// Plays everything up to `time` and runs the scene on to it. With frame times, the
    /// scene stands as the window's last frame at or before `time` showed it.
    public func advance(to time: MediaTime) {
        if hasFrames {
            playFrames { $0.time <= time }
        } else {
            playGrid(until: time, stopAtMark: nil)
        }
    }

    /// Plays up to and including mark `number` (from 1). Returns false when the capture
    /// has fewer marks.
    @discardableResult
    public func advance(throughMark number: Int) -> Bool {
        guard number <= markTimes.count else { return false }
        if hasFrames {
            playFrames { _ in self.marksPassed < number }
        } else {
            playGrid(until: markTimes[number - 1], stopAtMark: number)
        }
        return marksPassed >= number
    }

    /// Plays the whole capture.
    public func finish() {
        advance(to: max(capture.duration, clock.now))
    }

    // MARK: Frames

    /// Plays entries in recorded order while `more` says so of the next.
    private func playFrames(while more: (CaptureEntry) -> Bool) {
        while next < capture.entries.count, more(capture.entries[next]) {
            let entry = capture.entries[next]
            next += 1
            switch entry {
            case .input(let e):
                if e.time > clock.now { clock.set(to: e.time) }
                scene.handle(e)
            case .frame(let t):
                if t > clock.now { clock.set(to: t) }
                scene.startFrame(at: t, waitsForWork: true)
            case .mark(let m):
                marksPassed += 1
                onMark?(marksPassed, m)
            case .timing(let x):
                scene.setTabTiming(x)
            case .network, .delivery, .paste:
                // Read up front: the replay's network, inbox plan and clipboard hold them.
                break
            }
        }
    }

    // MARK: Grid

    /// Plays a script's inputs on the 1/60 s grid up to `time`, stopping at each mark on
    /// the way to report it.
    private func playGrid(until time: MediaTime, stopAtMark: Int?) {
        while true {
            var chunk: [InputEvent] = []
            var mark: CaptureMark?
            while next < capture.entries.count, capture.entries[next].time <= time {
                let entry = capture.entries[next]
                next += 1
                if case .input(let e) = entry { chunk.append(e) }
                if case .mark(let m) = entry {
                    mark = m
                    break
                }
            }
            let end = mark?.time ?? time
            ScriptPlayer(script: InputScript(events: chunk)).play(into: scene, clock: clock, until: max(end, clock.now))
            guard let mark else { return }
            marksPassed += 1
            onMark?(marksPassed, mark)
            if marksPassed == stopAtMark { return }
        }
    }
}
