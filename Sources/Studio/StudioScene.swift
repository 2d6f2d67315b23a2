import Animation
import Foundation
import Geometry
import Gestures
import Loop
import Services
import Widgets

/// The window as the QA studio shows it: the app's content (`StudioContent`, the one seam
/// between them), and the studio's tools drawn over it in a tree of their own (the REC
/// badge, the studio's messages, the inspector, the frame meter), which Ctrl+P and Ctrl+T
/// do not pause.
///
/// It owns the window's inbox and hands it to each content it builds (`ContentFactory`),
/// so a content restarted from its launch state is woken as the first one was.
///
/// It captures a session: from launch (`run --capture`), or from Ctrl+R, which restarts
/// the content from its launch state (the tab that showed, the files as they are now) so
/// the capture replays exactly. While it records, every input the content is handed,
/// every frame's time, every result of off-loop work (with what was fetched) and every
/// paste is written, on the capture's own clock (zero when it started), and F12 adds a
/// mark with the presentation tree.
public final class StudioScene: InteractiveScene {
    /// What the window shows: the app's content.
    public internal(set) var content: StudioContent
    public internal(set) var context: StudioContext
    /// The studio's own tree, drawn over the content ("studio" in dumps).
    public let overlay: Layer
    let overlayHost: LayerHost
    /// The window's one pointer dispatcher: the studio's overlay is its main root (the
    /// inspector's panel), and every content the studio builds adds its tree as another.
    public let pointers: PointerDispatcher
    /// The animation inspector (Ctrl+Shift+I), in the overlay: see StudioScene+Inspector.
    public let inspector: Inspector
    /// The window's one toast: the studio's messages, and the content's through
    /// `contentMessages`, whose reports' problems a click lists in the studio's alert.
    let toast = Toast()
    let contentMessages: ContentMessages
    /// The studio's alert over the window (a report's problems): a tool's alert on the
    /// window's focus chain, beside the content's focus. While it shows it takes the keys
    /// and presses (see +Messages), which the capture does not record.
    let alerts: AlertPresenter
    /// Keys pressed while the studio's alert showed: their releases are the studio's too.
    var keysTakenByAlert: Set<Key> = []
    let badge = RecordingBadge()
    /// Ctrl+Shift+F's frame meter.
    let meter = FrameMeter()
    /// The window's one inbox, handed to every content the studio builds.
    public let inbox = Inbox()
    /// The window's one focus chain, handed to every content the studio builds: the
    /// inspector's panel is its panel scope.
    public let focusChain = FocusChain()
    /// Builds the content, at launch and at each restart.
    let factory: ContentFactory
    /// The outside world as the front end handed it, before the studio watches it.
    let baseWorld: ContentWorld
    /// The content's network and clipboard, watched while a capture records.
    var network: CapturingNetworkClient
    var pasteboard: CapturingPasteboard
    /// Called after each frame of the content (`screenshot --animations` follows stepped
    /// motion and text changes through it, as the open inspector does). Defaults to nil.
    public var onFrame: ((StudioContent) -> Void)?
    /// Called with lines worth a place on standard error (a saved capture's path).
    public var onLog: ((String) -> Void)?
    /// Called with each content the studio builds, before it is shown: the front end hooks
    /// up its warnings and logs.
    private let prepare: (StudioContent) -> Void
    /// Media time minus the content's time: a restarted content's clock starts at zero.
    var offset = 0.0 { didSet { contentMessages.offset = offset } }
    /// The content's time of what is being handled, and of the last frame.
    var contentTime = MediaTime.zero
    var lastFrame = MediaTime.zero
    var session: CaptureSession?
    /// The media time of the last frame.
    var mediaNow = MediaTime.zero
    /// How many times the inspector had put finished animations back, when last looked.
    var reappliedAtLastCheck = 0
    /// What showed at the last frame: a mark is taken when it changes (a tab switch).
    var shownAtLastFrame: ObjectIdentifier?
    /// The content's time of the last mark a recording took by itself.
    var lastAutoMark = MediaTime.zero
    /// The timing of what shows as last recorded (see `recordTabTiming`).
    var recordedTiming = TabTiming(time: .zero, content: [0, 1, 0], lifted: [0, 1, 0])
    /// Takes the studio's key commands from the input, press and release.
    private var keys = StudioKeyFilter()
    /// Studio commands for the front end, not yet taken.
    private var frontEndActions: [(action: KeyAction, time: MediaTime)] = []

