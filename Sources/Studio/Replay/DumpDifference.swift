import Animation
import Geometry

/// One way a replayed presentation tree differs from the one a mark stored: the layer's
/// path, the property, and both values.
public struct DumpDifference: Equatable, Sendable, CustomStringConvertible {
    /// The layer's names from the root, "window/content/circles/circle".
    public var path: String
    public var property: String
    public var captured: String
    public var replayed: String

    public var description: String { "\(path): \(property) \(captured) in the capture, \(replayed) in the replay" }

    /// How far values may differ and still agree: a frame's edges and a transform's
    /// translation by half a point (below what a screen shows); opacity, colour channels
    /// and a transform's turn and scale entries by 0.01 (a turn of about half a degree);
    /// a transform's perspective entries by 0.0001 (m34 is -1/500 for a 500-point eye);
    /// a line's width by 0.1 point; a stroke's start and end by 0.002 of the path.
    public static let frameTolerance = 0.5
    public static let opacityTolerance = 0.01
    public static let perspectiveTolerance = 0.0001
    public static let lineWidthTolerance = 0.1
    public static let strokeTolerance = 0.002

    /// Every difference between two trees, depth first. Sublayers are matched by position;
    /// where names or counts disagree the trees have different shapes, which is reported
    /// once at that layer rather than for everything below it.
    public static func between(captured: LayerDump, replayed: LayerDump) -> [DumpDifference] {
        var out: [DumpDifference] = []
        compare(captured, replayed, path: captured.name, into: &out)
        return out
    }

    private static func compare(_ a: LayerDump, _ b: LayerDump, path: String, into out: inout [DumpDifference]) {
        func add(_ property: String, _ x: String, _ y: String) { out.append(DumpDifference(path: path, property: property, captured: x, replayed: y)) }
        if a.frame.count == 4, b.frame.count == 4, zip(a.frame, b.frame).contains(where: { !(abs($0 - $1) <= frameTolerance) }) {
            add("frame", format(a.frame), format(b.frame))
        }
        if !(abs(a.opacity - b.opacity) <= opacityTolerance) { add("opacity", format(a.opacity), format(b.opacity)) }
        if a.hidden != b.hidden { add("hidden", String(a.hidden), String(b.hidden)) }
        if a.text != b.text { add("text", quoted(a.text), quoted(b.text)) }
        if !sameColor(a.backgroundColor, b.backgroundColor) { add("backgroundColor", a.backgroundColor ?? "none", b.backgroundColor ?? "none") }
        if a.transform.count == 16, b.transform.count == 16, !sameTransform(a.transform, b.transform) {
            add("transform", format(a.transform), format(b.transform))
        }
        if let x = a.shape, let y = b.shape { compareShapes(x, y, add: add) }
        if let x = a.style, let y = b.style { compareStyles(x, y, add: add) }
        if let x = a.textStyle, let y = b.textStyle, x != y { add("textStyle", describe(x), describe(y)) }
        if let x = a.gradient, let y = b.gradient { compareGradients(x, y, add: add) }
        let names = (a.sublayers.map(\.name), b.sublayers.map(\.name))
        guard names.0 == names.1 else {
            add("sublayers", list(names.0), list(names.1))
            // Compare what still lines up, so a layer added at the end does not hide a
            // moved one before it.
            for (i, (x, y)) in zip(a.sublayers, b.sublayers).enumerated() where x.name == y.name {
                compare(x, y, path: childPath(path, names.0, i), into: &out)
            }
            return
        }
        for (i, (x, y)) in zip(a.sublayers, b.sublayers).enumerated() {
            compare(x, y, path: childPath(path, names.0, i), into: &out)
        }
    }

    /// A shape's fill and stroke, as drawn. A tree stored without a shape (an older
    /// capture) compares none.
    private static func compareShapes(_ a: LayerDump.ShapeDump, _ b: LayerDump.ShapeDump, add: (String, String, String) -> Void) {
        if !sameColor(a.fillColor, b.fillColor) { add("fillColor", a.fillColor ?? "none", b.fillColor ?? "none") }
        if !sameColor(a.strokeColor, b.strokeColor) { add("strokeColor", a.strokeColor ?? "none", b.strokeColor ?? "none") }
        if !(abs(a.lineWidth - b.lineWidth) <= lineWidthTolerance) { add("lineWidth", format(a.lineWidth), format(b.lineWidth)) }
        if !(abs(a.strokeStart - b.strokeStart) <= strokeTolerance) { add("strokeStart", format(a.strokeStart), format(b.strokeStart)) }
        if !(abs(a.strokeEnd - b.strokeEnd) <= strokeTolerance) { add("strokeEnd", format(a.strokeEnd), format(b.strokeEnd)) }
        if let x = a.pathDigest, let y = b.pathDigest, x != y { add("path", x, y) }
    }

