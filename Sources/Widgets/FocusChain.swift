import Animation
import Gestures

/// A window's keyboard focus, in scopes (`FocusScope`): the screen's controls, a modal
/// scope per presented alert stacked over them, and the panel of a tool drawn over the
/// window (the inspector's). Tab moves forward, Shift+Tab back, Space or Return activates
/// the focused control. Focus shows only once the keyboard is used, as focus rings do on
/// desktops, and a click hides it again (a clicked text field keeps focus, with a caret
/// and no ring). Since every interactive control of the screen is in it, it is also how
/// they are woken on time.
///
/// A modal scope (an alert) narrows the screen's focus to its own controls while it
/// shows, as UIKit's modal presentation does: Tab cycles inside it and nothing behind
/// takes focus. The panel's scope has a focus of its own beside the screen's, so a text
/// field keeps its caret while the panel's buttons are tabbed through. A tool's alert over
/// the window (the studio's) is a modal scope beside the screen's too: it leaves the
/// screen's focus and modals as they are, and its owner hands it the keys.
public final class FocusChain {
    /// The screen's scope.
    private lazy var screen = FocusScope(.screen, in: self)
    /// Open modal scopes, innermost last.
    private var modals: [FocusScope] = []
    /// Where focus was before each modal opened, to return to when it closes.
    private var focusBeforeModal: [Control?] = []
    /// The scope of a tool's panel over the window (the inspector's); its owner hands it
    /// the keys while it has focus.
    public private(set) lazy var panel = FocusScope(.panel, in: self)
    /// Open alerts of tools over the window, innermost last.
    private var toolModals: [FocusScope] = []
    /// The innermost open alert of a tool over the window (the studio's): its owner hands
    /// it the keys while it shows.
    public var toolModal: FocusScope? { toolModals.last }

    public init() {}

    /// The scope the screen's keys go to: the topmost modal's, or the screen's.
    public var active: FocusScope { modals.last ?? screen }

    /// The controls Tab visits now: the topmost modal's, or the screen's.
    public var controls: [Control] { active.controls }
    /// The control focused in the active scope.
    public var focused: Control? { active.focused }

    /// Whether a modal panel holds the focus.
    public var isModal: Bool { !modals.isEmpty }

    /// Replaces the screen's controls that can take focus, in Tab order. Focus stays on a
    /// control that is still in the list, and is cleared otherwise.
    public func setControls(_ controls: [Control]) {
        screen.setControls(controls)
    }

    /// Narrows the chain to a modal panel's controls and focuses `first` (or nothing). A
    /// tool's alert (`forTool`) stands beside the screen's scopes instead, and changes
    /// none of their focus.
    public func beginModal(_ controls: [Control], focusing first: Control? = nil, forTool: Bool = false) {
        if forTool {
            let scope = FocusScope(.modal, in: self)
            scope.setControls(controls)
            toolModals.append(scope)
            if let first { scope.focus(first) }
            return
        }
        focusBeforeModal.append(focused)
        active.clearFocus()
        let scope = FocusScope(.modal, in: self)
        scope.setControls(controls)
        modals.append(scope)
        if let first { scope.focus(first) }
    }

    /// Closes the innermost modal scope; focus returns to where it was before it opened.
    /// A tool's (`forTool`) closes the innermost of the tools' alerts.
    public func endModal(forTool: Bool = false) {
        if forTool {
            toolModals.popLast()?.clearFocus()
            return
        }
        guard let scope = modals.popLast() else { return }
        scope.clearFocus()
        let previous = focusBeforeModal.removeLast()
        if let previous, active.contains(previous) { active.focus(previous, showsRing: previous.showsFocusRing) }
    }

    /// The earliest time a control of the screen or of an open modal must be woken (see
    /// `Control.nextWakeTime`). Asked every frame: it builds no array.
    public var nextWakeTime: MediaTime? {
        var earliest: MediaTime?
        func scan(_ scope: FocusScope) {
            for c in scope.controls {
                if let t = c.nextWakeTime, earliest.map({ t < $0 }) ?? true { earliest = t }
            }
        }
        scan(screen)
        for m in modals { scan(m) }
        for m in toolModals { scan(m) }
        return earliest
    }

    /// Lets every control of the screen and of the open modals run what fell due by `time`.
    public func update(at time: MediaTime) {
        for c in screen.controls { c.update(at: time) }
        for m in modals + toolModals {
            for c in m.controls { c.update(at: time) }
        }
    }

    /// The index of the focused control in `controls`.
    public var focusedIndex: Int? { active.focusedIndex }

    /// The focused control when it takes typed text.
    public var textInputClient: TextInputClient? { focused.flatMap { $0.isVisible ? $0 as? TextInputClient : nil } }

    /// Clears the focus of the active scope.
    public func clearFocus() {
        active.clearFocus()
    }

    /// Focuses a control of the active scope, of a tool's alert or of the panel's (a click
    /// on a text field, `becomeFocused()`); one in a scope behind a modal takes no focus.
    public func focus(_ control: Control, showsRing: Bool = true) {
        if let tool = toolModals.last(where: { $0.contains(control) }) {
            tool.focus(control, showsRing: showsRing)
        } else if active.contains(control) {
            active.focus(control, showsRing: showsRing)
        } else {
            panel.focus(control, showsRing: showsRing)
        }
    }

    /// Handles Tab, Shift+Tab, and the focused control's own keys in the active scope.
    /// Returns whether the key was used.
    public func handleKey(_ event: KeyEvent) -> Bool {
        active.handleKey(event)
    }
}
