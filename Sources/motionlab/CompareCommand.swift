import ArgumentParser
import Foundation
import SDLFront
import Storage

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
    var tolerance: Int = 0

    @Option(name: .long, help: ArgumentHelp("Write A faded, with the differing pixels in magenta.", valueName: "OUT.png"))
    var diff: String?

    func validate() throws {
        guard (0...255).contains(tolerance) else { throw ValidationError("--tolerance must be 0 to 255, got \(tolerance)") }
    }

    func run() throws {
        if let diff { try CLIError.checkWritable(diff, option: "--diff", inputs: [a, b]) }
        let first: PixelImage, second: PixelImage
        do {
            first = try PixelImage.load(a)
            second = try PixelImage.load(b)
        } catch {
            throw CLIError.badInput("\(error)")
        }
        guard first.width == second.width && first.height == second.height else {
            throw CLIError.badInput("\(a) is \(first.width)x\(first.height) but \(b) is \(second.width)x\(second.height); compare images of one size")
        }
        let d = first.difference(to: second, tolerance: tolerance)
        if let diff {
            do {
                try SafeFile.write(first.diffImage(against: second, tolerance: tolerance).pngData(), to: diff, inputs: [a, b])
            } catch let e as SafeFileError {
                throw CLIError(e)
            }
        }
        let box = d.box.map { "\($0.width)x\($0.height) at (\($0.x), \($0.y))" } ?? "none"
        try CLIError.writeToStandardOutput("\(d.differingPixels) pixels differ (largest channel difference \(d.largestChannelDifference), tolerance \(tolerance)); changed area: \(box)\n")
        if d.differingPixels > 0 { throw ExitCode(1) }
    }
}
