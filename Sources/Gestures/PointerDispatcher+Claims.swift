import Animation
import Geometry

/// Tools that take presses (the inspector's panel, its pick and orbit, a session bar), and
/// the mouse's hover in each root.
extension PointerDispatcher {
    /// Starts the sequence of a press that a tool takes whole (a pick, an orbit): no layer
    /// hears of it, and `owner` is told of its later events by `isClaimed`. It ends as any
    /// sequence does, so the owner hands on its later events too.
    public func hold(_ e: PointerEvent, at time: MediaTime, for owner: AnyObject) {
        guard e.phase == .down else { return }
        if let held = sequences[e.id] {
            guard held.button == e.button else { return }
            handle(PointerEvent(id: e.id, phase: .cancel, location: held.location, button: held.button), at: time)
        }
        let s = PointerSequence(button: e.button, path: [], recognizers: [], location: e.location, time: time)
        s.owner = ObjectIdentifier(owner)
        s.root = ObjectIdentifier(main)
        s.controls = .taken
        sequences[e.id] = s
    }

    /// Whether `owner` claimed the sequence of pointer `id` on its press, and it goes on.
    public func isClaimed(_ id: PointerID, by owner: AnyObject) -> Bool {
        sequences[id]?.owner == ObjectIdentifier(owner)
    }

    /// Cancels the sequences the owners claimed, as a cancel of each would, and ends the
    /// hover of a handler on `layer` or inside it in the main tree: a panel that closes
    /// lets go of what was on it, and of nothing else.
    public func cancel(claimedBy owners: [AnyObject], hoverInside layer: Layer, at time: MediaTime) {
        for id in sequences.keys.sorted() {
            guard let s = sequences[id], owners.contains(where: { ObjectIdentifier($0) == s.owner }) else { continue }
            handle(PointerEvent(id: id, phase: .cancel, location: s.location, button: .none), at: time)
        }
        if let l = main.hoveredLayer, l === layer || l.isDescendant(of: layer) { setHovered(nil, in: main) }
    }

    /// The mouse hovers over `layer` of a root's tree: the first handler there or above
    /// that shows hover.
    func hover(over layer: Layer?, in root: PointerRoot) {
        for l in PointerSequence.path(from: layer) {
            if let h = l.attachments.of(PointerHandler.self).first(where: { $0.tracksHover }) {
                setHovered(h, on: l, in: root)
                return
            }
        }
        setHovered(nil, in: root)
    }

    func setHovered(_ handler: PointerHandler?, on layer: Layer? = nil, in root: PointerRoot) {
        guard handler !== root.hovered else { return }
        root.hovered?.hoverChanged(false)
        root.hovered = handler
        root.hoveredLayer = layer
        handler?.hoverChanged(true)
    }
}
