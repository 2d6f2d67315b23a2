import Animation
import Foundation
import Geometry
import Gestures
import Loop
import Widgets

/// A capture opened in the window (`motionlab open`, or a capture dropped on it): the
/// session replayed exactly, standing at a playhead the tester moves. It shows the replayed
/// content at any moment, with the pointers drawn where they were; the session bar along
/// the bottom scrubs it (`SessionBar`); the inspector works on the replayed state; a mark
/// shows the window's picture beside the replay's; and Ctrl+Shift+T takes the session
/// over, live, from the playhead (see +TakeOver).
///
/// Replay mode changes none of the user's files: the replay runs in a private copy of the
/// capture's, and nothing records until a take-over.
public final class TimeTravelScene: InteractiveScene {
    public let cursor: ReplayCursor
    public let timeline: SessionTimeline
    /// By mark number: whether the replayed tree agrees with the one the mark stored
    /// (marks without one are left out). Worked out when the file opens.
    public let verdicts: [Int: Bool]
    /// By mark number: what differs, for the marks that differ.
    public let differences: [Int: [DumpDifference]]
    /// The session in words, worked out when it opens.
    public let actions: [SessionAction]
    let setup: TimeTravelSetup
    /// The tools drawn over the replayed content: the pointers, the session bar, the
    /// mark's pictures, the inspector and the messages ("time-travel" in dumps).
    public let overlay = Layer(name: "time-travel")
    let overlayHost: LayerHost
    let bar = SessionBar()
    let pointers = PointerMarkers()
    let actionList = SessionActionList()
    let comparison = MarkComparisonView()
    public let inspector: Inspector
    let toast = Toast()
    /// Routes the pointers on the studio's tools (the bar, a mark's pictures, the inspector).
    let dispatcher: PointerDispatcher
    let rulerDrag = PointerDrag()
    /// The window's inbox; a taken-over session's work is woken through its waker.
    public let inbox = Inbox()
    /// The size the capture's content was recorded at.
    public let contentSize: Size
    public internal(set) var windowSize: Size
    /// The media time of the last frame or event.
    var now = MediaTime.zero
    /// While playing: where the playhead and the window's clock stood when play began.
    var playingFrom: (capture: Double, window: MediaTime)?
    var speed = 1.0
    /// When the seek under way began, on the work clock, for its progress bar.
    var seekStarted: Double?
    /// The mark whose pictures show, if any.
    var shownMark: Int?
    /// The mark whose pictures are still to be made, once the replay stands there.
    var pendingPictures: Int?
    /// Set once the session is taken over: from then on the replayed scene is live.
    public internal(set) var live: StudioScene?
    /// The taken-over session's file, if it records.
    public internal(set) var liveFile: URL?
    /// Front-end commands taken from the input.
    var frontEndActions: [(action: KeyAction, time: MediaTime)] = []
    var keys = StudioKeyFilter()

    /// Height of everything under the content.
    public static var barHeight: Double { SessionBar.height }

    /// The window a capture opens in: its content with the actions beside it, and the
    /// bar under both.
    public static func windowSize(for capture: Capture) -> Size {
        let s = capture.size ?? Size(width: 1024, height: 768)
        return Size(width: s.width + SessionActionList.width, height: s.height + SessionBar.height)
    }

    /// Opens `capture`: replays it once to the end to check its marks (the bar's flags),
    /// then stands at its first frame. `make` builds a fresh replay of it, for each seek
    /// back.
    public init(capture: Capture, make: @escaping () throws(CaptureError) -> CaptureReplay, setup: TimeTravelSetup) throws(CaptureError) {
        self.setup = setup
        contentSize = capture.size ?? Size(width: 1024, height: 768)
        windowSize = Self.windowSize(for: capture)
        (verdicts, differences, actions) = try Self.check(capture, make: make)
        timeline = SessionTimeline(capture, actions: actions)
        cursor = try ReplayCursor(capture: capture, make: make)
        overlayHost = LayerHost(root: overlay)
        dispatcher = PointerDispatcher(root: overlay)
        overlay.addSublayer(pointers.layer)
        overlay.addSublayer(actionList.layer)
        overlay.addSublayer(comparison.layer)
        overlay.addSublayer(bar.layer)
        // The session's own focus chain: the replayed content takes no keys until a take-over.
        inspector = Inspector(overlay: overlay, dispatcher: dispatcher, focusChain: FocusChain())
        overlay.addSublayer(toast.layer)
        // Just above the bar, over the replayed tab bar: clear of the replayed window's
        // own toast, which shows what the content said at the playhead.
        toast.clearance = 8
        overlayHost.textMeasurer = cursor.replay.scene.baseWorld.textMeasurer
        bar.show(timeline, verdicts: verdicts)
        actionList.show(actions: actions, marks: timeline.marks, verdicts: verdicts)
        connectBar()
        try cursor.jump(toFrame: 0)
        layout()
        refresh()
    }

