import Foundation

/// Two pictures of one moment compared as a tester needs them: what the window showed (an
/// F12 picture) and what a replay drew, or a golden and a new render. It passes over what
/// the renderers differ in, antialiasing, and catches anything a person would call a
/// glitch: a pixel differs when some channel differs by more than the tolerance both from
/// the other picture's pixel there, unless each could be a blend of the other's pixels
/// around it (`PixelImage.differenceBeyondEdges`). Measured between the window's F12 pictures and
/// replays of the same marks under Xvfb: SDL's software path rounds blends up to 4 apart
/// from the headless canvas; Mesa's GL path puts edges a pixel apart (channels up to 205
/// apart at an edge). A layer moved two pixels or more, or recoloured, still differs.
///
/// The one component behind `replay --diff`, and the pictures a mark or a suite's report
/// shows: the expected picture, the actual one, and a difference image.
public struct PictureComparison {
    /// The largest channel difference taken for rounding: the software path's blends came
    /// up to 4 apart from the headless canvas's. See docs/studio.md, "Replay".
    public static let antialiasingTolerance = 4

    public let expected: PixelImage
    public let actual: PixelImage
    public let tolerance: Int
    /// How they differ beyond antialiasing; nil when their sizes differ.
    public let difference: ImageDifference?
    /// How many pixels differ at all, antialiasing included.
    public let pixelsDifferingAtAll: Int

    public init(expected: PixelImage, actual: PixelImage, tolerance: Int = PictureComparison.antialiasingTolerance) {
        self.expected = expected
        self.actual = actual
        self.tolerance = tolerance
        let sameSize = expected.width == actual.width && expected.height == actual.height
        difference = sameSize ? expected.differenceBeyondEdges(to: actual, tolerance: tolerance) : nil
        pixelsDifferingAtAll = sameSize ? zip(expected.pixels, actual.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) } : 0
    }

    /// Whether the pictures agree: one size, and no pixel differs beyond the tolerance.
    public var agrees: Bool { difference?.differingPixels == 0 }

    /// The expected picture faded, with every pixel that differs beyond antialiasing in
    /// magenta; nil when the sizes differ.
    public func differenceImage() -> PixelImage? {
        guard difference != nil else { return nil }
        let mask = expected.pixelsBeyondEdges(to: actual, tolerance: tolerance)
        return expected.diffImage(against: actual) { x, y in mask[y * expected.width + x] }
    }

    /// One line for a person: whether they agree, and if not, how much, where, and by how
    /// much at most.
    public var summary: String {
        guard let d = difference else {
            return "the pictures differ in size: \(expected.width)x\(expected.height) expected, \(actual.width)x\(actual.height) drawn"
        }
        if d.differingPixels == 0 {
            return pixelsDifferingAtAll == 0 ? "the pictures are identical"
                : "the pictures agree: \(pixelsDifferingAtAll) pixel\(pixelsDifferingAtAll == 1 ? "" : "s") differ only as antialiasing does "
                    + "(an edge a pixel apart, or a channel by at most \(tolerance))"
        }
        let box = d.box.map { " in \($0.width)x\($0.height) at (\($0.x), \($0.y))" } ?? ""
        return "\(d.differingPixels) pixel\(d.differingPixels == 1 ? "" : "s") differ beyond antialiasing\(box); "
            + "the largest channel difference is \(d.largestChannelDifference)"
    }
}
