import Foundation
import Animation
import Geometry
import Gestures
import Loop
import Widgets

/// The whole window's content: the selected exercise above a tab bar, keyboard shortcuts,
/// pointer routing, and the last tab remembered across launches. Its jobs live in files of
/// their own: the tabs (`+Tabs`), input dispatch (`+Input`, `+Keyboard`), presentation
/// over the tab (`+Presentation`), wake-ups (`+Wakeups`) and the layers it shows the studio
/// (`+Layers`).
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
    public let tabBar: TabBar
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
    /// Each tab's presenter, by its root layer.
    var presenters: [ObjectIdentifier: Presenter] = [:]
    /// The window's one toast, where the tabs' messages and reports go: the studio's, or
    /// one of the shell's own (`ownToast`) when the configuration gives none.
    let messages: MessageBoard
    /// The shell's own toast, in its tree, when no window's was given.
    let ownToast: Toast?
    let qa: QAControls
    /// Ctrl+G: recognizer names and states, and pointer dots.
    let gestureOverlay: GestureOverlay
    var exercises: [ExerciseKind: Exercise] = [:]
    /// The controls gallery, shown instead of the tabs when the options ask for it.
    var gallery: Exercise?
    let store: AppStateStore?
    /// The tab the state file holds, as last read or written.
    var rememberedTab: ExerciseKind?
    /// Tells a window shaken back and forth from one moved.
    var shakeDetector = ShakeDetector<MediaBase>()
    /// While a window shake lasts: the media time it ends unless the window moves again.
    var shakeEnd: MediaTime?

    /// Builds the window's content from its configuration, with the first tab shown.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
        inbox = configuration.inbox
        focusChain = configuration.focusChain ?? FocusChain()
        ownToast = configuration.messages == nil ? Toast() : nil
        messages = configuration.messages ?? ownToast!
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
        if let ownToast {
            rootLayer.addSublayer(ownToast.layer)
            ownToast.onOpenDetails = { [weak self] lines in self?.showDetails(lines) }
        }
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
        ownToast?.bottomInset = size.height - contentSize.height
        ownToast?.layout(in: size)
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
        ownToast?.update(at: time)
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
