import Animation
import Foundation
import Geometry
import Testing
@testable import SDLFront

/// A 100-point circle drawn by SDL's software renderer, which takes positions whole,
/// follows its true outline (issue 39, item 3): no flat facets and no blank steps.
///
/// The edge is read back from the picture as a radius: along 20 rays in each 5° sector,
/// the coverage between pixel centres summed across the edge. With every fringe vertex
/// rounded to the nearest pixel corner, the worst sector of each case below strayed
/// 0.35 to 0.53 px from the true radius, and 1 to 16 pixels the circle covers by a
/// quarter or more came out blank. With the fringe placed across the edge
/// (`DisplayListBuilder.placeFringe`), 0.10 to 0.15 px, and none blank. (Placed with its
/// outer ring as the last edge, 0.12 to 0.38 px, and 5 to 20 blank, a 45° run of them on
/// an upright circle.)
@Suite("The fringe of a large circle on a rasteriser that takes positions whole", .serialized)
struct FringePlacementTests {
    /// How a circle is drawn: its centre in points, its turn and the pixel scale.
    struct Case: CustomTestStringConvertible, Sendable {
        var center: Point
        var angle: Double
        var scale: Double
        var testDescription: String { "centre (\(center.x), \(center.y)), turned \(angle), at \(scale)x" }
    }

    static let cases = [
        // Upright: its edges snap to whole pixels, so its centre is on a pixel corner.
        Case(center: Point(x: 100, y: 100), angle: 0, scale: 1),
        Case(center: Point(x: 100, y: 100), angle: 0, scale: 2),
        // Turned: no snapping, so the centre lies anywhere in its pixel.
        Case(center: Point(x: 100.3, y: 100.7), angle: 0.3, scale: 1),
        Case(center: Point(x: 100.62, y: 100.15), angle: -1, scale: 1),
    ]

    /// How far the edge may stray from the true circle in any 5° sector, in pixels: above
    /// the 0.15 px the placed fringe strays, below the 0.35 px rounding strayed at best.
    static let bound = 0.25

    @Test("a 100-point circle's edge keeps to its radius in every 5° sector, with no blank pixel it covers", arguments: cases)
    func circleEdge(_ c: Case) throws {
        let root = makeRoot(width: 200, height: 200)
        let circle = makeSquare("circle", center: c.center, side: 100, color: .black, radius: 50)
        if c.angle != 0 { circle.transform = .rotationZ(c.angle) }
        root.addSublayer(circle)
        let size = Int(200 * c.scale)
        let canvas = try render(root, width: size, height: size, scale: c.scale, name: "fringe-\(c.center.x)-\(c.angle)-\(c.scale)")
        let edge = Edge(canvas, center: Point(x: c.center.x * c.scale, y: c.center.y * c.scale), radius: 50 * c.scale)
        let radii = edge.sectorRadii(count: 72)
        let worst = radii.indices.max { abs(radii[$0]) < abs(radii[$1]) }!
        #expect(abs(radii[worst]) <= Self.bound,
                "the edge strays \(radii[worst]) px at \(worst * 5)° to \(worst * 5 + 5)°")
        let blank = edge.blankPixels(covering: 0.25)
        #expect(blank.isEmpty, "blank where the circle covers a quarter or more: \(blank.prefix(6))")
    }

    /// A black circle's edge on white, read from the canvas.
    struct Edge {
        let center: Point
        let radius: Double
        /// Coverage of the pixels around the circle, row by row from `origin`.
        let coverage: [Double]
        let origin: (x: Int, y: Int)
        let side: Int

        init(_ canvas: OffscreenCanvas, center: Point, radius: Double) {
            self.center = center
            self.radius = radius
            side = Int(2 * radius) + 12
            origin = (Int(center.x - radius) - 6, Int(center.y - radius) - 6)
            var coverage: [Double] = []
            for y in 0..<side {
                for x in 0..<side { coverage.append(1 - canvas.pixel(x: origin.x + x, y: origin.y + y).red) }
            }
            self.coverage = coverage
        }

        /// The coverage at a point in canvas pixels, bilinear between pixel centres.
        func coverage(at x: Double, _ y: Double) -> Double {
            let u = x - 0.5 - Double(origin.x), v = y - 0.5 - Double(origin.y)
            let i = Int(u.rounded(.down)), j = Int(v.rounded(.down))
            let fu = u - Double(i), fv = v - Double(j)
            func at(_ i: Int, _ j: Int) -> Double { coverage[j * side + i] }
            return (at(i, j) * (1 - fu) + at(i + 1, j) * fu) * (1 - fv) + (at(i, j + 1) * (1 - fu) + at(i + 1, j + 1) * fu) * fv
        }

        /// How far the edge lies from the true radius, in pixels, in each of `count`
        /// sectors from 0° (the +x axis, turning towards +y): the mean over 20 rays of the
        /// coverage summed along each from 3 px inside the radius to 3 px outside.
        func sectorRadii(count: Int) -> [Double] {
            let rays = 20, step = 0.05
            return (0..<count).map { sector in
                (0..<rays).map { ray in
                    let theta = 2 * Double.pi * Double(sector * rays + ray) / Double(count * rays)
                    var sum = 0.0
                    for k in 0..<120 {
                        let r = radius - 3 + (Double(k) + 0.5) * step
                        sum += coverage(at: center.x + r * cos(theta), center.y + r * sin(theta)) * step
                    }
                    return sum - 3
                }.reduce(0, +) / Double(rays)
            }
        }

        /// Pixels the true circle covers by `share` or more (its edge seen through a
        /// one-pixel box) that come out with no coverage at all.
        func blankPixels(covering share: Double) -> [(x: Int, y: Int)] {
            var blank: [(x: Int, y: Int)] = []
            for y in 0..<side {
                for x in 0..<side {
                    let px = Double(origin.x + x) + 0.5, py = Double(origin.y + y) + 0.5
                    let distance = ((px - center.x) * (px - center.x) + (py - center.y) * (py - center.y)).squareRoot() - radius
                    if 0.5 - distance >= share, coverage[y * side + x] < 0.02 { blank.append((origin.x + x, origin.y + y)) }
                }
            }
            return blank
        }
    }
}
