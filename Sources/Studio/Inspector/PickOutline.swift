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

    /// Where the tag sits from the box, and the gap it keeps from the panel.
    static let gap = 2.0
    static let tagHeight = 18.0

    /// The box goes in the overlay at `index` (under the panel); the tag on top of the
    /// overlay, so it is never clipped nor covered.
    func install(in overlay: Layer, at index: Int) {
        overlay.insertSublayer(layer, at: index)
        overlay.addSublayer(tag)
    }

    /// Outlines `target` as it shows now, or hides the outline for nil; the tag is placed
    /// where `panel` (the inspector's frame, if it shows) does not cover it, inside a
    /// window of `size`.
    func show(_ target: Layer?, avoiding panel: Rect? = nil, in size: Size? = nil) {
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
        let w = min(320, 12 + (label.measuredWidth() ?? Double(label.string.count) * 6.6))
        tag.setFrame(Self.place(Size(width: w, height: Self.tagHeight), by: f, avoiding: panel, in: size))
        label.setFrame(Rect(x: 6, y: 0, width: w - 8, height: Self.tagHeight))
    }

    /// Whether two rects share any area (touching edges do not).
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool { a.intersection(b) != nil }

    /// Where a tag of `tagSize` goes by the box `box`: above it, else below it, else just
    /// inside its top; at each, moved left or right of `panel` when the panel would cover
    /// it; the first that is clear of the panel and inside the window wins (else the
    /// first).
    static func place(_ tagSize: Size, by box: Rect, avoiding panel: Rect?, in size: Size?) -> Rect {
        let width = size?.width ?? .infinity, height = size?.height ?? .infinity
        let ys = [box.minY - tagSize.height - gap, box.maxY + gap, box.minY + gap]
        func clampedX(_ x: Double) -> Double { max(0, min(x, width - tagSize.width)) }
        var candidates: [Rect] = []
        for y in ys {
            let at = Rect(x: clampedX(box.minX), y: y, width: tagSize.width, height: tagSize.height)
            candidates.append(at)
            if let panel, overlaps(at, panel) {
                candidates.append(Rect(x: panel.minX - gap - tagSize.width, y: y, width: tagSize.width, height: tagSize.height))
                candidates.append(Rect(x: panel.maxX + gap, y: y, width: tagSize.width, height: tagSize.height))
            }
        }
        let inside = { (r: Rect) in r.minX >= 0 && r.minY >= 0 && r.maxX <= width && r.maxY <= height }
        return candidates.first { r in inside(r) && !(panel.map { overlaps(r, $0) } ?? false) }
            ?? Rect(x: clampedX(box.minX), y: max(0, ys[0]), width: tagSize.width, height: tagSize.height)
    }
}
