import Foundation
import Animation
import Geometry
import Gestures
import Loop
import Widgets

/// The whole window's content: the selected exercise above a tab bar, keyboard shortcuts,
/// pointer routing, and the last tab remembered across launches. It joins parts that each
/// do one job: the tab remembered (`TabMemory`), the window's shake (`ShakeMotion`), what
/// shows over the tabs (`ShellPresentation`), the pointers (the window's
/// `PointerDispatcher`), the focus (`FocusChain`). Its own code lives in a file per job:
/// the tabs (`+Tabs`), input dispatch (`+Input`, `+Keyboard`), presentation
/// (`+Presentation`), wake-ups (`+Wakeups`) and the layers it shows the studio (`+Layers`).
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
    public internal(set) var selected: ExerciseKind
    public internal(set) var size: Size
    let tabBar: TabBar
    /// Routes pointers to the recognizers and controls under them, and settles who wins:
    /// the shell's tree as a root of the window's dispatcher (the studio's), or of one of
    /// its own.
    let pointers: PointerRoot
    /// Runs the tree's animations on the media clock.
    public let host: LayerHost
    /// Keyboard focus over the tab's controls and the tab bar (an alert's, while one shows).
    let focusChain: FocusChain
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
    var pendingWarnings: [String] = []
    /// Where exercises' progress lines go (`--verbose`); nil drops them.
    public var onLog: ((String) -> Void)?

    let content: Layer
    /// Above the tab bar: layers a tab lifts while they are held (a dragged square).
    let liftLayer = Layer(name: "lifted")
    /// Each tab's presenter, and the window's toast.
    let presentation: ShellPresentation
    let qa: QAControls
    /// Ctrl+G: recognizer names and states, and pointer dots.
    let gestureOverlay: GestureOverlay
    var exercises: [ExerciseKind: Exercise] = [:]
    /// The controls gallery, shown instead of the tabs when the options ask for it.
    var gallery: Exercise?
    /// The tab remembered for the next launch.
    let memory: TabMemory
    /// The window shaken back and forth (not just moved), on the media clock.
    var shake = ShakeMotion<MediaBase>()

    /// Builds the window's content from its configuration, with the first tab shown.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
        inbox = configuration.inbox
        focusChain = configuration.focusChain ?? FocusChain()
        size = configuration.size
        memory = TabMemory(store: configuration.store)
        selected = configuration.initialTab ?? memory.lastTab ?? .circles
        rootLayer = Layer(name: "window")
        presentation = ShellPresentation(window: rootLayer, liftLayer: liftLayer, focusChain: focusChain,
                                         pasteboard: configuration.pasteboard, messages: configuration.messages)
        rootLayer.backgroundColor = Theme.background
        content = Layer(name: "content")
        content.masksToBounds = true
        tabBar = TabBar(identifiers: ExerciseKind.allCases.map(\.rawValue),
                        titles: ExerciseKind.allCases.map(\.title), selectedIndex: selected.index)
        // A root added keeps its dispatcher alive: one made here lives as long as the shell.
        pointers = (configuration.pointerDispatcher ?? PointerDispatcher(root: rootLayer)).addRoot(rootLayer)
        host = LayerHost(root: rootLayer)
        host.textMeasurer = configuration.textMeasurer
        qa = QAControls(root: rootLayer)
        gestureOverlay = GestureOverlay(pointers: pointers)
        rootLayer.addSublayer(content)
        rootLayer.addSublayer(tabBar.layer)
        rootLayer.addSublayer(liftLayer)
        // It covers the window, but only what is lifted into it takes touches.
        liftLayer.allowsHitTesting = false
        presentation.addOwnToast(to: rootLayer) { [weak self] in self?.currentPresenter }
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



    func layout() {
        rootLayer.setFrame(Rect(origin: .zero, size: size))
        let contentSize = Size(width: size.width, height: max(0, size.height - (gallery == nil ? Theme.tabBarHeight : 0)))
        content.setFrame(Rect(origin: .zero, size: contentSize))
        current.layout(in: contentSize)
        tabBar.layout(in: size)
        presentation.layoutToast(in: size, bottomInset: size.height - contentSize.height)
        qa.layout(in: size, bottomInset: size.height - contentSize.height)
        liftLayer.setFrame(Rect(origin: .zero, size: size))
        currentPresenter.layout(in: size)
    }

    // MARK: Frames

    public func update(at time: MediaTime) {
        fireDeadlines(through: time)
        host.advance(to: time)
        inbox.drain(at: time)
        pointers.update(at: time)
        current.update(at: local(time))
        host.update(at: time)
        presentation.update(at: time)
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
}
