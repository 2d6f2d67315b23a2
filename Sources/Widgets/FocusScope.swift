import Animation
import Gestures

/// One group of controls that Tab cycles through, and the one focused in it: the screen's,
/// a presented alert's, or a tool panel's over the window (the inspector's). The scopes of
/// a window make up its `FocusChain`.
public final class FocusScope {
    /// What a scope holds. A modal scope (an alert) stands over the screen's and takes its
    /// keys while it shows; a panel scope (a tool over the window) stands beside it, with
    /// a focus of its own, and its owner gives it the keys while it has focus.
    public enum Kind: Sendable { case screen, modal, panel }

    public let kind: Kind
    /// The controls Tab visits, in order.
    public private(set) var controls: [Control] = []
    public private(set) var focused: Control?
    /// The chain the scope belongs to.
    private(set) weak var chain: FocusChain?

    init(_ kind: Kind, in chain: FocusChain) {
        self.kind = kind
        self.chain = chain
    }

    /// Replaces the controls. Focus stays on a control that is still in the list, and is
    /// cleared otherwise.
    public func setControls(_ controls: [Control]) {
        self.controls = controls
        for c in controls { c.focusChain = chain }
        if let f = focused, !contains(f) { clearFocus() }
    }

    /// Whether `control` is one of the scope's.
    public func contains(_ control: Control) -> Bool { controls.contains { $0 === control } }

    /// The index of the focused control in `controls`.
    public var focusedIndex: Int? { focused.flatMap { f in controls.firstIndex { $0 === f } } }

    public func clearFocus() {
        focused?.isFocused = false
        focused = nil
    }

    /// Focuses a control of the scope (a click on a text field, `becomeFocused()`).
    public func focus(_ control: Control, showsRing: Bool = true) {
        guard control.isEnabled, contains(control) else { return }
        if focused !== control { clearFocus() }
        focused = control
        control.isFocused = true
        control.showsFocusRing = showsRing
        if showsRing { reveal(control) }
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

    /// Keyboard focus landed on `control`: every scroll view above it scrolls it into view.
    private func reveal(_ control: Control) {
        var node = control.layer.superlayer
        while let n = node {
            for r in n.attachments.of(FocusRevealing.self) { r.reveal(control.layer) }
            node = n.superlayer
        }
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
