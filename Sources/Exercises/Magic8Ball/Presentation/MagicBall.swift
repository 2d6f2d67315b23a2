import Animation
import Dynamics
import Foundation
import Geometry
import Widgets

/// The 8-Ball itself, drawn with layers: a black sphere (a radial gradient for its shading
/// and a soft specular highlight), a round window of dark liquid, and in it the blue
/// triangle die with the answer written on it. It knows how to wobble, sink the die, and
/// float it back up with an answer; what to show when is the screen's business.
///
/// Layer names: "eightball.ball" (the whole, which the tether moves), "eightball.body",
/// "eightball.window", "eightball.die", "eightball.answer", "eightball.spinner",
/// "eightball.offline".
final class MagicBall {
    let layer = Layer(name: "eightball.ball")
    private let shadow = GradientLayer(name: "eightball.shadow", kind: .radial, colors: [Color.black.withAlpha(0.28), Color.black.withAlpha(0)])
    private let body = Layer(name: "eightball.body")
    private let shading = GradientLayer(name: "eightball.shading", kind: .radial, colors: [
        Color(r8: 0x5A, g8: 0x5C, b8: 0x66), Color(r8: 0x1C, g8: 0x1D, b8: 0x22), Color(r8: 0x05, g8: 0x05, b8: 0x07),
    ])
    private let specular = GradientLayer(name: "eightball.specular", kind: .radial, colors: [Color.white.withAlpha(0.75), Color.white.withAlpha(0)])
    private let window = Layer(name: "eightball.window")
    private let liquid = GradientLayer(name: "eightball.liquid", kind: .radial, colors: [
        Color(r8: 0x2A, g8: 0x44, b8: 0xB0), Color(r8: 0x12, g8: 0x20, b8: 0x5A), Color(r8: 0x03, g8: 0x06, b8: 0x16).withAlpha(0),
    ])
    let die = ShapeLayer(name: "eightball.die")
    /// The die as it showed when asked, sinking away while the next answer waits.
    private let sinking = ShapeLayer(name: "eightball.die.sinking")
    private let sinkingText = TextLayer(name: "eightball.die.sinking.text", fontSize: 14, textColor: .white, alignment: .center, bold: true)
    let answer = TextLayer(name: "eightball.answer", fontSize: 14, textColor: .white, alignment: .center, bold: true)
    let spinner = ActivityIndicator(name: "eightball.spinner", diameter: 30, color: .white)
    /// "OFFLINE", printed on the ball under its window; hidden unless the answer is a saved one.
    let offlineTag = Layer(name: "eightball.offline")
    private let offlineText = TextLayer(name: "eightball.offline.text", string: "OFFLINE", fontSize: 11, textColor: Color.white.withAlpha(0.85),
                                        alignment: .center, bold: true)
    private(set) var diameter = 0.0

    /// The die's colour for each kind of answer, and the classic blue before any.
    static func dieColor(_ type: AnswerType?) -> Color {
        switch type {
        case nil: Color(r8: 0x1F, g8: 0x3F, b8: 0xD0)
        case .affirmative: Color(r8: 0x1E, g8: 0x9E, b8: 0x4A)
        case .contrary: Color(r8: 0xD0, g8: 0x2B, b8: 0x2B)
        case .neutral: Color(r8: 0xD9, g8: 0x8A, b8: 0x0B)
        }
    }

    init() {
        shading.startPoint = Point(x: 0.36, y: 0.3)
        shading.endPoint = Point(x: 1.05, y: 1.05)
        shading.locations = [0, 0.45, 1]
        specular.startPoint = Point(x: 0.5, y: 0.5)
        specular.endPoint = Point(x: 1, y: 1)
        shadow.startPoint = Point(x: 0.5, y: 0.5)
        shadow.endPoint = Point(x: 1, y: 1)
        // Centred and fading to clear at the window's edge, so the square it fills needs
        // no clipping: only a circle of it shows.
        liquid.startPoint = Point(x: 0.5, y: 0.5)
        liquid.endPoint = Point(x: 1, y: 1)
        liquid.locations = [0, 0.6, 1]
        body.masksToBounds = true
        body.backgroundColor = Color(r8: 0x05, g8: 0x05, b8: 0x07)
        window.borderColor = Color(r8: 0x30, g8: 0x31, b8: 0x38)
        window.backgroundColor = Color(r8: 0x03, g8: 0x06, b8: 0x16)
        die.fillColor = Self.dieColor(nil)
        answer.numberOfLines = 0
        answer.truncationMode = .end
        answer.allowsHitTesting = false
        // Only the shading needs the body's round clip; the rest lies inside the circle and
        // draws outside the clip's group, with crisper edges.
        body.addSublayer(shading)
        window.addSublayer(liquid)
        // The spinner turns in the liquid, under the dies.
        window.addSublayer(spinner.layer)
        window.addSublayer(sinking)
        window.addSublayer(die)
        die.addSublayer(answer)
        sinking.addSublayer(sinkingText)
        sinking.isHidden = true
        sinkingText.truncationMode = .end
        spinner.layer.isHidden = true
        offlineTag.backgroundColor = Color.white.withAlpha(0.16)
        offlineTag.isHidden = true
        offlineTag.allowsHitTesting = false
        offlineTag.addSublayer(offlineText)
        for l in [shadow, body, specular, window, offlineTag] as [Layer] { layer.addSublayer(l) }
        for l in [shadow, specular, liquid, die, sinking] as [Layer] { l.allowsHitTesting = false }
    }

