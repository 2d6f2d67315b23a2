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
    /// For a large layer, what it draws over each tile of a fixed grid
    /// (`LayerRecord.tileSize` pixels square), in tile order, so that a change to part of
    /// it (a ring emptying) damages only the tiles that part covers; nil for a small one.
    public var tiles: [Tile]?
    /// Everything of the fingerprint that is not in the tiles (the context the layer is
    /// drawn in, its textures and groups): tiles compare only while it stays the same.
    public var frame: Fingerprint

    /// A tile's place on the grid and a fingerprint of the triangles that can reach it.
    public struct Tile: Equatable, Sendable {
        public var column: Int32
        public var row: Int32
        public var fingerprint: Fingerprint

        public var rect: PixelRect {
            PixelRect(x: column &* LayerRecord.tileSize, y: row &* LayerRecord.tileSize,
                      width: LayerRecord.tileSize, height: LayerRecord.tileSize)
        }
    }

    /// The grid's tile side in pixels.
    public static let tileSize: Int32 = 32

    public init(layer: ObjectIdentifier, fingerprint: Fingerprint, bounds: PixelRect, tiles: [Tile]? = nil,
                frame: Fingerprint = Fingerprint()) {
        self.layer = layer
        self.fingerprint = fingerprint
        self.bounds = bounds
        self.tiles = tiles
        self.frame = frame
    }
}