    /// Replays the capture to its end once, comparing each mark's stored tree with the
    /// replay's and telling its actions in words on the way.
    static func check(_ capture: Capture, make: () throws(CaptureError) -> CaptureReplay) throws(CaptureError)
        -> (verdicts: [Int: Bool], differences: [Int: [DumpDifference]], actions: [SessionAction]) {
        let replay = try make()
        var verdicts: [Int: Bool] = [:]
        var differences: [Int: [DumpDifference]] = [:]
        replay.onMark = { [unowned replay] number, mark in
            guard let stored = mark.dump else { return }
            let d = DumpDifference.between(captured: stored, replayed: replay.scene.content.rootLayer.sceneDump())
            verdicts[number] = d.isEmpty
            if !d.isEmpty { differences[number] = d }
        }
        let actions = ActionNarrator.actions(of: capture, replay: replay)
        return (verdicts, differences, actions)
    }

    func connectBar() {
        bar.play.action = { [weak self] in self?.togglePlay() }
        bar.speed.onValueChanged = { [weak self] i in self?.setSpeed(SessionBar.speeds[i]) }
        rulerDrag.attach(to: bar.ruler)
        rulerDrag.onDown = { [weak self] p in self?.scrub(toWindowX: p.x) }
        rulerDrag.onMove = { [weak self] p in self?.scrub(toWindowX: p.x) }
        comparison.onClose = { [weak self] in self?.hideMark() }
        actionList.onSelect = { [weak self] i in
            guard let self else { return }
            stop()
            go(toFrame: cursor.frame(showing: actionList.rows[i].time))
        }
    }

    // MARK: The replayed scene

    /// The scene at the playhead (or the live one after a take-over).
    public var scene: StudioScene { live ?? cursor.replay.scene }
    public var content: StudioContent { scene.content }
    /// The playhead's time on the capture's clock.
    public var playhead: MediaTime { cursor.frames[cursor.target] }
    public var isPlaying: Bool { playingFrom != nil }

    // MARK: Layout

    func layout() {
        overlay.setFrame(Rect(origin: .zero, size: windowSize))
        bar.layout(in: windowSize)
        let above = max(0, windowSize.height - SessionBar.height)
        // The inspector and a mark's pictures stand over the content; the actions beside it.
        let area = Size(width: min(contentSize.width, windowSize.width), height: min(above, contentSize.height))
        // Off the replayed tab bar, as in a live window.
        inspector.layout(in: area, bottomInset: scene.content.bottomInset)
        comparison.layout(in: area)
        actionList.layout(Rect(x: area.width, y: 0, width: max(0, windowSize.width - area.width), height: above))
        toast.bottomInset = SessionBar.height
        toast.layout(in: windowSize)
        pointers.layer.setFrame(Rect(origin: .zero, size: contentSize))
    }

    // MARK: InteractiveScene

    public var rootLayer: Layer { content.rootLayer }
    /// The replayed window's tools (its toast, with the content's messages as they showed
    /// at the playhead; once live, all of them), then the session's.
    public var overlayRoots: [Layer] { [scene.overlay, overlay] }
    /// F12 saves the moment as the content shows it (what `screenshot --at` draws), and
    /// the tools too while the inspector is open.
    public var screenshotRoots: [Layer] {
        if let live { return live.screenshotRoots }
        return inspector.isOpen ? [rootLayer, overlay] : [rootLayer]
    }

    /// The content alone, as `screenshot` draws it; the whole window while the inspector
    /// shows over it.
    public var screenshotArea: Rect? {
        (live?.inspector.isOpen ?? inspector.isOpen) ? nil : Rect(origin: .zero, size: contentSize)
    }

