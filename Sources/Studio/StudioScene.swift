import Animation
import Exercises
import Foundation
import Geometry
import Gestures
import Loop
import Services
import Widgets

/// The window's content as the QA studio shows it: the app shell, and the studio's tools
/// drawn over it in a tree of their own (the REC badge, the studio's messages), which
/// Ctrl+P and Ctrl+T do not pause.
///
/// It captures a session: from launch (`run --capture`), or from Ctrl+R, which restarts
/// the window's content from its launch state (the tab that showed, the files as they are
/// now) so the capture replays exactly. While it records, every input the shell is
/// handed, every frame's time, every result of off-loop work (with what was fetched) and
/// every paste is written, on the capture's own clock (zero when it started), and F12
/// adds a mark with the presentation tree.
public final class StudioScene: InteractiveScene {
    /// The window's content: the tabs, or the gallery.
    public internal(set) var shell: AppShell
    public let context: StudioContext
    /// The studio's own tree, drawn over the shell ("studio" in dumps).
    public let overlay: Layer
    let overlayHost: LayerHost
    /// The animation inspector (Ctrl+Shift+I), in the overlay: see StudioScene+Inspector.
    public let inspector: Inspector
    let toast = Toast()
    let badge = RecordingBadge()
    /// Ctrl+Shift+F's frame meter.
    let meter = FrameMeter()
    /// The outside world as the front end handed it, before the studio wraps it.
    let baseNetwork: NetworkClient
    let basePasteboard: Pasteboard
    var network: CapturingNetworkClient
    /// Called after each frame of the shell (`screenshot --animations` follows stepped
    /// motion and text changes through it, as the open inspector does). Defaults to nil.
    public var onFrame: ((AppShell) -> Void)?
    /// Called with lines worth a place on standard error (a saved capture's path).
    public var onLog: ((String) -> Void)?
    /// Called with each shell the studio builds, before it is shown: the front end hooks
    /// up its warnings and logs.
    private let prepare: (AppShell) -> Void
    /// Media time minus the shell's time: a restarted shell's clock starts at zero.
    var offset = 0.0
    /// The shell's time of what is being handled, and of the last frame.
    var shellTime = MediaTime.zero
    var lastFrame = MediaTime.zero
    var session: CaptureSession?
    /// Takes the studio's key commands from the input, press and release.
    private var keys = StudioKeyFilter()
    /// Studio commands for the front end, not yet taken.
    private var frontEndActions: [(action: KeyAction, time: MediaTime)] = []

    /// Builds the shell from `configuration`, recording from its first moment to
    /// `captureTo` when given.
    public init(configuration: AppShell.Configuration, context: StudioContext = StudioContext(), captureTo: URL? = nil,
                prepare: @escaping (AppShell) -> Void = { _ in }) throws(CaptureError) {
        self.context = context
        self.prepare = prepare
        baseNetwork = configuration.network
        basePasteboard = configuration.pasteboard
        overlay = Layer(name: "studio")
        overlay.allowsHitTesting = false
        overlayHost = LayerHost(root: overlay)
        overlayHost.textMeasurer = configuration.textMeasurer
        overlay.addSublayer(badge.layer)
        overlay.addSublayer(meter.layer)
        overlay.addSublayer(toast.layer)
        inspector = Inspector(overlay: overlay)
        // The files are taken before the shell reads them (and sets aside one it cannot).
        let files = captureTo.map { _ in Self.snapshot(configuration) }
        let made = Self.build(configuration, network: configuration.network, pasteboard: configuration.pasteboard)
        (shell, network) = (made.shell, made.network)
        attach(made.shell, made.pasteboard)
        layoutOverlay()
        if let captureTo, let files {
            try begin(to: captureTo, files: files, started: .launch, at: .zero)
        }
    }

    /// Makes a shell whose network and clipboard the studio can watch.
    static func build(_ configuration: AppShell.Configuration, network: NetworkClient, pasteboard: Pasteboard)
        -> (shell: AppShell, network: CapturingNetworkClient, pasteboard: CapturingPasteboard) {
        var c = configuration
        let watchedNetwork = CapturingNetworkClient(wrapping: network)
        let watchedPasteboard = CapturingPasteboard(wrapping: pasteboard)
        c.network = watchedNetwork
        c.pasteboard = watchedPasteboard
        return (AppShell(c), watchedNetwork, watchedPasteboard)
    }

    /// Hooks the studio to a shell it built, and lets the front end prepare it.
    func attach(_ shell: AppShell, _ pasteboard: CapturingPasteboard) {
        pasteboard.onRead = { [weak self] text in
            guard let self else { return }
            self.session?.record(.paste(time: self.shellTime, text: text))
        }
        shell.inbox.onDeliver = { [weak self] work in self?.delivered(work) }
        prepare(shell)
    }

    // MARK: Time

    func toShell(_ t: MediaTime) -> MediaTime { MediaTime(seconds: max(0, t.seconds - offset)) }
    private func fromShell(_ t: MediaTime) -> MediaTime { t + offset }

