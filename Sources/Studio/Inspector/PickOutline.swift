import Animation
import Geometry
import Widgets

/// The box drawn round a layer the inspector points at (a pick's hover, a timeline row's
/// hover, the selection), with its name and size beside it, as a browser's element
/// highlight. It takes no pointers.
final class PickOutline {
    let layer = Layer(name: "inspector.outline")
    private let label = TextLayer(name: "inspector.outline.label", fontSize: 11, textColor: .white, bold: true)
    private let tag = Layer(name: "inspector.outline.tag")

    init() {
        layer.borderWidth = 2
        layer.borderColor = Theme.tint
        layer.backgroundColor = Theme.tint.withAlpha(0.12)
        layer.allowsHitTesting = false
        layer.isHidden = true
        tag.backgroundColor = Theme.tint
        tag.cornerRadius = 4
        tag.allowsHitTesting = false
        tag.isHidden = true
        tag.addSublayer(label)
    }

    /// The tag goes in the overlay above the box, so it is never clipped.
    func install(in overlay: Layer, at index: Int) {
        overlay.insertSublayer(layer, at: index)
        overlay.insertSublayer(tag, at: index + 1)
    }

    /// Outlines `target` as it shows now, or hides the outline for nil.
    func show(_ target: Layer?) {
        guard let target, target.rootLayer !== layer.rootLayer else {
            layer.isHidden = true
            tag.isHidden = true
            return
        }
        let f = target.frameInWindow
        layer.isHidden = false
        tag.isHidden = false
        layer.setFrame(f)
        label.string = "\(target.name.isEmpty ? "(unnamed)" : target.name) · \(LayerInspection.number(f.width))×\(LayerInspection.number(f.height))"
        let w = min(320, 12 + Double(label.string.count) * 6.6)
        tag.setFrame(Rect(x: f.minX, y: max(0, f.minY - 20), width: w, height: 18))
        label.setFrame(Rect(x: 6, y: 0, width: w - 8, height: 18))
    }
}
