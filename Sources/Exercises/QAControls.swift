import Animation
import Geometry
import Gestures
import Loop
import Widgets

/// Visual QA of animations, applied through the root layer's timing so no exercise needs
/// special cases: Ctrl+T toggles slow animations (10x slower, as the iOS Simulator's),
/// Ctrl+P pauses and resumes everything (Apple's QA1673), and while paused "." steps one
/// frame forward and "," one back. A badge low in the middle, just above the tab bar, says
/// SLOW or PAUSED; it takes no clicks, so it never stands between the user and a control.
final class QAControls {
    /// How much slower "slow animations" run.
    static let slowFactor = 10.0
    /// One frame step, in seconds of animation time.
    static let frameStep = 1.0 / 60

    let badge: Layer
    private let label: TextLayer
    private let root: Layer
    private(set) var isSlow = false

    init(root: Layer) {
        self.root = root
        badge = Layer(name: "qa.badge")
        badge.backgroundColor = Color(r8: 0xFF, g8: 0x9F, b8: 0x0A)
        badge.cornerRadius = 12
        badge.isHidden = true
        badge.allowsHitTesting = false
        label = TextLayer(name: "qa.badge.text", fontSize: 13, textColor: .white, alignment: .center, bold: true)
        label.allowsHitTesting = false
        badge.addSublayer(label)
    }

    var isPaused: Bool { root.isPaused }

    /// Performs a QA key command (Ctrl+T, Ctrl+P, and "." or "," while paused); returns
    /// false for one that does nothing now (a frame step while not paused).
    func perform(_ action: KeyAction, at time: MediaTime) -> Bool {
        switch action {
        case .slowAnimations:
            isSlow.toggle()
            if !root.isPaused { root.setSpeed(isSlow ? 1 / Self.slowFactor : 1, atMediaTime: time) }
        case .pause:
            if root.isPaused {
                root.resume(atMediaTime: time)
                if isSlow { root.setSpeed(1 / Self.slowFactor, atMediaTime: time) }
            } else {
                root.pause(atMediaTime: time)
            }
        case .stepForward, .stepBack:
            guard root.isPaused else { return false }
            var timing = root.timing
            timing.timeOffset += action == .stepForward ? Self.frameStep : -Self.frameStep
            root.timing = timing
        default:
            return false
        }
        refreshBadge()
        return true
    }

    private func refreshBadge() {
        let words = [isSlow ? "SLOW" : nil, root.isPaused ? "PAUSED" : nil].compactMap { $0 }
        label.string = words.joined(separator: " · ")
        badge.isHidden = words.isEmpty
    }

    /// Lays the badge out in a window of `size`, `bottomInset` points above its bottom
    /// edge (the tab bar). Its top-right corner held navigation bars' buttons.
    func layout(in size: Size, bottomInset: Double) {
        let width = 130.0
        badge.setFrame(Rect(x: (size.width - width) / 2, y: size.height - bottomInset - 8 - 24, width: width, height: 24))
        label.setFrame(Rect(x: 0, y: 0, width: width, height: 24))
    }
}
