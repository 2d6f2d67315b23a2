import Animation
import ArgumentParser
import Exercises
import Foundation
import Geometry
import Gestures
import SDLFront
import Storage

/// `motionlab screenshot`: renders a tab headless to PNG, optionally after replaying an
/// input script on the virtual clock, and dumps the layer tree.
struct ScreenshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshot",
        abstract: "Render a tab to a PNG with no display (deterministic: same inputs, same bytes)."
    )

    @Option(name: .long, help: "The tab to render (default: circles): \(ExerciseKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var tab: ExerciseKind?

    @Flag(name: .long, help: "Render the controls gallery instead of a tab.")
    var gallery = false

    @Option(name: .long, help: "With --gallery, the page to show: \(GalleryPage.allCases.map(\.rawValue).joined(separator: ", ")) (default: controls).")
    var page: GalleryPage?

    @Option(name: .long, help: ArgumentHelp("Window size in points, each side 1...16384 (default: the script's size, else 1024x768).", valueName: "WIDTHxHEIGHT"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("Device pixels per point, for high-DPI images: more than 0, at most 4.", valueName: "SCALE"))
    var scale: Double = 1

    @Option(name: .long, help: ArgumentHelp("Media-clock time to capture, 0...3600 (default: 0.5 s after the script's last event, else 0).", valueName: "SECONDS"))
    var at: Double?

    @Option(name: .long, help: ArgumentHelp("An input script (JSON) to replay first; see the README.", valueName: "FILE"))
    var script: String?

    @Option(name: .long, help: ArgumentHelp("Black Hole's starting squares (default: Assets/Layouts/squares.json if present, else three random squares).", valueName: "FILE"))
    var layout: String?

    @Option(name: .long, help: "Seed for the exercises' random colours.")
    var seed: UInt64 = 1

    @Option(name: .long, help: ArgumentHelp("Also write the presentation layer tree as JSON.", valueName: "FILE.json"))
    var dump: String?

    @OptionGroup(title: "Magic 8-Ball")
    var eightBall: EightBallArguments

    @Flag(name: .long, help: "Print what the exercises do on the way (the 8-Ball's questions and answers).")
    var verbose = false

    @Option(name: .long, help: ArgumentHelp("Where to write the PNG.", valueName: "FILE.png"))
    var out: String

    func validate() throws {
        try WindowSize.check(size, option: "--size")
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be more than 0 and at most 4, got \(scale)") }
        if let at, !(at >= 0 && at <= InputLimits.replaySpan) {
            throw ValidationError("--at must be a time in seconds from 0 to \(Int(InputLimits.replaySpan)) (an hour), got \(at)")
        }
        if let dump, dump == out { throw ValidationError("--dump and --out must be different files") }
        if gallery && tab != nil { throw ValidationError("--gallery shows the controls gallery instead of a tab; give --tab or --gallery, not both") }
        if page != nil && !gallery { throw ValidationError("--page picks a page of the gallery; add --gallery") }
    }

    func run() throws {
        let inputs = [script, layout].compactMap { $0 }
        try CLIError.checkWritable(out, option: "--out", inputs: inputs)
        if let dump { try CLIError.checkWritable(dump, option: "--dump", inputs: inputs) }
        let loaded = try HeadlessScene.loadScript(script)
        let windowSize = size.flatMap { WindowSize(argument: $0)?.size } ?? loaded?.size ?? Size(width: 1024, height: 768)
        let pixels = try Surface.pixels(for: windowSize, scale: scale)
        let endTime = at ?? loaded.map { $0.duration + 0.5 } ?? 0
        let fonts = try CLIError.loadFonts()

        var options = LaunchOptions(layout: layout, assets: AssetLocator())
        options.showsGallery = gallery
        options.galleryPage = page ?? .controls
        try eightBall.apply(to: &options)
        var scene = HeadlessScene(tab: tab, options: options, size: windowSize, seed: seed, script: loaded, fonts: fonts, verbose: verbose)
        scene.advance(to: endTime)
        let shell = scene.shell

        let canvas: OffscreenCanvas
        do {
            canvas = try OffscreenCanvas(pixelWidth: pixels.width, pixelHeight: pixels.height, pixelScale: scale, fonts: fonts)
        } catch {
            throw CLIError.environment("\(error)")
        }
        canvas.render(shell.rootLayer)
        for w in canvas.takeWarnings() { FileHandle.standardError.write(Data("motionlab: \(w)\n".utf8)) }
        try CLIError.savePNG(canvas, to: out, inputs: inputs)
        if let dump {
            do {
                try SafeFile.write(try shell.rootLayer.dumpJSON(), to: dump, inputs: inputs + [out])
            } catch let e as SafeFileError {
                throw CLIError(e)
            }
        }
    }
}
