import ArgumentParser
import Exercises
import Foundation
import Geometry
import Gestures
import SDLFront

/// What `screenshot` and `record` both draw from: the scene's options (shared with `run`),
/// the window's size and pixel scale, and the script replayed into it.
struct SceneArguments: ParsableArguments {
    @OptionGroup var options: SceneOptions

    @Option(name: .long, help: ArgumentHelp("Window size in points, each side 1...16384 (default: the script's size, else 1024x768).", valueName: "WIDTHxHEIGHT"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("Device pixels per point, for high-DPI images: more than 0, at most 4.", valueName: "SCALE"))
    var scale: Double = 1

    @Option(name: .long, help: ArgumentHelp("An input script (JSON) to replay; see the README.", valueName: "FILE"))
    var script: String?

    func validate() throws {
        try WindowSize.check(size, option: "--size")
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be more than 0 and at most 4, got \(scale)") }
    }

    /// Files the command reads, which it must never write over.
    var inputs: [String] { [script].compactMap { $0 } + options.inputs }

    /// The script, the window's size in points, and its size in device pixels.
    func loadScript() throws -> (script: InputScript?, size: Size, pixels: (width: Int, height: Int)) {
        let loaded = try HeadlessScene.loadScript(script)
        let windowSize = size.flatMap { WindowSize(argument: $0)?.size } ?? loaded?.size ?? Size(width: 1024, height: 768)
        return (loaded, windowSize, try Surface.pixels(for: windowSize, scale: scale))
    }

    /// The scene, ready to replay `script` in a window of `size`.
    func makeScene(script: InputScript?, size: Size, fonts: FontLibrary) throws -> HeadlessScene {
        HeadlessScene(tab: options.tab, options: try options.launchOptions(assets: AssetLocator()), size: size,
                      seed: options.seed ?? 1, script: script, fonts: fonts, verbose: options.verbose)
    }
}
