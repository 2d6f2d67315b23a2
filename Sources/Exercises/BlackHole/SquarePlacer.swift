import Geometry

/// Finds room for new squares: random places (seeded, so runs repeat) clear of the hole
/// and its field, the buttons and every other square.
struct SquarePlacer {
    /// Attempts before giving up on a crowded tab.
    static let attempts = 400
    /// Space kept between a new square and anything else, in points.
    static let clearance = 12.0

    private var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed ^ 0xB1AC_4801)
    }

    /// A centre for a square of `side` inside `area`, clear of the obstacles, or nil if
    /// none was found. Obstacles are discs (centre and radius), which is what a square
    /// turned any way needs around it.
    mutating func place(side: Double, in area: Rect, avoiding obstacles: [(centre: Point, radius: Double)],
                        keepOut: (Point) -> Bool) -> Point? {
        let r = side / 2 * 2.0.squareRoot()
        let inner = area.insetBy(dx: side / 2 + Self.clearance, dy: side / 2 + Self.clearance)
        guard inner.width >= 0, inner.height >= 0 else { return nil }
        for _ in 0..<Self.attempts {
            let p = Point(x: inner.minX + Double.random(in: 0...1, using: &generator) * inner.width,
                          y: inner.minY + Double.random(in: 0...1, using: &generator) * inner.height)
            if keepOut(p) { continue }
            if obstacles.allSatisfy({ $0.centre.distance(to: p) >= $0.radius + r + Self.clearance }) { return p }
        }
        return nil
    }
}
