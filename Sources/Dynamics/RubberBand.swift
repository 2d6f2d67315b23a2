/// How content resists being pulled past an edge, as UIScrollView does: the further it
/// goes, the less it follows, approaching but never reaching the view's own length.
///
/// The formula is the one measured for UIScrollView (Grant Paul's reconstruction, widely
/// used since): for an overshoot `x` in a view `d` points long, the content shows
/// `(1 − 1 / (x·c/d + 1))·d` past the edge, with c = 0.55. Pulling one view-length past
/// shows 35 % of it; pulling forever approaches 100 %.
public enum RubberBand {
    /// UIScrollView's constant. Defaults everywhere here to 0.55.
    public static let coefficient = 0.55

    /// How far past the edge the content shows when pulled `overshoot` points past it, in
    /// a view `dimension` points long. Odd in the overshoot: a pull the other way mirrors.
    public static func offset(overshoot x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0, x.isFinite else { return x.isFinite ? 0 : (x > 0 ? max(0, d) : -max(0, d)) }
        let magnitude = (1 - 1 / (abs(x) * c / d + 1)) * d
        return x < 0 ? -magnitude : magnitude
    }

    /// A value held to `range`, with whatever lies past either end rubber-banded over
    /// `dimension` points: inside the range it is unchanged.
    public static func clamp(_ value: Double, to range: ClosedRange<Double>, dimension: Double,
                             coefficient c: Double = coefficient) -> Double {
        if value < range.lowerBound { return range.lowerBound + offset(overshoot: value - range.lowerBound, dimension: dimension, coefficient: c) }
        if value > range.upperBound { return range.upperBound + offset(overshoot: value - range.upperBound, dimension: dimension, coefficient: c) }
        return value
    }

    /// The pull that shows `shown` points past the edge: the inverse of `offset`, for
    /// turning a rubber-banded position back into the finger's travel. Nil when `shown`
    /// is as far as the band can ever stretch.
    public static func overshoot(showing shown: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double? {
        guard d > 0 else { return nil }
        let f = abs(shown) / d
        guard f < 1 else { return nil }
        let x = (1 / (1 - f) - 1) * d / c
        return shown < 0 ? -x : x
    }
}
