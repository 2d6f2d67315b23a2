/// What a key command does. Scene actions change what the content does, so they are input:
/// recorded in a capture and replayed. Studio actions serve the person looking (a picture,
/// a panel, a meter, a capture, quitting) and never reach the content.
public enum KeyAction: Hashable, Sendable {
    // MARK: Scene
    /// Shows tab `n` (from 1).
    case selectTab(Int)
    case nextTab
    case previousTab
    /// A whole shake at once, as the iOS Simulator's Shake Gesture sends it.
    case shake
    case gestureOverlay
    case slowAnimations
    case pause
    /// While paused: one frame (1/60 s) forward, or back.
    case stepForward
    case stepBack

    // MARK: Studio
    case inspector
    case paintFlashing
    case frameMeter
    case screenshot
    /// "Save that": a bug report of the session so far.
    case saveReport
    case capture
    /// In a session opened with `motionlab open`: live input from the playhead on.
    case takeOver
    case quit
}
