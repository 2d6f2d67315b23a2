import Animation
import ArgumentParser
import Foundation
import Geometry
import Gestures
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

    @Option(name: .long, help: ArgumentHelp("Image size in points, each side 1...16384 (default 640x400).", valueName: "WIDTHxHEIGHT"))
    var size: String?

    /// The longest a curve is echoed in a message.
    static let echoLength = 80

    func validate() throws {
        guard csv != (out != nil) else { throw ValidationError("give exactly one of --csv or --out FILE.png") }
        guard (2...100_000).contains(samples) else { throw ValidationError("--samples must lie in 2...100000, got \(samples)") }
        if let duration, !(duration > 0 && duration <= InputLimits.replaySpan) {
            throw ValidationError("--duration must be a number of seconds more than 0 and at most \(Int(InputLimits.replaySpan))")
        }
        try WindowSize.check(size, option: "--size")
    }

    func run() throws {
        let spec: CurveSpec
        do { spec = try CurveSpec(parsing: curve) } catch let e as CurveSpecError { throw CLIError.badInput(e.shortDescription(Self.echoLength)) }
        let span = spec.isTimed ? (duration ?? spec.naturalDuration) : 1
        let points = spec.samples(count: samples, duration: span)
        guard points.allSatisfy({ $0.t.isFinite && $0.value.isFinite }), span.isFinite else {
            throw CLIError.badInput("the curve \"\(curve.prefix(Self.echoLength))\" does not give finite values everywhere; use milder parameters")
        }
        if csv {
            var text = "t,value\n"
            for p in points { text += "\(Self.format(p.t)),\(Self.format(p.value))\n" }
            try CLIError.writeToStandardOutput(text)
            return
        }
        guard let out else { return }
        try CLIError.checkWritable(out, option: "--out", inputs: [])
        let fonts = try CLIError.loadFonts()
        let imageSize = size.flatMap { WindowSize(argument: $0)?.size } ?? Size(width: 640, height: 400)
        let pixels = try Surface.pixels(for: imageSize, scale: 1)
        let plot = CurvePlot(title: spec.description, samples: points,
                             xLabel: spec.isTimed ? "time (s)" : "progress", size: imageSize)
        let canvas = try Surface.canvas(pixels, fonts: fonts)
        canvas.render(plot.layer)
        try CLIError.savePNG(canvas, to: out, inputs: [])
    }

    static func format(_ v: Double) -> String {
        String(format: "%.6f", v)
    }
}
