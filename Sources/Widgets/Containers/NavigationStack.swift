import Animation
import Dynamics
import Geometry
import Gestures

/// A stack of screens with a bar on top (UINavigationController): push slides the new
/// screen in from the right over the old one, which moves a third of the way left and
/// dims; pop reverses it. A drag from the left edge pops interactively: the screens follow
/// the finger, and on release past half-way, or flicked right, the pop completes on a
/// spring from the finger's speed; otherwise it springs back. The back button, Esc and
/// Alt+Left pop too.
///
/// The moves are stepped by a display link on the tree's media timing, so Ctrl+T shows
/// them slowly and Ctrl+P freezes them. The screens array changes as a push or a pop
/// starts (an interactive pop: as it is released to complete).
///
/// Layer names for dumps: "nav" (or the given name), its bar "nav.bar" with the top
/// title "nav.title" and back button "nav.back", the screens' own layers.
public final class NavigationStack: GestureRecognizerDelegate {
    public let layer: Layer
    let bar = NavigationBar()
    let content = Layer(name: "nav.content")
    private let dim = Layer(name: "nav.dim")
    public private(set) var screens: [NavigationScreen]
    public var topScreen: NavigationScreen { screens[screens.count - 1] }
    /// The drag from the left edge (interactivePopGestureRecognizer).
    public let edgePan: PanGestureRecognizer
    /// Called when the top screen changes (for the focus chain), and when a move ends.
    public var onChange: (() -> Void)?
    private var link: DisplayLink!

    /// A move between two screens: the upper one slides over the lower; `cover` is how
    /// much of the stack it covers (1: all of it).
    struct Move {
        let upper: NavigationScreen
        let lower: NavigationScreen
        var cover: Double
        var glide: Glide?
        /// Whether the edge pan drives it (until its release hands it to a spring).
        var isInteractive = false
    }
    private(set) var move: Move?

    /// How the screens settle: critically damped, most of the way in 0.3 s and at rest
    /// by about 0.5 s, as UIKit's push eases out with no overshoot.
    public static let spring = Spring(response: 0.42, dampingFraction: 1)
    /// A release faster than this (pt/s) decides an interactive pop by its direction.
    public static let flickSpeed = 500.0

    public init(name: String = "nav", root: NavigationScreen) {
        layer = Layer(name: name)
        screens = [root]
        edgePan = PanGestureRecognizer(name: "\(name).edge-pan")
        layer.masksToBounds = true
        layer.addSublayer(content)
        layer.addSublayer(bar.layer)
        dim.backgroundColor = .black
        dim.opacity = 0
        dim.allowsHitTesting = false
        content.addSublayer(root.layer)
        watch(root)
        link = DisplayLink(layer: layer) { [weak self] t in self?.step(at: t) }
        edgePan.axis = .horizontal
        edgePan.delegate = self
        edgePan.action = { [weak self] _ in self?.edgePanned() }
        layer.addGestureRecognizer(edgePan)
        refreshBar()
    }

    public var canPop: Bool { screens.count > 1 }

