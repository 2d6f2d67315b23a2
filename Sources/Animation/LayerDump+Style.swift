import Geometry

extension LayerDump {
    /// What else a layer draws with, as presented: its geometry beyond the frame, its
    /// corners, border, shadow and clipping, and the image it shows. Every layer has one in
    /// a dump made now; a tree stored before it had none, and is not compared on it.
    public struct StyleDump: Codable, Equatable, Sendable {
        public var anchorPoint: [Double]
        public var boundsOrigin: [Double]
        public var zPosition: Double
        /// 16 numbers, row-major.
        public var sublayerTransform: [Double]
        public var cornerRadius: Double
        public var masksToBounds: Bool
        public var borderWidth: Double
        /// "#RRGGBBAA".
        public var borderColor: String
        public var shadowColor: String
        public var shadowOpacity: Double
        /// [dx, dy].
        public var shadowOffset: [Double]
        public var shadowRadius: Double
        /// The image the contents show, by name; nil for none.
        public var contents: String?

        public init(anchorPoint: [Double], boundsOrigin: [Double], zPosition: Double, sublayerTransform: [Double], cornerRadius: Double,
                    masksToBounds: Bool, borderWidth: Double, borderColor: String, shadowColor: String, shadowOpacity: Double,
                    shadowOffset: [Double], shadowRadius: Double, contents: String?) {
            self.anchorPoint = anchorPoint
            self.boundsOrigin = boundsOrigin
            self.zPosition = zPosition
            self.sublayerTransform = sublayerTransform
            self.cornerRadius = cornerRadius
            self.masksToBounds = masksToBounds
            self.borderWidth = borderWidth
            self.borderColor = borderColor
            self.shadowColor = shadowColor
            self.shadowOpacity = shadowOpacity
            self.shadowOffset = shadowOffset
            self.shadowRadius = shadowRadius
            self.contents = contents
        }
    }

    /// A text layer's look, as drawn.
    public struct TextStyleDump: Codable, Equatable, Sendable {
        public var fontSize: Double
        public var bold: Bool
        public var color: String
        public var alignment: String
        /// Most lines drawn; 0 for any number.
        public var lines: Int
        public var truncation: String

        public init(fontSize: Double, bold: Bool, color: String, alignment: String, lines: Int, truncation: String) {
            self.fontSize = fontSize
            self.bold = bold
            self.color = color
            self.alignment = alignment
            self.lines = lines
            self.truncation = truncation
        }
    }

    /// A gradient layer's colours and geometry, as drawn.
    public struct GradientDump: Codable, Equatable, Sendable {
        public var kind: String
        public var colors: [String]
        /// Nil spreads the colours evenly.
        public var locations: [Double]?
        /// [x, y] in the unit square.
        public var start: [Double]
        public var end: [Double]

        public init(kind: String, colors: [String], locations: [Double]?, start: [Double], end: [Double]) {
            self.kind = kind
            self.colors = colors
            self.locations = locations
            self.start = start
            self.end = end
        }
    }
}

extension Layer {
    /// This layer's style part of a dump, from its presentation values.
    func styleDump(_ p: LayerProperties) -> LayerDump.StyleDump {
        LayerDump.StyleDump(
            anchorPoint: [p.anchorPoint.x, p.anchorPoint.y].map(Layer.tidy),
            boundsOrigin: [p.bounds.minX, p.bounds.minY].map(Layer.tidy),
            zPosition: Layer.tidy(p.zPosition),
            sublayerTransform: p.sublayerTransform.rowMajor.map(Layer.tidy),
            cornerRadius: Layer.tidy(p.cornerRadius), masksToBounds: p.masksToBounds,
            borderWidth: Layer.tidy(p.borderWidth), borderColor: p.borderColor.hexRGBA,
            shadowColor: p.shadowColor.hexRGBA, shadowOpacity: Layer.tidy(p.shadowOpacity),
            shadowOffset: [p.shadowOffset.dx, p.shadowOffset.dy].map(Layer.tidy), shadowRadius: Layer.tidy(p.shadowRadius),
            contents: p.contents?.name)
    }

    /// A text layer's look, or nil for another layer.
    func textStyleDump(_ p: LayerProperties) -> LayerDump.TextStyleDump? {
        guard let t = self as? TextLayer else { return nil }
        return LayerDump.TextStyleDump(fontSize: Layer.tidy(t.fontSize), bold: t.isBold, color: t.textColor.hexRGBA,
                                       alignment: t.alignment.rawValue, lines: t.numberOfLines, truncation: t.truncationMode.rawValue)
    }

    /// A gradient layer's colours and geometry, or nil for another layer.
    func gradientDump(_ p: LayerProperties) -> LayerDump.GradientDump? {
        guard let g = self as? GradientLayer else { return nil }
        return LayerDump.GradientDump(kind: "\(g.kind)", colors: p.gradientColors.map(\.hexRGBA), locations: g.locations?.map(Layer.tidy),
                                      start: [g.startPoint.x, g.startPoint.y].map(Layer.tidy), end: [g.endPoint.x, g.endPoint.y].map(Layer.tidy))
    }

    /// A digest of a shape's path: its points quantised to 1/64 pt (floating-point
    /// contraction differs across architectures below that), hashed (FNV-1a, 64 bits).
    func pathDigest() -> String? {
        guard let shape = self as? ShapeLayer else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ v: Int64) {
            var x = UInt64(bitPattern: v)
            for _ in 0..<8 {
                hash = (hash ^ (x & 0xFF)) &* 0x100_0000_01b3
                x >>= 8
            }
        }
        func point(_ p: Point) {
            // A point far out or not a number (a bug's) still hashes, and never traps.
            func q(_ v: Double) -> Int64 { v.isFinite ? Int64(max(-1e15, min(1e15, (v * 64).rounded()))) : Int64.min }
            mix(q(p.x))
            mix(q(p.y))
        }
        for e in shape.path.elements {
            switch e {
            case .move(let p): mix(1); point(p)
            case .line(let p): mix(2); point(p)
            case .quadCurve(let p, let c): mix(3); point(p); point(c)
            case .curve(let p, let c1, let c2): mix(4); point(p); point(c1); point(c2)
            case .close: mix(5)
            }
        }
        return String(hash, radix: 16)
    }
}
