import Geometry

/// The textured and per-vertex-coloured parts of a layer: text (one line or wrapped),
/// images, and gradients, each a grid of vertices.
extension DisplayListBuilder {
    func appendText(_ text: TextLayer, values p: LayerProperties, alpha: Double,
                    toPixels: Homography, into list: DisplayList) {
        guard !text.string.isEmpty, let measurer else { return }
        let pixelSize = max(1, Int((text.fontSize * pixelScale).rounded()))
        if text.numberOfLines != 1 {
            return appendWrappedText(text, values: p, pixelSize: pixelSize, alpha: alpha, toPixels: toPixels, measurer: measurer, into: list)
        }
        var key = TextKey(string: text.string, pixelSize: pixelSize, bold: text.isBold)
        if text.truncationMode != .none {
            let maxWidth = Int((p.bounds.width * pixelScale).rounded(.down))
            key.string = truncator.fit(key, maxWidth: maxWidth, mode: text.truncationMode, measurer: measurer)
            guard !key.string.isEmpty else { return }
        }
        let measured = measurer.measure(key.string, pixelSize: pixelSize, bold: text.isBold)
        let w = Double(measured.width) / pixelScale, h = Double(measured.height) / pixelScale
        let b = p.bounds
        let x: Double
        switch text.alignment {
        case .left: x = b.minX
        case .center: x = b.midX - w / 2
        case .right: x = b.maxX - w
        }
        var rect = Rect(x: x, y: b.midY - h / 2, width: w, height: h)
        // Snap upright, unscaled text to whole pixels so glyphs stay crisp.
        if toPixels.isAffine, toPixels.b == 0, toPixels.d == 0, let o = toPixels.apply(to: rect.origin) {
            let dx = (o.x.rounded() - o.x) / toPixels.a, dy = (o.y.rounded() - o.y) / toPixels.e
            rect = rect.offsetBy(Vector(dx: dx, dy: dy))
        }
        appendQuad(rect, toPixels: toPixels, texture: .text(key), color: text.textColor.withAlpha(text.textColor.alpha * alpha), into: list)
    }

    /// A gradient over the bounds: a mesh whose vertices carry the gradient's colour there.
    func appendGradient(_ g: GradientLayer, values p: LayerProperties, alpha: Double, toPixels: Homography, into list: DisplayList) {
        let b = p.bounds
        guard !p.gradientColors.isEmpty, !b.isEmpty else { return }
        let n = g.meshCells
        let base = Int32(list.vertexCount)
        // Upright, the mesh lines go on whole pixels: rasterisers leave hairline gaps along
        // edges that two triangles share at a fraction of a pixel.
        let upright = toPixels.isAffine && toPixels.b == 0 && toPixels.d == 0
        for row in 0...n {
            for col in 0...n {
                let u = Double(col) / Double(n), v = Double(row) / Double(n)
                guard var s = toPixels.apply(to: Point(x: b.minX + u * b.width, y: b.minY + v * b.height)) else {
                    list.truncateVertices(to: Int(base))
                    return
                }
                if upright { s = Point(x: s.x.rounded(), y: s.y.rounded()) }
                let c = g.color(atUnit: u, v)
                let bytes = c.rgba8
                list.appendVertex(Vertex(x: device(Float(s.x)), y: device(Float(s.y)), r: bytes.r, g: bytes.g, b: bytes.b,
                                         a: UInt8(max(0, min(255, (c.alpha * alpha * 255).rounded())))))
            }
        }
        // Translucent, its triangles would blend twice along their shared edges: overwrite.
        let isolated = raster.isolatesTranslucentShapes && (alpha < 1 || p.gradientColors.contains { $0.alpha < 1 })
        if isolated {
            let corners = b.corners.compactMap { toPixels.apply(to: $0) }
            let bounds = PixelRect(covering: Rect(bounding: corners).insetBy(dx: -1, dy: -1)).intersection(clipStack.last!)
            list.commands.append(.beginGroup(opacity: 1, bounds: bounds, overwrite: true))
            statistics.groups += 1
        }
        let start = list.indexCount
        appendGridIndices(rows: n, cols: n, base: base, into: list)
        list.closeDraw(texture: nil, from: start)
        if isolated { list.commands.append(.endGroup) }
    }

