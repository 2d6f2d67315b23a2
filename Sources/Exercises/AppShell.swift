import Foundation
import Animation
import Geometry
import Gestures
import Loop
import Widgets

/// The whole window's content: the selected exercise above a tab bar, keyboard shortcuts,
/// pointer routing, and the last tab remembered across launches.
///
/// Layer names for dumps: "window" (root), "content" (holds the exercise, named by slug),
/// "tabbar" with items "tab.<slug>" whose "tab.<slug>.indicator" shows on the selected one.
/// With `LaunchOptions.gallery` set, the content is the controls gallery ("gallery") and
/// the tab bar is hidden.
public final class AppShell: InteractiveScene {
    /// The smallest window that fits the five tab titles side by side (the longest,
    /// "Magic 8-Ball" in bold, needs about 100 pt of its fifth) and an exercise above.
    public static let minimumSize = Size(width: 560, height: 400)

    public let rootLayer: Layer
    public private(set) var selected: ExerciseKind
    public private(set) var size: Size
    public let tabBar: TabBar
    /// Routes pointers to the recognizers and controls under them, and settles who wins.
    public let dispatcher: PointerDispatcher
    /// Runs the tree's animations on the media clock.
    public let host: LayerHost
    public let focusChain = FocusChain()
    /// Where off-loop work's results come back (the configuration's: the window's).
    public let inbox: Inbox
    /// What the shell was made from.
    public let configuration: Configuration
    /// Seed for the exercises' random sources (`--seed`), so renders are reproducible.
    public var seed: UInt64 { configuration.seed }
    /// Where problems the user should fix are printed (standard error); warnings from
    /// before it is set are kept and handed over when it is.
    public var onWarning: ((String) -> Void)? {
        didSet {
            guard let onWarning else { return }
            for w in pendingWarnings { onWarning(w) }
            pendingWarnings.removeAll()
        }
    }
    private var pendingWarnings: [String] = []
    /// Where exercises' progress lines go (`--verbose`); nil drops them.
    public var onLog: ((String) -> Void)?

    let content: Layer
    /// Above the tab bar: layers a tab lifts while they are held (a dragged square).
    let liftLayer = Layer(name: "lifted")
    /// Each tab's presenter, by its root layer.
    private var presenters: [ObjectIdentifier: Presenter] = [:]
    let toast = Toast()
    let qa: QAControls
    /// Ctrl+G: recognizer names and states, and pointer dots.
    public let gestureOverlay: GestureOverlay
    private var exercises: [ExerciseKind: Exercise] = [:]
    /// The controls gallery, shown instead of the tabs when the options ask for it.
    private var gallery: Exercise?
    private let store: AppStateStore?
    /// The tab the state file holds, as last read or written.
    private var rememberedTab: ExerciseKind?
    /// Tells a window shaken back and forth from one moved.
    var shakeDetector = ShakeDetector<MediaBase>()
    /// While a window shake lasts: the media time it ends unless the window moves again.
    var shakeEnd: MediaTime?

