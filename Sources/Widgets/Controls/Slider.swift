import Animation
import Geometry
import Gestures

/// A value picked along a track (UISlider): a white thumb on a thin track, tinted up to the
/// thumb.
///
/// Drag the thumb, or press anywhere on the track to bring the thumb there and go on
/// dragging. With keyboard focus the arrow keys move by a hundredth of the range, Page Up
/// and Page Down by a tenth, Home and End to the ends. `onValueChanged` is called as the
/// value changes when `isContinuous` (the default), or once on release when not.
/// Defaults, as UISlider: value 0, minimum 0, maximum 1.
public final class Slider: Control {
    public private(set) var value: Double
    public var minimumValue: Double { didSet { setValue(value) } }
    public var maximumValue: Double { didSet { setValue(value) } }
    /// Whether `onValueChanged` fires during a drag (true) or only when it ends.
    public var isContinuous = true
    public var onValueChanged: ((Double) -> Void)?
    /// The track's colour up to the thumb. Defaults to `Theme.tint`.
    public var minimumTrackTint = Theme.tint { didSet { refresh(animated: false) } }

    private let track: Layer
    private let filled: Layer
    private let thumb: Layer
    private var tracking: (pointer: PointerID, grab: Double)?
    private var valueAtPress: Double?

    public init(name: String, value: Double = 0, minimum: Double = 0, maximum: Double = 1) {
        minimumValue = minimum
        maximumValue = max(minimum, maximum)
        self.value = min(max(value, minimum), max(minimum, maximum))
        let layer = Layer(name: name)
        track = Layer(name: "\(name).track")
        track.backgroundColor = Theme.controlFill.withAlpha(0.2)
        filled = Layer(name: "\(name).filled")
        thumb = Layer(name: "\(name).thumb")
        thumb.backgroundColor = .white
        thumb.shadowColor = .black
        thumb.shadowOpacity = 0.2
        thumb.shadowRadius = 4
        thumb.shadowOffset = Vector(dx: 0, dy: 2)
        thumb.borderWidth = 0.5
        thumb.borderColor = Color.black.withAlpha(0.04)
        for l in [track, filled, thumb] {
            l.allowsHitTesting = false
            layer.addSublayer(l)
        }
        super.init(layer: layer)
        setFrame(Rect(x: 0, y: 0, width: 200, height: Theme.sliderThumbSize + 6))
    }

