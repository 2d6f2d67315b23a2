import Geometry

/// The `LayerRecord`s a build leaves in its display list, for damage tracking.
extension DisplayListBuilder {
    /// Pixels added round a layer's vertices in its record: one for the rasteriser's
    /// rounding of a position, one for a texture's bilinear neighbour.
    public static let damageMargin: Int32 = 2

    /// Where a layer's own commands start in the list.
    struct RecordStart {
        var vertex: Int
        var index: Int
        var command: Int
    }

    /// Mixes a group, clip or mask a layer opens round its sublayers into the context they
    /// are drawn in: its kind, its layer, and what it does.
    func enterContext(_ kind: UInt64, of layer: Layer, _ parameters: (inout Fingerprint) -> Void) {
        context.mix(kind)
        context.mix(UInt64(UInt(bitPattern: ObjectIdentifier(layer))))
        parameters(&context)
    }

    func beginRecord(in list: DisplayList) -> RecordStart {
        list.drawSignature = Fingerprint()
        list.shapes = ShapeSignature(vertexStart: list.vertexCount)
        return RecordStart(vertex: list.vertexCount, index: list.indexCount, command: list.commands.count)
    }

    /// Records what the layer drew since `start`, when it drew anything that shows.
    func endRecord(_ start: RecordStart, of layer: Layer, in list: DisplayList) {
        let vertexEnd = list.vertexCount, indexEnd = list.indexCount
        guard vertexEnd > start.vertex, indexEnd > start.index else { return }
        guard let record = list.withGeometry({ allVertices, allIndices in
            record(of: layer, in: list, vertices: UnsafeBufferPointer(rebasing: allVertices[start.vertex..<vertexEnd]),
                   indices: UnsafeBufferPointer(rebasing: allIndices[start.index..<indexEnd]), allVertices: allVertices,
                   base: Int32(start.vertex), firstCommand: start.command)
        }) else { return }
        list.records.append(record)
    }

