import Animation
import Geometry
import Gestures

/// A panel floating over the window beside what opened it, with an arrow pointing at
/// that anchor (UIPopoverPresentationController): below the anchor when it fits, else
/// above, else beside it, always inside the window. It fades and grows in from the
/// arrow's tip, and a press anywhere outside it dismisses it, as on iPad.
///
/// The panel is the caller's layer, which the popover styles (white, rounded, shadowed)
/// and sizes; the caller lays out what is inside. Layer names: the overlay
/// "<name>.overlay", the arrow "<name>.arrow".
public final class Popover {
    /// Which side of its anchor the panel went to (UIPopoverArrowDirection, seen from the
    /// anchor).
    public enum Edge: Sendable { case below, above, left, right }

    /// The full-window layer under the panel that catches presses outside it.
    public let overlay: Layer
    public let panel: Layer
    let arrow: ShapeLayer
    /// Where the panel went when last placed: below, above or beside its anchor.
    public private(set) var edge = Edge.below
    /// The panel's size. Defaults to 320 x 320.
    public var contentSize = Size(width: 320, height: 320)
    /// Called after the popover closed, however it closed.
    public var onDismiss: (() -> Void)?
    public var isPresented: Bool { overlay.superlayer != nil }

    static let arrowSize = Size(width: 26, height: 12)
    static let margin = 8.0

    public init(name: String, panel: Layer) {
        self.panel = panel
        overlay = Layer(name: "\(name).overlay")
        arrow = ShapeLayer(name: "\(name).arrow")
        overlay.backgroundColor = Color.black.withAlpha(0.08)
        overlay.isHidden = true
        panel.backgroundColor = .white
        panel.cornerRadius = 14
        panel.shadowOpacity = 0.25
        panel.shadowRadius = 16
        panel.shadowOffset = Vector(dx: 0, dy: 6)
        arrow.fillColor = .white
        arrow.allowsHitTesting = false
        overlay.addSublayer(panel)
        overlay.addSublayer(arrow)
        overlay.attachments.add(OutsidePress(popover: self), as: PointerHandler.self)
    }

    /// Shows the panel over `window` (the root layer) pointing at `anchor` (window points).
    public func present(in window: Layer, from anchor: Rect) {
        guard !isPresented else { place(from: anchor); return }
        window.addSublayer(overlay)
        overlay.isHidden = false
        place(from: anchor)
        guard overlay.host != nil else { return }
        let tip = arrowTip
        let fromScale = Transform3D.translation(x: tip.x - panel.position.x, y: tip.y - panel.position.y)
            .concatenating(.scale(0.92)).concatenating(.translation(x: panel.position.x - tip.x, y: panel.position.y - tip.y))
        panel.add(SpringAnimation(.transform, spring: Theme.controlSpring, from: .transform(fromScale), to: .transform(.identity)), forKey: "present")
        for l in [panel, arrow] as [Layer] {
            l.add(BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: 0.15), forKey: "present.fade")
        }
    }

    /// Places the open panel again beside `anchor` (the window was resized).
    public func reposition(from anchor: Rect) {
        guard isPresented else { return }
        place(from: anchor)
    }

    /// Closes it, if open.
    public func dismiss() {
        guard isPresented else { return }
        overlay.isHidden = true
        overlay.removeFromSuperlayer()
        onDismiss?()
    }

    private var arrowTip = Point.zero

    private func place(from anchor: Rect) {
        guard let window = overlay.superlayer else { return }
        let w = window.bounds, s = contentSize, m = Self.margin, a = Self.arrowSize
        overlay.setFrame(Rect(origin: .zero, size: w.size))
        let room: [(Edge, Double)] = [(.below, w.height - anchor.maxY), (.above, anchor.minY), (.right, w.width - anchor.maxX), (.left, anchor.minX)]
        let needed: [Edge: Double] = [.below: s.height + a.height + m, .above: s.height + a.height + m,
                                      .right: s.width + a.height + m, .left: s.width + a.height + m]
        edge = room.first { $0.1 >= needed[$0.0]! }?.0 ?? room.max { $0.1 < $1.1 }!.0
        var origin: Point
        switch edge {
        case .below: origin = Point(x: anchor.midX - s.width / 2, y: anchor.maxY + a.height)
        case .above: origin = Point(x: anchor.midX - s.width / 2, y: anchor.minY - a.height - s.height)
        case .right: origin = Point(x: anchor.maxX + a.height, y: anchor.midY - s.height / 2)
        case .left: origin = Point(x: anchor.minX - a.height - s.width, y: anchor.midY - s.height / 2)
        }
        origin.x = min(max(m, origin.x), max(m, w.width - s.width - m))
        origin.y = min(max(m, origin.y), max(m, w.height - s.height - m))
        let frame = Rect(origin: origin, size: s)
        panel.setFrame(frame)
        placeArrow(panel: frame, anchor: anchor)
    }

    /// The arrow: a triangle on the panel's edge facing the anchor, as near the anchor's
    /// centre as the panel's rounded corners allow.
    private func placeArrow(panel f: Rect, anchor: Rect) {
        let a = Self.arrowSize, inset = panel.cornerRadius + a.width / 2
        var p = Path()
        switch edge {
        case .below, .above:
            let x = min(max(anchor.midX, f.minX + inset), f.maxX - inset)
            let y = edge == .below ? f.minY : f.maxY
            let tipY = edge == .below ? y - a.height : y + a.height
            p.move(to: Point(x: x - a.width / 2, y: y))
            p.addLine(to: Point(x: x, y: tipY))
            p.addLine(to: Point(x: x + a.width / 2, y: y))
            arrowTip = Point(x: x, y: tipY)
        case .left, .right:
            let y = min(max(anchor.midY, f.minY + inset), f.maxY - inset)
            let x = edge == .right ? f.minX : f.maxX
            let tipX = edge == .right ? x - a.height : x + a.height
            p.move(to: Point(x: x, y: y - a.width / 2))
            p.addLine(to: Point(x: tipX, y: y))
            p.addLine(to: Point(x: x, y: y + a.width / 2))
            arrowTip = Point(x: tipX, y: y)
        }
        p.closeSubpath()
        arrow.setFrame(Rect(origin: .zero, size: overlay.bounds.size))
        arrow.path = p
    }

    /// Dismisses the popover when a press lands outside its panel.
    private final class OutsidePress: PointerHandler {
        weak var popover: Popover?
        init(popover: Popover) { self.popover = popover }

        func pointerDown(_ event: PointerEvent, at time: MediaTime) {
            guard let popover, let p = popover.panel.convert(event.location, from: nil), !popover.panel.bounds.contains(p) else { return }
            popover.dismiss()
        }
        func pointerMoved(_ event: PointerEvent, at time: MediaTime) {}
        func pointerUp(_ event: PointerEvent, at time: MediaTime) {}
        func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {}
    }
}
