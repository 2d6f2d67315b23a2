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
        return RecordStart(vertex: list.vertexCount, index: list.indexCount, command: list.commands.count)
    }

    /// Records what the layer drew since `start`, when it drew anything that shows.
    func endRecord(_ start: RecordStart, of layer: Layer, in list: DisplayList) {
        let vertexEnd = list.vertexCount, indexEnd = list.indexCount
        guard vertexEnd > start.vertex, indexEnd > start.index else { return }
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        let vertices = UnsafeBufferPointer(rebasing: list.vertices[start.vertex..<vertexEnd])
        for v in vertices {
            minX = min(minX, v.x); maxX = max(maxX, v.x)
            minY = min(minY, v.y); maxY = max(maxY, v.y)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return }
        let covered = PixelRect(covering: Rect(x: Double(minX), y: Double(minY),
                                               width: Double(maxX - minX), height: Double(maxY - minY)))
        let bounds = covered.outset(by: Self.damageMargin).intersection(clipStack.last!)
        guard !bounds.isEmpty else { return }

        var print = context
        print.mix(bytes: UnsafeRawBufferPointer(vertices))
        let base = Int32(start.vertex)
        let indices = UnsafeBufferPointer(rebasing: list.indices[start.index..<indexEnd])
        var i = 0
        while i + 1 < indices.count {
            print.mix(UInt64(UInt32(bitPattern: indices[i] &- base)) << 32 | UInt64(UInt32(bitPattern: indices[i + 1] &- base)))
            i += 2
        }
        if i < indices.count { print.mix(UInt64(UInt32(bitPattern: indices[i] &- base))) }
        print.mix(list.drawSignature.value)
        for command in list.commands[start.command...] {
            switch command {
            case .draw: break
            case .beginGroup(let opacity, let groupBounds, let overwrite):
                print.mix(4 as UInt64)
                print.mix(opacity)
                print.mix(groupBounds ?? PixelRect(x: -1, y: -1, width: -1, height: -1))
                print.mix(overwrite ? 1 as UInt64 : 0)
            case .endGroup: print.mix(5 as UInt64)
            case .pushClip(let r):
                print.mix(6 as UInt64)
                print.mix(r)
            case .popClip: print.mix(7 as UInt64)
            case .endMaskedGroup: print.mix(8 as UInt64)
            }
        }
        list.records.append(LayerRecord(layer: ObjectIdentifier(layer), fingerprint: print, bounds: bounds))
    }
}