    /// Builds the content from `launch` in `world` (whose inbox the studio replaces with
    /// its own), recording from its first moment to `captureTo` when given.
    public init(factory: ContentFactory, launch: any LaunchState, world: ContentWorld, context: StudioContext = StudioContext(),
                captureTo: URL? = nil, prepare: @escaping (StudioContent) -> Void = { _ in }) throws(CaptureError) {
        self.factory = factory
        self.context = context
        self.prepare = prepare
        baseWorld = world
        overlay = Layer(name: "studio")
        overlay.allowsHitTesting = false
        overlayHost = LayerHost(root: overlay)
        overlayHost.textMeasurer = world.textMeasurer
        overlay.addSublayer(badge.layer)
        overlay.addSublayer(meter.layer)
        overlay.addSublayer(toast.layer)
        contentMessages = ContentMessages(toast: toast)
        alerts = AlertPresenter(focusChain: focusChain, forTool: true)
        pointers = PointerDispatcher(root: overlay)
        inspector = Inspector(overlay: overlay, dispatcher: pointers, focusChain: focusChain)
        // The files are taken before the content reads them (and sets aside one it cannot).
        let records = captureTo != nil || context.sessionsFolder != nil
        let files = records ? CapturedFolders.snapshot(of: world.folders) : nil
        (content, network, pasteboard) = Self.build(launch, factory: factory, world: world, size: world.size, inbox: inbox,
                                                    focusChain: focusChain, pointers: pointers, messages: contentMessages)
        toast.onOpenDetails = { [weak self] lines in self?.showDetails(lines) }
        inbox.onDeliver = { [weak self] work in self?.delivered(work) }
        attach()
        layoutOverlay()
        // The header names what the content shows (a launch state may leave the tab to
        // the one remembered from the last launch).
        if let captureTo, let files {
            try begin(to: captureTo, files: files, launch: content.launchState(), started: .launch, at: .zero, explicit: true)
        } else if let files {
            beginSession(files: files, launch: content.launchState(), started: .launch, at: .zero)
        }
    }

    /// Makes content whose network and clipboard the studio can watch.
    static func build(_ launch: any LaunchState, factory: ContentFactory, world: ContentWorld, size: Size, inbox: Inbox,
                      focusChain: FocusChain, pointers: PointerDispatcher, messages: MessageBoard)
        -> (content: StudioContent, network: CapturingNetworkClient, pasteboard: CapturingPasteboard) {
        var w = world
        w.size = size
        w.inbox = inbox
        w.focusChain = focusChain
        w.pointerDispatcher = pointers
        w.messages = messages
        let network = CapturingNetworkClient(wrapping: world.network)
        let pasteboard = CapturingPasteboard(wrapping: world.pasteboard)
        w.network = network
        w.pasteboard = pasteboard
        let content = factory.makeContent(launch, in: w)
        precondition(content.inbox === inbox, "content must take the inbox its world hands it")
        return (content, network, pasteboard)
    }

    /// Hooks the studio to content it built, and lets the front end prepare it.
    func attach() {
        pasteboard.onRead = { [weak self] text in
            guard let self else { return }
            self.session?.record(.paste(time: self.contentTime, text: text))
        }
        prepare(content)
    }

    // MARK: Time

    func toContent(_ t: MediaTime) -> MediaTime { MediaTime(seconds: max(0, t.seconds - offset)) }
    private func fromContent(_ t: MediaTime) -> MediaTime { t + offset }

    // MARK: Layout

    func layoutOverlay() {
        let size = content.size
        overlay.setFrame(Rect(origin: .zero, size: size))
        toast.bottomInset = content.bottomInset
        toast.layout(in: size)
        alerts.layout(in: size)
        layoutBadge()
        meter.layout()
        inspector.layout(in: size, bottomInset: content.bottomInset)
    }

    /// The REC badge sits beside the inspector's panel while it shows, else in a corner.
    private func layoutBadge() {
        let panel = inspector.isOpen && !inspector.layer.isHidden ? inspector.layer.frameInWindow : nil
        badge.layout(in: content.size, bottomInset: content.bottomInset, beside: panel)
    }

    // MARK: InteractiveScene

