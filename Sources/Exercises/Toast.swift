import Animation
import Geometry
import Widgets

/// A short message in a dark pill at the top of the window that hides itself after
/// `duration` seconds of media time (the F12 screenshot's "Saved …" note).
final class Toast {
    /// How long a message stays, in seconds.
    static let duration = 3.0

    let layer: Layer
    private let label: TextLayer
    private(set) var hideTime: Double?

    init() {
        layer = Layer(name: "toast")
        layer.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.88)
        layer.cornerRadius = 18
        layer.shadowOpacity = 0.25
        layer.shadowOffset = Vector(dx: 0, dy: 3)
        layer.shadowRadius = 8
        layer.isHidden = true
        label = TextLayer(name: "toast.text", fontSize: 14, textColor: .white, alignment: .center)
        // A message too long for the window keeps its start and its end (where a saved or
        // set-aside file is named), as a Finder path does.
        label.truncationMode = .middle
        layer.addSublayer(label)
    }

    func show(_ text: String, at time: Double, in size: Size) {
        label.string = text
        hideTime = time + Toast.duration
        layer.isHidden = false
        layout(in: size)
    }

    func layout(in size: Size) {
        let width = min(size.width - 32, max(240, Double(label.string.count) * 7.6 + 40))
        layer.setFrame(Rect(x: (size.width - width) / 2, y: 16, width: width, height: 36))
        label.setFrame(Rect(x: 12, y: 0, width: width - 24, height: 36))
    }

    func update(at time: Double) {
        if let t = hideTime, time >= t {
            layer.isHidden = true
            hideTime = nil
        }
    }
}
