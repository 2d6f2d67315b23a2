import Animation
import Foundation
import Geometry
import Widgets

/// The Color Timer's top area: a background in the primary or secondary colour, a
/// stroked circle 6 pt wide, a progress ring over it that empties as time runs (through
/// `strokeEnd`), and the time in large tabular digits that roll as they change.
///
/// Its layer is the timer's own timespace: pausing it (QA1673) holds the digits, the ring
/// and a background cross-fade exactly where they are. Layer names: "timer-background",
/// "timer-circle", "timer-ring", "time".
final class TimerDial {
    let layer = Layer(name: "timer-background")
    private let track = ShapeLayer(name: "timer-circle")
    let ring = ShapeLayer(name: "timer-ring")
    let time: RollingText
    static let lineWidth = 6.0
    /// The background's cross-fade at each flip: 0.3 s, ease-in-out.
    static let flipDuration = 0.3

    init() {
        time = RollingText(name: "time", fontSize: 48, color: .black)
        for s in [track, ring] {
            s.fillColor = nil
            s.lineWidth = Self.lineWidth
            s.allowsHitTesting = false
            layer.addSublayer(s)
        }
        ring.lineCap = .round
        layer.addSublayer(time.layer)
    }

    func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        let d = max(40, min(rect.width, rect.height) - 40), c = Point(x: rect.width / 2, y: rect.height / 2)
        var p = Path()
        p.addArc(center: Point(x: d / 2, y: d / 2), radius: d / 2 - Self.lineWidth / 2, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        for s in [track, ring] {
            s.path = p
            s.setFrame(Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d))
        }
        let font = (d * 0.2).rounded()
        time.fontSize = font
        time.setFrame(Rect(x: c.x - d / 2 + 12, y: c.y - font * 0.75, width: d - 24, height: font * 1.5))
    }

    func setCircleColor(_ c: Color) {
        track.strokeColor = c.withAlpha(0.25)
        ring.strokeColor = c
    }

    /// The background shows `color`: at once, or cross-fading from what shows from local
    /// time `start`.
    func showBackground(_ color: Color, crossFadeFrom start: LocalTime?) {
        let shown = layer.presentation.backgroundColor ?? color
        layer.removeAnimation(forKey: "flip")
        layer.backgroundColor = color
        guard let start, layer.host != nil else { return }
        let fade = BasicAnimation(.backgroundColor, from: .color(shown), to: .color(color), duration: Self.flipDuration)
        fade.timingFunction = .easeInEaseOut
        fade.timing.beginTime = start.seconds
        fade.timing.fillMode = .backwards
        layer.add(fade, forKey: "flip")
    }

    /// The ring for `remaining` of `total` seconds: it empties steadily through the second
    /// that began at local time `secondStart`, or stands still when not counting.
    func showRing(remaining: Int, total: Int, secondStart: LocalTime?) {
        let whole = Double(max(1, total))
        ring.removeAnimation(forKey: "empty")
        guard let secondStart, remaining > 0, layer.host != nil else {
            ring.strokeEnd = Double(remaining) / whole
            return
        }
        ring.strokeEnd = Double(remaining - 1) / whole
        let empty = BasicAnimation(.strokeEnd, from: .scalar(Double(remaining) / whole), to: .scalar(Double(remaining - 1) / whole), duration: 1)
        empty.timing.beginTime = secondStart.seconds
        empty.timing.fillMode = .backwards
        ring.add(empty, forKey: "empty")
    }
}
