import Geometry

/// Turns a layer tree's presentation values into a `DisplayList` (the render server's job
/// in Core Animation): triangles with colours and texture coordinates, clip rectangles and
/// offscreen groups for group opacity.
///
/// Edges are anti-aliased with a one-pixel alpha fringe grown in screen space, so they stay
/// smooth under any transform; soft shadows are wider fringes. Shapes are tessellated once
/// and reused while only position, colour or opacity change. Reuse one builder (and one
/// list) across frames: the buffers keep their capacity.
public final class DisplayListBuilder {
    /// What the last build did, for tests and the benchmark.
    public struct Statistics: Equatable, Sendable {
        public var layersDrawn = 0
        public var shapesTessellated = 0
        public var shapesReused = 0
        public var groups = 0
        /// Whether a tree was drawn exploded in 3D (`ExplodedView`): its planes follow no
        /// layer's bounds, so a front end that draws only the damage draws such a frame
        /// whole, and the one after it.
        public var drewExploded = false
    }

    /// Device pixels per point. Defaults to 1.
    public var pixelScale: Double
    /// Measures text for text layers; without one, text layers draw no text.
    public var measurer: TextMeasuring?
    /// What the front end's rasteriser does with triangles: the builder places vertices,
    /// isolates translucent shapes and tiles large layers for damage by it. Defaults to
    /// `.exact`.
    public var raster = RasterProfile.exact

    /// A vertex coordinate in device pixels as the rasteriser takes it (see `raster`).
    @inline(__always)
    func device(_ v: Float) -> Float { raster.device(v) }
    /// Grid cells per side for textured quads under perspective, so they show no affine seam.
    public static let perspectiveGrid = 8

    public internal(set) var statistics = Statistics()
    var clipStack: [PixelRect] = []
    /// What the groups, clips and masks around the layer being drawn do to it, for its
    /// `LayerRecord`.
    var context = Fingerprint()
    /// Tiles of the large layers of the last build and of this one, by layer, with the
    /// fingerprint and bounds they were worked out for.
    var lastTiles: [ObjectIdentifier: (fingerprint: Fingerprint, bounds: PixelRect, tiles: [LayerRecord.Tile]?)] = [:]
    var nextTiles: [ObjectIdentifier: (fingerprint: Fingerprint, bounds: PixelRect, tiles: [LayerRecord.Tile]?)] = [:]
    /// Tessellations shared by every layer of the same shape.
    var sharedShapes: [ShapeCache.Key: ShapeCache] = [:]
    let truncator = TextTruncator()
    let wrapper = TextWrapper()
    /// Shared tessellations kept at most; past this the table starts afresh.
    static let sharedShapeLimit = 4096

    public init(pixelScale: Double = 1, measurer: TextMeasuring? = nil) {
        self.pixelScale = pixelScale
        self.measurer = measurer
    }

    /// Builds the display list of `root` for an output of the given pixel size into `list`,
    /// reusing its buffers.
    public func build(_ root: Layer, pixelWidth: Int, pixelHeight: Int, into list: DisplayList) {
        build([root], pixelWidth: pixelWidth, pixelHeight: pixelHeight, into: list)
    }

