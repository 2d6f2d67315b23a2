/// What a front end's rasteriser does with the triangles it is handed, as far as the
/// display list has to know: where it puts a position, whether it blends the shared edges
/// of neighbouring triangles twice, and which neighbouring triangles it draws together.
///
/// The core knows no rasteriser: the front end hands its profile to the builder
/// (`DisplayListBuilder.raster`), and the builder places vertices, isolates translucent
/// shapes and tiles large layers for damage by it. Defaults to `.exact`.
public struct RasterProfile: Sendable {
    /// Added to every vertex position. A rasteriser that truncates positions to whole
    /// pixels wants 0.5, which makes truncation round, so shapes do not drift up and left.
    /// Defaults to 0.
    public var positionBias: Float
    /// Whether positions are handed over already whole, rounded down after the bias as a
    /// truncating rasteriser would round them: one that draws two triangles making an
    /// upright rectangle as a rectangle, truncating its width apart from its position,
    /// left a one-pixel gap inside boxes at fractional positions. Defaults to false.
    public var truncatesPositions: Bool
    /// Whether each translucent shape is drawn through its own small overwrite group, for
    /// rasterisers that blend the shared edges of adjacent triangles twice (which shows as
    /// seams inside a translucent circle). Defaults to true.
    public var isolatesTranslucentShapes: Bool
    /// Which neighbouring triangles the rasteriser draws as one rectangle; nil when it
    /// draws each triangle by itself. Defaults to nil.
    public var pairing: TrianglePairing?

    public init(positionBias: Float = 0, truncatesPositions: Bool = false, isolatesTranslucentShapes: Bool = true,
                pairing: TrianglePairing? = nil) {
        self.positionBias = positionBias
        self.truncatesPositions = truncatesPositions
        self.isolatesTranslucentShapes = isolatesTranslucentShapes
        self.pairing = pairing
    }

    /// A rasteriser that takes positions as they are and draws each triangle by itself,
    /// blending shared edges twice (as every front end here does).
    public static let exact = RasterProfile()

    /// A vertex coordinate in device pixels as the rasteriser takes it.
    @inline(__always)
    func device(_ v: Float) -> Float {
        truncatesPositions ? (v + positionBias).rounded(.down) : (positionBias == 0 ? v : v + positionBias)
    }
}
