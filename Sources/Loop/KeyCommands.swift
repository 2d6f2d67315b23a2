import Gestures

/// The window's key commands, in one table: every shortcut, whether it is the scene's or
/// the studio's, and what it does. The window level checks it once (`StudioKeyFilter`),
/// the content looks its keys up in it, and a test holds the README's key list to it.
///
/// Keys that act on what has focus (Tab, Space, Return, Esc, a text field's editing keys,
/// the inspector's panel) are not commands: the focused control takes them.
public enum KeyCommands {
    /// The tabs Ctrl+digit can show: the window's five.
    public static let tabCount = 5

    public static let all: [KeyCommand] = [
        KeyCommand("Ctrl+1 … Ctrl+5", .scene, (1...tabCount).map { ("ctrl+\($0)", .selectTab($0)) }, "switch to that tab"),
        KeyCommand("Ctrl+Tab, Ctrl+Shift+Tab", .scene, [("ctrl+tab", .nextTab), ("ctrl+shift+tab", .previousTab)],
                   "next / previous tab (wraps)"),
        KeyCommand("Ctrl+Alt+Z", .scene, [("ctrl+alt+z", .shake)], "shake, as the iOS Simulator's Shake Gesture"),
        KeyCommand("Ctrl+G", .scene, [("ctrl+g", .gestureOverlay)], "gesture overlay"),
        KeyCommand("Ctrl+T", .scene, [("ctrl+t", .slowAnimations)], "slow animations"),
        KeyCommand("Ctrl+P", .scene, [("ctrl+p", .pause)], "pause / resume every animation"),
        KeyCommand("`.` and `,`", .scene, [(".", .stepForward), (",", .stepBack)], "while paused: step one frame forward / back"),
        KeyCommand("Ctrl+Shift+I", .studio, [("ctrl+shift+i", .inspector)], "the inspector"),
        KeyCommand("Ctrl+Shift+P", .studio, [("ctrl+shift+p", .paintFlashing)], "paint flashing"),
        KeyCommand("Ctrl+Shift+F", .studio, [("ctrl+shift+f", .frameMeter)], "frame meter"),
        KeyCommand("F12", .studio, [("f12", .screenshot)], "save a picture of the window (a mark while capturing)"),
        KeyCommand("Ctrl+Shift+S", .studio, [("ctrl+shift+s", .saveReport)], "save a bug report of the session so far"),
        KeyCommand("Ctrl+R", .studio, [("ctrl+r", .capture)], "start or stop a capture"),
        KeyCommand("Ctrl+Shift+T", .studio, [("ctrl+shift+t", .takeOver)], "in a session opened with `motionlab open`: take over from the playhead"),
        KeyCommand("Ctrl+Q", .studio, [("ctrl+q", .quit)], "quit"),
    ]

    private static let byChord: [KeyChord: (KeyCommand, KeyAction)] = {
        var out: [KeyChord: (KeyCommand, KeyAction)] = [:]
        for c in all {
            for b in c.bindings {
                precondition(out[b.chord] == nil, "the key table binds \(b.chord) twice")
                out[b.chord] = (c, b.action)
            }
        }
        return out
    }()

    /// The command a key press (or repeat) triggers, and what it does; nil for a release
    /// or a key that is no command.
    public static func command(for k: KeyEvent) -> (command: KeyCommand, action: KeyAction)? {
        guard k.isDown else { return nil }
        return byChord[KeyChord(key: k.key, modifiers: k.modifiers)]
    }

    /// What a key press does in the scene, if it is one of the scene's commands.
    public static func sceneAction(for k: KeyEvent) -> KeyAction? {
        guard let (command, action) = command(for: k), command.kind == .scene else { return nil }
        return action
    }
}
