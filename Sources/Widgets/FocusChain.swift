import Gestures

/// Keyboard focus over an ordered list of controls (and, since every interactive control
/// is in it, the way they are woken on time): Tab moves forward, Shift+Tab back,
/// Space or Return activates the focused one. Focus shows only once the keyboard is used,
/// as focus rings do on desktops, and a click hides it again (a clicked text field keeps
/// focus, with a caret and no ring).
public final class FocusChain {
    public private(set) var controls: [Control] = []
    public private(set) var focused: Control?

    public init() {}

    /// Replaces the controls that can take focus, in Tab order. Focus stays on a control
    /// that is still in the list, and is cleared otherwise.
    public func setControls(_ controls: [Control]) {
        for c in self.controls where !controls.contains(where: { $0 === c }) { c.focusChain = nil }
        self.controls = controls
        for c in controls { c.focusChain = self }
        if let f = focused, !controls.contains(where: { $0 === f }) { clearFocus() }
    }

    /// The earliest time a control of the chain must be woken (see `Control.nextWakeTime`).
    public var nextWakeTime: Double? { controls.compactMap(\.nextWakeTime).min() }

    /// Lets every control of the chain run what fell due by `time`.
    public func update(at time: Double) {
        for c in controls { c.update(at: time) }
    }

    /// The index of the focused control in `controls`.
    public var focusedIndex: Int? { focused.flatMap { f in controls.firstIndex { $0 === f } } }

    /// The focused control when it takes typed text.
    public var textInputClient: TextInputClient? { focused.flatMap { $0.isVisible ? $0 as? TextInputClient : nil } }

    public func clearFocus() {
        focused?.isFocused = false
        focused = nil
    }

    /// Focuses a control of the chain (a click on a text field, `becomeFocused()`).
    public func focus(_ control: Control, showsRing: Bool = true) {
        guard control.isEnabled, controls.contains(where: { $0 === control }) else { return }
        if focused !== control { clearFocus() }
        focused = control
        control.isFocused = true
        control.showsFocusRing = showsRing
    }

    /// Handles Tab, Shift+Tab, and the focused control's own keys (Space and Return
    /// activate a button). Returns whether the key was used.
    public func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isDown else { return false }
        if event.isPress(.tab) || event.isPress(.tab, .shift) {
            move(by: event.modifiers.contains(.shift) ? -1 : 1)
            return true
        }
        return focused?.handleKey(event) ?? false
    }

    private func move(by step: Int) {
        let enabled = controls.indices.filter { controls[$0].isEnabled && controls[$0].isVisible }
        guard !enabled.isEmpty else { return }
        let next: Int
        if let current = focusedIndex, let pos = enabled.firstIndex(of: current) {
            next = enabled[(pos + step + enabled.count) % enabled.count]
        } else {
            next = step > 0 ? enabled.first! : enabled.last!
        }
        focus(controls[next])
    }
}
