import Gestures

/// Keyboard focus over an ordered list of controls: Tab moves forward, Shift+Tab back,
/// Space or Return activates the focused one. Focus shows only once the keyboard is used,
/// as focus rings do on desktops, and a click hides it again.
public final class FocusChain {
    public private(set) var controls: [Control] = []
    public private(set) var focusedIndex: Int?

    public init() {}

    /// Replaces the controls that can take focus, in Tab order; clears focus.
    public func setControls(_ controls: [Control]) {
        clearFocus()
        self.controls = controls
    }

    public var focused: Control? { focusedIndex.map { controls[$0] } }

    public func clearFocus() {
        focused?.isFocused = false
        focusedIndex = nil
    }

    /// Handles Tab, Shift+Tab, Space and Return. Returns whether the key was used.
    public func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isDown else { return false }
        if event.isPress(.tab) || event.isPress(.tab, .shift) {
            move(by: event.modifiers.contains(.shift) ? -1 : 1)
            return true
        }
        return focused?.handleKey(event) ?? false
    }

    private func move(by step: Int) {
        let enabled = controls.indices.filter { controls[$0].isEnabled }
        guard !enabled.isEmpty else { return }
        let next: Int
        if let current = focusedIndex, let pos = enabled.firstIndex(of: current) {
            next = enabled[(pos + step + enabled.count) % enabled.count]
        } else {
            next = step > 0 ? enabled.first! : enabled.last!
        }
        focused?.isFocused = false
        focusedIndex = next
        controls[next].isFocused = true
    }
}
