import Gestures

/// A control that takes typed text while it has keyboard focus (UIKeyInput and
/// UITextInput's marked text): a text field. While one is focused the front end turns
/// text input on, and the control sees every key before the window's shortcuts.
public protocol TextInputClient: Control {
    /// Inserts committed text at the caret, replacing the selection.
    func insertText(_ text: String)
    /// Shows an input method's composition at the caret (nil or empty: none).
    func setComposition(_ composition: TextComposition?)
}