    /// Sizes the ball to `diameter` points, centred on `center` (its home).
    func place(center: Point, diameter d: Double) {
        diameter = d
        layer.bounds = Rect(x: 0, y: 0, width: d, height: d)
        layer.position = center
        shadow.setFrame(Rect(x: 0.12 * d, y: 0.9 * d, width: 0.76 * d, height: 0.16 * d))
        body.setFrame(Rect(x: 0, y: 0, width: d, height: d))
        body.cornerRadius = d / 2
        shading.setFrame(body.bounds)
        specular.setFrame(Rect(x: 0.2 * d, y: 0.1 * d, width: 0.34 * d, height: 0.2 * d))
        let w = (0.56 * d).rounded()
        window.setFrame(Rect(x: ((d - w) / 2).rounded(), y: ((d - w) / 2).rounded(), width: w, height: w))
        window.cornerRadius = w / 2
        window.borderWidth = max(2, (0.03 * d).rounded())
        liquid.setFrame(window.bounds)
        // The die fills most of the window: an upward triangle whose centroid is the window's centre.
        let side = (0.78 * w).rounded()
        let h = side * 0.866
        die.setFrame(Rect(x: ((w - side) / 2).rounded(), y: (w / 2 - h * 2 / 3 - 0.1 * side).rounded(), width: side, height: side))
        var p = Path()
        p.move(to: Point(x: side / 2, y: 0.1 * side))
        p.addLine(to: Point(x: side, y: 0.1 * side + h))
        p.addLine(to: Point(x: 0, y: 0.1 * side + h))
        p.closeSubpath()
        die.path = p
        // The words sit in the wide lower half of the triangle, narrower than it is even at
        // the box's top line.
        answer.setFrame(Rect(x: (side * 0.25).rounded(), y: (0.1 * side + h * 0.5).rounded(), width: (side * 0.5).rounded(), height: (h * 0.44).rounded()))
        fitAnswer()
        spinner.layer.position = Point(x: w / 2, y: w / 2)
        let tagW = 74.0, tagH = 20.0
        offlineTag.setFrame(Rect(x: ((d - tagW) / 2).rounded(), y: (window.frame.maxY + (d - window.frame.maxY - tagH) * 0.4).rounded(),
                                 width: tagW, height: tagH))
        offlineTag.cornerRadius = tagH / 2
        offlineText.setFrame(Rect(x: 0, y: 0, width: tagW, height: tagH))
    }

    /// Writes `text` on the die in the type's colour, at once.
    func show(_ text: String, type: AnswerType?) {
        answer.string = text
        die.fillColor = Self.dieColor(type)
        fitAnswer()
    }

    /// Whether the whole answer fits on the die (at 9 pt, a very long one does not and
    /// ends in an ellipsis).
    private(set) var answerFits = true

    /// The largest size from 17 pt down to 10 pt at which the answer fits on the die with
    /// every word whole on its line; none fitting, 10 pt and an ellipsis (the screen then
    /// writes it beneath).
    private func fitAnswer() {
        let box = answer.bounds.size
        guard box.width > 0 else { return }
        let words = answer.string.split(whereSeparator: \.isWhitespace).map(String.init)
        answerFits = false
        for size in stride(from: 17.0, through: 10, by: -1) {
            answer.fontSize = size
            answer.numberOfLines = 0
            let widest = words.map { answer.measuredWidth(of: $0) ?? Double($0.count) * size * 0.6 }.max() ?? 0
            let needed = answer.sizeThatFits(width: box.width)?.height
                ?? (Double(answer.string.count) * size * 0.6 / box.width).rounded(.up) * size * 1.2
            // A little slack: the wrapper works in whole pixels.
            if widest <= box.width - 2 && needed <= box.height {
                answerFits = true
                return
            }
        }
        // Too long: the first words on one line, ending in an ellipsis (wrapped, a word too
        // wide for the box would be broken), and the whole answer beneath the ball.
        answer.numberOfLines = 1
    }

