import Animation
import Geometry
import Widgets

/// A line of text that rolls to a new value rather than cutting to it, as SwiftUI's
/// numeric-text transition does: the old text slides up and fades while the new one
/// comes up from below, in 0.25 s. The text showing is the layer named `name`; the one
/// rolling out is `<name>.out`.
final class RollingText {
    let layer: Layer
    private(set) var current: TextLayer
    private var outgoing: TextLayer
    static let duration = 0.25

    init(name: String, fontSize: Double, color: Color) {
        layer = Layer(name: "\(name).clip")
        layer.masksToBounds = true
        current = TextLayer(name: name, fontSize: fontSize, textColor: color, alignment: .center, bold: true)
        outgoing = TextLayer(name: "\(name).out", fontSize: fontSize, textColor: color, alignment: .center, bold: true)
        outgoing.opacity = 0
        for t in [current, outgoing] {
            t.allowsHitTesting = false
            layer.addSublayer(t)
        }
        layer.allowsHitTesting = false
    }

    var string: String { current.string }

    var fontSize: Double {
        get { current.fontSize }
        set { current.fontSize = newValue; outgoing.fontSize = newValue }
    }

    func setColor(_ c: Color) {
        current.textColor = c
        outgoing.textColor = c
    }

    func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        let b = Rect(origin: .zero, size: rect.size)
        for t in [current, outgoing] {
            t.removeAllAnimations()
            t.setFrame(b)
        }
        outgoing.opacity = 0
    }

    /// Shows `text`, rolling up from the old one when `animated` and it changed. While
    /// the layer's time stands still (a paused timer) it cuts to the text instead: a roll
    /// added now would begin at a local time that never comes, and leave the old text
    /// showing.
    func set(_ text: String, animated: Bool) {
        guard text != current.string else { return }
        guard animated, layer.host != nil, !layer.isFrozen else {
            cut(to: text)
            return
        }
        let old = current
        current = outgoing
        outgoing = old
        current.name = old.name
        outgoing.name = "\(old.name).out"
        current.string = text
        let h = layer.bounds.height * 0.6, mid = Point(x: layer.bounds.midX, y: layer.bounds.midY)
        current.position = mid
        current.opacity = 1
        outgoing.opacity = 0
        let ease = TimingFunction.easeInEaseOut
        func slide(_ l: Layer, from: Point, to: Point, fade: (Double, Double)) {
            let move = BasicAnimation(.position, from: .point(from), to: .point(to), duration: Self.duration)
            move.timingFunction = ease
            let alpha = BasicAnimation(.opacity, from: .scalar(fade.0), to: .scalar(fade.1), duration: Self.duration)
            alpha.timingFunction = ease
            l.add(move, forKey: "roll")
            l.add(alpha, forKey: "roll.fade")
        }
        slide(current, from: Point(x: mid.x, y: mid.y + h), to: mid, fade: (0, 1))
        slide(outgoing, from: mid, to: Point(x: mid.x, y: mid.y - h), fade: (1, 0))
    }

    /// Shows `text` at once, ending a roll in flight.
    private func cut(to text: String) {
        for t in [current, outgoing] {
            t.removeAnimation(forKey: "roll")
            t.removeAnimation(forKey: "roll.fade")
        }
        current.string = text
        current.position = Point(x: layer.bounds.midX, y: layer.bounds.midY)
        current.opacity = 1
        outgoing.opacity = 0
    }
}
