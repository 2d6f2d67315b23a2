import Foundation
import Geometry

/// A value of an animatable property, with the arithmetic animations need: interpolation,
/// addition (additive, cumulative and `by`), and distance (paced keyframes).
public enum AnimatableValue: Equatable, Sendable {
    case scalar(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(Transform3D)
    /// A gradient's colours (CAGradientLayer's `colors`).
    case colors([Color])

    /// What kind of value it is, for checking it suits a property.
    public enum Kind: String, Sendable {
        case scalar = "a number", point = "a point", size = "a size", rect = "a rectangle", color = "a colour", transform = "a transform",
             colors = "a list of colours"
    }

    public var kind: Kind {
        switch self {
        case .scalar: .scalar
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .transform: .transform
        case .colors: .colors
        }
    }

    public func isSameKind(as other: AnimatableValue) -> Bool { kind == other.kind }

    /// The value a fraction `t` of the way to `other`; transforms interpolate their
    /// decomposed parts (rotation by slerp), colours channel by channel as floats.
    public func interpolated(to other: AnimatableValue, fraction t: Double) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + (b - a) * t)
        case let (.point(a), .point(b)): return .point(a.interpolated(to: b, fraction: t))
        case let (.size(a), .size(b)):
            return .size(Size(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(origin: a.origin.interpolated(to: b.origin, fraction: t),
                              size: Size(width: a.size.width + (b.size.width - a.size.width) * t,
                                         height: a.size.height + (b.size.height - a.size.height) * t)))
        case let (.color(a), .color(b)): return .color(a.interpolated(to: b, fraction: t))
        case let (.transform(a), .transform(b)): return .transform(Self.interpolate(a, b, t))
        case let (.colors(a), .colors(b)):
            // Colour by colour; lists of different lengths change over at the middle.
            guard a.count == b.count else { return t < 0.5 ? self : other }
            return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: t) })
        default: return self // Kinds that differ never reach here from a validated animation.
        }
    }

    /// The sum, as additive animations and `by` values combine.
    public static func + (l: AnimatableValue, r: AnimatableValue) -> AnimatableValue {
        switch (l, r) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(Point(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(Size(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                              width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case let (.color(a), .color(b)):
            return .color(Color(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
        case let (.transform(a), .transform(b)): return .transform(a.concatenating(b))
        case let (.colors(a), .colors(b)):
            guard a.count == b.count else { return l }
            return .colors(zip(a, b).map { (.color($0) + .color($1)).colorValue ?? $0 })
        default: return l // Kinds that differ never reach here from a validated animation.
        }
    }

    /// `l - r`, so that `r + (l - r) == l`.
    public static func - (l: AnimatableValue, r: AnimatableValue) -> AnimatableValue {
        switch (l, r) {
        case let (.transform(a), .transform(b)): return .transform(b.inverted.map { $0.concatenating(a) } ?? a)
        default: return l + r.scaled(by: -1)
        }
    }

    /// The value times `k` (for cumulative repeats); transforms are composed k times.
    public func scaled(by k: Double) -> AnimatableValue {
        switch self {
        case .scalar(let a): return .scalar(a * k)
        case .point(let a): return .point(Point(x: a.x * k, y: a.y * k))
        case .size(let a): return .size(Size(width: a.width * k, height: a.height * k))
        case .rect(let a): return .rect(Rect(x: a.origin.x * k, y: a.origin.y * k, width: a.size.width * k, height: a.size.height * k))
        case .color(let a): return .color(Color(red: a.red * k, green: a.green * k, blue: a.blue * k, alpha: a.alpha * k))
        case .colors(let list): return .colors(list.map { AnimatableValue.color($0).scaled(by: k).colorValue ?? $0 })
        case .transform(let a):
            var m = Transform3D.identity
            for _ in 0..<Int(k.rounded()) { m = m.concatenating(a) }
            return .transform(m)
        }
    }

    /// A distance for paced keyframes: Euclidean over the components.
    public func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return abs(b - a)
        case let (.point(a), .point(b)): return a.distance(to: b)
        case let (.size(a), .size(b)): return hypot(b.width - a.width, b.height - a.height)
        case let (.rect(a), .rect(b)):
            return (pow(b.origin.x - a.origin.x, 2) + pow(b.origin.y - a.origin.y, 2)
                    + pow(b.size.width - a.size.width, 2) + pow(b.size.height - a.size.height, 2)).squareRoot()
        case let (.color(a), .color(b)):
            return (pow(b.red - a.red, 2) + pow(b.green - a.green, 2) + pow(b.blue - a.blue, 2) + pow(b.alpha - a.alpha, 2)).squareRoot()
        case let (.transform(a), .transform(b)):
            return zip(a.rowMajor, b.rowMajor).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        case let (.colors(a), .colors(b)):
            guard a.count == b.count else { return 1 }
            return zip(a, b).reduce(0) { $0 + AnimatableValue.color($1.0).distance(to: .color($1.1)) }
        default: return 0 // Kinds that differ never reach here from a validated animation.
        }
    }

    /// Components for Catmull-Rom (cubic keyframes); transforms use their 16 entries.
    var components: [Double] {
        switch self {
        case .scalar(let a): [a]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .color(let c): [c.red, c.green, c.blue, c.alpha]
        case .transform(let t): t.rowMajor
        case .colors(let list): list.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
        }
    }

    /// The same kind of value from components.
    func with(components c: [Double]) -> AnimatableValue {
        switch self {
        case .scalar: .scalar(c[0])
        case .point: .point(Point(x: c[0], y: c[1]))
        case .size: .size(Size(width: c[0], height: c[1]))
        case .rect: .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color: .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .transform: .transform(Transform3D(rowMajor: c))
        case .colors: .colors(stride(from: 0, to: c.count - 3, by: 4).map { Color(red: c[$0], green: c[$0 + 1], blue: c[$0 + 2], alpha: c[$0 + 3]) })
        }
    }

    /// The colour, when it is one.
    var colorValue: Color? {
        if case .color(let c) = self { return c }
        return nil
    }

    /// Interpolates decomposed transforms: translation, scale, skew and perspective linearly,
    /// rotation by quaternion slerp along the shorter arc.
    static func interpolate(_ a: Transform3D, _ b: Transform3D, _ t: Double) -> Transform3D {
        guard let da = a.decomposed, let db = b.decomposed else { return t < 0.5 ? a : b }
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        var r = DecomposedTransform()
        r.translation = (lerp(da.translation.x, db.translation.x), lerp(da.translation.y, db.translation.y), lerp(da.translation.z, db.translation.z))
        r.scale = (lerp(da.scale.x, db.scale.x), lerp(da.scale.y, db.scale.y), lerp(da.scale.z, db.scale.z))
        r.skew = (lerp(da.skew.xy, db.skew.xy), lerp(da.skew.xz, db.skew.xz), lerp(da.skew.yz, db.skew.yz))
        r.perspective = (lerp(da.perspective.x, db.perspective.x), lerp(da.perspective.y, db.perspective.y),
                         lerp(da.perspective.z, db.perspective.z), lerp(da.perspective.w, db.perspective.w))
        var qa = [da.quaternion.x, da.quaternion.y, da.quaternion.z, da.quaternion.w]
        let qb = [db.quaternion.x, db.quaternion.y, db.quaternion.z, db.quaternion.w]
        var dot = zip(qa, qb).reduce(0) { $0 + $1.0 * $1.1 }
        if dot < 0 { qa = qa.map { -$0 }; dot = -dot }
        var q: [Double]
        if dot > 0.9995 {
            q = zip(qa, qb).map { $0 + ($1 - $0) * t }
        } else {
            let theta = acos(min(1, dot)), s = sin(theta)
            let wa = sin((1 - t) * theta) / s, wb = sin(t * theta) / s
            q = zip(qa, qb).map { $0 * wa + $1 * wb }
        }
        let n = q.reduce(0) { $0 + $1 * $1 }.squareRoot()
        q = q.map { $0 / n }
        r.quaternion = (q[0], q[1], q[2], q[3])
        return r.recomposed
    }
}
