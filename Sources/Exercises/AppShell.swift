import Animation
import Geometry
import Gestures
import Widgets

/// The whole window's content: the selected exercise above a tab bar, keyboard shortcuts,
/// pointer routing, and the last tab remembered across launches.
///
/// Layer names for dumps: "window" (root), "content" (holds the exercise, named by slug),
/// "tabbar" with items "tab.<slug>" whose "tab.<slug>.indicator" shows on the selected one.
public final class AppShell: InteractiveScene {
    public let rootLayer: Layer
    public private(set) var selected: ExerciseKind
    public private(set) var size: Size
    public let tabBar: TabBar
    public let router: PointerRouter
    /// Settles gesture recognizers (failure requirements, exclusion).
    public let gestures: GestureCoordinator
    /// Runs the tree's animations on the media clock.
    public let host: LayerHost
    public let focusChain = FocusChain()
    /// Seed for the exercises' random sources (`--seed`), so renders are reproducible.
    public let seed: UInt64

    private let content: Layer
    private let toast = Toast()
    private let qa: QAControls
    /// Ctrl+G: recognizer names and states, and pointer dots.
    public let gestureOverlay: GestureOverlay
    private var exercises: [ExerciseKind: Exercise] = [:]
    private let store: AppStateStore?

    /// - Parameters:
    ///   - initialTab: the tab to open; nil opens the remembered one, else Circles.
    ///   - store: where the last tab is remembered; nil remembers nothing.
    public init(size: Size, initialTab: ExerciseKind? = nil, seed: UInt64 = 0, store: AppStateStore? = nil) {
        self.size = size
        self.seed = seed
        self.store = store
        selected = initialTab ?? store?.load().lastTab ?? .circles
        rootLayer = Layer(name: "window")
        rootLayer.backgroundColor = Theme.background
        content = Layer(name: "content")
        content.masksToBounds = true
        tabBar = TabBar(identifiers: ExerciseKind.allCases.map(\.rawValue),
                        titles: ExerciseKind.allCases.map(\.title), selectedIndex: selected.index)
        router = PointerRouter(root: rootLayer)
        gestures = GestureCoordinator(root: rootLayer)
        host = LayerHost(root: rootLayer)
        qa = QAControls(root: rootLayer)
        gestureOverlay = GestureOverlay(coordinator: gestures)
        rootLayer.addSublayer(content)
        rootLayer.addSublayer(tabBar.layer)
        rootLayer.addSublayer(toast.layer)
        rootLayer.addSublayer(gestureOverlay.layer)
        rootLayer.addSublayer(qa.badge)
        tabBar.onSelect = { [weak self] index in
            guard let self else { return }
            self.select(ExerciseKind.allCases[index], at: self.host.currentTime)
        }
        focusChain.setControls(tabBar.items)
        content.addSublayer(exercise(selected).layer)
        layout()
    }

    /// The exercise of a tab, made on first use.
    public func exercise(_ kind: ExerciseKind) -> Exercise {
        if let e = exercises[kind] { return e }
        let e = ExerciseFactory.make(kind, seed: seed, host: host)
        exercises[kind] = e
        return e
    }

    /// Switches tabs: cancels gestures in flight, swaps the content, remembers the choice.
    public func select(_ kind: ExerciseKind, at time: Double) {
        guard kind != selected else { return }
        cancelInteractions(at: time)
        exercise(selected).layer.removeFromSuperlayer()
        selected = kind
        tabBar.select(kind.index)
        content.addSublayer(exercise(kind).layer)
        layout()
        store?.save(AppState(lastTab: kind))
    }

    /// Cancels every gesture in flight and lets the exercise restore its resting state.
    public func cancelInteractions(at time: Double) {
        router.cancelAll(at: time)
        gestures.cancelAll()
        exercise(selected).cancelInteractions()
    }

    private func layout() {
        rootLayer.setFrame(Rect(origin: .zero, size: size))
        let contentSize = Size(width: size.width, height: max(0, size.height - Theme.tabBarHeight))
        content.setFrame(Rect(origin: .zero, size: contentSize))
        exercise(selected).layout(in: contentSize)
        tabBar.layout(in: size)
        toast.layout(in: size)
        qa.layout(in: size)
    }

    // MARK: InteractiveScene

    public func handle(_ event: InputEvent) {
        host.advance(to: event.time)
        switch event.kind {
        case .pointer(let p):
            if p.phase == .down { focusChain.clearFocus() }
            // One hit test serves both controls and gesture recognizers.
            let hit: Layer?? = p.phase == .down || (p.phase == .move && !router.isTracking) ? .some(rootLayer.hitTest(p.location)) : nil
            router.route(p, at: event.time, hit: hit)
            gestures.handle(p, at: event.time, hit: hit)
        case .key(let k):
            handleKey(k, at: event.time)
        case .wheel(let w):
            gestures.handle(w, at: event.time)
        case .text:
            break
        case .window(let w):
            switch w {
            case .resized(let s):
                size = s
                layout()
            case .focusLost:
                cancelInteractions(at: event.time)
            case .focusGained, .moved:
                break
            }
        }
        gestureOverlay.refresh()
    }

    private func handleKey(_ k: KeyEvent, at time: Double) {
        guard k.isDown else { return }
        let all = ExerciseKind.allCases
        if k.modifiers == .control, let digit = Int(k.key.name), (1...all.count).contains(digit) {
            select(all[digit - 1], at: time)
        } else if k.isPress(.tab, .control) {
            select(all[(selected.index + 1) % all.count], at: time)
        } else if k.isPress(.tab, [.control, .shift]) {
            select(all[(selected.index + all.count - 1) % all.count], at: time)
        } else if qa.handleKey(k, at: time) {
            return
        } else if k.isPress("g", .control) {
            gestureOverlay.isVisible.toggle()
        } else if k.isPress(.escape) {
            cancelInteractions(at: time)
            focusChain.clearFocus()
        } else if !focusChain.handleKey(k) {
            _ = exercise(selected).handleKey(k, at: time)
        }
    }

    public func update(at time: Double) {
        gestures.update(at: time)
        host.update(at: time)
        gestureOverlay.refresh()
        toast.update(at: time)
        exercise(selected).update(at: time)
    }

    public var isAnimating: Bool { host.isAnimating || exercise(selected).isAnimating }

    /// Whether animations run slow (Ctrl+T) and whether they are paused (Ctrl+P).
    public var isSlowMotion: Bool { qa.isSlow }
    public var isPaused: Bool { qa.isPaused }

    public var nextWakeTime: Double? { [toast.hideTime, gestures.nextDeadline, host.nextChangeTime].compactMap { $0 }.min() }

    public func showMessage(_ text: String, at time: Double) {
        toast.show(text, at: time, in: size)
    }
}
