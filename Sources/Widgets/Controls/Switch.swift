import Animation
import Geometry
import Gestures

/// An on/off switch (UISwitch): a white thumb that slides on a spring across a track that
/// turns green when on.
///
/// A tap toggles it. The thumb can also be dragged: it follows the pointer along the track,
/// and on release settles on the side it is nearer, which may be where it started. While
/// pressed the thumb stretches towards the middle, as UISwitch's does. With keyboard focus,
/// Space or Return toggles it. `onValueChanged` is called when `isOn` changes by the user.
/// Defaults: off. Its natural size is 51 x 31 points.
public final class Switch: Control {
    public private(set) var isOn: Bool
    /// Called with the new state after the user changes it.
    public var onValueChanged: ((Bool) -> Void)?

    private let thumb: Layer
    private var tracking: (pointer: PointerID, startX: Double, startOn: Bool, dragged: Bool)?
    /// The thumb's centre as a fraction of its travel while dragged, 0 off ... 1 on.
    private var dragFraction: Double?

    public init(name: String, isOn: Bool = false) {
        self.isOn = isOn
        let layer = Layer(name: name)
        thumb = Layer(name: "\(name).thumb")
        thumb.backgroundColor = .white
        thumb.shadowColor = .black
        thumb.shadowOpacity = 0.15
        thumb.shadowRadius = 4
        thumb.shadowOffset = Vector(dx: 0, dy: 2)
        thumb.allowsHitTesting = false
        layer.addSublayer(thumb)
        super.init(layer: layer)
        setFrame(Rect(origin: .zero, size: Theme.switchSize))
    }

    public override func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        layer.cornerRadius = rect.height / 2
        refresh(animated: false)
    }

    /// Sets the state from code, without calling `onValueChanged`; the thumb slides when
    /// `animated`.
    public func setOn(_ on: Bool, animated: Bool = true) {
        guard on != isOn else { return }
        isOn = on
        refresh(animated: animated)
    }

    public override func activate() {
        guard isEnabled else { return }
        toggle()
    }

    private func toggle() {
        guard isEnabled else { return refresh(animated: true) }
        isOn.toggle()
        refresh(animated: true)
        onValueChanged?(isOn)
        action?()
    }

    // MARK: Pointer

    public override func pointerDown(_ event: PointerEvent, at time: MediaTime) {
        guard isEnabled, tracking == nil, event.button != .right, let p = layer.convert(event.location, from: nil) else { return }
        tracking = (event.id, p.x, isOn, false)
        state.insert(.pressed)
    }

    public override func pointerMoved(_ event: PointerEvent, at time: MediaTime) {
        guard var t = tracking, t.pointer == event.id, let p = layer.convert(event.location, from: nil) else { return }
        // A drag once the pointer has moved a few points along the track.
        if !t.dragged && abs(p.x - t.startX) < 4 { return }
        t.dragged = true
        tracking = t
        let travel = max(1, layer.bounds.width - layer.bounds.height)
        let start: Double = t.startOn ? 1 : 0
        dragFraction = min(1, max(0, start + (p.x - t.startX) / travel))
        refresh(animated: false)
    }

    public override func pointerUp(_ event: PointerEvent, at time: MediaTime) {
        guard let t = tracking, t.pointer == event.id else { return }
        tracking = nil
        state.remove(.pressed)
        // A tap let go far outside does nothing, as with any control.
        let r = Theme.pressRetention
        let inside = layer.convert(event.location, from: nil).map { layer.bounds.insetBy(dx: -r, dy: -r).contains($0) } ?? false
        if !t.dragged && !inside { return refresh(animated: true) }
        if t.dragged {
            let on = (dragFraction ?? (isOn ? 1 : 0)) >= 0.5
            dragFraction = nil
            if on != isOn {
                toggle()
            } else {
                refresh(animated: true)
            }
        } else {
            toggle()
        }
    }

    public override func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {
        guard tracking?.pointer == event.id else { return }
        tracking = nil
        dragFraction = nil
        state.remove(.pressed)
        refresh(animated: true)
    }

    // MARK: Drawing

    public override func stateDidChange() { refresh(animated: true) }

    private func refresh(animated: Bool) {
        let b = layer.bounds
        let inset = Theme.switchThumbInset
        let side = b.height - 2 * inset
        let pressed = state.contains(.pressed)
        let width = side + (pressed ? Theme.switchThumbStretch : 0)
        let fraction = dragFraction ?? (isOn ? 1 : 0)
        let travel = b.width - 2 * inset - width
        let x = inset + travel * fraction + width / 2
        let track = isEnabled ? (fraction >= 0.5 ? Theme.switchOn : Theme.controlFill) : Theme.controlFill.withAlpha(0.06)
        let apply = {
            self.thumb.bounds = Rect(x: 0, y: 0, width: width, height: side)
            self.thumb.cornerRadius = side / 2
            self.thumb.position = Point(x: x, y: b.midY)
        }
        if animated && layer.host != nil {
            thumb.springChange(.bounds, key: "switch.width") {
                thumb.springChange(.position, key: "switch.slide", change: apply)
            }
            layer.springChange(.backgroundColor, key: "switch.track") { layer.backgroundColor = track }
        } else {
            // Following the pointer: no spring may go on pulling the thumb elsewhere.
            thumb.removeAnimation(forKey: "switch.width")
            thumb.removeAnimation(forKey: "switch.slide")
            layer.removeAnimation(forKey: "switch.track")
            apply()
            layer.backgroundColor = track
        }
        thumb.opacity = isEnabled ? 1 : 0.6
        layer.borderWidth = showsFocus ? Theme.focusRingWidth : 0
        layer.borderColor = Theme.tint.withAlpha(0.6)
    }
}
