import ArgumentParser
import Foundation
import Gestures
import SDLFront
import Storage
import Widgets

/// `motionlab compare`: two images pixel by pixel, for visual regression checks. Exit code 0
/// when they agree within the tolerance, 1 when they do not, 2 on bad input.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two images of one size pixel by pixel (exit 0: the same within tolerance, 1: different, 2: bad input)."
    )

    @Argument(help: ArgumentHelp("The expected image.", valueName: "A.png"))
    var a: String

    @Argument(help: ArgumentHelp("The image to check.", valueName: "B.png"))
    var b: String

    // Unconditional, so "--tolerance -1" reaches validate() as a value out of range rather
    // than as a missing value followed by an unknown option.
    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("The largest channel difference (0...255) still counted as the same.", valueName: "T"))
    var tolerance: Int?

    @Flag(name: .long, help: "Count only what differs beyond antialiasing, as replay --diff does: an edge a pixel apart, or a channel within --tolerance (then 4 unless given), is the same.")
    var antialiasing = false

    @Option(name: .long, help: ArgumentHelp("Write A faded, with the differing pixels in magenta.", valueName: "OUT.png"))
    var diff: String?

    func validate() throws {
        if let tolerance, !(0...255).contains(tolerance) { throw ValidationError("--tolerance must be 0 to 255, got \(tolerance)") }
    }

    func run() throws {
        if let diff { try CLIError.checkWritable(diff, option: "--diff", inputs: [a, b]) }
        for path in [a, b] { try Self.checkHeader(path) }
        let first: PixelImage, second: PixelImage
        do {
            first = try PixelImage.load(a, quietly: true)
            second = try PixelImage.load(b, quietly: true)
        } catch {
            throw CLIError.badInput("\(error)")
        }
        guard first.width == second.width && first.height == second.height else {
            throw CLIError.badInput("\(a) is \(first.width)x\(first.height) but \(b) is \(second.width)x\(second.height); compare images of one size")
        }
        let tolerance = self.tolerance ?? (antialiasing ? PictureComparison.antialiasingTolerance : 0)
        let comparison = antialiasing ? PictureComparison(expected: first, actual: second, tolerance: tolerance) : nil
        let d = comparison?.difference ?? first.difference(to: second, tolerance: tolerance)
        if let diff {
            do {
                let image = comparison?.differenceImage() ?? first.diffImage(against: second, tolerance: tolerance)
                try SafeFile.write(image.pngData(), to: diff, inputs: [a, b])
            } catch let e as SafeFileError {
                throw CLIError(e)
            }
        }
        let box = d.box.map { "\($0.width)x\($0.height) at (\($0.x), \($0.y))" } ?? "none"
        let rule = antialiasing ? "beyond antialiasing, tolerance \(tolerance)" : "tolerance \(tolerance)"
        try CLIError.writeToStandardOutput("\(Plural.count(d.differingPixels, "pixel")) \(d.differingPixels == 1 ? "differs" : "differ") (largest channel difference \(d.largestChannelDifference), \(rule)); changed area: \(box)\n")
        if d.differingPixels > 0 { throw ExitCode(1) }
    }

    /// Refuses a PNG larger than `screenshot` makes (16,384 pixels a side, 64 megapixels)
    /// from its IHDR alone, and one cut off part way from its chunk layout, before any
    /// memory is spent decoding it. A file that is not a PNG is left to the decoder.
    static func checkHeader(_ path: String) throws {
        guard FileManager.default.isReadableFile(atPath: path) else { return }
        do {
            guard let header = try PNGHeader.read(path) else { return }
            let side = InputLimits.surfaceSide, pixels = InputLimits.surfacePixels
            guard header.width <= side, header.height <= side, header.width * header.height <= pixels else {
                throw CLIError.badInput("\(path) is \(header.width)x\(header.height) pixels; compare takes at most \(side) a side "
                                        + "and \(pixels >> 20) megapixels in all, as screenshot makes")
            }
            try PNGHeader.checkChunks(path)
        } catch let e as PNGHeaderError {
            throw CLIError.badInput("\(e)")
        }
    }
}
