import Foundation
import Geometry

/// One layer of the view-debugger dump: what `motionlab screenshot --dump` writes and
/// what tests assert on. Values are presentation values; frames are in window points.
public struct LayerDump: Codable, Equatable, Sendable {
    public var name: String
    /// [x, y, width, height] of the bounding box in window coordinates.
    public var frame: [Double]
    public var opacity: Double
    /// "#RRGGBBAA", or nil for no background.
    public var backgroundColor: String?
    /// The layer's own transform, 16 values row-major (m11 ... m44).
    public var transform: [Double]
    public var hidden: Bool
    /// The string of a text layer.
    public var text: String?
    /// How a shape layer draws its path; nil for other layers.
    public var shape: ShapeDump?
    /// Geometry beyond the frame, corners, border, shadow, clipping and image (see
    /// `LayerDump+Style`); nil in a tree stored before dumps held it.
    public var style: StyleDump?
    /// A text layer's look; nil for other layers.
    public var textStyle: TextStyleDump?
    /// A gradient layer's colours and geometry; nil for other layers.
    public var gradient: GradientDump?
    public var sublayers: [LayerDump]

    public init(name: String, frame: [Double], opacity: Double, backgroundColor: String?, transform: [Double], hidden: Bool,
                text: String?, shape: ShapeDump?, style: StyleDump? = nil, textStyle: TextStyleDump? = nil,
                gradient: GradientDump? = nil, sublayers: [LayerDump]) {
        self.style = style
        self.textStyle = textStyle
        self.gradient = gradient
        self.name = name
        self.frame = frame
        self.opacity = opacity
        self.backgroundColor = backgroundColor
        self.transform = transform
        self.hidden = hidden
        self.text = text
        self.shape = shape
        self.sublayers = sublayers
    }

    /// A shape layer's drawing values, as presented.
    public struct ShapeDump: Codable, Equatable, Sendable {
        /// "#RRGGBBAA", or nil for none.
        public var fillColor: String?
        public var strokeColor: String?
        public var lineWidth: Double
        public var strokeStart: Double
        public var strokeEnd: Double
        /// A digest of the path's points at 1/64 pt (see `Layer.pathDigest`); nil in a tree
        /// stored before dumps held it.
        public var pathDigest: String?

        public init(fillColor: String?, strokeColor: String?, lineWidth: Double, strokeStart: Double, strokeEnd: Double,
                    pathDigest: String? = nil) {
            self.pathDigest = pathDigest
            self.fillColor = fillColor
            self.strokeColor = strokeColor
            self.lineWidth = lineWidth
            self.strokeStart = strokeStart
            self.strokeEnd = strokeEnd
        }
    }

    /// The first dump in this subtree with the given name, depth first.
    public func first(named n: String) -> LayerDump? {
        if name == n { return self }
        for s in sublayers {
            if let found = s.first(named: n) { return found }
        }
        return nil
    }

    /// Every dump in this subtree with the given name.
    public func all(named n: String) -> [LayerDump] {
        (name == n ? [self] : []) + sublayers.flatMap { $0.all(named: n) }
    }
}

extension Layer {
    /// The presentation tree under this layer as it stands now.
    public func dump() -> LayerDump {
        let p = presentation
        let f = frameInWindow
        return LayerDump(
            name: name,
            frame: [f.minX, f.minY, f.width, f.height].map(Layer.tidy),
            opacity: Layer.tidy(p.opacity),
            backgroundColor: p.backgroundColor?.hexRGBA,
            transform: p.transform.rowMajor.map(Layer.tidy),
            hidden: p.isHidden,
            text: (self as? TextLayer)?.string,
            shape: drawsPath ? LayerDump.ShapeDump(
                fillColor: p.fillColor?.hexRGBA, strokeColor: p.strokeColor?.hexRGBA, lineWidth: Layer.tidy(p.lineWidth),
                strokeStart: Layer.tidy(p.strokeStart), strokeEnd: Layer.tidy(p.strokeEnd), pathDigest: pathDigest()) : nil,
            style: styleDump(p), textStyle: textStyleDump(p), gradient: gradientDump(p),
            sublayers: sublayers.map { $0.dump() }
        )
    }

    /// The dump as pretty, key-sorted JSON. A value that is not finite (a layer sent to
    /// infinity by a bug) is written as the string "inf", "-inf" or "nan", so the dump
    /// that would show it can always be written.
    public func dumpJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(dump())
    }

    /// Rounds away float noise (1e-6) so dumps compare and diff cleanly.
    static func tidy(_ v: Double) -> Double {
        let r = (v * 1e6).rounded() / 1e6
        return r == 0 ? 0 : r
    }
}