    public func update(at time: MediaTime) {
        now = time
        if let live {
            live.update(at: time)
        } else {
            if let from = playingFrom {
                let t = from.capture + (time - from.window) * speed
                cursor.seek(toFrame: cursor.frame(at: MediaTime(seconds: t)))
                if t >= cursor.frames[cursor.lastFrame].seconds { playingFrom = nil }
            }
            runSeek()
            inspector.frameDidUpdate(content, at: time)
            if cursor.replay.scene.recordedTimingDiffers { cursor.touch() }
            makePicturesIfDue()
            comparison.update(at: time)
            refresh()
        }
        overlayHost.update(at: time)
        toast.update(at: time)
    }

    /// Carries a seek on: at once without a work clock, else for at most a slice of a
    /// frame, with the progress bar once it has taken more than 0.2 s.
    func runSeek() {
        guard cursor.isSeeking else {
            seekStarted = nil
            bar.showProgress(nil)
            return
        }
        do {
            guard let clock = setup.workClock else {
                try cursor.work()
                return
            }
            let start = clock()
            if seekStarted == nil { seekStarted = start }
            while !(try cursor.work(frames: 240)) {
                if clock() - start > 0.025 { break }
            }
            if cursor.isSeeking, let s = seekStarted, clock() - s > 0.2 {
                bar.showProgress(Double(cursor.position + 1) / Double(cursor.target + 1))
            } else if !cursor.isSeeking {
                seekStarted = nil
                bar.showProgress(nil)
            }
        } catch {
            playingFrom = nil
            showMessage("The replay cannot go on: \(error.message)", at: now)
        }
    }

    /// Redraws what depends on the playhead: the bar, the pointers, the mark.
    func refresh() {
        // The playhead shows where it goes; the content, where the replay has got to.
        bar.showPlayhead(at: playhead.seconds, playing: isPlaying)
        pointers.show(timeline.pointers(at: cursor.time))
        actionList.follow(cursor.time)
        bar.showStatus(statusLine())
    }

    /// What the line beside the time says: the mark at the playhead, else the keys.
    func statusLine() -> String {
        if cursor.isSeeking { return "Replaying…" }
        if let m = timeline.mark(at: cursor.time) {
            let verdict = m.dump == nil ? "keeps no tree to check" : verdicts[m.number] == true ? "the replay agrees"
                : "the replay differs: \(differences[m.number]?.first.map(\.description) ?? "")"
            return "Mark \(m.number) of \(timeline.marks.count): \(verdict)"
        }
        return "Space play · ← → frame (⇧ 1 s) · [ ] inputs, marks · Home End · Ctrl+Shift+T take over"
    }

    public var isAnimating: Bool {
        live.map { $0.isAnimating } ?? (isPlaying || cursor.isSeeking || comparison.isBlinking) || overlayHost.isAnimating
    }

    public var stepsEveryFrame: Bool { live?.stepsEveryFrame ?? false }

    public var nextWakeTime: MediaTime? {
        [live?.nextWakeTime, toast.hideTime].compactMap { $0 }.min()
    }

    public var nextDueTime: MediaTime? {
        [live?.nextDueTime, toast.hideTime].compactMap { $0 }.min()
    }

    public var wantsTextInput: Bool { live?.wantsTextInput ?? false }

    public func didPresent(_ frame: PresentedFrame) { live?.didPresent(frame) }

    public func takeFrontEndActions() -> [(action: KeyAction, time: MediaTime)] {
        defer { frontEndActions.removeAll() }
        return frontEndActions + (live?.takeFrontEndActions() ?? [])
    }

    /// The window is closing: a taken-over session is saved. Returns its file.
    @discardableResult
    public func windowWillClose(at time: MediaTime) -> URL? {
        guard let live else { return nil }
        live.windowWillClose(at: time)
        return liveFile
    }
}

extension StudioScene {
    /// Whether the tab's clock is not as the replay last set it (the inspector seeked).
    var recordedTimingDiffers: Bool {
        TabTiming.clock(of: content.contentLayer) != recordedTiming.content || TabTiming.clock(of: content.liftedLayer) != recordedTiming.lifted
    }
}
