/// How progress through a duration maps to progress of the value: a cubic Bézier from
/// (0, 0) to (1, 1) with two control points (CAMediaTimingFunction). Solved to within 1e-7.
public struct TimingFunction: Hashable, Sendable, CustomStringConvertible {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// A custom curve; the x coordinates must lie in 0...1 so the curve is a function of time.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2),
                     "timing function x control points must lie in 0...1, got \(x1) and \(x2)")
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// Core Animation's named curves, with its control points.
    public static let linear = TimingFunction(0, 0, 1, 1)
    public static let easeIn = TimingFunction(0.42, 0, 1, 1)
    public static let easeOut = TimingFunction(0, 0, 0.58, 1)
    public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
    /// kCAMediaTimingFunctionDefault, what implicit animations use.
    public static let `default` = TimingFunction(0.25, 0.1, 0.25, 1)

    /// The named curves by their CAMediaTimingFunctionName.
    public static let named: [(name: String, function: TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    public var description: String {
        Self.named.first { $0.function == self }?.name ?? "cubic-bezier(\(x1),\(y1),\(x2),\(y2))"
    }

    /// Polynomial coefficients of x(s) and y(s) = ((a s + b) s + c) s.
    private var cx: Double { 3 * x1 }
    private var bx: Double { 3 * (x2 - x1) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * y1 }
    private var by: Double { 3 * (y2 - y1) - cy }
    private var ay: Double { 1 - cy - by }

    private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve's parameter s where x(s) = x: Newton's method, then bisection if it stalls.
    func solveParameter(_ x: Double) -> Double {
        let epsilon = 1e-7
        var s = x
        for _ in 0..<8 {
            let err = sampleX(s) - x
            if abs(err) < epsilon { return s }
            let d = slopeX(s)
            if abs(d) < 1e-6 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let v = sampleX(s)
            if abs(v - x) < epsilon { return s }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// Value progress for time progress `x` (clamped to 0...1).
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if self == .linear { return x }
        return sampleY(solveParameter(x))
    }
}
