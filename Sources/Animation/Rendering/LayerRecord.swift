/// What one layer drew into a display list, for damage tracking: its identity, a
/// fingerprint of its own commands (vertices, colours, texture references, isolation
/// groups) together with everything above it that changes how they show (the groups,
/// clips and masks it is drawn inside), and the window pixels it can touch.
///
/// Layers that draw nothing themselves have no record: what their opacity, clip or mask
/// does to their sublayers is in the sublayers' fingerprints.
public struct LayerRecord: Equatable, Sendable {
    /// The layer (valid while it is alive; a reused address with the same drawing and
    /// place in the order is the same pixels).
    public var layer: ObjectIdentifier
    public var fingerprint: Fingerprint
    /// Every pixel the layer's commands can change, clipped to where they show; grown by
    /// `DisplayListBuilder.damageMargin` for rasterisers' rounding and texture filtering.
    public var bounds: PixelRect

    public init(layer: ObjectIdentifier, fingerprint: Fingerprint, bounds: PixelRect) {
        self.layer = layer
        self.fingerprint = fingerprint
        self.bounds = bounds
    }
}
