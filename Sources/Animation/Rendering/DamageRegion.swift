/// The part of an output that must be redrawn: a few rectangles in device pixels, kept
/// inside the output. Rectangles that overlap heavily are merged as they are added, and
/// past `maximumRects` the two whose union wastes least are merged, so a region stays a
/// handful of rectangles however many layers changed (as wlroots' damage ring and
/// Chromium's damage tracker bound theirs).
///
/// Rectangles may overlap: drawing a rectangle clears and redraws all of it, so drawing
/// a pixel twice gives the same pixel.
public struct DamageRegion: Equatable, Sendable {
    /// The output, which every rectangle lies inside.
    public let output: PixelRect
    public private(set) var rects: [PixelRect] = []

    /// Rectangles kept at most before the closest two are merged. Defaults to 8.
    public static let maximumRects = 8

    /// An empty region of an output.
    public init(output: PixelRect) { self.output = output }

    /// The whole output.
    public static func whole(_ output: PixelRect) -> DamageRegion {
        var r = DamageRegion(output: output)
        r.add(output)
        return r
    }

    public var isEmpty: Bool { rects.isEmpty }

    /// Whether the region is the whole output.
    public var isWhole: Bool { rects.count == 1 && rects[0] == output }

    /// Pixels covered, counting overlaps twice (the pixels a renderer redraws).
    public var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// The share of the output redrawn, 0 to 1 (overlaps counted once per rectangle, held
    /// to 1).
    public var share: Double {
        let whole = output.area
        return whole > 0 ? min(1, Double(area) / Double(whole)) : 0
    }

    /// Adds a rectangle, clipped to the output.
    public mutating func add(_ rect: PixelRect) {
        var r = rect.intersection(output)
        guard !r.isEmpty else { return }
        // Swallow whatever the new rectangle overlaps heavily: its union costs no more
        // pixels than the two apart.
        var i = 0
        while i < rects.count {
            let u = rects[i].union(r)
            if rects[i].contains(r) { return }
            if u.area <= rects[i].area + r.area {
                r = u
                rects.remove(at: i)
                i = 0
            } else {
                i += 1
            }
        }
        rects.append(r)
        while rects.count > Self.maximumRects { mergeClosestPair() }
    }

    /// Adds every rectangle of another region.
    public mutating func formUnion(_ other: DamageRegion) {
        for r in other.rects { add(r) }
    }

    /// Becomes the whole output when it already covers more than `share` of it: past
    /// that, one full frame is cheaper than many rectangles.
    public mutating func wholeIfShare(above share: Double) {
        if !isEmpty, !isWhole, self.share > share { self = .whole(output) }
    }

    private mutating func mergeClosestPair() {
        var best = (i: 0, j: 1, waste: Int.max)
        for i in 0..<rects.count {
            for j in (i + 1)..<rects.count {
                let waste = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if waste < best.waste { best = (i, j, waste) }
            }
        }
        let u = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        add(u)
    }
}

extension PixelRect {
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Pixels inside (0 when empty).
    public var area: Int { isEmpty ? 0 : Int(width) * Int(height) }

    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        let x1 = max(x + width, o.x + o.width), y1 = max(y + height, o.y + o.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether every pixel of `o` is inside.
    public func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (o.x >= x && o.y >= y && o.x + o.width <= x + width && o.y + o.height <= y + height)
    }

    /// Grown by `d` pixels on every side.
    public func outset(by d: Int32) -> PixelRect {
        PixelRect(x: x &- d, y: y &- d, width: width &+ 2 &* d, height: height &+ 2 &* d)
    }
}
