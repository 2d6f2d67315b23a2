import Animation
import Geometry
import Widgets

/// "● REC 1:23": shows while a capture records, with the time it has run, in the window's
/// top left corner, clear of the hints and badges low in the middle (the Circles hint,
/// SLOW/PAUSED); while the inspector's panel shows, beside the panel, so the panel never
/// hides it. It takes no clicks and is no part of the scene (a mark's dump leaves it out).
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

    /// The gap the badge keeps from the window's edges and from the panel.
    static let margin = 8.0

    /// Places the badge in a window of `size` whose foot `bottomInset` points tall (a tab
    /// bar) it leaves free: in the top left corner, or beside `panel` (the inspector's
    /// frame, while it shows) when the panel would cover it there.
    func layout(in size: Size, bottomInset: Double, beside panel: Rect?) {
        let frame = Self.place(in: size, bottomInset: bottomInset, beside: panel)
        guard frame != layer.frame else { return }
        layer.setFrame(frame)
        dot.setFrame(Rect(x: 10, y: 7, width: 10, height: 10))
        label.setFrame(Rect(x: 27, y: 0, width: Self.size.width - 32, height: Self.size.height))
    }

    /// The badge's frame: the top left corner; with a panel, beside the panel: left of its
    /// title bar, right of it, above its right end, or below it, the first that is inside
    /// the window above its foot and clear of the panel.
    static func place(in size: Size, bottomInset: Double, beside panel: Rect?) -> Rect {
        let w = Self.size.width, h = Self.size.height, m = margin
        let corner = Rect(x: m, y: m, width: w, height: h)
        guard let panel else { return corner }
        let candidates = [
            Rect(x: panel.minX - m - w, y: panel.minY + 2, width: w, height: h),
            Rect(x: panel.maxX + m, y: panel.minY + 2, width: w, height: h),
            Rect(x: min(panel.maxX, size.width) - m - w, y: panel.minY - m - h, width: w, height: h),
            Rect(x: max(panel.minX, 0) + m, y: panel.maxY + m, width: w, height: h),
        ]
        let foot = size.height - bottomInset
        return candidates.first { $0.minX >= 0 && $0.minY >= 0 && $0.maxX <= size.width && $0.maxY <= foot && $0.intersection(panel) == nil }
            ?? corner
    }
}