    /// The record of a layer that drew `vertices` and `indices` (into `allVertices`, its
    /// own from `base` on) and the commands from `firstCommand` on; nil when nothing of it
    /// shows.
    private func record(of layer: Layer, in list: DisplayList, vertices: UnsafeBufferPointer<Vertex>,
                        indices: UnsafeBufferPointer<Int32>, allVertices: UnsafeBufferPointer<Vertex>,
                        base: Int32, firstCommand: Int) -> LayerRecord? {
        let minX: Float, minY: Float, maxX: Float, maxY: Float
        if list.shapes.vertices == vertices.count, let box = list.shapes.box {
            // Upright shapes alone: the box their caches' boxes make, moved as they were.
            (minX, minY, maxX, maxY) = box
            assert(Self.box(of: vertices) == box, "a shape's box moved otherwise than its vertices")
        } else {
            (minX, minY, maxX, maxY) = Self.box(of: vertices)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let covered = PixelRect(covering: Rect(x: Double(minX), y: Double(minY),
                                               width: Double(maxX - minX), height: Double(maxY - minY)))
        let bounds = covered.outset(by: Self.damageMargin).intersection(clipStack.last!)
        guard !bounds.isEmpty else { return nil }

        // What is not geometry: the context, the textures, the groups.
        var frame = context
        frame.mix(list.drawSignature.value)
        var isolated = false
        for command in list.commands[firstCommand...] {
            switch command {
            case .draw: break
            case .beginGroup(let opacity, let groupBounds, let overwrite):
                frame.mix(4 as UInt64)
                frame.mix(opacity)
                frame.mix(groupBounds ?? PixelRect(x: -1, y: -1, width: -1, height: -1))
                frame.mix(overwrite ? 1 as UInt64 : 0)
                if overwrite { isolated = true }
            case .endGroup: frame.mix(5 as UInt64)
            case .pushClip(let r):
                frame.mix(6 as UInt64)
                frame.mix(r)
            case .popClip: frame.mix(7 as UInt64)
            case .endMaskedGroup: frame.mix(8 as UInt64)
            }
        }
        var print = frame
        // Made from shape caches alone: what they were made from says it all.
        if list.shapes.covers(vertices: vertices.count, indices: indices.count) {
            print.mix(0x5349_474E as UInt64)
            print.mix(list.shapes.fingerprint.value)
        } else {
            print.mix(bytes: UnsafeRawBufferPointer(vertices))
            mixIndices(indices, base: base, into: &print)
        }

        // A layer drawn through its own overwrite groups is left whole: a rasteriser that
        // pairs triangles may draw the rest of such a draw otherwise once it has paired two.
        var tiles: [LayerRecord.Tile]?
        if bounds.area >= Self.tiledArea && !isolated {
            // The same drawing has the same tiles: a still layer's are not worked out again.
            let id = ObjectIdentifier(layer)
            if let last = lastTiles[id], last.fingerprint == print, last.bounds == bounds {
                tiles = last.tiles
            } else {
                tiles = Self.tiles(of: indices, vertices: allVertices, base: base, within: bounds, pairing: raster.pairing)
            }
            nextTiles[id] = (print, bounds, tiles)
        }
        return LayerRecord(layer: ObjectIdentifier(layer), fingerprint: print, bounds: bounds, tiles: tiles, frame: frame)
    }

    /// The least and greatest coordinates of vertices: two at a time, in two pairs of
    /// running bounds that do not wait on each other; a NaN is skipped, as min and max
    /// skip it.
    static func box(of vertices: UnsafeBufferPointer<Vertex>) -> (minX: Float, minY: Float, maxX: Float, maxY: Float) {
        var lo = (SIMD2<Float>(repeating: .infinity), SIMD2<Float>(repeating: .infinity))
        var hi = (SIMD2<Float>(repeating: -.infinity), SIMD2<Float>(repeating: -.infinity))
        var k = 0
        while k + 1 < vertices.count {
            let a = SIMD2(vertices[k].x, vertices[k].y), b = SIMD2(vertices[k + 1].x, vertices[k + 1].y)
            lo.0.replace(with: a, where: a .< lo.0)
            hi.0.replace(with: a, where: a .> hi.0)
            lo.1.replace(with: b, where: b .< lo.1)
            hi.1.replace(with: b, where: b .> hi.1)
            k += 2
        }
        if k < vertices.count {
            let a = SIMD2(vertices[k].x, vertices[k].y)
            lo.0.replace(with: a, where: a .< lo.0)
            hi.0.replace(with: a, where: a .> hi.0)
        }
        lo.0.replace(with: lo.1, where: lo.1 .< lo.0)
        hi.0.replace(with: hi.1, where: hi.1 .> hi.0)
        return (lo.0.x, lo.0.y, hi.0.x, hi.0.y)
    }

    /// Mixes in a layer's indices, relative to its first vertex.
    private func mixIndices(_ indices: UnsafeBufferPointer<Int32>, base: Int32, into print: inout Fingerprint) {
        // Two indices a word, relative to the layer's first vertex, in four lanes (see
        // `Fingerprint.mix(bytes:)`).
        @inline(__always) func word(_ i: Int) -> UInt64 {
            UInt64(UInt32(bitPattern: indices[i] &- base)) << 32 | UInt64(UInt32(bitPattern: indices[i + 1] &- base))
        }
        var lanes = (Fingerprint(1), Fingerprint(2), Fingerprint(3), Fingerprint(4))
        var i = 0
        while i + 7 < indices.count {
            lanes.0.mix(word(i))
            lanes.1.mix(word(i + 2))
            lanes.2.mix(word(i + 4))
            lanes.3.mix(word(i + 6))
            i += 8
        }
        while i + 1 < indices.count {
            lanes.0.mix(word(i))
            i += 2
        }
        if i < indices.count { lanes.1.mix(UInt64(UInt32(bitPattern: indices[i] &- base))) }
        print.mix(lanes.0.value)
        print.mix(lanes.1.value)
        print.mix(lanes.2.value)
        print.mix(lanes.3.value)
        print.mix(UInt64(indices.count))
    }

    /// Layers covering at least this many pixels are fingerprinted tile by tile too.
    static let tiledArea = 128 * 128

    /// The fingerprint of each grid tile a layer's triangles can reach (each counts in every
    /// tile its box, grown by the damage margin, meets). A rasteriser that pairs triangles
    /// (`pairing`) draws a triangle alone, as the first of a pair or as the pair's
    /// rectangle depending on the triangles before it: each triangle counts with the part
    /// it plays.
    static func tiles(of indices: UnsafeBufferPointer<Int32>, vertices: UnsafeBufferPointer<Vertex>, base: Int32,
                      within bounds: PixelRect, pairing: TrianglePairing?) -> [LayerRecord.Tile]? {
        let side = Float(LayerRecord.tileSize), margin = Float(damageMargin)
        let bx0 = Float(bounds.x), by0 = Float(bounds.y)
        let bx1 = Float(bounds.x + bounds.width) - 1, by1 = Float(bounds.y + bounds.height) - 1
        var part = [UInt64](repeating: 0, count: indices.count / 3)
        pairing?.walk(indices, of: vertices) { t, role in part[t / 3] = role.code }
        // The grid over the bounds (which lie in the window: no negative tile), row by row.
        let firstColumn = Int(bounds.x / LayerRecord.tileSize), firstRow = Int(bounds.y / LayerRecord.tileSize)
        let columns = Int((bounds.x + bounds.width - 1) / LayerRecord.tileSize) - firstColumn + 1
        let rows = Int((bounds.y + bounds.height - 1) / LayerRecord.tileSize) - firstRow + 1
        guard bounds.x >= 0, bounds.y >= 0, columns > 0, rows > 0 else { return nil }
        var grid = [Fingerprint](repeating: Fingerprint(), count: columns * rows)
        var touched = [Bool](repeating: false, count: columns * rows)
        var t = 0
        while t + 2 < indices.count {
            let a = vertices[Int(indices[t])], b = vertices[Int(indices[t + 1])], c = vertices[Int(indices[t + 2])]
            var triangle = Fingerprint(part[t / 3])
            withUnsafeBytes(of: a) { triangle.mix(bytes: $0) }
            withUnsafeBytes(of: b) { triangle.mix(bytes: $0) }
            withUnsafeBytes(of: c) { triangle.mix(bytes: $0) }
            let x0 = max(bx0, min(a.x, b.x, c.x) - margin), x1 = min(bx1, max(a.x, b.x, c.x) + margin)
            let y0 = max(by0, min(a.y, b.y, c.y) - margin), y1 = min(by1, max(a.y, b.y, c.y) + margin)
            t += 3
            guard x0 <= x1, y0 <= y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { continue }
            for row in Int((y0 / side).rounded(.down))...Int((y1 / side).rounded(.down)) {
                for column in Int((x0 / side).rounded(.down))...Int((x1 / side).rounded(.down)) {
                    let k = (row - firstRow) * columns + (column - firstColumn)
                    grid[k].mix(triangle.value)
                    touched[k] = true
                }
            }
        }
        return grid.indices.compactMap { k in
            guard touched[k] else { return nil }
            return LayerRecord.Tile(column: Int32(firstColumn + k % columns), row: Int32(firstRow + k / columns), fingerprint: grid[k])
        }
    }
}