    // MARK: Layout

    func layoutOverlay() {
        let size = shell.size
        overlay.setFrame(Rect(origin: .zero, size: size))
        let inset = shell.configuration.options.gallery == nil ? Theme.tabBarHeight : 0
        toast.bottomInset = inset
        toast.layout(in: size)
        layoutBadge()
        meter.layout()
        inspector.layout(in: size)
    }

    /// The REC badge moves aside while the SLOW/PAUSED badge shows.
    private func layoutBadge() {
        let inset = shell.configuration.options.gallery == nil ? Theme.tabBarHeight : 0
        badge.layout(in: shell.size, bottomInset: inset, besideQABadge: shell.isSlowMotion || shell.isPaused)
    }

    // MARK: InteractiveScene

    public var rootLayer: Layer { shell.rootLayer }
    public var overlayRoots: [Layer] { [overlay] }
    /// F12 shows the inspector (and its 3D view) while it is open, else the scene alone.
    public var screenshotRoots: [Layer] { inspector.isOpen ? [rootLayer, overlay] : [rootLayer] }

    public func handle(_ event: InputEvent) {
        // The one check of keys against the table: a studio command is taken here, press
        // and release, and neither reaches the shell nor a capture.
        if case .key(let k) = event.kind {
            switch keys.verdict(for: k) {
            case .perform(let action):
                advanceTools(to: event.time)
                perform(action, at: event.time)
                return
            case .take:
                return
            case .pass:
                break
            }
        }
        if inspectorTakes(event) { return }
        let e = InputEvent(time: toShell(event.time), event.kind)
        shellTime = e.time
        session?.record(.input(e))
        shell.handle(e)
        overlayHost.advance(to: event.time)
        if case .window(.resized) = event.kind { layoutOverlay() }
    }

    public func update(at time: MediaTime) {
        let t = toShell(time)
        shellTime = t
        lastFrame = t
        session?.record(.frame(t))
        shell.update(at: t)
        inspector.frameDidUpdate(shell, at: time)
        onFrame?(shell)
        overlayHost.update(at: time)
        toast.update(at: time)
        if let s = session {
            badge.show(elapsed: time - s.startedAt)
            layoutBadge()
            if let reason = s.limitReached { finishCapture(at: time, reason: "Capture stopped: \(reason).") }
        }
    }

    public var isAnimating: Bool { shell.isAnimating || overlayHost.isAnimating }
    public var stepsEveryFrame: Bool { shell.stepsEveryFrame }

    public var nextWakeTime: MediaTime? {
        [shell.nextWakeTime.map(fromShell), toast.hideTime, nextBadgeTick].compactMap { $0 }.min()
    }

    public var nextDueTime: MediaTime? {
        [shell.nextDueTime.map(fromShell), toast.hideTime, nextBadgeTick].compactMap { $0 }.min()
    }

    /// When the REC badge's clock next shows another second.
    private var nextBadgeTick: MediaTime? {
        guard let s = session else { return nil }
        let elapsed = shellTime.seconds + offset - s.startedAt.seconds
        return s.startedAt + (elapsed.rounded(.down) + 1)
    }

    public var inbox: Inbox { shell.inbox }
    public var wantsTextInput: Bool { shell.wantsTextInput }

    /// The frame meter counts the frames the shell asked for; one drawn only for the
    /// studio's own tools (the meter's new figures, a message) is not the scene's. The
    /// driver calls this before it marks the trees shown, so the shell's tree still says
    /// whether it changed.
    public func didPresent(_ frame: PresentedFrame) {
        meter.framePresented(frame, sceneAsked: shell.isAnimating || shell.rootLayer.needsDisplay, animating: shell.isAnimating)
    }

    public func showMessage(_ text: String, at time: MediaTime) {
        toast.show(text, at: time, in: shell.size)
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
        case .screenshot, .paintFlashing, .quit:
            frontEndActions.append((action, time))
        case .selectTab, .nextTab, .previousTab, .shake, .gestureOverlay, .slowAnimations, .pause, .stepForward, .stepBack:
            preconditionFailure("\(action) is the scene's, not the studio's")
        }
    }

    public func takeFrontEndActions() -> [(action: KeyAction, time: MediaTime)] {
        defer { frontEndActions.removeAll() }
        return frontEndActions
    }

    /// F12: while a capture records, the picture also makes a mark, with the tree it shows.
    public func screenshotSaved(to path: String, at time: MediaTime) {
        guard let s = session, s.isRecording else {
            showMessage("Saved \(path)", at: time)
            return
        }
        let dropped = s.droppedTrees
        s.record(.mark(CaptureMark(time: lastFrame, picture: path, dump: shell.rootLayer.sceneDump())))
        let note = s.droppedTrees > dropped ? " (its layer tree was too large to keep, so replay cannot check it)" : ""
        showMessage("Saved \(path) · mark \(s.marks) of the capture\(note)", at: time)
    }
}
