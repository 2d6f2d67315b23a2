import Geometry

/// A layer that draws one line of text (CATextLayer), rasterised by the front end from a
/// TrueType font.
///
/// Unlike CATextLayer the line is centred vertically in the bounds, which is what every
/// label here wants. Defaults: empty string, 17 pt, black, left aligned.
open class TextLayer: Layer {
    /// How the line sits horizontally in the bounds (CATextLayerAlignmentMode).
    public enum Alignment: String, Sendable, Codable { case left, center, right }

    public var string: String { didSet { if string != oldValue { setNeedsDisplay() } } }
    /// Point size of the font. Defaults to 17, UIKit's body size.
    public var fontSize: Double { didSet { if fontSize != oldValue { setNeedsDisplay() } } }
    public var textColor: Color { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    public var alignment: Alignment { didSet { if alignment != oldValue { setNeedsDisplay() } } }
    /// Bold face. Defaults to false.
    public var isBold: Bool { didSet { if isBold != oldValue { setNeedsDisplay() } } }
    /// Where a line too wide for the bounds loses characters to an ellipsis
    /// (CATextLayer.truncationMode). Defaults to `.none`: the line overflows.
    public var truncationMode = TruncationMode.none { didSet { if truncationMode != oldValue { setNeedsDisplay() } } }

    /// Most lines to show (UILabel.numberOfLines): 1 draws one line (the default), more wrap
    /// the text at spaces to the bounds' width, and 0 wraps with no limit. Wrapped text that
    /// runs out of lines ends in an ellipsis. The lines are centred vertically as a block.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { setNeedsDisplay() } } }
    /// The distance between wrapped lines as a multiple of the font's line height.
    /// Defaults to 1.
    public var lineHeightMultiple = 1.0 { didSet { if lineHeightMultiple != oldValue { setNeedsDisplay() } } }

    /// Where an ellipsis replaces what does not fit (CATextLayerTruncationMode).
    public enum TruncationMode: String, Sendable, Codable { case none, start, middle, end }

    public init(name: String = "", string: String = "", fontSize: Double = 17, textColor: Color = .black,
                alignment: Alignment = .left, bold: Bool = false) {
        self.string = string
        self.fontSize = fontSize
        self.textColor = textColor
        self.alignment = alignment
        self.isBold = bold
        super.init(name: name, drawsText: true)
        self.allowsHitTesting = false
    }

    /// The width in points of `string` (by default the layer's own) as the front end draws
    /// it at one pixel per point, through the host's text measurer; nil with no measurer.
    public func measuredWidth(of string: String? = nil) -> Double? {
        guard let measurer = host?.textMeasurer else { return nil }
        let s = string ?? self.string
        guard !s.isEmpty else { return 0 }
        return Double(measurer.measure(s, pixelSize: max(1, Int(fontSize.rounded())), bold: isBold).width)
    }

    /// The size the text takes when wrapped to `width` points (UILabel.sizeThatFits), with
    /// the layer's line limit, as drawn at one pixel per point; nil with no measurer.
    public func sizeThatFits(width: Double) -> Size? {
        guard let measurer = host?.textMeasurer else { return nil }
        let pixelSize = max(1, Int(fontSize.rounded()))
        let lineHeight = Double(measurer.measure("Ag", pixelSize: pixelSize, bold: isBold).height) * lineHeightMultiple
        guard !string.isEmpty else { return Size(width: 0, height: lineHeight) }
        let key = TextKey(string: string, pixelSize: pixelSize, bold: isBold)
        let lines = numberOfLines == 1 ? [string]
            : TextWrapper().lines(key, maxWidth: Int(width.rounded(.down)), maxLines: numberOfLines, measurer: measurer)
        let widest = lines.map { Double(measurer.measure($0, pixelSize: pixelSize, bold: isBold).width) }.max() ?? 0
        return Size(width: min(widest, numberOfLines == 1 ? widest : width), height: lineHeight * Double(lines.count))
    }
}