    /// Text wrapped to the bounds' width: one quad per line, the block centred vertically.
    func appendWrappedText(_ text: TextLayer, values p: LayerProperties, pixelSize: Int, alpha: Double,
                           toPixels: Homography, measurer: TextMeasuring, into list: DisplayList) {
        let key = TextKey(string: text.string, pixelSize: pixelSize, bold: text.isBold)
        let lines = wrapper.lines(key, maxWidth: Int((p.bounds.width * pixelScale).rounded(.down)),
                                  maxLines: max(0, text.numberOfLines), measurer: measurer)
        let lineHeight = Double(measurer.measure("Ag", pixelSize: pixelSize, bold: text.isBold).height) / pixelScale * text.lineHeightMultiple
        let b = p.bounds
        var y = b.midY - lineHeight * Double(lines.count) / 2
        let color = text.textColor.withAlpha(text.textColor.alpha * alpha)
        for line in lines {
            defer { y += lineHeight }
            guard !line.isEmpty else { continue }
            let measured = measurer.measure(line, pixelSize: pixelSize, bold: text.isBold)
            let w = Double(measured.width) / pixelScale, h = Double(measured.height) / pixelScale
            let x: Double
            switch text.alignment {
            case .left: x = b.minX
            case .center: x = b.midX - w / 2
            case .right: x = b.maxX - w
            }
            var rect = Rect(x: x, y: y + (lineHeight - h) / 2, width: w, height: h)
            if toPixels.isAffine, toPixels.b == 0, toPixels.d == 0, let o = toPixels.apply(to: rect.origin) {
                rect = rect.offsetBy(Vector(dx: (o.x.rounded() - o.x) / toPixels.a, dy: (o.y.rounded() - o.y) / toPixels.e))
            }
            appendQuad(rect, toPixels: toPixels, texture: .text(TextKey(string: line, pixelSize: pixelSize, bold: text.isBold)),
                       color: color, into: list)
        }
    }

    /// A textured rectangle; subdivided into a grid under perspective, so texture
    /// coordinates stay correct (rasterisers interpolate them affinely per triangle), with the
    /// grid's vertices on whole pixels.
    func appendQuad(_ rect: Rect, toPixels: Homography, texture: TextureReference, color: Color,
                    into list: DisplayList) {
        var rows = 1, cols = 1
        if !toPixels.isAffine, let tl = toPixels.apply(to: Point(x: rect.minX, y: rect.minY)),
           let tr = toPixels.apply(to: Point(x: rect.maxX, y: rect.minY)), let bl = toPixels.apply(to: Point(x: rect.minX, y: rect.maxY)),
           let br = toPixels.apply(to: Point(x: rect.maxX, y: rect.maxY)) {
            // Split only along an axis the perspective varies on (a row turned about x
            // narrows from top to bottom: rows, not columns), in cells of at least 6 pixels.
            let box = Rect(bounding: [tl, tr, bl, br])
            if abs((tr - tl).length - (br - bl).length) > 0.5 { rows = min(Self.perspectiveGrid, max(1, Int(box.height / 6))) }
            if abs((bl - tl).length - (br - tr).length) > 0.5 { cols = min(Self.perspectiveGrid, max(1, Int(box.width / 6))) }
        }
        let c = color.rgba8
        let base = Int32(list.vertexCount)
        for row in 0...rows {
            for col in 0...cols {
                let u = Double(col) / Double(cols), v = Double(row) / Double(rows)
                let local = Point(x: rect.minX + u * rect.width, y: rect.minY + v * rect.height)
                guard var s = toPixels.apply(to: local) else {
                    list.truncateVertices(to: Int(base))
                    return
                }
                // The grid's inner lines go on whole pixels: a software rasteriser leaves
                // hairline gaps along edges two triangles share at a fraction of a pixel.
                if rows > 1 { s.y = s.y.rounded() }
                if cols > 1 { s.x = s.x.rounded() }
                list.appendVertex(Vertex(x: device(Float(s.x)), y: device(Float(s.y)), r: c.r, g: c.g, b: c.b, a: c.a, u: Float(u), v: Float(v)))
            }
        }
        let start = list.indexCount
        appendGridIndices(rows: rows, cols: cols, base: base, into: list)
        list.closeDraw(texture: texture, from: start)
    }

    /// Two triangles for each cell of a rows x cols grid of vertices laid out row by row from
    /// `base`: a textured quad's subdivisions, a gradient's mesh.
    private func appendGridIndices(rows: Int, cols: Int, base: Int32, into list: DisplayList) {
        let stride = Int32(cols + 1)
        for row in 0..<Int32(rows) {
            for col in 0..<Int32(cols) {
                let i = base + row * stride + col
                for j in [i, i + 1, i + stride + 1, i, i + stride + 1, i + stride] { list.appendIndex(j) }
            }
        }
    }
}
