import Geometry

/// A layer tree drawn exploded in perspective, as Xcode's view debugger turns a hierarchy:
/// every layer flattened as usual, then lifted off the window by its depth in the tree
/// (`spacing` points a level), the whole turned about the area's centre and seen in
/// perspective. Clipping between planes is ignored, and planes are drawn back to front.
///
/// Attach it to a tree drawn over the scene (`root.attachments.add(view, as:
/// ExplodedView.self)`): the display-list builder then draws `source` exploded over
/// `area` (its background first) before that tree, so a panel in it stays on top.
public final class ExplodedView {
    /// The tree to explode.
    public weak var source: Layer?
    /// The window rectangle the view covers. Defaults to empty.
    public var area = Rect.zero
    /// Turn about the vertical axis and tilt about the horizontal one, in radians.
    /// Default to -0.7 and 0.35.
    public var yaw = -0.7
    public var pitch = 0.35
    /// Scale of the whole view. Defaults to 0.65.
    public var zoom = 0.65
    /// Points between depth levels. Defaults to 50.
    public var spacing = 50.0
    /// The perspective's eye distance in points (m34 = -1/eye). Defaults to 2000.
    public var eyeDistance = 2000.0
    /// Behind the planes. Defaults to a dark grey.
    public var background = Color(r8: 0x2C, g8: 0x2C, b8: 0x2E)

    public init() {}

    /// One layer of the view: its flat map to the window, its depth below `source`.
    public struct Plane {
        public let layer: Layer
        public let toWindow: Homography
        public let depth: Int
    }

    /// The visible layers of `source`, back to front: by depth, then in drawing order.
    public func planes() -> [Plane] {
        guard let source else { return [] }
        var out: [Plane] = []
        func walk(_ l: Layer, parentSublayer: Transform3D?, parentToWindow: Homography, depth: Int) {
            let p = l.presentation
            guard !p.isHidden, p.opacity > 0 else { return }
            let toWindow = p.homographyToSuperlayer(parentSublayerTransform: parentSublayer).then(parentToWindow)
            out.append(Plane(layer: l, toWindow: toWindow, depth: depth))
            let s = p.effectiveSublayerTransform
            for sub in l.sublayersInDrawingOrder { walk(sub, parentSublayer: s, parentToWindow: toWindow, depth: depth + 1) }
        }
        walk(source, parentSublayer: source.superlayer?.presentation.effectiveSublayerTransform,
             parentToWindow: source.superlayer?.homographyToWindow ?? .identity, depth: 0)
        // Stable: equal depths keep their drawing order.
        return out.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }.map(\.element)
    }

    /// The 3D view: about the area's centre, turned, scaled and in perspective.
    public var viewTransform: Transform3D {
        let c = Point(x: area.midX, y: area.midY)
        return Transform3D.translation(x: -c.x, y: -c.y)
            .concatenating(.rotationY(yaw))
            .concatenating(.rotationX(pitch))
            .concatenating(.scale(x: zoom, y: zoom, z: zoom))
            .concatenating(.perspective(eyeDistance: eyeDistance))
            .concatenating(.translation(x: c.x, y: c.y))
    }

    /// Maps the window's plane lifted to a depth level onto the window: the homography of
    /// the plane z = depth × spacing under `viewTransform`.
    public func lift(depth: Int) -> Homography {
        let m = viewTransform
        let z = Double(depth) * spacing
        return Homography(a: m.m11, b: m.m12, c: m.m14, d: m.m21, e: m.m22, f: m.m24,
                          g: z * m.m31 + m.m41, h: z * m.m32 + m.m42, i: z * m.m34 + m.m44)
    }

    /// The front-most layer whose plane holds window point `p`, as drawn.
    public func pick(_ p: Point) -> Layer? {
        for plane in planes().reversed() {
            guard let inverse = plane.toWindow.then(lift(depth: plane.depth)).inverted, let local = inverse.apply(to: p) else { continue }
            if plane.layer.presentation.bounds.contains(local) { return plane.layer }
        }
        return nil
    }
}
