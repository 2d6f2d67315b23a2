import Animation
import Foundation
import Geometry

/// A chart of one curve drawn with layers, for docs and QA: light grid, labelled axes, a
/// dashed line at the destination value, and the curve as a thick anti-aliased polyline.
public final class CurvePlot {
    public let layer: Layer
    private let margin = (left: 64.0, right: 24.0, top: 48.0, bottom: 52.0)

    /// - Parameters:
    ///   - samples: points (t, value), t ascending.
    ///   - xLabel: what t is ("progress" or "seconds").
    public init(title: String, samples: [(t: Double, value: Double)], xLabel: String, size: Size) {
        layer = Layer(name: "plot")
        layer.setFrame(Rect(origin: .zero, size: size))
        layer.backgroundColor = .white
        guard let first = samples.first, let last = samples.last else { return }

        let lowest = min(0, samples.map(\.value).min()!), highest = max(1, samples.map(\.value).max()!)
        let pad = (highest - lowest) * 0.08
        let yRange = (lowest - pad)...(highest + pad)
        let xRange = first.t...max(last.t, first.t + 1e-9)
        let plot = Rect(x: margin.left, y: margin.top, width: size.width - margin.left - margin.right,
                        height: size.height - margin.top - margin.bottom)
        func map(_ t: Double, _ v: Double) -> Point {
            Point(x: plot.minX + (t - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) * plot.width,
                  y: plot.maxY - (v - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) * plot.height)
        }

        add(text: title, frame: Rect(x: 0, y: 10, width: size.width, height: 28), size: 16, bold: true, align: .center)
        // Grid and tick labels.
        for v in Self.ticks(yRange) {
            let p = map(xRange.lowerBound, v)
            add(line: Rect(x: plot.minX, y: p.y - 0.5, width: plot.width, height: 1), color: Theme.separator.withAlpha(0.6))
            add(text: Self.label(v), frame: Rect(x: 0, y: p.y - 10, width: margin.left - 10, height: 20), size: 11, align: .right)
        }
        for t in Self.ticks(xRange) {
            let p = map(t, yRange.lowerBound)
            add(line: Rect(x: p.x - 0.5, y: plot.minY, width: 1, height: plot.height), color: Theme.separator.withAlpha(0.6))
            add(text: Self.label(t), frame: Rect(x: p.x - 30, y: plot.maxY + 6, width: 60, height: 18), size: 11, align: .center)
        }
        // Axes.
        add(line: Rect(x: plot.minX - 1, y: plot.minY, width: 1.5, height: plot.height), color: Theme.label)
        add(line: Rect(x: plot.minX, y: map(0, 0).y - 0.75, width: plot.width, height: 1.5), color: Theme.label)
        add(text: xLabel, frame: Rect(x: plot.minX, y: plot.maxY + 26, width: plot.width, height: 20), size: 12, align: .center)
        // The destination, dashed.
        let oneY = map(0, 1).y
        var x = plot.minX
        while x < plot.maxX {
            add(line: Rect(x: x, y: oneY - 0.75, width: min(6, plot.maxX - x), height: 1.5), color: Theme.secondaryLabel)
            x += 10
        }
        // The curve.
        let points = samples.map { map($0.t, $0.value) }
        for (a, b) in zip(points, points.dropFirst()) { addSegment(from: a, to: b, width: 3, color: Theme.tint) }
    }

    private func add(line rect: Rect, color: Color) {
        let l = Layer(name: "plot.line")
        l.setFrame(rect)
        l.backgroundColor = color
        layer.addSublayer(l)
    }

    private func add(text: String, frame: Rect, size: Double, bold: Bool = false, align: TextLayer.Alignment) {
        let t = TextLayer(name: "plot.label", string: text, fontSize: size, textColor: Theme.label, alignment: align, bold: bold)
        t.setFrame(frame)
        layer.addSublayer(t)
    }

    /// A capsule from a to b: round caps make the joints of a polyline seamless.
    private func addSegment(from a: Point, to b: Point, width: Double, color: Color) {
        let d = b - a
        let s = Layer(name: "plot.curve")
        s.bounds = Rect(x: 0, y: 0, width: d.length + width, height: width)
        s.cornerRadius = width / 2
        s.position = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        s.transform = .rotationZ(atan2(d.dy, d.dx))
        s.backgroundColor = color
        layer.addSublayer(s)
    }

    /// Round tick values covering a range: steps of 1, 2 or 5 times a power of ten.
    static func ticks(_ r: ClosedRange<Double>) -> [Double] {
        let span = r.upperBound - r.lowerBound
        guard span > 0 else { return [r.lowerBound] }
        let raw = span / 5
        let power = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw } ?? power * 10
        var v = (r.lowerBound / step).rounded(.up) * step
        var out: [Double] = []
        while v <= r.upperBound + 1e-9 {
            out.append(abs(v) < 1e-12 ? 0 : v)
            v += step
        }
        return out
    }

    static func label(_ v: Double) -> String {
        let s = String(format: "%.2f", v)
        return s.hasSuffix(".00") ? String(s.dropLast(3)) : s.hasSuffix("0") ? String(s.dropLast()) : s
    }
}