    public var rootLayer: Layer { content.rootLayer }
    /// Whether any of the studio's tools shows over the content (a message, the REC badge,
    /// the meter, the inspector): then a dump of what the window shows holds the overlay.
    public var overlayIsShown: Bool { overlay.presentationSublayersShown }
    public var overlayRoots: [Layer] { [overlay] }
    /// F12 shows the inspector (and its 3D view) while it is open, else the scene alone.
    public var screenshotRoots: [Layer] { inspector.isOpen ? [rootLayer, overlay] : [rootLayer] }

    public func handle(_ event: InputEvent) {
        // The one check of keys against the table: a studio command is taken here, press
        // and release, and neither reaches the content nor a capture.
        if case .key(let k) = event.kind {
            switch keys.verdict(for: k) {
            case .perform(let action):
                advanceTools(to: event.time)
                contentTime = toContent(event.time)
                perform(action, at: event.time)
                recordTabTiming()
                return
            case .take:
                return
            case .pass:
                break
            }
        }
        if messagesTake(event) || inspectorTakes(event) {
            contentTime = toContent(event.time)
            recordTabTiming()
            return
        }
        let e = InputEvent(time: toContent(event.time), event.kind)
        contentTime = e.time
        session?.record(.input(e))
        content.handle(e)
        overlayHost.advance(to: event.time)
        if case .window(.resized) = event.kind { layoutOverlay() }
    }

    public func update(at time: MediaTime) {
        mediaNow = time
        let t = toContent(time)
        contentTime = t
        lastFrame = t
        session?.record(.frame(t))
        content.update(at: t)
        inspector.frameDidUpdate(content, at: time)
        recordTabTiming()
        takeAutomaticMarks()
        onFrame?(content)
        overlayHost.update(at: time)
        toast.update(at: time)
        if let s = session {
            if s.showsBadge { badge.show(elapsed: time - s.startedAt) }
            layoutBadge()
            if let reason = s.limitReached ?? s.writer.failure.map({ "the disk refused a write (\($0))" }) {
                finishCapture(at: time, reason: "Capture stopped: \(reason).")
            }
        }
    }

    public var isAnimating: Bool { content.isAnimating || overlayHost.isAnimating }
    public var stepsEveryFrame: Bool { content.stepsEveryFrame }

    public var nextWakeTime: MediaTime? {
        [content.nextWakeTime.map(fromContent), toast.hideTime, nextBadgeTick].compactMap { $0 }.min()
    }

    public var nextDueTime: MediaTime? {
        [content.nextDueTime.map(fromContent), toast.hideTime, nextBadgeTick].compactMap { $0 }.min()
    }

    /// When the REC badge's clock next shows another second.
    private var nextBadgeTick: MediaTime? {
        guard let s = session, s.showsBadge else { return nil }
        let elapsed = contentTime.seconds + offset - s.startedAt.seconds
        return s.startedAt + (elapsed.rounded(.down) + 1)
    }

    public var wantsTextInput: Bool { content.wantsTextInput }

    /// The frame meter counts the frames the content asked for; one drawn only for the
    /// studio's own tools (the meter's new figures, a message) is not the scene's. The
    /// driver calls this before it marks the trees shown, so the content's tree still says
    /// whether it changed.
    public func didPresent(_ frame: PresentedFrame) {
        meter.framePresented(frame, sceneAsked: content.isAnimating || content.rootLayer.needsDisplay, animating: content.isAnimating)
    }

    public func showMessage(_ text: String, at time: MediaTime) {
        toast.show(text, at: time)
    }

    /// A studio command: the studio's own are done here; the window's (F12, paint
    /// flashing, quitting) wait for the front end.
    func perform(_ action: KeyAction, at time: MediaTime) {
        switch action {
        case .inspector:
            toggleInspector(at: time)
        case .frameMeter:
            meter.setVisible(!meter.isVisible)
        case .capture:
            // Headless runs have no captures folder: there Ctrl+R does nothing.
            if context.capturesFolder != nil { toggleCapture(at: time) }
        case .screenshot, .saveReport, .paintFlashing, .quit:
            frontEndActions.append((action, time))
        case .takeOver:
            showMessage("This window is live already. Ctrl+Shift+T takes over a session opened with: motionlab open FILE", at: time)
        case .selectTab, .nextTab, .previousTab, .shake, .gestureOverlay, .slowAnimations, .pause, .stepForward, .stepBack:
            preconditionFailure("\(action) is the scene's, not the studio's")
        }
    }

    public func takeFrontEndActions() -> [(action: KeyAction, time: MediaTime)] {
        defer { frontEndActions.removeAll() }
        return frontEndActions
    }
}