    // MARK: Motion

    /// A shake: the ball rocks and jostles for half a second, and the liquid sloshes the
    /// die a little.
    func wobble() {
        let angles = [0, -0.16, 0.13, -0.1, 0.06, -0.03, 0]
        let shifts = [0, -14, 12, -9, 6, -3, 0.0]
        let values = zip(angles, shifts).map { a, dx in AnimatableValue.transform(Transform3D.rotationZ(a).concatenating(.translation(x: dx))) }
        let rock = KeyframeAnimation(.transform, values: values, duration: 0.55)
        rock.timingFunction = .easeInEaseOut
        layer.add(rock, forKey: "wobble")
        let slosh = KeyframeAnimation(.rotationZ, values: [0, 0.2, -0.15, 0.08, 0].map { .scalar($0) }, duration: 0.6)
        die.add(slosh, forKey: "slosh")
    }

    /// Asking: the die sinks into the liquid and fades, and the spinner turns. What sinks is
    /// a copy of the die as it shows, so the die itself can take the next answer at once
    /// and stay out of sight until it rises.
    func sink() {
        let d = 0.28
        let from = die.presentation
        let now = die.currentLocalTime ?? 0
        sinking.path = die.path
        sinking.fillColor = die.fillColor
        sinkingText.string = answer.string
        sinkingText.fontSize = answer.fontSize
        sinkingText.numberOfLines = answer.numberOfLines
        sinkingText.setFrame(answer.frame)
        sinking.setFrame(die.frame)
        sinking.isHidden = false
        sinking.opacity = 0
        sinking.transform = .scale(0.55)
        let fade = BasicAnimation(.opacity, from: .scalar(from.opacity), to: .scalar(0), duration: d)
        let shrink = BasicAnimation(.transform, from: .transform(from.transform), to: .transform(.scale(0.55)), duration: d)
        for a in [fade, shrink] {
            a.timingFunction = .easeIn
            a.timing.beginTime = now.seconds
        }
        sinking.add(fade, forKey: "sink.opacity")
        sinking.add(shrink, forKey: "sink.transform")
        for k in ["rise", "rise.opacity", "slosh"] { die.removeAnimation(forKey: k) }
        die.opacity = 0
        sinkEnds = now + d
        spinner.layer.isHidden = false
        spinner.startAnimating()
    }

    /// When the die has sunk out of sight, in its layer's time.
    private var sinkEnds = LocalTime.zero

    /// Seconds until a rise asked for now begins: what is left of the sinking.
    var riseDelay: Double { max(0, sinkEnds - (die.currentLocalTime ?? .zero)) }

    /// The die floats up on a spring with `text` on it, once the old one has sunk (the
    /// sinking is never cut short, so even an instant answer reads as the ball thinking);
    /// the spinner goes.
    func rise(_ text: String, type: AnswerType) {
        spinner.stopAnimating()
        spinner.layer.isHidden = true
        show(text, type: type)
        die.opacity = 1
        die.transform = .identity
        let begin = ((die.currentLocalTime ?? .zero) + riseDelay).seconds
        let grow = SpringAnimation(.transform, spring: Spring(response: 0.5, dampingFraction: 0.62),
                                   from: .transform(.scale(0.55)), to: .transform(.identity))
        let appear = BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: 0.3)
        appear.timingFunction = .easeOut
        // Held sunk and clear until the old die has gone, then up.
        for a in [grow, appear] as [LayerAnimation] {
            a.timing.beginTime = begin
            a.timing.fillMode = .backwards
        }
        die.add(grow, forKey: "rise")
        die.add(appear, forKey: "rise.opacity")
    }

    /// Back to rest with no answer: the blue die, blank.
    func reset() {
        spinner.stopAnimating()
        spinner.layer.isHidden = true
        for k in ["rise", "rise.opacity"] { die.removeAnimation(forKey: k) }
        sinking.removeAllAnimations()
        sinking.isHidden = true
        die.opacity = 1
        die.transform = .identity
        show("", type: nil)
    }
}
