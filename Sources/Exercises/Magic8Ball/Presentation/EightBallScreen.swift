import Animation
import Foundation
import Geometry
import Gestures
import Widgets

/// The 8-Ball's main screen: a question field, the ball, and under it the call to shake
/// (or, with an answer too long for the die, the whole answer), and a line on how to
/// shake on a desktop. It draws the view model's state and animates
/// between states; it decides nothing. The gear in the bar opens Settings.
///
/// Layer names: "eightball.main", "eightball.question", "eightball.prompt",
/// "eightball.answer.full", "eightball.hint", those of `MagicBall`,
/// and "eightball.settings-button" in the bar.
final class EightBallScreen: NavigationScreen {
    let layer = Layer(name: "eightball.main")
    let navigationItem: NavigationItem
    let ball = MagicBall()
    let question: TextField
    let prompt = TextLayer(name: "eightball.prompt", string: EightBallScreen.callToShake, fontSize: 20, textColor: Theme.label,
                           alignment: .center, bold: true)
    /// The whole answer, under the ball, when it is too long for the die.
    let fullAnswer = TextLayer(name: "eightball.answer.full", fontSize: 15, textColor: Theme.secondaryLabel, alignment: .center)
    private let hint = TextLayer(name: "eightball.hint", string: EightBallScreen.howToShake, fontSize: 13, textColor: Theme.secondaryLabel,
                                 alignment: .center)
    let settingsButton = Button(name: "eightball.settings-button", title: "", style: .plain, glyph: .gear)

    static let callToShake = "Ask a question and shake the ball"
    static let howToShake = "Shake the window, hold the ball and shake the mouse, or press Ctrl+Alt+Z."

    init(pasteboard: Pasteboard) {
        navigationItem = NavigationItem(title: "Magic 8-Ball", rightBarButtons: [settingsButton])
        question = TextField(name: "eightball.question", placeholder: "Ask a question…", pasteboard: pasteboard)
        question.maximumLength = 140
        layer.backgroundColor = Theme.groupedBackground
        prompt.numberOfLines = 2
        hint.numberOfLines = 2
        fullAnswer.numberOfLines = 3
        fullAnswer.truncationMode = .end
        fullAnswer.isHidden = true
        for l in [prompt, hint, fullAnswer] as [Layer] { l.allowsHitTesting = false }
        for l in [question.layer, ball.layer, prompt, fullAnswer, hint] { layer.addSublayer(l) }
    }

    /// Where the ball rests, in the screen's coordinates.
    private(set) var ballHome = Point.zero

    func layout(in size: Size) {
        // A short screen (the smallest window, 560x400, leaves 300 pt) draws the margins
        // round the ball in tight, so the ball and its die stay big enough to read.
        let compact = size.height < 420
        let pad = compact ? 12.0 : 20.0
        let fieldW = min(440, size.width - 2 * pad)
        question.setFrame(Rect(x: ((size.width - fieldW) / 2).rounded(), y: compact ? 12 : 16, width: fieldW, height: 36))
        let hintH = compact && size.width >= 520 ? 20.0 : 36.0, promptH = compact ? 44.0 : 56.0
        let top = compact ? 56.0 : 68.0, bottom = size.height - pad - hintH - promptH
        let d = max(120, min(360, size.width - 2 * pad, bottom - top - (compact ? 4 : 24))).rounded()
        ballHome = Point(x: (size.width / 2).rounded(), y: (top + max(d, bottom - top) / 2).rounded())
        ball.place(center: ballHome, diameter: d)
        let textW = min(520, size.width - 2 * pad)
        let y = ballHome.y + d / 2 + (compact ? 8 : 18)
        prompt.setFrame(Rect(x: ((size.width - textW) / 2).rounded(), y: y, width: textW, height: promptH))
        fullAnswer.setFrame(Rect(x: ((size.width - textW) / 2).rounded(), y: y - 6, width: textW, height: promptH + 4))
        hint.setFrame(Rect(x: ((size.width - textW) / 2).rounded(), y: y + promptH, width: textW, height: hintH))
        // The die's room changed with the ball: a long answer may fit now, or no longer.
        if let a = shown {
            fullAnswer.string = ball.answerFits ? "" : a.answer.text
            fullAnswer.isHidden = ball.answerFits
        }
    }

    var focusableControls: [Control] { [question] }

    /// The answer showing, for a relayout.
    private var shown: ShownAnswer?

    /// Shows `new`, animating from `old`.
    func show(_ new: EightBallState, from old: EightBallState) {
        shown = new.shown
        switch (old, new) {
        case (.shaking(over: let a?), .answered(let b)) where a == b:
            break // a cancelled shake: the answer never left
        case (_, .shaking):
            ball.wobble()
        case (_, .asking):
            ball.sink()
            fade(prompt, visible: false)
            fade(ball.offlineTag, visible: false)
            fade(fullAnswer, visible: false)
        case (_, .answered(let a)):
            // Everything that belongs to the new answer waits for the old die to sink.
            let delay = ball.riseDelay
            ball.rise(a.answer.text, type: a.answer.type)
            fade(prompt, visible: false)
            fade(ball.offlineTag, visible: a.isOffline, after: delay)
            fullAnswer.string = ball.answerFits ? "" : a.answer.text
            fade(fullAnswer, visible: !ball.answerFits, after: delay)
        case (_, .idle):
            ball.reset()
            fade(prompt, visible: true)
            fade(ball.offlineTag, visible: false)
            fade(fullAnswer, visible: false)
        }
    }

    /// Fades a layer in or out in a fifth of a second, from what shows now, after `delay`
    /// seconds; faded out, it is hidden.
    private func fade(_ l: Layer, visible: Bool, after delay: Double = 0) {
        let target = visible ? 1.0 : 0.0
        let now = l.isHidden ? 0 : l.presentation.opacity
        guard now != target else {
            l.isHidden = !visible
            return
        }
        l.isHidden = false
        l.opacity = target
        guard l.host != nil else {
            l.isHidden = !visible
            return
        }
        let a = BasicAnimation(.opacity, from: .scalar(now), to: .scalar(target), duration: 0.2)
        a.timingFunction = .easeInEaseOut
        if delay > 0, let t = l.currentLocalTime {
            a.timing.beginTime = (t + delay).seconds
            a.timing.fillMode = .backwards
        }
        if !visible { a.onStop = { [weak l] finished in if finished { l?.isHidden = true } } }
        l.add(a, forKey: "fade")
    }
}