    public func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        let h = Theme.navigationBarHeight
        bar.setFrame(Rect(x: 0, y: 0, width: rect.width, height: h))
        content.setFrame(Rect(x: 0, y: h, width: rect.width, height: max(0, rect.height - h)))
        dim.setFrame(Rect(origin: .zero, size: content.bounds.size))
        for s in screens { place(s) }
        if let m = move { place(m.upper); place(m.lower); apply() } else { refreshBar() }
    }

    private func place(_ s: NavigationScreen) {
        let size = content.bounds.size
        s.layer.setFrame(Rect(origin: .zero, size: size))
        s.layer.anchorPoint = Point(x: 0, y: 0)
        s.layer.position = .zero
        s.layout(in: size)
    }

    // MARK: Push and pop

    /// Pushes a screen: it slides in from the right over the current one.
    public func push(_ screen: NavigationScreen, animated: Bool = true) {
        cancelEdgeDrag()
        finishMove()
        watch(screen)
        let lower = topScreen
        screens.append(screen)
        content.addSublayer(screen.layer)
        place(screen)
        begin(Move(upper: screen, lower: lower, cover: 0), to: 1, velocity: 0, animated: animated)
    }

    /// Pops the top screen, if it is not the root: it slides off to the right.
    public func pop(animated: Bool = true) {
        cancelEdgeDrag()
        finishMove()
        guard canPop else { return }
        let upper = screens.removeLast()
        begin(Move(upper: upper, lower: topScreen, cover: 1), to: 0, velocity: 0, animated: animated)
    }

    /// Pops back to the first screen.
    public func popToRoot(animated: Bool = true) {
        cancelEdgeDrag()
        finishMove()
        guard canPop else { return }
        let upper = topScreen
        for s in screens.dropFirst() where s !== upper { s.layer.removeFromSuperlayer() }
        screens = [screens[0]]
        begin(Move(upper: upper, lower: topScreen, cover: 1), to: 0, velocity: 0, animated: animated)
    }

    /// Esc and Alt+Left pop. Returns whether the key was used.
    public func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isPress(.escape) || event.isPress(.left, .alt), canPop, !isDraggingEdge else { return false }
        pop()
        return true
    }

    /// The back button, the right bar buttons and the top screen's controls, in Tab order.
    public var focusableControls: [Control] {
        currentGroup.controls + topScreen.focusableControls
    }

    private var currentGroup: NavigationBar.Group { group(for: topScreen) }

    private func group(for s: NavigationScreen) -> NavigationBar.Group {
        let i = screens.firstIndex { $0 === s }
        let back = i.flatMap { $0 > 0 ? screens[$0 - 1] : nil }.map { $0.navigationItem.backButtonTitle ?? $0.navigationItem.title }
        return bar.group(for: s.navigationItem, backTitle: back) { [weak self] in self?.pop() }
    }

    private func refreshBar() {
        bar.keep(screens.map(\.navigationItem) + [move?.upper.navigationItem, move?.lower.navigationItem].compactMap { $0 })
        bar.show(from: nil, to: currentGroup, progress: 1, direction: 1)
    }

    // MARK: The move

    private func begin(_ m: Move, to target: Double, velocity: Double, animated: Bool) {
        move = m
        content.addSublayer(m.lower.layer)
        content.addSublayer(dim)
        content.addSublayer(m.upper.layer)
        place(m.lower)
        onChange?()
        guard animated, let now = layer.currentLocalTime else { move?.cover = target; finishMove(); return }
        settle(to: target, velocity: velocity, at: now)
    }

    private func settle(to target: Double, velocity: Double, at now: LocalTime) {
        guard var m = move else { return }
        m.glide = Glide(trajectory: SpringTrajectory(spring: Self.spring, from: m.cover, velocity: velocity, to: target, precision: 0.0005), start: now)
        move = m
        apply()
        if !link.start() { move?.cover = target; finishMove() }
    }

    private func step(at t: LocalTime) {
        guard var m = move, let g = m.glide else { link.stop(); return }
        if t >= g.end {
            m.cover = g.resting
            move = m
            finishMove()
        } else {
            m.cover = min(1.2, max(-0.2, g.value(at: t)))
            move = m
            apply()
        }
    }

    /// Places both screens, the dimming and the bar for the move's cover.
    private func apply() {
        guard let m = move else { return }
        let w = content.bounds.width, s = min(max(m.cover, 0), 1)
        m.upper.layer.position = Point(x: w * (1 - s), y: 0)
        m.lower.layer.position = Point(x: -w / 3 * s, y: 0)
        dim.opacity = Theme.navigationDimming * s
        m.upper.layer.shadowOpacity = 0.18
        m.upper.layer.shadowRadius = 10
        m.upper.layer.shadowOffset = .zero
        bar.show(from: group(for: m.lower), to: group(for: m.upper), progress: s, direction: 1)
    }

    /// Ends the move where it is headed: the screen that ends on top stays, the other
    /// leaves the tree.
    private func finishMove() {
        guard let m = move else { return }
        move = nil
        link.stop()
        let upperStays = screens.last === m.upper
        let (stays, goes) = upperStays ? (m.upper, m.lower) : (m.lower, m.upper)
        goes.layer.removeFromSuperlayer()
        dim.removeFromSuperlayer()
        dim.opacity = 0
        m.upper.layer.shadowOpacity = 0
        stays.layer.position = .zero
        refreshBar()
        stays.didAppear()
        onChange?()
    }

    // MARK: Interactive pop

    /// Whether a finger is dragging the top screen off by its edge.
    public var isDraggingEdge: Bool { move?.isInteractive == true }

    /// Lets go of an edge drag in flight (it springs back), so a push or pop from code or
    /// the back button starts from a settled stack.
    private func cancelEdgeDrag() {
        guard isDraggingEdge else { return }
        edgePan.cancel()
    }

    /// A screen's item redraws its group in the bar when its title or buttons change.
    private func watch(_ screen: NavigationScreen) {
        let item = screen.navigationItem
        item.onChange = { [weak self, weak item] in
            guard let self, let item else { return }
            self.bar.invalidate(item)
            if self.move != nil { self.apply() } else { self.refreshBar() }
            self.onChange?()
        }
    }

    /// The edge pan begins only from the left edge, with something to pop and nothing
    /// moving.
    public func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool {
        guard r === edgePan, canPop, move == nil, let now = edgePan.location(in: layer) else { return false }
        let startX = now.x - edgePan.translation(in: layer).dx
        return startX <= Theme.navigationEdgeWidth
    }

    private func edgePanned() {
        guard let now = layer.currentLocalTime else { return }
        let w = max(1, content.bounds.width)
        switch edgePan.state {
        case .began:
            guard canPop else { return }
            let upper = topScreen
            let lower = screens[screens.count - 2]
            move = Move(upper: upper, lower: lower, cover: 1, isInteractive: true)
            content.addSublayer(lower.layer)
            content.addSublayer(dim)
            content.addSublayer(upper.layer)
            place(lower)
            apply()
        case .changed:
            guard isDraggingEdge else { return }
            move?.cover = 1 - min(max(edgePan.translation(in: layer).dx / w, 0), 1)
            apply()
        case .ended, .cancelled:
            guard var m = move, m.isInteractive else { return }
            m.isInteractive = false
            move = m
            let v = edgePan.state == .ended ? edgePan.velocity(in: layer).dx : 0
            let progress = 1 - m.cover
            let completes = edgePan.state == .ended && (v > Self.flickSpeed || (progress > 0.5 && v > -Self.flickSpeed))
            if completes {
                screens.removeLast()
                onChange?()
            }
            settle(to: completes ? 0 : 1, velocity: -v / w, at: now)
        case .possible, .failed:
            break
        }
    }
}
