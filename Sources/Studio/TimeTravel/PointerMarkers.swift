import Animation
import Geometry
import Widgets

/// The pointers of a replayed moment, drawn where they were: a ring for the mouse, filled
/// while its button is down, and a filled dot for each touch that is down. Root layer:
/// "session.pointers".
final class PointerMarkers {
    static let diameter = 22.0
    let layer = Layer(name: "session.pointers")
    private var markers: [Layer] = []

    init() {
        layer.allowsHitTesting = false
    }

    /// Shows `pointers`, in window points.
    func show(_ pointers: [SessionTimeline.PointerState]) {
        while markers.count < pointers.count {
            let m = Layer(name: "session.pointer")
            m.cornerRadius = Self.diameter / 2
            m.borderWidth = 2
            m.allowsHitTesting = false
            markers.append(m)
            layer.addSublayer(m)
        }
        for (i, m) in markers.enumerated() {
            guard i < pointers.count else {
                m.isHidden = true
                continue
            }
            let p = pointers[i]
            m.isHidden = false
            let d = p.isDown ? Self.diameter : Self.diameter * 0.75
            m.setFrame(Rect(x: p.location.x - d / 2, y: p.location.y - d / 2, width: d, height: d))
            m.borderColor = p.isDown ? Color.white : Theme.tint
            m.backgroundColor = p.isDown ? Theme.tint.withAlpha(0.75) : Theme.tint.withAlpha(0.12)
            m.shadowOpacity = 0.3
            m.shadowRadius = 3
        }
    }
}
