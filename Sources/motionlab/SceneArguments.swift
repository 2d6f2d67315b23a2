import ArgumentParser
import Exercises
import Foundation
import Geometry
import Gestures
import SDLFront

/// What `screenshot` and `record` both draw from: the tab (or gallery page), the window,
/// the script replayed into it, the seed and files the exercises read, the 8-Ball's server.
struct SceneArguments: ParsableArguments {
    @Option(name: .long, help: "The tab to draw (default: circles): \(ExerciseKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var tab: ExerciseKind?

    @Flag(name: .long, help: "Draw the controls gallery instead of a tab.")
    var gallery = false

    @Option(name: .long, help: "With --gallery, the page to show: \(GalleryPage.allCases.map(\.rawValue).joined(separator: ", ")) (default: controls).")
    var page: GalleryPage?

    @Option(name: .long, help: ArgumentHelp("Window size in points, each side 1...16384 (default: the script's size, else 1024x768).", valueName: "WIDTHxHEIGHT"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("Device pixels per point, for high-DPI images: more than 0, at most 4.", valueName: "SCALE"))
    var scale: Double = 1

    @Option(name: .long, help: ArgumentHelp("An input script (JSON) to replay; see the README.", valueName: "FILE"))
    var script: String?

    @Option(name: .long, help: ArgumentHelp("Black Hole's starting squares (default: Assets/Layouts/squares.json if present, else three random squares).", valueName: "FILE"))
    var layout: String?

    @Option(name: .long, help: "Seed for the exercises' random choices.")
    var seed: UInt64 = 1

    @OptionGroup(title: "Magic 8-Ball")
    var eightBall: EightBallArguments

    @Flag(name: .long, help: "Print what the exercises do on the way (the 8-Ball's questions and answers).")
    var verbose = false

    func validate() throws {
        try WindowSize.check(size, option: "--size")
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be more than 0 and at most 4, got \(scale)") }
        if gallery && tab != nil { throw ValidationError("--gallery shows the controls gallery instead of a tab; give --tab or --gallery, not both") }
        if page != nil && !gallery { throw ValidationError("--page picks a page of the gallery; add --gallery") }
    }

    /// Files the command reads, which it must never write over.
    var inputs: [String] { [script, layout].compactMap { $0 } }

    /// The script, the window's size in points, and its size in device pixels.
    func loadScript() throws -> (script: InputScript?, size: Size, pixels: (width: Int, height: Int)) {
        let loaded = try HeadlessScene.loadScript(script)
        let windowSize = size.flatMap { WindowSize(argument: $0)?.size } ?? loaded?.size ?? Size(width: 1024, height: 768)
        return (loaded, windowSize, try Surface.pixels(for: windowSize, scale: scale))
    }

    /// The scene, ready to replay `script` in a window of `size`.
    func makeScene(script: InputScript?, size: Size, fonts: FontLibrary) throws -> HeadlessScene {
        var options = LaunchOptions(layout: layout, assets: AssetLocator())
        options.showsGallery = gallery
        options.galleryPage = page ?? .controls
        try eightBall.apply(to: &options)
        return HeadlessScene(tab: tab, options: options, size: size, seed: seed, script: script, fonts: fonts, verbose: verbose)
    }
}
