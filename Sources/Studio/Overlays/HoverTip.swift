import Animation
import Geometry
import Widgets

/// The whole text of what the pointer is over, in a small dark label beside it (a
/// tooltip): the inspector shows it for a timeline row, a line of the outline or a
/// property, whose text its column may have shortened. It takes no pointers and stays
/// inside the window. Root layer: "studio.tip".
final class HoverTip {
    /// The widest the tip grows before its text wraps (three lines at most).
    static let maximumWidth = 480.0
    static let padding = 8.0
    /// Where the tip sits from the pointer: below and to the right, clear of the cursor.
    static let offset = Vector(dx: 12, dy: 18)

    let layer = Layer(name: "studio.tip")
    let label = TextLayer(name: "studio.tip.text", fontSize: 11, textColor: .white)

    init() {
        layer.backgroundColor = Color(r8: 0x1C, g8: 0x1C, b8: 0x1E)
        layer.cornerRadius = 5
        layer.allowsHitTesting = false
        layer.isHidden = true
        label.numberOfLines = 3
        label.truncationMode = .end
        layer.addSublayer(label)
    }

    /// The text shown, or nil while hidden.
    var text: String? { layer.isHidden ? nil : label.string }

    /// Shows `text` beside `pointer` in a window of `size`, or hides the tip for nil.
    func show(_ text: String?, near pointer: Point, in size: Size) {
        guard let text, !text.isEmpty else {
            layer.isHidden = true
            return
        }
        layer.isHidden = false
        label.string = text
        let room = max(40, min(Self.maximumWidth, size.width - 8) - 2 * Self.padding)
        let single = label.measuredWidth() ?? Double(text.count) * 6.4
        let fitted = single <= room ? Size(width: single, height: 15) : label.sizeThatFits(width: room) ?? Size(width: room, height: 45)
        let w = min(room, fitted.width) + 2 * Self.padding, h = max(15, fitted.height) + 8
        var x = pointer.x + Self.offset.dx, y = pointer.y + Self.offset.dy
        if x + w > size.width - 4 { x = size.width - 4 - w }
        if y + h > size.height - 4 { y = pointer.y - 8 - h }
        layer.setFrame(Rect(x: max(4, x), y: max(4, y), width: w, height: h))
        label.setFrame(Rect(x: Self.padding, y: 4, width: w - 2 * Self.padding, height: h - 8))
    }
}
