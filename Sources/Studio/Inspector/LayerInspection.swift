import Animation
import Foundation
import Geometry

/// A layer's properties as the inspector lists them, model beside presentation (Xcode's
/// view debugger's size inspector, with CALayer's names): frame, bounds, position, anchor
/// point, the transform decomposed (translation, scale, rotation about x, y and z in
/// degrees, m34), opacity, background colour, corner radius, masksToBounds, hidden, the
/// layer's own timing and its animations.
public struct LayerInspection: Equatable, Sendable {
    /// One property: its name, its model value and its presentation value, as text.
    public struct Row: Equatable, Sendable {
        public var name: String
        public var model: String
        public var presentation: String
    }

    /// The layer's name and path from the root.
    public var name: String
    public var path: String
    public var rows: [Row]

    /// Reads `layer` now.
    public init(_ layer: Layer) {
        name = layer.name
        path = CapturedAnimation.path(of: layer)
        let m = layer.model, p = layer.presentation
        let parentModel = layer.superlayer?.model, parentPresentation = layer.superlayer?.presentation
        func frame(_ v: LayerProperties, _ parent: LayerProperties?) -> Rect {
            let h = v.homographyToSuperlayer(parent: parent)
            return Rect(bounding: v.bounds.corners.compactMap { h.apply(to: $0) })
        }
        let tm = TransformComponents(m.transform), tp = TransformComponents(p.transform)
        var rows: [Row] = [
            Row(name: "frame", model: Self.rect(frame(m, parentModel)), presentation: Self.rect(frame(p, parentPresentation))),
            Row(name: "bounds", model: Self.rect(m.bounds), presentation: Self.rect(p.bounds)),
            Row(name: "position", model: Self.point(m.position), presentation: Self.point(p.position)),
            Row(name: "anchorPoint", model: Self.point(m.anchorPoint), presentation: Self.point(p.anchorPoint)),
            Row(name: "translation", model: Self.triple(tm.translation), presentation: Self.triple(tp.translation)),
            Row(name: "scale", model: Self.triple(tm.scale), presentation: Self.triple(tp.scale)),
            Row(name: "rotation x", model: Self.degrees(tm.rotation.x), presentation: Self.degrees(tp.rotation.x)),
            Row(name: "rotation y", model: Self.degrees(tm.rotation.y), presentation: Self.degrees(tp.rotation.y)),
            Row(name: "rotation z", model: Self.degrees(tm.rotation.z), presentation: Self.degrees(tp.rotation.z)),
            Row(name: "m34", model: Self.number(tm.m34), presentation: Self.number(tp.m34)),
            Row(name: "opacity", model: Self.number(m.opacity), presentation: Self.number(p.opacity)),
            Row(name: "backgroundColor", model: m.backgroundColor?.hexRGBA ?? "none", presentation: p.backgroundColor?.hexRGBA ?? "none"),
            Row(name: "cornerRadius", model: Self.number(m.cornerRadius), presentation: Self.number(p.cornerRadius)),
            Row(name: "masksToBounds", model: "\(m.masksToBounds)", presentation: "\(p.masksToBounds)"),
            Row(name: "hidden", model: "\(m.isHidden)", presentation: "\(p.isHidden)"),
        ]
        let t = layer.timing
        let timing = "beginTime \(Self.number(t.beginTime)) · speed \(Self.number(t.speed)) · timeOffset \(Self.number(t.timeOffset))"
        rows.append(Row(name: "timing", model: timing, presentation: timing))
        let keys = layer.animationKeys.isEmpty ? "none" : layer.animationKeys.joined(separator: ", ")
        rows.append(Row(name: "animations", model: keys, presentation: keys))
        self.rows = rows
    }

    /// The presentation value of the row named `name`, for tests.
    public func presentation(_ name: String) -> String? { rows.first { $0.name == name }?.presentation }

    static func number(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() && abs(r) < 1e15 ? "\(Int(r))" : String(format: "%g", r)
    }

    static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }
    static func rect(_ r: Rect) -> String { "(\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height)))" }
    static func triple(_ t: (x: Double, y: Double, z: Double)) -> String { "(\(number(t.x)), \(number(t.y)), \(number(t.z)))" }
    static func degrees(_ radians: Double) -> String { "\(number(radians * 180 / .pi))°" }
}
