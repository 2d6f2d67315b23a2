import Animation
import Geometry
import Gestures

/// A − / + control that steps a value between bounds (UIStepper).
///
/// A press steps at once; held, it repeats after `Theme.stepperRepeatDelay` and speeds up
/// (autorepeat). The segment at a bound is disabled unless the stepper wraps. With
/// keyboard focus the arrow keys step, and Page Up / Page Down step ten at a time.
/// `onValueChanged` is called once per step, with the new value.
///
/// Defaults, as UIStepper: value 0, minimum 0, maximum 100, step 1, no wrapping,
/// autorepeat on. Its natural size is 94 x 32 points.
public final class Stepper: Control {
    /// UIStepper's size.
    public static let naturalSize = Size(width: 94, height: 32)

    public private(set) var value: Double
    public var minimumValue: Double { didSet { clampAndRefresh() } }
    public var maximumValue: Double { didSet { clampAndRefresh() } }
    public var stepValue: Double { didSet { if !(stepValue > 0) || !stepValue.isFinite { stepValue = 1 } } }
    /// Whether stepping past a bound wraps round to the other. Defaults to false.
    public var wraps = false { didSet { refresh() } }
    /// Whether holding a segment repeats. Defaults to true.
    public var autorepeat = true
    /// Called after each step with the new value.
    public var onValueChanged: ((Double) -> Void)?

    private let decrementLayer: Layer
    private let incrementLayer: Layer
    private let minusGlyph: ShapeLayer
    private let plusGlyph: ShapeLayer
    private let separator: Layer
    /// The segment held down (−1 or +1) and whether the pointer is still over it.
    private var held: (direction: Double, pointer: PointerID, inside: Bool)?
    private var nextRepeat: MediaTime?
    private var repeatInterval = Theme.stepperRepeatInterval

    public init(name: String, value: Double = 0, minimum: Double = 0, maximum: Double = 100, step: Double = 1) {
        minimumValue = minimum
        maximumValue = max(minimum, maximum)
        stepValue = step > 0 && step.isFinite ? step : 1
        self.value = Swift.min(Swift.max(value, minimum), Swift.max(minimum, maximum))
        let layer = Layer(name: name)
        layer.cornerRadius = Theme.stepperCornerRadius
        layer.backgroundColor = Theme.controlFill
        decrementLayer = Layer(name: "\(name).decrement")
        incrementLayer = Layer(name: "\(name).increment")
        // A pressed segment's highlight follows the stepper's rounded corners.
        decrementLayer.cornerRadius = Theme.stepperCornerRadius
        incrementLayer.cornerRadius = Theme.stepperCornerRadius
        let glyphSize = Theme.stepperGlyphSize
        minusGlyph = Glyph.minus.makeLayer(name: "\(name).minus", size: glyphSize, color: Theme.label)
        plusGlyph = Glyph.plus.makeLayer(name: "\(name).plus", size: glyphSize, color: Theme.label)
        separator = Layer(name: "\(name).separator")
        separator.backgroundColor = Theme.separator
        decrementLayer.addSublayer(minusGlyph)
        incrementLayer.addSublayer(plusGlyph)
        for l in [decrementLayer, incrementLayer, separator] {
            l.allowsHitTesting = l === separator ? false : true
            layer.addSublayer(l)
        }
        minusGlyph.allowsHitTesting = false
        plusGlyph.allowsHitTesting = false
        super.init(layer: layer)
        setFrame(Rect(origin: .zero, size: Self.naturalSize))
    }

