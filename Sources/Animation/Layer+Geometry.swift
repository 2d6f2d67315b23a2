import Geometry

extension LayerProperties {
    /// The anchor point in the layer's own coordinates.
    public var anchorInBounds: Point {
        Point(x: bounds.origin.x + anchorPoint.x * bounds.size.width,
              y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }

    /// Maps this layer's coordinates into its superlayer's, before the superlayer's
    /// sublayerTransform: the transform applied about the anchor, then moved to position.
    public var transformToSuperlayer: Transform3D {
        let a = anchorInBounds
        var m = Transform3D.translation(x: -a.x, y: -a.y)
        if !transform.isIdentity { m = m.concatenating(transform) }
        return m.concatenating(.translation(x: position.x, y: position.y, z: zPosition))
    }

    /// The superlayer-side half of the map: this layer's sublayerTransform about its anchor.
    public var sublayerTransformAboutAnchor: Transform3D {
        guard !sublayerTransform.isIdentity else { return .identity }
        let a = anchorInBounds
        return Transform3D.translation(x: -a.x, y: -a.y)
            .concatenating(sublayerTransform)
            .concatenating(.translation(x: a.x, y: a.y))
    }
}

extension LayerProperties {
    /// The map from this layer's plane to its superlayer's plane, given the superlayer's
    /// values (nil for none). Upright layers take a fast path with no matrix products.
    public func homographyToSuperlayer(parent: LayerProperties?) -> Homography {
        homographyToSuperlayer(parentSublayerTransform: parent?.effectiveSublayerTransform)
    }

    /// The same, given the superlayer's sublayer transform about its anchor (nil for the
    /// identity), which a walk over siblings works out once.
    public func homographyToSuperlayer(parentSublayerTransform s: Transform3D?) -> Homography {
        guard let s else {
            // `transformToSuperlayer.planeHomography` written out: translation(−anchor) ·
            // transform · translation(position), keeping only what maps the z = 0 plane
            // (rows and columns 1, 2 and 4). A tenth of the two 4x4 products, every layer.
            let a = anchorInBounds, t = transform, px = position.x, py = position.y
            let g = t.m41 - a.x * t.m11 - a.y * t.m21, h = t.m42 - a.x * t.m12 - a.y * t.m22
            guard t.m14 != 0 || t.m24 != 0 else {
                // No perspective (nearly every layer): the linear part is the transform's own,
                // and stays finite even for a layer placed at an infinite position.
                return Homography(a: t.m11, b: t.m12, c: 0, d: t.m21, e: t.m22, f: 0, g: g + t.m44 * px, h: h + t.m44 * py, i: t.m44)
            }
            let w = t.m44 - a.x * t.m14 - a.y * t.m24
            return Homography(a: t.m11 + t.m14 * px, b: t.m12 + t.m14 * py, c: t.m14,
                              d: t.m21 + t.m24 * px, e: t.m22 + t.m24 * py, f: t.m24,
                              g: g + w * px, h: h + w * py, i: w)
        }
        return transformToSuperlayer.concatenating(s).planeHomography
    }

    /// The sublayer transform about the anchor, or nil when it is the identity.
    public var effectiveSublayerTransform: Transform3D? {
        sublayerTransform.isIdentity ? nil : sublayerTransformAboutAnchor
    }
}

extension Layer {
    /// The map from this layer's plane to its superlayer's plane (flattened as Core Animation
    /// flattens every layer into its parent), using presentation values.
    public var homographyToSuperlayer: Homography {
        presentation.homographyToSuperlayer(parent: superlayer?.presentation)
    }

    /// The map from this layer's plane to the window (the root layer's superlayer space).
    public var homographyToWindow: Homography {
        var h = homographyToSuperlayer
        var node = superlayer
        while let n = node {
            h = h.then(n.homographyToSuperlayer)
            node = n.superlayer
        }
        return h
    }

    /// The bounding box of the layer's bounds in the superlayer (CALayer.frame), from
    /// presentation values.
    public var frame: Rect {
        let h = homographyToSuperlayer
        return Rect(bounding: presentation.bounds.corners.compactMap { h.apply(to: $0) })
    }

    /// The bounding box of the layer's bounds in window coordinates.
    public var frameInWindow: Rect {
        let h = homographyToWindow
        return Rect(bounding: presentation.bounds.corners.compactMap { h.apply(to: $0) })
    }

    /// Sets position and bounds so the untransformed layer covers `rect` in the superlayer.
    public func setFrame(_ rect: Rect) {
        let r = rect.standardized
        self.bounds = Rect(origin: self.bounds.origin, size: r.size)
        self.position = Point(x: r.minX + self.anchorPoint.x * r.width, y: r.minY + self.anchorPoint.y * r.height)
    }

    /// Converts a point from another layer's coordinates (nil: window) to this layer's
    /// (CALayer.convert(_:from:)). Nil when this layer is seen edge-on or the point is
    /// behind the eye.
    public func convert(_ point: Point, from layer: Layer?) -> Point? {
        let inWindow = layer.map { $0.homographyToWindow.apply(to: point) } ?? point
        guard let w = inWindow, let inverse = homographyToWindow.inverted else { return nil }
        return inverse.apply(to: w)
    }

    /// Converts a point from this layer's coordinates to another layer's (nil: window).
    public func convert(_ point: Point, to layer: Layer?) -> Point? {
        guard let w = homographyToWindow.apply(to: point) else { return nil }
        guard let target = layer else { return w }
        return target.convert(w, from: nil)
    }
}

extension Homography {
    /// `self` applied first, then `next`.
    public func then(_ n: Homography) -> Homography {
        Homography(
            a: a * n.a + b * n.d + c * n.g, b: a * n.b + b * n.e + c * n.h, c: a * n.c + b * n.f + c * n.i,
            d: d * n.a + e * n.d + f * n.g, e: d * n.b + e * n.e + f * n.h, f: d * n.c + e * n.f + f * n.i,
            g: g * n.a + h * n.d + i * n.g, h: g * n.b + h * n.e + i * n.h, i: g * n.c + h * n.f + i * n.i
        )
    }

    public static let identity = Homography(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0, g: 0, h: 0, i: 1)

    /// Whether the map is affine (no perspective division).
    public var isAffine: Bool { c == 0 && f == 0 && i == 1 }

    /// A homography scaled by a uniform factor after mapping (for device pixels).
    public func scaled(by s: Double) -> Homography {
        s == 1 ? self : then(Homography(a: s, b: 0, c: 0, d: 0, e: s, f: 0, g: 0, h: 0, i: 1))
    }
}
