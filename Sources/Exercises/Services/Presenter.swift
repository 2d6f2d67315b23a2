import Animation
import Geometry
import Gestures
import Widgets

/// How a tab shows what must draw above everything it owns (UIViewController's `present`):
/// an alert or a prompt over the whole window, modal, and a layer lifted above the tab
/// bar while a hand holds it. The shell makes one per tab and hands it over in the tab's
/// services; the tab never touches the window's root, its host or its focus chain.
///
/// The shell routes to it what an alert needs: keys while one shows, the window's size,
/// and a close when the tab goes away.
public final class Presenter {
    private unowned let window: Layer
    private unowned let liftLayer: Layer
    private let alerts: AlertPresenter
    /// Lifted layers: where each came from, and the stand-in for its superlayer above the
    /// tab bar.
    private var lifted: [ObjectIdentifier: Lift] = [:]

    private struct Lift {
        let layer: Layer
        unowned let parent: Layer
        let index: Int
        let stand: Layer
    }

    init(window: Layer, liftLayer: Layer, focusChain: FocusChain, pasteboard: Pasteboard) {
        self.window = window
        self.liftLayer = liftLayer
        alerts = AlertPresenter(focusChain: focusChain)
        // A prompt's text fields copy and paste through the window's clipboard.
        alerts.pasteboard = pasteboard
    }

    // MARK: Alerts and prompts

    /// The alert showing (or fading out), if any.
    public var alert: AlertController? { alerts.current }

    /// Shows `alert` (or a prompt, an alert with text fields) over the whole window,
    /// closing the one before; while it shows, keys go to it and Tab stays inside it.
    public func present(_ alert: AlertController) {
        alerts.present(alert, over: window)
    }

    // MARK: Lifting

    /// Raises `layer` above the whole window (the tab bar included) while it is held,
    /// exactly where it shows: it moves into a stand-in for its superlayer placed over the
    /// same spot, so its position keeps meaning what it meant. The stand-in copies the
    /// superlayer's place, not a transform or a timing: lift only layers whose superlayers
    /// are neither turned, scaled nor timed (a tab's canvas), which debug builds check.
    /// Lifting a lifted layer, or one with no superlayer, does nothing.
    public func lift(_ layer: Layer) {
        guard lifted[ObjectIdentifier(layer)] == nil, let parent = layer.superlayer,
              let index = parent.sublayers.firstIndex(where: { $0 === layer }) else { return }
        assert(Self.isPlainlyPlaced(parent, relativeTo: liftLayer), "lift(\(layer.name)): its superlayer is transformed or timed, which a stand-in does not copy")
        let stand = Layer(name: "lift.\(layer.name)")
        // Only the lifted layer takes touches, not the stand-in around it.
        stand.allowsHitTesting = false
        liftLayer.addSublayer(stand)
        let lift = Lift(layer: layer, parent: parent, index: index, stand: stand)
        lifted[ObjectIdentifier(layer)] = lift
        place(lift)
        // Moved, not removed and added: what it is animating goes on.
        layer.move(to: stand)
    }

    /// Puts a lifted layer back under its superlayer, where it was among its siblings. A
    /// layer the tab removed while it was lifted (a circle deleted) stays removed.
    public func drop(_ layer: Layer) {
        guard let lift = lifted.removeValue(forKey: ObjectIdentifier(layer)) else { return }
        if layer.superlayer === lift.stand {
            layer.move(to: lift.parent, at: lift.index)
        }
        lift.stand.removeFromSuperlayer()
    }

    /// Whether `layer` is lifted now.
    public func isLifted(_ layer: Layer) -> Bool { lifted[ObjectIdentifier(layer)] != nil }

    /// Whether a layer is placed relative to `other` (the lift layer) by a move alone: no
    /// turn or scale between them, and the same time (the window's own pause, above both,
    /// does not count).
    private static func isPlainlyPlaced(_ layer: Layer, relativeTo other: Layer) -> Bool {
        guard let a = layer.convert(Point(x: 0, y: 0), to: other), let b = layer.convert(Point(x: 100, y: 50), to: other) else { return false }
        guard abs(b.x - a.x - 100) < 1e-6 && abs(b.y - a.y - 50) < 1e-6 else { return false }
        // Every layer up to the one both hang from keeps its parent's time.
        var node: Layer? = layer
        while let n = node, n !== other.superlayer {
            if n.timing.beginTime != 0 || n.timing.speed != 1 || n.timing.timeOffset != 0 { return false }
            node = n.superlayer
        }
        return true
    }

    /// Sets a stand-in over its layer's superlayer, wherever that is in the window now.
    private func place(_ lift: Lift) {
        let origin = lift.parent.convert(Point(x: lift.parent.bounds.minX, y: lift.parent.bounds.minY), to: nil) ?? .zero
        lift.stand.setFrame(Rect(origin: origin, size: lift.parent.bounds.size))
        lift.stand.bounds = lift.parent.bounds
    }

    // MARK: What the shell routes here

    /// A key for the alert: nil when none shows, else whether it used the key.
    func handleKey(_ event: KeyEvent) -> Bool? { alerts.handleKey(event) }

    /// The window became `size`: the alert centres itself, and stand-ins follow their
    /// superlayers.
    func layout(in size: Size) {
        alerts.layout(in: size)
        for lift in lifted.values { place(lift) }
    }

    /// The tab is going away: the alert closes choosing nothing, and lifted layers go back.
    func dismissAll() {
        alerts.dismiss()
        for lift in Array(lifted.values) { drop(lift.layer) }
    }
}
