import Geometry

/// The 3D exploded view (`ExplodedView`): each layer's own drawing (shadow, fill, image,
/// gradient, text, path, border) on its lifted plane, with an outline so empty containers
/// show, and no clips or group opacity between planes.
extension DisplayListBuilder {
    func emitExploded(_ view: ExplodedView, windowToPixels: Homography, into list: DisplayList) {
        appendSolid(view.area, toPixels: windowToPixels, color: view.background, into: list)
        for plane in view.planes() {
            let layer = plane.layer
            let p = layer.presentation
            let toPixels = plane.toWindow.then(view.lift(depth: plane.depth)).then(windowToPixels)
            statistics.layersDrawn += 1
            let (linear, spin) = Self.factorRotation(Self.linearPart(of: toPixels))
            if let cache = shapeCache(for: layer, values: p, linear: linear, crisp: false) {
                let base = appendVertices(of: cache, values: p, alpha: p.opacity, toPixels: toPixels, spin: spin, into: list)
                for paint in [ShapeCache.Paint.shadow, .fill, .pathFill, .pathStroke, .border] {
                    appendIndices(of: cache, paint, base: base, into: list)
                }
            }
            if layer.drawsGradient, let gradient = layer as? GradientLayer {
                appendGradient(gradient, values: p, alpha: p.opacity, toPixels: toPixels, into: list)
            }
            if let image = p.contents {
                appendQuad(p.bounds, toPixels: toPixels, texture: .image(image.name), color: Color.white.withAlpha(p.opacity), into: list)
            }
            if layer.drawsText, let text = layer as? TextLayer {
                appendText(text, values: p, alpha: p.opacity, toPixels: toPixels, into: list)
            }
            appendOutline(p.bounds, toPixels: toPixels, into: list)
        }
    }

    /// A thin frame round a plane, so a layer that draws nothing still shows where it is.
    private func appendOutline(_ r: Rect, toPixels: Homography, into list: DisplayList) {
        guard r.width > 0, r.height > 0 else { return }
        let w = min(1.0, r.width / 2, r.height / 2)
        let edges = [Rect(x: r.minX, y: r.minY, width: r.width, height: w), Rect(x: r.minX, y: r.maxY - w, width: r.width, height: w),
                     Rect(x: r.minX, y: r.minY, width: w, height: r.height), Rect(x: r.maxX - w, y: r.minY, width: w, height: r.height)]
        for e in edges { appendSolid(e, toPixels: toPixels, color: Color.white.withAlpha(0.35), into: list) }
    }

    /// A rectangle of one colour, its corners mapped (no texture, no fringe).
    private func appendSolid(_ r: Rect, toPixels: Homography, color: Color, into list: DisplayList) {
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
        let mapped = corners.compactMap { toPixels.apply(to: $0) }
        guard mapped.count == 4 else { return }
        let c = color.rgba8
        let base = Int32(list.vertexCount)
        for s in mapped {
            list.appendVertex(Vertex(x: device(Float(s.x)), y: device(Float(s.y)), r: c.r, g: c.g, b: c.b, a: c.a, u: 0, v: 0))
        }
        let start = list.indexCount
        for i in [0, 1, 2, 0, 2, 3] as [Int32] { list.appendIndex(base + i) }
        list.closeDraw(texture: nil, from: start)
    }
}
