import Animation
import Geometry

/// Visual QA of gestures (Ctrl+G): each recognizer taking part in the current gesture
/// shows its name and state beside its layer, and every pointer shows as a dot. The twin
/// touch of an Alt-drag pinch shows as a dot even when the overlay is off, as the iOS
/// Simulator shows its two touch points.
public final class GestureOverlay {
    public let layer: Layer
    private let pointers: PointerRoot
    /// Whether the recognizer labels and every pointer are shown. Defaults to false.
    public var isVisible = false { didSet { refresh() } }
    /// Points worth showing with the gestures, in window coordinates: where a fling is
    /// projected to come to rest, say. Shown with the labels. Defaults to none.
    public var marks: [OverlayMark] = [] { didSet { if marks != oldValue { refresh() } } }
    private var signature = ""

    /// Diameter of a pointer dot, in points.
    static let dotSize = 18.0
    /// Diameter of the ring around a mark, in points.
    static let markSize = 24.0

    public init(pointers: PointerRoot) {
        self.pointers = pointers
        layer = Layer(name: "gesture.overlay")
        layer.allowsHitTesting = false
    }

    /// Rebuilds the overlay if what it shows has changed.
    public func refresh() {
        let labels: [(String, Point)] = isVisible ? pointers.participants.compactMap { r in
            guard let l = r.layer, l.rootLayer === pointers.layer else { return nil }
            let f = l.frameInWindow
            return ("\(r.name) · \(r.state.rawValue)\(r.pendingState != nil ? " (waiting)" : "")", Point(x: f.minX, y: f.minY))
        } : []
        let virtualTwins = pointers.hasTwin
        let dots: [Point] = (isVisible || virtualTwins) ? pointers.pointerLocations.sorted { $0.key < $1.key }.map(\.value) : []
        let shownMarks = isVisible ? marks : []
        let newSignature = "\(labels.map { "\($0.0)@\($0.1)" })|\(dots)|\(shownMarks)"
        guard newSignature != signature else { return }
        signature = newSignature
        layer.removeAllSublayers()
        var stack: [Point: Int] = [:]
        for (text, corner) in labels {
            let row = stack[corner, default: 0]
            stack[corner] = row + 1
            let label = TextLayer(name: "gesture.overlay.label", string: text, fontSize: 12, textColor: .white, alignment: .center)
            layer.addSublayer(label)
            // As wide as the text is drawn; with no measurer no text is drawn, so any width does.
            let width = (label.measuredWidth() ?? 0) + 16
            // Above the layer's top-left corner, or just inside it when that is off screen.
            let above = corner.y - 22 - Double(row) * 22
            let y = above >= 0 ? above : corner.y + 4 + Double(row) * 22
            label.setFrame(Rect(x: max(4, corner.x), y: y, width: width, height: 20))
            label.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.8)
            label.cornerRadius = 6
        }
        for m in shownMarks {
            let ring = Layer(name: "gesture.overlay.mark")
            ring.bounds = Rect(x: 0, y: 0, width: Self.markSize, height: Self.markSize)
            ring.cornerRadius = Self.markSize / 2
            ring.position = m.point
            ring.borderWidth = 2
            ring.borderColor = Color(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.75)
            layer.addSublayer(ring)
            let label = TextLayer(name: "gesture.overlay.mark.label", string: m.label, fontSize: 12, textColor: .white, alignment: .center)
            // In the tree first: only there can it measure its text.
            layer.addSublayer(label)
            // As wide as the text is drawn, centred under the mark (a reason can be long),
            // and kept inside the window so the white text never leaves its dark backing.
            let width = max(120, (label.measuredWidth() ?? 0) + 16)
            let windowWidth = pointers.layer.bounds.width
            let x = min(max(4, (m.point.x - width / 2).rounded()), max(4, windowWidth - 4 - width))
            label.setFrame(Rect(x: x, y: m.point.y + Self.markSize / 2 + 4, width: width, height: 20))
            label.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.8)
            label.cornerRadius = 6
        }
        for p in dots {
            let dot = Layer(name: "gesture.overlay.pointer")
            dot.bounds = Rect(x: 0, y: 0, width: Self.dotSize, height: Self.dotSize)
            dot.cornerRadius = Self.dotSize / 2
            dot.position = p
            dot.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.55, alpha: 0.45)
            dot.borderWidth = 1.5
            dot.borderColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
            layer.addSublayer(dot)
        }
    }
}

/// A point the gesture overlay shows with a short label ("projected rest").
public struct OverlayMark: Equatable, Sendable, CustomStringConvertible {
    public var point: Point
    public var label: String

    public init(point: Point, label: String) {
        self.point = point
        self.label = label
    }

    public var description: String { "\(label)@\(point)" }
}
