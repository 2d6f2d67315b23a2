import Animation
import Geometry
import Gestures

/// A layer-backed element that tracks presses and fires an action (UIControl): normal,
/// hovered, pressed, focused and disabled states, activation by click or by Space/Return
/// when it has keyboard focus.
///
/// A press that leaves the control by more than `Theme.pressRetention` shows as released;
/// lifting there does not fire. Subclasses redraw in `stateDidChange()`.
open class Control: PointerHandler {
    /// The states a control shows.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let hovered = State(rawValue: 1)
        public static let pressed = State(rawValue: 2)
        public static let focused = State(rawValue: 4)
        public static let disabled = State(rawValue: 8)
    }

    public let layer: Layer
    /// Called when the control is activated.
    public var action: (() -> Void)?
    public internal(set) var state: State = [] {
        didSet { if state != oldValue { stateDidChange() } }
    }
    /// Defaults to true. A disabled control ignores pointers and keys and shows dimmed.
    public var isEnabled: Bool {
        get { !state.contains(.disabled) }
        set {
            if newValue { state.remove(.disabled) } else { state = [.disabled] }
        }
    }
    public var isFocused: Bool {
        get { state.contains(.focused) }
        set { if newValue { state.insert(.focused) } else { state.remove(.focused) } }
    }

    /// Whether focus shows a ring: true for focus the keyboard gave, false for a focus the
    /// pointer gave (a clicked text field shows its caret instead). Defaults to true.
    public internal(set) var showsFocusRing = true { didSet { if showsFocusRing != oldValue { stateDidChange() } } }

    /// Whether to draw a focus ring now.
    public var showsFocus: Bool { isFocused && showsFocusRing }

    private var trackingPointer: PointerID?

    public init(layer: Layer) {
        self.layer = layer
        layer.attachments.add(self, as: PointerHandler.self)
        layer.attachments.add(self, as: Control.self)
    }

    /// Places the control. Controls with parts override it to lay them out; the default
    /// sets the layer's frame.
    open func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
    }

    /// Drops what the control has open or in flight (a colour well's popover) when the user
    /// presses Esc or the window loses focus. The default does nothing.
    open func cancelInteraction() {}

    /// Whether the user can see the control: neither it nor any layer above it is hidden.
    /// Tab skips the ones that are not.
    public var isVisible: Bool {
        var node: Layer? = layer
        while let n = node {
            if n.isHidden { return false }
            node = n.superlayer
        }
        return true
    }

    /// Redraws for `state`. Override; the default does nothing.
    open func stateDidChange() {}

    /// The next media-clock time at which the control must run without input (a held
    /// stepper's next repeat), if any. The scene wakes for it. Defaults to nil.
    open var nextWakeTime: MediaTime? { nil }

    /// Runs what fell due by `time`; called at wake times and each frame. An override must
    /// move or clear `nextWakeTime` once it has run. The default does nothing.
    open func update(at time: MediaTime) {}

    /// Fires the action, as a click or a key press does.
    public func activate() {
        guard isEnabled else { return }
        action?()
    }

    /// The focus chain the control is in, if any.
    public internal(set) weak var focusChain: FocusChain?

    /// Takes keyboard focus (becomeFirstResponder), if the control is in a focus chain and
    /// enabled. `showsRing` is false for a focus the pointer gave (a clicked text field).
    public func becomeFocused(showsRing: Bool = true) {
        focusChain?.focus(self, showsRing: showsRing)
    }

    /// Space and Return activate a focused control. Returns whether the key was used.
    /// Subclasses that take more keys (a stepper's arrows) override it.
    open func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, isFocused, event.isDown, !event.isRepeat,
              event.isPress(.space) || event.isPress(.return) else { return false }
        activate()
        return true
    }

    // MARK: PointerHandler

    public var tracksHover: Bool { isEnabled }

    public func hoverChanged(_ inside: Bool) {
        if inside && isEnabled { state.insert(.hovered) } else { state.remove(.hovered) }
    }

    public func pointerDown(_ event: PointerEvent, at time: MediaTime) {
        guard isEnabled, trackingPointer == nil, event.button != .right else { return }
        trackingPointer = event.id
        state.insert(.pressed)
    }

    public func pointerMoved(_ event: PointerEvent, at time: MediaTime) {
        guard event.id == trackingPointer else { return }
        if isWithinRetention(event.location) { state.insert(.pressed) } else { state.remove(.pressed) }
    }

    public func pointerUp(_ event: PointerEvent, at time: MediaTime) {
        guard event.id == trackingPointer else { return }
        trackingPointer = nil
        let fires = isWithinRetention(event.location)
        state.remove(.pressed)
        if fires { activate() }
    }

    public func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {
        guard event.id == trackingPointer else { return }
        trackingPointer = nil
        state.remove(.pressed)
    }

    private func isWithinRetention(_ windowPoint: Point) -> Bool {
        guard let p = layer.convert(windowPoint, from: nil) else { return false }
        let r = Theme.pressRetention
        return layer.bounds.insetBy(dx: -r, dy: -r).contains(p)
    }
}
