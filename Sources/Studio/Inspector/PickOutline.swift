import Animation
import Geometry
import Widgets

/// The box drawn round a layer the inspector points at (a pick's hover, a timeline row's
/// hover, the selection), with its name and size beside it, as a browser's element
/// highlight. It takes no pointers.
final class PickOutline {
    let layer = Layer(name: "inspector.outline")
    /// In the 3D view, the outline on the layer's plane: a quadrilateral, not a box.
    let plane = ShapeLayer(name: "inspector.outline.plane")
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
        plane.strokeColor = Theme.tint
        plane.fillColor = Theme.tint.withAlpha(0.18)
        plane.lineWidth = 2
        plane.lineJoin = .round
        plane.allowsHitTesting = false
        plane.isHidden = true
    }

    /// Where the tag sits from the box, and the gap it keeps from the panel.
    static let gap = 2.0
    static let tagHeight = 18.0

    /// The box goes in the overlay at `index` (under the panel); the tag on top of the
    /// overlay, so it is never clipped nor covered.
    func install(in overlay: Layer, at index: Int) {
        overlay.insertSublayer(layer, at: index)
        overlay.insertSublayer(plane, at: index + 1)
        overlay.addSublayer(tag)
    }

    /// Outlines `target` as it shows now, or hides the outline for nil; the tag is placed
    /// where `panel` (the inspector's frame, if it shows) does not cover it, inside a
    /// window of `size`.
    /// In the 3D view (`exploded`), the outline is drawn on the layer's plane as that view
    /// draws it, and the tag goes by the plane's bounding box.
    func show(_ target: Layer?, avoiding panel: Rect? = nil, in size: Size? = nil, exploded: ExplodedView? = nil) {
        guard let target, target.rootLayer !== layer.rootLayer else {
            layer.isHidden = true
            plane.isHidden = true
            tag.isHidden = true
            return
        }
        var f = target.frameInWindow
        let corners = exploded.flatMap { Self.corners(of: target, in: $0) }
        layer.isHidden = corners != nil
        plane.isHidden = corners == nil
        tag.isHidden = false
        if let corners {
            var path = Path()
            path.move(to: corners[0])
            for c in corners.dropFirst() { path.addLine(to: c) }
            path.closeSubpath()
            plane.setFrame(Rect(x: 0, y: 0, width: size?.width ?? 0, height: size?.height ?? 0))
            plane.path = path
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            // The tag names the layer's own size, and goes by the plane as drawn.
            label.string = "\(target.name.isEmpty ? "(unnamed)" : target.name) · \(LayerInspection.number(f.width))×\(LayerInspection.number(f.height))"
            f = box
        } else {
            layer.setFrame(f)
        }
        if corners == nil {
            label.string = "\(target.name.isEmpty ? "(unnamed)" : target.name) · \(LayerInspection.number(f.width))×\(LayerInspection.number(f.height))"
        }
        let w = min(320, 12 + (label.measuredWidth() ?? Double(label.string.count) * 6.6))
        tag.setFrame(Self.place(Size(width: w, height: Self.tagHeight), by: f, avoiding: panel, in: size))
        label.setFrame(Rect(x: 6, y: 0, width: w - 8, height: Self.tagHeight))
    }

    /// The window corners of `target`'s bounds on its plane in the 3D view, clockwise from
    /// the top left; nil when the view does not draw it.
    static func corners(of target: Layer, in view: ExplodedView) -> [Point]? {
        guard let p = view.planes().first(where: { $0.layer === target }) else { return nil }
        let map = p.toWindow.then(view.lift(depth: p.depth))
        let b = target.presentation.bounds
        let points = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)]
        let mapped = points.compactMap { map.apply(to: $0) }
        return mapped.count == 4 ? mapped : nil
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