    public override func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        refresh(animated: false)
    }

    /// Sets the value from code, clamped, without calling `onValueChanged`.
    public func setValue(_ v: Double, animated: Bool = false) {
        guard v.isFinite else { return }
        if maximumValue < minimumValue { maximumValue = minimumValue }
        value = min(max(v, minimumValue), maximumValue)
        refresh(animated: animated)
    }

    /// The thumb's centre travels between these x positions.
    private var travel: (start: Double, length: Double) {
        let half = Theme.sliderThumbSize / 2
        return (half, max(0, layer.bounds.width - 2 * half))
    }

    private func value(atX x: Double) -> Double {
        let t = travel
        let f = t.length > 0 ? min(1, max(0, (x - t.start) / t.length)) : 0
        return minimumValue + f * (maximumValue - minimumValue)
    }

    private func thumbX(for v: Double) -> Double {
        let range = maximumValue - minimumValue
        return travel.start + (range > 0 ? (v - minimumValue) / range : 0) * travel.length
    }

    private func change(to v: Double, animated: Bool, notify: Bool) {
        let clamped = min(max(v, minimumValue), maximumValue)
        guard clamped != value else { return }
        value = clamped
        refresh(animated: animated)
        if notify { onValueChanged?(value) }
    }

    // MARK: Pointer

    public override func pointerDown(_ event: PointerEvent, at time: MediaTime) {
        guard isEnabled, tracking == nil, event.button != .right, let p = layer.convert(event.location, from: nil) else { return }
        valueAtPress = value
        let x = thumbX(for: value)
        if abs(p.x - x) <= Theme.sliderThumbSize / 2 {
            // On the thumb: it keeps the offset at which it was grabbed, so it does not jump.
            tracking = (event.id, p.x - x)
        } else {
            // On the track: the thumb springs there, and the drag goes on from its centre.
            tracking = (event.id, 0)
            change(to: value(atX: p.x), animated: true, notify: isContinuous)
        }
        state.insert(.pressed)
    }

    public override func pointerMoved(_ event: PointerEvent, at time: MediaTime) {
        guard let t = tracking, t.pointer == event.id, let p = layer.convert(event.location, from: nil) else { return }
        change(to: value(atX: p.x - t.grab), animated: false, notify: isContinuous)
    }

    public override func pointerUp(_ event: PointerEvent, at time: MediaTime) {
        guard tracking?.pointer == event.id else { return }
        tracking = nil
        state.remove(.pressed)
        if !isContinuous, let before = valueAtPress, before != value { onValueChanged?(value) }
        valueAtPress = nil
    }

    public override func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {
        guard tracking?.pointer == event.id else { return }
        tracking = nil
        state.remove(.pressed)
        // The value stays where the drag left it, as UISlider's does; a slider that reports
        // only at the end reports it now.
        if !isContinuous, let before = valueAtPress, before != value { onValueChanged?(value) }
        valueAtPress = nil
    }

    // MARK: Keys

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, isFocused, event.isDown, event.modifiers.isEmpty else { return false }
        let range = maximumValue - minimumValue
        switch event.key {
        case .right, .up: change(to: value + range / 100, animated: true, notify: true)
        case .left, .down: change(to: value - range / 100, animated: true, notify: true)
        case Key("pageup"): change(to: value + range / 10, animated: true, notify: true)
        case Key("pagedown"): change(to: value - range / 10, animated: true, notify: true)
        case Key("home"): change(to: minimumValue, animated: true, notify: true)
        case Key("end"): change(to: maximumValue, animated: true, notify: true)
        default: return false
        }
        return true
    }

    // MARK: Drawing

    public override func stateDidChange() { refresh(animated: true) }

    private func refresh(animated: Bool) {
        let b = layer.bounds
        let h = Theme.sliderTrackHeight, side = Theme.sliderThumbSize
        let start = travel.start
        track.setFrame(Rect(x: start - h / 2, y: b.midY - h / 2, width: travel.length + h, height: h))
        track.cornerRadius = h / 2
        let x = thumbX(for: value)
        filled.backgroundColor = isEnabled ? minimumTrackTint : Theme.disabledLabel
        filled.cornerRadius = h / 2
        let apply = {
            self.thumb.bounds = Rect(x: 0, y: 0, width: side, height: side)
            self.thumb.cornerRadius = side / 2
            self.thumb.position = Point(x: x, y: b.midY)
            self.filled.bounds = Rect(x: 0, y: 0, width: x - start + h, height: h)
            self.filled.position = Point(x: (start - h / 2 + x + h / 2) / 2, y: b.midY)
        }
        if animated && layer.host != nil {
            thumb.springChange(.position, key: "slider.thumb") {
                filled.springChange(.bounds, key: "slider.bounds") {
                    filled.springChange(.position, key: "slider.fill", change: apply)
                }
            }
        } else {
            // Following the pointer: a spring from a press on the track must not hold it back.
            thumb.removeAnimation(forKey: "slider.thumb")
            filled.removeAnimation(forKey: "slider.bounds")
            filled.removeAnimation(forKey: "slider.fill")
            apply()
        }
        thumb.opacity = isEnabled ? 1 : 0.6
        thumb.borderWidth = showsFocus ? Theme.focusRingWidth : 0.5
        thumb.borderColor = showsFocus ? Theme.tint.withAlpha(0.6) : Color.black.withAlpha(0.04)
    }
}
