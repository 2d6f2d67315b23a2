/// Paint flashing, as Chrome's Rendering panel and Flutter's repaint rainbow show it: each
/// rectangle a frame redraws is tinted for a few frames, fading, then drawn clean again.
///
/// A front end that keeps its last frame asks it, each frame, for the damage to draw (the
/// frame's own, grown by every rectangle tinted the frame before, so no tint is drawn over
/// an old one) and the tints to lay over it once the frame is drawn.
public struct PaintFlashes {
    /// One tinted rectangle and how strongly, 0 to 1.
    public struct Tint: Equatable, Sendable {
        public var rect: PixelRect
        public var strength: Double
    }

    /// Frames a rectangle stays tinted. Defaults to 12 (a fifth of a second at 60 fps).
    public static let frames = 12

    private var active: [(rect: PixelRect, framesLeft: Int)] = []

    public init() {}

    /// Whether a tint still shows, so the front end must draw another frame to clear it.
    public var isFlashing: Bool { !active.isEmpty }

    /// The damage to draw for a frame whose own damage is `damage`, and the tints to lay
    /// over it afterwards (newest last).
    public mutating func frame(_ damage: DamageRegion) -> (draw: DamageRegion, tints: [Tint]) {
        var draw = damage
        for f in active { draw.add(f.rect) }
        active = active.compactMap { $0.framesLeft > 1 ? ($0.rect, $0.framesLeft - 1) : nil }
        for r in damage.rects { active.append((r, Self.frames)) }
        return (draw, active.map { Tint(rect: $0.rect, strength: Double($0.framesLeft) / Double(Self.frames)) })
    }
}
