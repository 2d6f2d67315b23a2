import Animation
import Geometry
import Widgets

/// A short message in a dark pill at the top of the window that hides itself after
/// `duration` seconds of media time (the F12 screenshot's "Saved …" note).
final class Toast {
    /// How long a message stays, in seconds.
    static let duration = 3.0
    /// Most lines a message wraps to.
    static let maximumLines = 3

    let layer: Layer
    private let label: TextLayer
    private(set) var hideTime: MediaTime?

    init() {
        layer = Layer(name: "toast")
        layer.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.88)
        layer.cornerRadius = 18
        layer.shadowOpacity = 0.25
        layer.shadowOffset = Vector(dx: 0, dy: 3)
        layer.shadowRadius = 8
        layer.isHidden = true
        // A message only tells: clicks go through it to the bar buttons it may cover.
        layer.allowsHitTesting = false
        label = TextLayer(name: "toast.text", fontSize: 14, textColor: .white, alignment: .center)
        // A message too long for one line wraps, up to three lines.
        label.numberOfLines = Toast.maximumLines
        layer.addSublayer(label)
    }

    func show(_ text: String, at time: MediaTime, in size: Size) {
        label.string = text
        hideTime = time + Toast.duration
        layer.isHidden = false
        layout(in: size)
    }

    /// Space kept free under the message (the tab bar), in points.
    var bottomInset = 0.0

    /// Low in the window, above the tab bar, where it covers no navigation bar's title or
    /// buttons.
    func layout(in size: Size) {
        // As wide as the message (measured as it is drawn), within the window; taller when
        // it wraps.
        let widest = max(0, size.width - 32)
        let textWidth = label.measuredWidth() ?? widest
        let width = min(widest, max(160, textWidth + 40))
        let height = max(36, (label.sizeThatFits(width: width - 24)?.height ?? 20) + 16)
        layer.setFrame(Rect(x: (size.width - width) / 2, y: max(16, size.height - bottomInset - 16 - height), width: width, height: height))
        label.setFrame(Rect(x: 12, y: 0, width: width - 24, height: height))
    }

    func update(at time: MediaTime) {
        if let t = hideTime, time >= t {
            layer.isHidden = true
            hideTime = nil
        }
    }
}
