import Animation
import Gestures

/// Keyboard focus over an ordered list of controls (and, since every interactive control
/// is in it, the way they are woken on time): Tab moves forward, Shift+Tab back,
/// Space or Return activates the focused one. Focus shows only once the keyboard is used,
/// as focus rings do on desktops, and a click hides it again (a clicked text field keeps
/// focus, with a caret and no ring).
///
/// A modal panel (an alert) narrows the chain to its own controls while it shows, as
/// UIKit's modal presentation does: Tab cycles inside it and nothing behind takes focus.
public final class FocusChain {
    /// The controls Tab visits now: the topmost modal's, or the screen's.
    public var controls: [Control] { modals.last ?? screen }
    public private(set) var focused: Control?
    /// The screen's controls, as last set.
    private var screen: [Control] = []
    /// Open modal panels' controls, innermost last.
    private var modals: [[Control]] = []
    /// Where focus was before each modal opened, to return to when it closes.
    private var focusBeforeModal: [Control?] = []

    public init() {}

    /// Whether a modal panel holds the focus.
    public var isModal: Bool { !modals.isEmpty }

    /// Replaces the screen's controls that can take focus, in Tab order. Focus stays on a
    /// control that is still in the list, and is cleared otherwise.
    public func setControls(_ controls: [Control]) {
        screen = controls
        rebind()
    }

    /// Narrows the chain to a modal panel's controls and focuses `first` (or nothing).
    public func beginModal(_ controls: [Control], focusing first: Control? = nil) {
        focusBeforeModal.append(focused)
        modals.append(controls)
        rebind()
        if let first { focus(first) } else { clearFocus() }
    }

    /// Closes the innermost modal scope; focus returns to where it was before it opened.
    public func endModal() {
        guard !modals.isEmpty else { return }
        modals.removeLast()
        let previous = focusBeforeModal.removeLast()
        rebind()
        if let previous, controls.contains(where: { $0 === previous }) { focus(previous, showsRing: previous.showsFocusRing) }
    }

    private func rebind() {
        let all = screen + modals.joined()
        let live = controls
        for c in all { c.focusChain = self }
        if let f = focused, !live.contains(where: { $0 === f }) { clearFocus() }
    }

    /// The earliest time a control of the chain must be woken (see `Control.nextWakeTime`).
    public var nextWakeTime: MediaTime? { (screen + modals.joined()).compactMap(\.nextWakeTime).min() }

    /// Lets every control of the chain run what fell due by `time`.
    public func update(at time: MediaTime) {
        for c in screen + modals.joined() { c.update(at: time) }
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