    /// Geometry beyond the frame, corners, border, shadow, clipping and image.
    private static func compareStyles(_ a: LayerDump.StyleDump, _ b: LayerDump.StyleDump, add: (String, String, String) -> Void) {
        func points(_ name: String, _ x: [Double], _ y: [Double], _ tolerance: Double) {
            if x.count != y.count || zip(x, y).contains(where: { !(abs($0 - $1) <= tolerance) }) { add(name, format(x), format(y)) }
        }
        func value(_ name: String, _ x: Double, _ y: Double, _ tolerance: Double) {
            if !(abs(x - y) <= tolerance) { add(name, format(x), format(y)) }
        }
        points("anchorPoint", a.anchorPoint, b.anchorPoint, opacityTolerance)
        points("boundsOrigin", a.boundsOrigin, b.boundsOrigin, frameTolerance)
        value("zPosition", a.zPosition, b.zPosition, frameTolerance)
        if a.sublayerTransform.count == 16, b.sublayerTransform.count == 16, !sameTransform(a.sublayerTransform, b.sublayerTransform) {
            add("sublayerTransform", format(a.sublayerTransform), format(b.sublayerTransform))
        }
        value("cornerRadius", a.cornerRadius, b.cornerRadius, frameTolerance)
        if a.masksToBounds != b.masksToBounds { add("masksToBounds", String(a.masksToBounds), String(b.masksToBounds)) }
        value("borderWidth", a.borderWidth, b.borderWidth, lineWidthTolerance)
        if a.borderWidth > 0 || b.borderWidth > 0, !sameColor(a.borderColor, b.borderColor) { add("borderColor", a.borderColor, b.borderColor) }
        value("shadowOpacity", a.shadowOpacity, b.shadowOpacity, opacityTolerance)
        if a.shadowOpacity > 0 || b.shadowOpacity > 0 {
            if !sameColor(a.shadowColor, b.shadowColor) { add("shadowColor", a.shadowColor, b.shadowColor) }
            points("shadowOffset", a.shadowOffset, b.shadowOffset, frameTolerance)
            value("shadowRadius", a.shadowRadius, b.shadowRadius, frameTolerance)
        }
        if a.contents != b.contents { add("contents", a.contents ?? "none", b.contents ?? "none") }
    }

    private static func compareGradients(_ a: LayerDump.GradientDump, _ b: LayerDump.GradientDump, add: (String, String, String) -> Void) {
        if a.kind != b.kind { add("gradient kind", a.kind, b.kind) }
        if a.colors.count != b.colors.count || zip(a.colors, b.colors).contains(where: { !sameColor($0, $1) }) {
            add("gradient colors", list(a.colors), list(b.colors))
        }
        if let x = a.locations, let y = b.locations, x.count != y.count || zip(x, y).contains(where: { !(abs($0 - $1) <= strokeTolerance) }) {
            add("gradient locations", format(x), format(y))
        } else if (a.locations == nil) != (b.locations == nil) {
            add("gradient locations", a.locations.map(format) ?? "even", b.locations.map(format) ?? "even")
        }
        for (name, x, y) in [("gradient start", a.start, b.start), ("gradient end", a.end, b.end)]
            where x.count != y.count || zip(x, y).contains(where: { !(abs($0 - $1) <= strokeTolerance) }) {
            add(name, format(x), format(y))
        }
    }

    private static func describe(_ t: LayerDump.TextStyleDump) -> String {
        "\(format(t.fontSize)) pt\(t.bold ? " bold" : "") \(t.color) \(t.alignment), \(t.lines == 0 ? "any" : String(t.lines)) line\(t.lines == 1 ? "" : "s"), "
            + "truncation \(t.truncation)"
    }

    /// Whether two row-major 4x4 transforms agree: translation (m41, m42, m43) within
    /// half a point, perspective (m14, m24, m34) within 0.0001, the rest within 0.01.
    private static func sameTransform(_ a: [Double], _ b: [Double]) -> Bool {
        a.indices.allSatisfy { i in
            let tolerance = [12, 13, 14].contains(i) ? frameTolerance : [3, 7, 11].contains(i) ? perspectiveTolerance : opacityTolerance
            return abs(a[i] - b[i]) <= tolerance
        }
    }

    /// "…/circle" for a layer alone with its name, "…/circle[2]" (from 1) for the second
    /// of several siblings that share it.
    private static func childPath(_ path: String, _ names: [String], _ i: Int) -> String {
        let name = names[i]
        let same = names.indices.filter { names[$0] == name }
        return same.count == 1 ? "\(path)/\(name)" : "\(path)/\(name)[\(same.firstIndex(of: i)! + 1)]"
    }

    private static func sameColor(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return a == b }
        guard let x = try? Color(hex: a), let y = try? Color(hex: b) else { return a == b }
        return [x.red - y.red, x.green - y.green, x.blue - y.blue, x.alpha - y.alpha].allSatisfy { abs($0) <= opacityTolerance }
    }

    private static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(format: "%.3f", v)
    }

    private static func format(_ frame: [Double]) -> String { "[" + frame.map(format).joined(separator: ", ") + "]" }

    private static func quoted(_ s: String?) -> String { s.map { "\"\($0.prefix(60))\"" } ?? "none" }

    private static func list(_ names: [String]) -> String {
        names.count <= 6 ? "[" + names.joined(separator: ", ") + "]" : "\(names.count) layers"
    }
}
