import Animation

/// The rasterisers SDL 2 draws the display list with, as the core is told of them.
extension RasterProfile {
    /// SDL 2's software renderer. It truncates geometry positions to whole pixels, so half
    /// a pixel is added first, turning that into rounding, and positions are handed over
    /// already whole (it draws two triangles that make an upright rectangle as a rectangle,
    /// truncating its width apart from its position). It blends the shared edges of
    /// adjacent triangles twice, and pairs triangles as `TrianglePairing.sdlSoftware`
    /// says.
    static let sdlSoftware = RasterProfile(positionBias: 0.5, truncatesPositions: true, isolatesTranslucentShapes: true,
                                           pairing: .sdlSoftware)

    /// SDL 2's GPU renderers (OpenGL, Mesa's too): positions as they are, each triangle
    /// drawn by itself; Mesa's OpenGL blends the shared edges of adjacent triangles twice.
    static let sdlAccelerated = RasterProfile(isolatesTranslucentShapes: true)
}
