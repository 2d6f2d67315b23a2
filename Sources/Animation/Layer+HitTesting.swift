import Geometry

extension Layer {
    /// Opacity below which a layer is treated as invisible to touches, as UIKit does (0.01).
    public static let hitTestMinimumOpacity = 0.01

    /// The deepest visible layer under a window point, front-most first (CALayer.hitTest),
    /// judged on presentation values, so it matches what the user sees. Transforms,
    /// including perspective, are honoured exactly; hidden and transparent layers and their
    /// sublayers are skipped, and masksToBounds clips sublayers (to the rounded shape when
    /// the layer has a corner radius). A layer with a corner radius is hit only inside its
    /// rounded shape unless `hitTestsRoundedCorners` is false.
    public func hitTest(_ windowPoint: Point) -> Layer? {
        hitTest(windowPoint, parentToWindow: superlayer?.homographyToWindow ?? .identity)
    }

    private func hitTest(_ p: Point, parentToWindow: Homography) -> Layer? {
        let values = presentation
        guard !values.isHidden, values.opacity >= Layer.hitTestMinimumOpacity else { return nil }
        let toWindow = values.homographyToSuperlayer(parent: superlayer?.presentation).then(parentToWindow)
        let local = toWindow.inverted?.apply(to: p)
        let insideShape = local.map { values.bounds.contains($0, cornerRadius: values.cornerRadius) } ?? false
        if values.masksToBounds && !insideShape { return nil }
        for layer in sublayersInDrawingOrder.reversed() {
            if let hit = layer.hitTest(p, parentToWindow: toWindow) { return hit }
        }
        let inside = hitTestsRoundedCorners ? insideShape : local.map { values.bounds.contains($0) } ?? false
        return inside && allowsHitTesting ? self : nil
    }
}
