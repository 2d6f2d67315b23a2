import Animation
import ArgumentParser
import Foundation
import Geometry
import SDLFront
import Widgets

/// `motionlab plot`: samples a timing function or spring as CSV, or draws it as a PNG
/// through the project's own renderer.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot a timing curve or a spring, as CSV rows or a PNG.",
        discussion: "t is progress in [0,1] for timing functions and seconds for springs."
    )

    @Option(name: .long, help: ArgumentHelp("The curve: \(CurveSpec.syntax).", valueName: "CURVE"))
    var curve: String

    @Option(name: .long, help: ArgumentHelp("Seconds to plot a spring for (default: until it settles).", valueName: "S"))
    var duration: Double?

    @Option(name: .long, help: "Number of samples.")
    var samples: Int = 101

    @Flag(name: .long, help: "Print t,value rows on standard output.")
    var csv = false

    @Option(name: .long, help: ArgumentHelp("Draw the curve into a PNG.", valueName: "FILE.png"))
    var out: String?

    @Option(name: .long, help: ArgumentHelp("Image size in points.", valueName: "WIDTHxHEIGHT"))
    var size: WindowSize?

    func validate() throws {
        guard csv != (out != nil) else { throw ValidationError("give exactly one of --csv or --out FILE.png") }
        guard (2...100_000).contains(samples) else { throw ValidationError("--samples must lie in 2...100000, got \(samples)") }
        if let duration, !(duration > 0 && duration.isFinite) { throw ValidationError("--duration must be a positive number of seconds") }
    }

    func run() throws {
        let spec: CurveSpec
        do { spec = try CurveSpec(parsing: curve) } catch let e as CurveSpecError { throw CLIError.badInput(e.description) }
        let span = spec.isTimed ? (duration ?? spec.naturalDuration) : 1
        let points = spec.samples(count: samples, duration: span)
        if csv {
            var text = "t,value\n"
            for p in points { text += "\(Self.format(p.t)),\(Self.format(p.value))\n" }
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        guard let out else { return }
        try OutputPath.checkWritable(out, what: "--out")
        let fonts = try CLIError.loadFonts()
        let imageSize = size?.size ?? Size(width: 640, height: 400)
        let plot = CurvePlot(title: spec.description, samples: points,
                             xLabel: spec.isTimed ? "time (s)" : "progress", size: imageSize)
        let canvas = try OffscreenCanvas(pixelWidth: Int(imageSize.width), pixelHeight: Int(imageSize.height), fonts: fonts)
        canvas.render(plot.layer)
        do { try canvas.savePNG(to: out) } catch { throw CLIError.badInput("\(error)") }
    }

    static func format(_ v: Double) -> String {
        String(format: "%.6f", v)
    }
}
