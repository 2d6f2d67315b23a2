import Animation
import CSDL2
import Geometry

/// One frame's way from layer trees to pixels, the same for the window and the offscreen
/// canvas: the trees are built into a display list by the builder (which follows the
/// renderer's raster profile), the damage since the kept frame is worked out, widened to
/// the whole output where it has to be, paint flashing's tints are added, and the damage
/// is drawn into the kept frame.
final class FramePipeline {
    let builder: DisplayListBuilder
    let drawer: DisplayListRenderer
    private let list = DisplayList()
    private let tracker = DamageTracker()
    /// Whether each redrawn rectangle is tinted for a moment (paint flashing).
    var flashesPaint = false
    private var flashes = PaintFlashes()
    /// Whether the last frame drew a tree exploded in 3D.
    private var drewExploded = false

    /// What a frame found and drew.
    struct Frame {
        /// What changed since the last frame, as the tracker found it.
        var changed: DamageRegion
        /// What was to be redrawn: the change, or the whole output where it had to be.
        var redrawn: DamageRegion
        /// What was drawn: `redrawn` and the rectangles paint flashing still tints.
        var drawn: DamageRegion
    }

    init(drawer: DisplayListRenderer, pixelScale: Double, measurer: TextMeasuring?) {
        self.drawer = drawer
        builder = DisplayListBuilder(pixelScale: pixelScale, measurer: measurer)
        builder.raster = drawer.raster
    }

    /// Whether a flash still shows: another frame is needed to clear it.
    var isFlashing: Bool { flashesPaint && flashes.isFlashing }

    /// Makes the next frame redraw the whole output (an expose, a lost render target).
    func invalidate() { tracker.invalidate() }

    /// Forgets the flashes under way.
    func resetFlashes() { flashes = PaintFlashes() }

    /// Builds the trees' display list, back to front (a scene, then the tools over it),
    /// and draws into `base` (nil: the renderer's output) what changed since the last
    /// frame, or, with `whole`, the whole output. A frame that draws a tree exploded in 3D,
    /// and the one after it, are drawn whole: its planes follow no layer's bounds.
    func draw(_ roots: [Layer], background: Color, pixelWidth: Int, pixelHeight: Int, whole: Bool,
              base: OpaquePointer?) -> Frame {
        builder.build(roots, pixelWidth: pixelWidth, pixelHeight: pixelHeight, into: list)
        let changed = tracker.damage(after: list, background: background, pixelScale: builder.pixelScale)
        var damage = changed
        let exploded = builder.statistics.drewExploded
        if whole || exploded || drewExploded { damage = .whole(damage.output) }
        drewExploded = exploded
        let redrawn = damage
        var tints: [PaintFlashes.Tint] = []
        if flashesPaint { (damage, tints) = flashes.frame(damage) }
        if !damage.isEmpty {
            drawer.draw(list, background: background, damage: whole ? nil : damage, base: base)
        }
        drawer.tint(tints, base: base)
        return Frame(changed: changed, redrawn: redrawn, drawn: damage)
    }
}
