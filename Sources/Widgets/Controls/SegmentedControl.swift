import Animation
import Geometry
import Gestures

/// A row of mutually exclusive segments (UISegmentedControl, iOS 13 style): a white pill
/// marks the selected one and slides to another on a spring.
///
/// A click on a segment selects it. A press on the pill lets it be dragged: it follows the
/// pointer from segment to segment, and the one under it on release is chosen, as on iOS.
/// With keyboard focus, the left and right arrows move the selection.
/// `onValueChanged` is called with the new index when the user changes it.
public final class SegmentedControl: Control {
    public let titles: [String]
    public private(set) var selectedIndex: Int
    public var onValueChanged: ((Int) -> Void)?

    private let pill: Layer
    private let labels: [TextLayer]
    private let separators: [Layer]
    private var tracking: (pointer: PointerID, onPill: Bool)?
    /// While the pill is dragged, the segment it shows on.
    private var draggedIndex: Int?

    public init(name: String, titles: [String], selectedIndex: Int = 0) {
        precondition(!titles.isEmpty, "a segmented control needs at least one segment")
        self.titles = titles
        self.selectedIndex = min(max(0, selectedIndex), titles.count - 1)
        let layer = Layer(name: name)
        layer.backgroundColor = Theme.controlFill
        layer.cornerRadius = Theme.segmentedCornerRadius
        pill = Layer(name: "\(name).selection")
        pill.backgroundColor = .white
        pill.cornerRadius = Theme.segmentedCornerRadius - Theme.segmentedInset
        pill.shadowColor = .black
        pill.shadowOpacity = 0.12
        pill.shadowRadius = 4
        pill.shadowOffset = Vector(dx: 0, dy: 2)
        pill.borderWidth = 0.5
        pill.borderColor = Color.black.withAlpha(0.04)
        separators = (0..<max(0, titles.count - 1)).map { i in
            let s = Layer(name: "\(name).separator.\(i)")
            s.backgroundColor = Theme.separator
            return s
        }
        labels = titles.enumerated().map { i, t in
            TextLayer(name: "\(name).segment.\(i)", string: t, fontSize: Theme.segmentedFontSize, textColor: Theme.label, alignment: .center)
        }
        for s in separators { layer.addSublayer(s) }
        layer.addSublayer(pill)
        for l in labels {
            l.truncationMode = .end
            layer.addSublayer(l)
        }
        super.init(layer: layer)
        setFrame(Rect(x: 0, y: 0, width: Double(titles.count) * 80, height: Theme.segmentedHeight))
    }

    public override func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        let w = segmentWidth
        for (i, l) in labels.enumerated() {
            l.setFrame(Rect(x: Double(i) * w + 4, y: 0, width: w - 8, height: rect.height))
        }
        for (i, s) in separators.enumerated() {
            s.setFrame(Rect(x: Double(i + 1) * w - 0.5, y: rect.height * 0.25, width: 1, height: rect.height * 0.5))
        }
        refresh(animated: false)
    }

    /// Selects a segment from code, without calling `onValueChanged`.
    public func select(_ index: Int, animated: Bool = true) {
        guard titles.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        refresh(animated: animated)
    }

    private var segmentWidth: Double { layer.bounds.width / Double(titles.count) }

    private func segment(at windowPoint: Point) -> Int? {
        guard let p = layer.convert(windowPoint, from: nil), segmentWidth > 0 else { return nil }
        let f = (p.x / segmentWidth).rounded(.down)
        guard f.isFinite else { return nil }
        return min(titles.count - 1, max(0, Int(max(-1, min(Double(titles.count), f)))))
    }

    private func choose(_ index: Int) {
        guard index != selectedIndex else { return refresh(animated: true) }
        selectedIndex = index
        refresh(animated: true)
        onValueChanged?(index)
        action?()
    }

    // MARK: Pointer

    public override func pointerDown(_ event: PointerEvent, at time: MediaTime) {
        guard isEnabled, tracking == nil, event.button != .right, let i = segment(at: event.location) else { return }
        tracking = (event.id, i == selectedIndex)
        if i == selectedIndex { draggedIndex = i }
        state.insert(.pressed)
    }

    public override func pointerMoved(_ event: PointerEvent, at time: MediaTime) {
        guard let t = tracking, t.pointer == event.id, t.onPill, let i = segment(at: event.location), i != draggedIndex else { return }
        draggedIndex = i
        refresh(animated: true)
    }

    public override func pointerUp(_ event: PointerEvent, at time: MediaTime) {
        guard let t = tracking, t.pointer == event.id else { return }
        tracking = nil
        state.remove(.pressed)
        let target = t.onPill ? draggedIndex : segment(at: event.location)
        draggedIndex = nil
        // A click that slid off the control (past the usual retention) selects nothing.
        if let p = layer.convert(event.location, from: nil), !t.onPill,
           !layer.bounds.insetBy(dx: -Theme.pressRetention, dy: -Theme.pressRetention).contains(p) {
            return refresh(animated: true)
        }
        if let target { choose(target) } else { refresh(animated: true) }
    }

    public override func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {
        guard tracking?.pointer == event.id else { return }
        tracking = nil
        draggedIndex = nil
        state.remove(.pressed)
        refresh(animated: true)
    }

    // MARK: Keys

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, isFocused, event.isDown, event.modifiers.isEmpty else { return false }
        switch event.key {
        case .left: choose(max(0, selectedIndex - 1))
        case .right: choose(min(titles.count - 1, selectedIndex + 1))
        default: return false
        }
        return true
    }

    // MARK: Drawing

    public override func stateDidChange() { refresh(animated: true) }

    private func refresh(animated: Bool) {
        let shown = draggedIndex ?? selectedIndex
        let w = segmentWidth, inset = Theme.segmentedInset
        var frame = Rect(x: Double(shown) * w + inset, y: inset, width: w - 2 * inset, height: layer.bounds.height - 2 * inset)
        // Held, the pill shrinks a little, as iOS's does under a finger.
        if tracking?.onPill == true {
            frame = frame.insetBy(dx: frame.width * 0.025, dy: frame.height * 0.05)
        }
        let apply = {
            self.pill.bounds = Rect(origin: .zero, size: frame.size)
            self.pill.position = Point(x: frame.midX, y: frame.midY)
        }
        if animated && layer.host != nil {
            pill.springChange(.bounds, key: "segmented.size") {
                pill.springChange(.position, key: "segmented.slide", change: apply)
            }
        } else {
            pill.removeAnimation(forKey: "segmented.size")
            pill.removeAnimation(forKey: "segmented.slide")
            apply()
        }
        for (i, l) in labels.enumerated() {
            l.isBold = i == shown
            l.textColor = isEnabled ? Theme.label : Theme.disabledLabel
        }
        // Separators hide beside the pill.
        for (i, s) in separators.enumerated() { s.isHidden = i == shown || i == shown - 1 }
        layer.borderWidth = showsFocus ? Theme.focusRingWidth : 0
        layer.borderColor = Theme.tint.withAlpha(0.6)
    }
}