    /// Places the stepper; each segment takes half.
    public override func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        let half = rect.width / 2
        decrementLayer.setFrame(Rect(x: 0, y: 0, width: half, height: rect.height))
        incrementLayer.setFrame(Rect(x: half, y: 0, width: half, height: rect.height))
        for (g, seg) in [(minusGlyph, decrementLayer), (plusGlyph, incrementLayer)] {
            // On whole points, so the glyph's straight strokes stay crisp.
            g.position = Point(x: seg.bounds.midX.rounded(), y: seg.bounds.midY.rounded())
        }
        let inset = rect.height * 0.25
        separator.setFrame(Rect(x: half - 0.5, y: inset, width: 1, height: rect.height - 2 * inset))
        refresh()
    }

    /// Sets the value without calling `onValueChanged`, clamped to the bounds.
    public func setValue(_ v: Double) {
        guard v.isFinite else { return }
        value = Swift.min(Swift.max(v, minimumValue), maximumValue)
        refresh()
    }

    /// Whether a step in `direction` (+1 or −1) can happen now.
    public func canStep(_ direction: Double) -> Bool {
        guard isEnabled else { return false }
        if wraps { return maximumValue > minimumValue }
        return direction > 0 ? value < maximumValue : value > minimumValue
    }

    /// Steps `count` times in `direction`, as a press would; calls `onValueChanged` once.
    public func step(_ direction: Double, count: Int = 1) {
        guard canStep(direction) else { return }
        var v = value + direction * stepValue * Double(count)
        if wraps {
            if v > maximumValue { v = minimumValue } else if v < minimumValue { v = maximumValue }
        } else {
            v = Swift.min(Swift.max(v, minimumValue), maximumValue)
        }
        // Keep whole steps free of float drift (0.1 + 0.2 is not 0.3): a value a whole
        // number of steps from the minimum is rounded to 12 decimal places.
        let steps = ((v - minimumValue) / stepValue).rounded()
        if abs(steps * stepValue + minimumValue - v) < stepValue * 1e-9 {
            v = ((steps * stepValue + minimumValue) * 1e12).rounded() / 1e12
        }
        guard v != value else { return }
        value = v
        refresh()
        onValueChanged?(v)
    }

    // MARK: Time

    public override var nextWakeTime: MediaTime? { held?.inside == true ? nextRepeat : nil }

    public override func update(at time: MediaTime) {
        guard let h = held, h.inside, let due = nextRepeat, due <= time else { return }
        step(h.direction)
        guard canStep(h.direction) else {
            nextRepeat = nil
            return
        }
        nextRepeat = due + repeatInterval
        repeatInterval = Swift.max(Theme.stepperFastestRepeat, repeatInterval * Theme.stepperRepeatAcceleration)
    }

    // MARK: Pointer

    public override func pointerDown(_ event: PointerEvent, at time: MediaTime) {
        guard isEnabled, held == nil, event.button != .right, let p = layer.convert(event.location, from: nil) else { return }
        let direction: Double = p.x < layer.bounds.midX ? -1 : 1
        guard canStep(direction) else { return }
        held = (direction, event.id, true)
        step(direction)
        repeatInterval = Theme.stepperRepeatInterval
        nextRepeat = autorepeat ? time + Theme.stepperRepeatDelay : nil
        refresh()
    }

    public override func pointerMoved(_ event: PointerEvent, at time: MediaTime) {
        guard var h = held, h.pointer == event.id else { return }
        let segment = h.direction < 0 ? decrementLayer : incrementLayer
        let r = Theme.pressRetention
        let inside = segment.convert(event.location, from: nil).map { segment.bounds.insetBy(dx: -r, dy: -r).contains($0) } ?? false
        guard inside != h.inside else { return }
        h.inside = inside
        held = h
        // Back inside, repeating starts over from the delay, as UIStepper does.
        if inside, autorepeat { nextRepeat = time + Theme.stepperRepeatDelay; repeatInterval = Theme.stepperRepeatInterval }
        refresh()
    }

    public override func pointerUp(_ event: PointerEvent, at time: MediaTime) {
        guard held?.pointer == event.id else { return }
        release()
    }

    public override func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {
        guard held?.pointer == event.id else { return }
        release()
    }

    private func release() {
        held = nil
        nextRepeat = nil
        refresh()
    }

    // MARK: Keys

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, isFocused, event.isDown, event.modifiers.isEmpty else { return false }
        switch event.key {
        case .up, .right: step(1)
        case .down, .left: step(-1)
        case Key("pageup"): step(1, count: 10)
        case Key("pagedown"): step(-1, count: 10)
        default: return false
        }
        return true
    }

    // MARK: Drawing

    public override func stateDidChange() { refresh() }

    private func clampAndRefresh() {
        if maximumValue < minimumValue { maximumValue = minimumValue }
        value = Swift.min(Swift.max(value, minimumValue), maximumValue)
        refresh()
    }

    private func refresh() {
        for (direction, segment, glyph) in [(-1.0, decrementLayer, minusGlyph), (1.0, incrementLayer, plusGlyph)] {
            let enabled = canStep(direction)
            let pressed = held.map { $0.direction == direction && $0.inside } ?? false
            segment.backgroundColor = pressed ? Theme.controlPressedFill : (state.contains(.hovered) && enabled ? Theme.controlHoverFill : nil)
            glyph.strokeColor = enabled ? Theme.label : Theme.disabledLabel
        }
        layer.borderWidth = showsFocus ? Theme.focusRingWidth : 0
        layer.borderColor = Theme.tint.withAlpha(0.6)
    }
}
