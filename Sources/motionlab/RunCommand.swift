import Animation
import ArgumentParser
import Exercises
import Foundation
import Geometry
import SDLFront

/// `motionlab run` (the default): opens the window.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the MotionLab window (the default command)."
    )

    @Option(name: .long, help: "The tab to open first (default: the one open last time): \(ExerciseKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var tab: ExerciseKind?

    @Flag(name: .long, help: "Open the controls gallery instead of the five tabs: every control, to try and screenshot.")
    var gallery = false

    @Option(name: .long, help: "With --gallery, the page to show: \(GalleryPage.allCases.map(\.rawValue).joined(separator: ", ")) (default: controls).")
    var page: GalleryPage?

    @Option(name: .long, help: ArgumentHelp("Initial window size in points, each side 1...16384.", valueName: "WIDTHxHEIGHT"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("Black Hole's starting squares (default: Assets/Layouts/squares.json if present, else three random squares).", valueName: "FILE"))
    var layout: String?

    @Option(name: .long, help: "Seed for the exercises' random colours.")
    var seed: UInt64?

    @Flag(name: .long, help: "Print the renderer, vsync, pixel scale, font and assets in use, and what the exercises do (the 8-Ball's questions and answers).")
    var verbose = false

    @OptionGroup(title: "Magic 8-Ball")
    var eightBall: EightBallArguments

    func validate() throws {
        try WindowSize.check(size, option: "--size")
        if gallery && tab != nil { throw ValidationError("--gallery shows the controls gallery instead of a tab; give --tab or --gallery, not both") }
        if page != nil && !gallery { throw ValidationError("--page picks a page of the gallery; add --gallery") }
    }

    func run() throws {
        let fonts = try CLIError.loadFonts()
        let assets = AssetLocator()
        let window: AppWindow
        do {
            window = try AppWindow(title: "MotionLab", size: size.flatMap { WindowSize(argument: $0)?.size } ?? Size(width: 1024, height: 768),
                                   minimumSize: AppShell.minimumSize, fonts: fonts, assets: assets)
        } catch let e as SDLError where e.kind == .noDisplay {
            throw CLIError.environment("no display to open a window on (\(e.detail)); run it under a desktop or Xvfb "
                                       + "(xvfb-run swift run motionlab), or render headless with 'motionlab screenshot'")
        }
        if verbose {
            let info = "video \(window.videoDriver), renderer \(window.rendererName), vsync \(window.hasVSync ? "on" : "off (paced at 60 fps)"), "
                + "pixel scale \(window.pixelScale), font \(fonts.fonts.regular), assets \(assets.directory.path)"
            FileHandle.standardError.write(Data("motionlab: \(info)\n".utf8))
        }
        let xdg = XDGDirectories()
        let store = xdg.configDirectory.map { AppStateStore(directory: $0, now: Date.init) }
        var options = LaunchOptions(layout: layout, assets: assets)
        options.showsGallery = gallery
        options.galleryPage = page ?? .controls
        try eightBall.apply(to: &options)
        var configuration = AppShell.Configuration(size: window.size, network: URLSessionNetworkClient())
        configuration.initialTab = tab
        configuration.seed = seed ?? UInt64(Date().timeIntervalSince1970)
        configuration.store = store
        configuration.folders = AppFolders(xdg)
        configuration.options = options
        configuration.textMeasurer = fonts
        configuration.pasteboard = SDLPasteboard()
        configuration.calendar = .system
        let shell = AppShell(configuration)
        shell.onWarning = { FileHandle.standardError.write(Data("motionlab: \($0)\n".utf8)) }
        if verbose { shell.onLog = { FileHandle.standardError.write(Data("motionlab: \($0)\n".utf8)) } }
        // A state file set aside or left alone is said in the window too, not only on stderr,
        // which a user who opened the app from a menu never sees.
        shell.report(warnings: store?.takeWarnings() ?? [])
        let screenshots = xdg.picturesDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let loop = FrameLoop(window: window, scene: shell, clock: SystemClock(), screenshotDirectory: screenshots)
        loop.log = { line in FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        loop.run()
    }
}
