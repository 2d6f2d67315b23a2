import Animation
import Geometry
import Widgets

/// "● REC 1:23": shows while a capture records, with the time it has run, low in the
/// middle above the tab bar where the SLOW/PAUSED badge shows (beside it when both do). It
/// takes no clicks and is no part of the scene (a mark's dump leaves it out).
final class RecordingBadge {
    static let size = Size(width: 104, height: 24)

    let layer: Layer
    private let dot: Layer
    private let label: TextLayer
    /// The whole seconds shown, so the text changes (and a frame is drawn) once a second.
    private var shownSeconds = -1

    init() {
        layer = Layer(name: "studio.rec")
        layer.backgroundColor = Color(r8: 0x1C, g8: 0x1C, b8: 0x1E).withAlpha(0.86)
        layer.cornerRadius = Self.size.height / 2
        layer.allowsHitTesting = false
        layer.isHidden = true
        dot = Layer(name: "studio.rec.dot")
        dot.backgroundColor = Theme.destructive
        dot.cornerRadius = 5
        label = TextLayer(name: "studio.rec.text", fontSize: 13, textColor: .white, alignment: .left, bold: true)
        label.allowsHitTesting = false
        layer.addSublayer(dot)
        layer.addSublayer(label)
    }

    /// Shows the badge with `elapsed` seconds of recording, or hides it for nil.
    func show(elapsed: Double?) {
        guard let elapsed else {
            layer.isHidden = true
            shownSeconds = -1
            return
        }
        layer.isHidden = false
        let s = max(0, Int(elapsed))
        guard s != shownSeconds else { return }
        shownSeconds = s
        label.string = "REC \(s / 60):\(String(format: "%02d", s % 60))"
    }

    /// Places the badge `bottomInset` points above the window's foot (the tab bar), in the
    /// middle, or to the left of the QA badge (130 pt wide, centred) when that shows.
    func layout(in size: Size, bottomInset: Double, besideQABadge: Bool) {
        let x = besideQABadge ? size.width / 2 - 65 - 8 - Self.size.width : (size.width - Self.size.width) / 2
        let frame = Rect(x: x, y: size.height - bottomInset - 8 - Self.size.height, width: Self.size.width, height: Self.size.height)
        guard frame != layer.frame else { return }
        layer.setFrame(frame)
        dot.setFrame(Rect(x: 10, y: 7, width: 10, height: 10))
        label.setFrame(Rect(x: 27, y: 0, width: Self.size.width - 32, height: Self.size.height))
    }
}
