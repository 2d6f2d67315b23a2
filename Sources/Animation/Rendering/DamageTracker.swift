import Geometry

/// Works out, frame by frame, which pixels of an output changed: Core Animation's render
/// server and Chromium's damage tracker do the same to redraw only what moved.
///
/// It compares each display list's `LayerRecord`s with the last one's, by layer:
/// - a layer whose fingerprint or bounds changed damages its old and new bounds;
/// - a layer drawn now but not before (added, shown, scrolled in) damages its new bounds,
///   and one drawn before but not now its old bounds;
/// - layers whose order changed damage their old and new bounds: every layer between the
///   first and the last place where the survivors' order differs.
///
/// A pixel outside that region is drawn by the same commands, in the same order, inside
/// the same groups, clips and masks as before, so it is the same pixel: a frame drawn
/// from damage equals a full redraw. A new output size, background or pixel scale, or
/// `invalidate()`, damages everything.
public final class DamageTracker {
    private var previous: [LayerRecord] = []
    private var previousIndex: [ObjectIdentifier: Int] = [:]
    private var previousOutput: PixelRect?
    private var previousBackground: Color?
    private var previousScale: Double?
    private var invalidated = true

    /// The share of the output past which the whole output is redrawn instead. Defaults
    /// to 0.5.
    public var wholeFrameShare = 0.5

    public init() {}

    /// Makes the next damage the whole output (an expose, a lost render target).
    public func invalidate() { invalidated = true }

    /// The region changed since the last list passed in; then remembers this one.
    public func damage(after list: DisplayList, background: Color, pixelScale: Double = 1) -> DamageRegion {
        let output = PixelRect(x: 0, y: 0, width: Int32(clamping: list.pixelWidth), height: Int32(clamping: list.pixelHeight))
        defer { remember(list.records, output: output, background: background, pixelScale: pixelScale) }
        if invalidated || output != previousOutput || background != previousBackground || pixelScale != previousScale {
            return .whole(output)
        }
        var region = DamageRegion(output: output)
        let now = list.records
        // Old places of the layers drawn in both lists, in the new order.
        var survivors: [(new: Int, old: Int)] = []
        survivors.reserveCapacity(now.count)
        var seen = [Bool](repeating: false, count: previous.count)
        for (i, record) in now.enumerated() {
            guard let j = previousIndex[record.layer], !seen[j] else {
                region.add(record.bounds)
                continue
            }
            seen[j] = true
            survivors.append((i, j))
            let old = previous[j]
            if old.fingerprint != record.fingerprint || old.bounds != record.bounds {
                damage(from: old, to: record, into: &region)
            }
        }
        for (j, drawn) in seen.enumerated() where !drawn { region.add(previous[j].bounds) }
        // The survivors' old places are increasing unless some were reordered: damage the
        // run between the first and last that stand out of order.
        if !survivors.isEmpty, zip(survivors, survivors.dropFirst()).contains(where: { $0.old > $1.old }) {
            let sorted = survivors.map(\.old).sorted()
            let misplaced = survivors.indices.filter { survivors[$0].old != sorted[$0] }
            if let lo = misplaced.first, let hi = misplaced.last {
                for s in survivors[lo...hi] {
                    region.add(previous[s.old].bounds)
                    region.add(now[s.new].bounds)
                }
            }
        }
        region.wholeIfShare(above: wholeFrameShare)
        return region
    }

    /// A changed layer's damage: the tiles whose drawing changed when both frames have
    /// tiles in the same context, else its old and new bounds.
    private func damage(from old: LayerRecord, to new: LayerRecord, into region: inout DamageRegion) {
        guard let was = old.tiles, let now = new.tiles, old.frame == new.frame else {
            region.add(old.bounds)
            region.add(new.bounds)
            return
        }
        let reach = old.bounds.union(new.bounds)
        // Both lists are in tile order: walk them together.
        var i = 0, j = 0
        while i < was.count || j < now.count {
            let a = i < was.count ? was[i] : nil, b = j < now.count ? now[j] : nil
            if let a, let b, a.row == b.row, a.column == b.column {
                if a.fingerprint != b.fingerprint { region.add(a.rect.intersection(reach)) }
                i += 1; j += 1
            } else if let a, b == nil || (a.row, a.column) < (b!.row, b!.column) {
                region.add(a.rect.intersection(reach))
                i += 1
            } else if let b {
                region.add(b.rect.intersection(reach))
                j += 1
            }
        }
    }

    private func remember(_ records: [LayerRecord], output: PixelRect, background: Color, pixelScale: Double) {
        previous = records
        previousIndex.removeAll(keepingCapacity: true)
        for (i, r) in records.enumerated() { previousIndex[r.layer] = i }
        previousOutput = output
        previousBackground = background
        previousScale = pixelScale
        invalidated = false
    }
}
