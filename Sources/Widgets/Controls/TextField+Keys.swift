import Animation
import Gestures

/// A text field's keys: editing, moving and selecting by character, word and line, and
/// the clipboard.
extension TextField {
    func handleEditingKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, isFocused else { return false }
        if event.key == .tab { return false }
        guard event.isDown else { return true }
        let shift = event.modifiers.contains(.shift)
        let ctrl = event.modifiers.contains(.control)
        let chars = characters
        switch event.key {
        case .left:
            if !shift && !selection.isEmpty { move(to: selection.lowerBound, extending: false) } else { move(to: activeEnd - 1, extending: shift) }
        case .right:
            if !shift && !selection.isEmpty { move(to: selection.upperBound, extending: false) } else { move(to: activeEnd + 1, extending: shift) }
        case Key("home"), .up: move(to: 0, extending: shift)
        case Key("end"), .down: move(to: chars.count, extending: shift)
        case .backspace:
            clampSelection()
            if selection.isEmpty, selection.lowerBound > 0 { selection = (selection.lowerBound - 1)..<selection.lowerBound }
            replaceSelection(with: "")
        case .delete:
            clampSelection()
            if selection.isEmpty, selection.upperBound < chars.count { selection = selection.lowerBound..<(selection.lowerBound + 1) }
            replaceSelection(with: "")
        case .return:
            // Return commits and ends the editing, as textFieldShouldReturn usually does.
            composition = nil
            if onReturn?(text) == true { return true }
            onCommit?(text)
            focusChain?.clearFocus()
        case .escape:
            if onEscape?() == true { return true }
            if let original = textAtFocus, original != text {
                setText(original)
                onChange?(text)
            }
            focusChain?.clearFocus()
        case "a" where ctrl: select(0..<chars.count)
        case "c" where ctrl: copySelection()
        case "x" where ctrl:
            copySelection()
            replaceSelection(with: "")
        case "v" where ctrl:
            if let s = pasteboard?.string { replaceSelection(with: s, pasted: true) }
        default:
            // Printable keys arrive again as text; other shortcuts belong to the window.
            return !ctrl && !event.modifiers.contains(.alt) && event.key.name.count == 1
                || event.key == .space
        }
        return true
    }

    private func copySelection() {
        clampSelection()
        guard !selection.isEmpty else { return }
        pasteboard?.string = String(characters[selection])
    }
}