    /// Builds one display list from several trees drawn one over the other, back to front:
    /// a scene and the tools over it, each with a timing root of its own.
    public func build(_ roots: [Layer], pixelWidth: Int, pixelHeight: Int, into list: DisplayList) {
        statistics = Statistics()
        list.reset(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        context = Fingerprint()
        lastTiles = nextTiles
        nextTiles.removeAll(keepingCapacity: true)
        let windowToPixels = Homography.identity.scaled(by: pixelScale)
        for root in roots {
            clipStack = [PixelRect(x: 0, y: 0, width: Int32(pixelWidth), height: Int32(pixelHeight))]
            // A tool's tree may ask for a tree exploded in 3D under it (the inspector's view).
            if root.attachments.contains(ExplodedView.self), let view = root.attachments.of(ExplodedView.self).first {
                emitExploded(view, windowToPixels: windowToPixels, into: list)
                statistics.drewExploded = true
            }
            let parentSublayer = root.superlayer?.presentation.effectiveSublayerTransform
            let parentToPixels = root.superlayer.map { $0.homographyToWindow.then(windowToPixels) } ?? windowToPixels
            emit(root, parentSublayer: parentSublayer, parentToPixels: parentToPixels, into: list)
        }
    }

    /// Builds a fresh display list.
    public func build(_ root: Layer, pixelWidth: Int, pixelHeight: Int) -> DisplayList {
        let list = DisplayList()
        build(root, pixelWidth: pixelWidth, pixelHeight: pixelHeight, into: list)
        return list
    }

    // MARK: Walk

    private func emit(_ layer: Layer, parentSublayer: Transform3D?, parentToPixels: Homography, into list: DisplayList) {
        let p = layer.presentation
        guard !p.isHidden, p.opacity > 0 else { return }
        let toPixels = p.homographyToSuperlayer(parentSublayerTransform: parentSublayer).then(parentToPixels)
        statistics.layersDrawn += 1
        let outerContext = context
        defer { context = outerContext }

        let groups = p.opacity < 1 && !layer.sublayers.isEmpty
        let alpha = groups ? 1 : p.opacity
        if groups {
            list.commands.append(.beginGroup(opacity: p.opacity, bounds: nil, overwrite: false))
            statistics.groups += 1
            enterContext(1, of: layer) { $0.mix(p.opacity) }
        }
        let ownDrawing = beginRecord(in: list)

        // An upright box goes on whole pixels, so neighbours that share an edge meet exactly.
        let snappedToPixels = layer.drawsPath ? nil : Self.snapped(toPixels, bounds: p.bounds)
        let boxToPixels = snappedToPixels ?? toPixels
        let (linear, spin) = Self.factorRotation(Self.linearPart(of: boxToPixels))
        let cache = shapeCache(for: layer, values: p, linear: linear, crisp: snappedToPixels != nil)
        // A translucent fill goes through an overwrite group of its own (a container's too);
        // within a container's group its fill has the group's opacity, not its own.
        let isolated = cache.map { raster.isolatesTranslucentShapes && p.contents == nil && !layer.drawsText
            && $0.key.borderWidth == 0 && $0.key.fills && (alpha < 1 || (p.backgroundColor?.alpha ?? 1) < 1) } ?? false
        let shapeBase = cache.map { appendVertices(of: $0, values: p, alpha: isolated ? 1 : alpha, toPixels: boxToPixels, spin: spin, into: list) }
        // An overwrite group of some of the shape's triangles, faded by `opacity` as it is
        // composited, so overlapping triangles of one paint cannot blend twice.
        func isolate(_ paint: ShapeCache.Paint, opacity: Double, cache: ShapeCache, base: Int32) {
            guard !cache.indices(paint).isEmpty else { return }
            let e = cache.key.linear.isAffine ? Self.screenExtent(cache.extent, spin: spin, toPixels: boxToPixels) : cache.extent
            let bounds = PixelRect(covering: e.insetBy(dx: -1, dy: -1)).intersection(clipStack.last!)
            list.commands.append(.beginGroup(opacity: opacity, bounds: bounds, overwrite: true))
            appendIndices(of: cache, paint, base: base, into: list)
            list.commands.append(.endGroup)
            statistics.groups += 1
        }
        if let cache, let base = shapeBase {
            if isolated {
                // Shadow and fill each in an overwrite group, faded as they are composited.
                isolate(.shadow, opacity: alpha, cache: cache, base: base)
                isolate(.fill, opacity: alpha, cache: cache, base: base)
            } else {
                appendIndices(of: cache, .shadow, base: base, into: list)
                appendIndices(of: cache, .fill, base: base, into: list)
            }
        }
        if layer.drawsGradient, let gradient = layer as? GradientLayer {
            appendGradient(gradient, values: p, alpha: alpha, toPixels: toPixels, into: list)
        }
        if let image = p.contents {
            appendQuad(p.bounds, toPixels: toPixels, texture: .image(image.name), color: Color.white.withAlpha(alpha), into: list)
        }
        if layer.drawsText, let text = layer as? TextLayer {
            appendText(text, values: p, alpha: alpha, toPixels: toPixels, into: list)
        }
        if let cache, let base = shapeBase, cache.hasPath {
            // A path's fill, then its stroke: each isolated when it shows through, since the
            // fringe overlaps the triangles it edges.
            for (paint, color) in [(ShapeCache.Paint.pathFill, p.fillColor), (.pathStroke, p.strokeColor)] {
                let shown = (color?.alpha ?? 0) * alpha
                if raster.isolatesTranslucentShapes && shown < 1 {
                    isolate(paint, opacity: isolated ? alpha : 1, cache: cache, base: base)
                } else {
                    appendIndices(of: cache, paint, base: base, into: list)
                }
            }
        }
        if let cache, let base = shapeBase {
            appendIndices(of: cache, .border, base: base, into: list)
        }
        endRecord(ownDrawing, of: layer, in: list)

        if !layer.sublayers.isEmpty {
            // With rounded corners, masksToBounds clips to the rounded shape (as Core
            // Animation does): the sublayers draw into a group composited through it. The
            // clip and the mask are the very shape the layer's background fills, snapped
            // the same way, so a sublayer that fills the layer covers its background
            // exactly, with no rim of it showing and nothing spilling past it.
            let roundedMask = p.masksToBounds && p.cornerRadius > 0
            if p.masksToBounds {
                pushClip(p.bounds, toPixels: boxToPixels, into: list)
                enterContext(2, of: layer) { $0.mix(self.clipStack.last!) }
            }
            if roundedMask {
                // The group's picture covers the whole shape on the window, even where an
                // outer clip hides it: the mask then samples real pixels right up to that
                // clip's edge (a rasteriser may interpolate texture coordinates in fixed
                // point, and a nested mask read the cleared margin there, showing dashes of its
                // background). The outer clip still applies when the picture is composited.
                let own = PixelRect(covering: Rect(bounding: p.bounds.corners.compactMap { boxToPixels.apply(to: $0) }))
                    .intersection(clipStack[0])
                clipStack.append(own)
                list.commands.append(.beginGroup(opacity: 1, bounds: own, overwrite: false))
                statistics.groups += 1
                enterContext(3, of: layer) {
                    // The mask drawn after the sublayers is a function of these.
                    $0.mix(own)
                    let m = boxToPixels
                    for v in [m.a, m.b, m.c, m.d, m.e, m.f, m.g, m.h, m.i, p.bounds.minX, p.bounds.minY,
                              p.bounds.width, p.bounds.height, p.cornerRadius, snappedToPixels != nil ? 1 : 0] { $0.mix(v) }
                }
            }
            let sublayerTransform = p.effectiveSublayerTransform
            for sublayer in layer.sublayersInDrawingOrder {
                emit(sublayer, parentSublayer: sublayerTransform, parentToPixels: toPixels, into: list)
            }
            if roundedMask {
                clipStack.removeLast()
                appendMask(values: p, toPixels: boxToPixels, crisp: snappedToPixels != nil, into: list)
            }
            if p.masksToBounds {
                clipStack.removeLast()
                list.commands.append(.popClip)
            }
        }
        if groups { list.commands.append(.endGroup) }
    }

    private func pushClip(_ bounds: Rect, toPixels: Homography, into list: DisplayList) {
        let corners = bounds.corners.compactMap { toPixels.apply(to: $0) }
        let rect = PixelRect(covering: Rect(bounding: corners)).intersection(clipStack.last!)
        clipStack.append(rect)
        list.commands.append(.pushClip(rect))
    }
}
