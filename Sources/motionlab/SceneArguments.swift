import ArgumentParser
import Exercises
import Foundation
import Geometry
import Gestures
import SDLFront
import Studio
import StudioApp

/// What `screenshot` and `record` both draw from: the scene's options (shared with `run`),
/// the window's size and pixel scale, and the script or capture replayed into it.
struct SceneArguments: ParsableArguments {
    @OptionGroup var options: SceneOptions

    @Option(name: .long, help: ArgumentHelp("Window size in points, each side 1...16384 (default: the script's size, else 1024x768).", valueName: "WIDTHxHEIGHT"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("Device pixels per point, for high-DPI images: more than 0, at most 4.", valueName: "SCALE"))
    var scale: Double = 1

    @Option(name: .long, help: ArgumentHelp("An input script or a capture (JSON) to replay; the format is in docs/cli-guide.md.", valueName: "FILE"))
    var script: String?

    func validate() throws {
        try WindowSize.check(size, option: "--size")
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be more than 0 and at most 4, got \(scale)") }
    }

    /// Files the command reads, which it must never write over.
    var inputs: [String] { [script].compactMap { $0 } + options.inputs }

    /// The script or capture, the window's size in points, and its size in device pixels.
    /// A capture's header decides the tab, seed, size and layout: a flag that says
    /// otherwise is refused.
    func loadScript() throws -> (capture: Capture?, size: Size, pixels: (width: Int, height: Int)) {
        let loaded = try HeadlessScene.loadCapture(script)
        let flagSize = size.flatMap { WindowSize(argument: $0)?.size }
        if let header = loaded?.header { try options.checkAgrees(with: header, size: flagSize) }
        let windowSize = loaded?.header?.size ?? flagSize ?? loaded?.size ?? Size(width: 1024, height: 768)
        return (loaded, windowSize, try Surface.pixels(for: windowSize, scale: scale))
    }

    /// The scene, ready to replay `capture` in a window of `size`.
    func makeScene(capture: Capture?, size: Size, fonts: FontLibrary) throws -> HeadlessScene {
        var configuration = AppShell.Configuration(size: size, network: URLSessionNetworkClient())
        configuration.initialTab = options.tab ?? .circles
        configuration.seed = options.seed ?? 1
        configuration.options = try options.launchOptions(assets: AssetLocator())
        configuration.textMeasurer = fonts
        return try HeadlessScene(capture: capture ?? Capture(entries: []), configuration: configuration, verbose: options.verbose)
    }
}

extension SceneOptions {
    /// Refuses a flag that contradicts a capture's header (exit 2): the header holds what
    /// the captured run was, and a replay of anything else would not be that run.
    func checkAgrees(with header: CaptureHeader, size: Size?) throws {
        func refuse(_ flag: String, _ captured: String) -> CLIError {
            CLIError.badInput("\(flag) contradicts the capture, which has \(captured); leave it out (a capture's header decides the tab, seed, size and layout)")
        }
        if let tab, tab != header.tab { throw refuse("--tab \(tab.rawValue)", header.tab.map { "the \($0.rawValue) tab" } ?? "the gallery") }
        if gallery.gallery, header.gallery == nil { throw refuse("--gallery", "the \(header.tab?.rawValue ?? "") tab") }
        if let page = gallery.page, page != header.gallery { throw refuse("--page \(page.rawValue)", header.gallery.map { "the \($0.rawValue) page" } ?? "no gallery") }
        if let seed, seed != header.seed { throw refuse("--seed \(seed)", "seed \(header.seed)") }
        if let size, size != header.size {
            throw refuse("--size \(Int(size.width))x\(Int(size.height))", "size \(Int(header.size.width))x\(Int(header.size.height))")
        }
        if let layout = blackHole.layout {
            let contents = FileManager.default.contents(atPath: layout)
            if contents != header.layout?.contents { throw refuse("--layout \(layout)", header.layout.map { "the layout of \($0.path)" } ?? "no layout") }
        }
    }
}