    /// Builds the window's content from its configuration, with the first tab shown.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
        inbox = configuration.inbox
        size = configuration.size
        store = configuration.store
        // Loaded even when a tab is asked for, so a corrupt or unreadable file is dealt
        // with (set aside, or left alone) before anything is saved over it.
        let remembered = store?.load().lastTab
        rememberedTab = remembered
        selected = configuration.initialTab ?? remembered ?? .circles
        rootLayer = Layer(name: "window")
        rootLayer.backgroundColor = Theme.background
        content = Layer(name: "content")
        content.masksToBounds = true
        tabBar = TabBar(identifiers: ExerciseKind.allCases.map(\.rawValue),
                        titles: ExerciseKind.allCases.map(\.title), selectedIndex: selected.index)
        dispatcher = PointerDispatcher(root: rootLayer)
        host = LayerHost(root: rootLayer)
        host.textMeasurer = configuration.textMeasurer
        qa = QAControls(root: rootLayer)
        gestureOverlay = GestureOverlay(dispatcher: dispatcher)
        rootLayer.addSublayer(content)
        rootLayer.addSublayer(tabBar.layer)
        rootLayer.addSublayer(liftLayer)
        // It covers the window, but only what is lifted into it takes touches.
        liftLayer.allowsHitTesting = false
        rootLayer.addSublayer(toast.layer)
        toast.onOpenDetails = { [weak self] lines in self?.showDetails(lines) }
        rootLayer.addSublayer(gestureOverlay.layer)
        rootLayer.addSublayer(qa.badge)
        tabBar.onSelect = { [weak self] index in
            guard let self else { return }
            self.select(ExerciseKind.allCases[index], at: self.host.currentTime)
        }
        if configuration.options.gallery != nil {
            let layer = Layer(name: "gallery")
            gallery = Gallery(services: services(for: layer))
            tabBar.layer.isHidden = true
        }
        let first = current
        content.addSublayer(first.layer)
        refreshFocusChain()
        layout()
        first.didAppear(at: first.layer.localTime(atMediaTime: host.currentTime))
    }

    /// Problems the user should know of (a settings file set aside, a layout that could not
    /// be read): the first shows over the content, with how many more, and a click on it
    /// lists them all; each goes to `onWarning` for the log.
    public func report(warnings lines: [String]) {
        guard !lines.isEmpty else { return }
        toast.report(lines, at: host.currentTime, in: size)
        for line in lines {
            if let log = onWarning { log(line) } else { pendingWarnings.append(line) }
        }
    }

    /// Lists every problem of a report in an alert over the window.
    private func showDetails(_ lines: [String]) {
        let alert = AlertController(title: "\(lines.count) problems", message: lines.joined(separator: "\n\n"))
        // Wider than a question's alert: these are lines to read, often with a file's path.
        alert.preferredWidth = 440
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        currentPresenter.present(alert)
    }

    /// The exercise of a tab, made on first use.
    public func exercise(_ kind: ExerciseKind) -> Exercise {
        if let e = exercises[kind] { return e }
        let layer = Layer(name: kind.rawValue)
        let e = configuration.makeExercise(kind, services(for: layer))
        precondition(e.layer === layer, "an exercise must build under the layer its services hand it")
        exercises[kind] = e
        return e
    }

    /// What an exercise built under `layer` is given.
    private func services(for layer: Layer) -> ExerciseServices {
        ExerciseServices(
            layer: layer, transactions: host, clock: ExerciseClock(layer: layer, host: host), inbox: inbox, seed: seed,
            folders: configuration.folders, network: configuration.network, options: configuration.options,
            pasteboard: configuration.pasteboard, presenter: presenter(for: layer), now: configuration.calendar.now,
            showMessage: { [weak self] text in
                guard let self else { return }
                self.showMessage(text, at: self.host.currentTime)
            },
            warn: { [weak self] lines in self?.report(warnings: lines) },
            log: { [weak self] line in self?.onLog?(line) })
    }

    var current: Exercise { gallery ?? exercise(selected) }

    /// The presenter of the tab built under `layer`, made on first use.
    private func presenter(for layer: Layer) -> Presenter {
        if let p = presenters[ObjectIdentifier(layer)] { return p }
        let p = Presenter(window: rootLayer, liftLayer: liftLayer, focusChain: focusChain, pasteboard: configuration.pasteboard)
        presenters[ObjectIdentifier(layer)] = p
        return p
    }

    /// The presenter of the tab showing.
    var currentPresenter: Presenter { presenter(for: current.layer) }
    /// What the content shows: the gallery, or the selected tab's exercise.
    var shownExercise: Exercise { current }

    /// A media-clock time in the selected exercise's local time.
    func local(_ time: MediaTime) -> LocalTime { current.layer.localTime(atMediaTime: time) }

    /// Switches tabs: cancels gestures in flight, swaps the content, remembers the choice.
    public func select(_ kind: ExerciseKind, at time: MediaTime) {
        guard kind != selected, gallery == nil else { return }
        cancelInteractions(at: time)
        currentPresenter.dismissAll()
        current.willDisappear(at: local(time))
        current.layer.removeFromSuperlayer()
        selected = kind
        tabBar.select(kind.index)
        content.addSublayer(current.layer)
        refreshFocusChain()
        layout()
        current.didAppear(at: local(time))
        rememberTab()
    }

    /// Saves the tab showing as the one to open next time (not the gallery's, which has
    /// none), unless it is already the one saved.
    private func rememberTab() {
        guard let store, gallery == nil, rememberedTab != selected else { return }
        store.save(AppState(lastTab: selected))
        rememberedTab = selected
        report(warnings: store.takeWarnings())
    }

    /// The window is closing (Ctrl+Q, the close button): gestures in flight are cancelled
    /// and the tab showing hears that it disappears, so it saves what it holds back (the
    /// Color Timer's coalesced settings) before the process ends.
    public func windowWillClose(at time: MediaTime) {
        cancelInteractions(at: time)
        currentPresenter.dismissAll()
        current.willDisappear(at: local(time))
        // The tab that shows as the window closes is the one to open next time, also when
        // the window was launched on it (`--tab`) and never switched.
        rememberTab()
    }

    /// Cancels every gesture in flight and lets the exercise restore its resting state.
    public func cancelInteractions(at time: MediaTime) {
        dispatcher.cancelAll(at: time)
        for c in focusChain.controls { c.cancelInteraction() }
        current.cancelInteractions()
    }

    /// Tab visits the exercise's controls, then the tab bar's items.
    func refreshFocusChain() {
        focusChain.setControls(current.focusableControls + (gallery == nil ? tabBar.items : []))
    }

    private func layout() {
        rootLayer.setFrame(Rect(origin: .zero, size: size))
        let contentSize = Size(width: size.width, height: max(0, size.height - (gallery == nil ? Theme.tabBarHeight : 0)))
        content.setFrame(Rect(origin: .zero, size: contentSize))
        current.layout(in: contentSize)
        tabBar.layout(in: size)
        toast.bottomInset = size.height - contentSize.height
        toast.layout(in: size)
        qa.layout(in: size, bottomInset: size.height - contentSize.height)
        liftLayer.setFrame(Rect(origin: .zero, size: size))
        currentPresenter.layout(in: size)
    }

    // MARK: InteractiveScene

    public func handle(_ event: InputEvent) {
        fireDeadlines(through: event.time)
        host.advance(to: event.time)
        switch event.kind {
        case .pointer(let p):
            // One hit test serves the focus and the dispatcher.
            let hit: Layer?? = p.phase == .down || (p.phase == .move && !dispatcher.isTracking) ? .some(rootLayer.hitTest(p.location)) : nil
            // A press elsewhere takes focus away; one inside the focused control (a click to
            // move a text field's caret) keeps it, and its editing goes on. While an alert
            // shows, a press on the dimmed window around it changes nothing, as on iOS.
            if p.phase == .down, !focusChain.isModal, let focused = focusChain.focused,
               !((hit ?? nil).map { $0 === focused.layer || $0.isDescendant(of: focused.layer) } ?? false) {
                focusChain.clearFocus()
            }
            dispatcher.handle(p, at: event.time, hit: hit)
        case .key(let k):
            handleKey(k, at: event.time)
        case .wheel(let w):
            dispatcher.handle(w, at: event.time)
        case .text(let text):
            if let client = focusChain.textInputClient { client.insertText(text) }
            else { current.handleText(.commit(text), at: local(event.time)) }
        case .composition(let c):
            if let client = focusChain.textInputClient { client.setComposition(c) }
            else { current.handleText(.composition(c), at: local(event.time)) }
        case .window(let w):
            handleWindow(w, at: event.time)
        }
        gestureOverlay.refresh()
    }

    private func handleWindow(_ w: WindowEvent, at time: MediaTime) {
        switch w {
        case .resized(let s):
            size = s
            layout()
        case .focusLost:
            if shakeEnd != nil {
                shakeEnd = nil
                shakeDetector.reset()
                current.motion(.cancelled, at: local(time))
            }
            cancelInteractions(at: time)
            current.windowFocusChanged(false, at: local(time))
        case .focusGained:
            current.windowFocusChanged(true, at: local(time))
        case .moved(let dx, let dy):
            current.windowMoved(by: Vector(dx: dx, dy: dy), at: local(time))
            let shook = shakeDetector.add(displacement: Vector(dx: dx, dy: dy), at: time)
            if shakeEnd != nil {
                shakeEnd = time + GestureDefaults.shakeEndDelay
            } else if shook {
                shakeEnd = time + GestureDefaults.shakeEndDelay
                current.motion(.began, at: local(time))
            }
        }
    }

    public func update(at time: MediaTime) {
        fireDeadlines(through: time)
        host.advance(to: time)
        inbox.drain(at: time)
        dispatcher.update(at: time)
        current.update(at: local(time))
        host.update(at: time)
        toast.update(at: time)
        gestureOverlay.marks = current.overlayMarks.compactMap { m in
            current.layer.convert(m.point, to: nil).map { OverlayMark(point: $0, label: m.label) }
        }
        gestureOverlay.refresh()
    }

    public var isAnimating: Bool { host.isAnimating || stepsEveryFrame }

    /// The exercise's own motion (its physics world) and display links (a decelerating
    /// scroll view) are stepped; the host's layer animations
    /// are evaluated from the time alone.
    public var stepsEveryFrame: Bool { (current.isAnimating && !current.layer.isFrozen) || host.hasRunningDisplayLinks }

    /// Whether animations run slow (Ctrl+T) and whether they are paused (Ctrl+P).
    public var isSlowMotion: Bool { qa.isSlow }
    public var isPaused: Bool { qa.isPaused }

    public var wantsTextInput: Bool { focusChain.textInputClient != nil }

    /// Ctrl+Alt+Z: a whole shake at once, as the iOS Simulator's Shake Gesture sends it.
    func simulateShake(at time: MediaTime) {
        current.motion(.began, at: local(time))
        current.motion(.ended, at: local(time))
    }

    public func showMessage(_ text: String, at time: MediaTime) {
        toast.show(text, at: time, in: size)
    }
}
