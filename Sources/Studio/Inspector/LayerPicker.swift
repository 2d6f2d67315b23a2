import Animation
import Geometry

/// Finds the layer a pick points at: the front-most visible layer of the tab whose box in
/// the window holds the point, deepest first (Xcode's view debugger picks what is drawn,
/// whether or not it takes touches, so an image that lets presses through is picked too).
enum LayerPicker {
    /// The deepest visible layer under `p` below `roots` (front-most last), if any. The
    /// roots themselves are containers the size of the window ("content", "lifted"), never
    /// picked: the one drawn over the tab would hide it.
    static func pick(_ p: Point, in roots: [Layer]) -> Layer? {
        for root in roots.reversed() where !root.presentation.isHidden {
            for s in root.sublayersInDrawingOrder.reversed() {
                if let hit = deepest(p, in: s) { return hit }
            }
        }
        return nil
    }

    private static func deepest(_ p: Point, in layer: Layer) -> Layer? {
        let v = layer.presentation
        guard !v.isHidden, v.opacity >= Layer.hitTestMinimumOpacity else { return nil }
        for s in layer.sublayersInDrawingOrder.reversed() {
            if let hit = deepest(p, in: s) { return hit }
        }
        let f = layer.frameInWindow
        return f.width > 0 && f.height > 0 && f.contains(p) ? layer : nil
    }
}
