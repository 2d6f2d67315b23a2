import Animation
import ArgumentParser
import Exercises
import Foundation
import Geometry
import SDLFront
import Services
import Studio
import StudioApp

/// `motionlab run` (the default): opens the window.
extension WindowRenderPath: ExpressibleByArgument {
    /// What `--verbose` says of the path.
    var summary: String {
        switch self {
        case .auto: "decided from the GL driver"
        case .gl: "only the damage redrawn into a kept GL target, copied whole to the screen"
        case .surface: "only the damage redrawn by SDL's software renderer and sent to the screen"
        case .full: "every frame redrawn whole"
        }
    }
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the MotionLab window (the default command)."
    )

    @OptionGroup var scene: SceneOptions

    @Option(name: .long, help: ArgumentHelp("Initial window size in points, each side 1...16384.", valueName: "WIDTHxHEIGHT"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("Record the session from launch until quit into this file, to replay with 'motionlab replay' "
                                            + "(Ctrl+R records into the captures folder instead).", valueName: "FILE.json"))
    var capture: String?

    @Option(name: .long, help: ArgumentHelp("How frames reach the screen: auto (surface on a software-only GL, else gl), gl (a kept GL target, only the damage redrawn), surface (SDL's software renderer on the window, only the damage redrawn and sent), full (every frame whole).", valueName: "PATH"))
    var renderPath: WindowRenderPath = .auto

    @Option(name: .long, help: ArgumentHelp("Also mark the recording every S seconds (beside the marks at each tab switch, at quit and at F12), so a replay checks that often.", valueName: "S"))
    var markEvery: Double?

    @Flag(name: .long, help: "Record nothing: by default every session is recorded into $XDG_STATE_HOME/motionlab/sessions (see 'motionlab sessions').")
    var noRecord = false

    @Flag(name: .long, help: "Print frame statistics on stderr once a second while frames are drawn: fps, frame time (median and worst), share of the window redrawn, dropped frames.")
    var stats = false

    func validate() throws {
        try WindowSize.check(size, option: "--size")
        if let markEvery, !(markEvery.isFinite && markEvery >= 0.1 && markEvery <= 3_600) {
            throw ValidationError("--mark-every must be 0.1 to 3600 seconds, got \(markEvery)")
        }
    }

    func run() throws {
        if let capture { try CLIError.checkWritable(capture, option: "--capture", inputs: scene.inputs) }
        let fonts = try CLIError.loadFonts()
        let assets = AssetLocator()
        let window: AppWindow
        do {
            window = try AppWindow(title: "MotionLab", size: size.flatMap { WindowSize(argument: $0)?.size } ?? Size(width: 1024, height: 768),
                                   minimumSize: AppShell.minimumSize, fonts: fonts, assets: assets, renderPath: renderPath)
        } catch let e as SDLError where e.kind == .noDisplay {
            throw CLIError.environment("no display to open a window on (\(e.detail)); run it under a desktop or Xvfb "
                                       + "(xvfb-run swift run motionlab), or render headless with 'motionlab screenshot'")
        }
        if scene.verbose {
            let info = "video \(window.videoDriver), renderer \(window.rendererName)\(window.glRenderer.map { " (GL: \($0))" } ?? ""), "
                + "render path \(window.renderPath.rawValue) (\(window.renderPath.summary)), vsync \(window.hasVSync ? "on" : "off (paced at 60 fps)"), "
                + "pixel scale \(window.pixelScale), font \(fonts.fonts.regular), assets \(assets.directory.path)"
            FileHandle.standardError.write(Data("motionlab: \(info)\n".utf8))
        }
        let xdg = XDGDirectories()
        let store = xdg.configDirectory.map { AppStateStore(directory: $0, now: Date.init) }
        let options = try scene.launchOptions(assets: assets)
        var configuration = AppShell.Configuration(size: window.size, network: URLSessionNetworkClient())
        configuration.initialTab = scene.tab
        configuration.seed = scene.seed ?? UInt64(Date().timeIntervalSince1970)
        configuration.store = store
        configuration.folders = AppFolders(xdg)
        configuration.options = options
        configuration.textMeasurer = fonts
        configuration.pasteboard = SDLPasteboard()
        configuration.calendar = .system
        let log: (String) -> Void = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
        let verbose = scene.verbose
        var context = StudioContext(platform: PlatformInfo.current, pixelScale: window.pixelScale, date: Date.init)
        context.markEvery = markEvery
        context.renderReport = ReportRenderer.work
        context.capturesFolder = xdg.dataDirectory?.appendingPathComponent(CapturedFolders.capturesFolder)
        let sessions = xdg.stateDirectory.map { SessionFolder($0.appendingPathComponent(CapturedFolders.sessionsFolder)) }
        if !noRecord && capture == nil { context.sessionsFolder = sessions?.url }
        // A session that ended abruptly (a crash, a kill) is said once, with how to replay it.
        let abrupt = sessions?.reportAbruptEnds() ?? []
        let studio: StudioScene
        do {
            studio = try StudioScene(configuration: configuration, context: context, captureTo: capture.map { URL(fileURLWithPath: $0) }) { shell in
                shell.onWarning = { log("motionlab: \($0)") }
                if verbose { shell.onLog = { log("motionlab: \($0)") } }
            }
        } catch {
            throw CLIError.badInput("\(error)")
        }
        studio.onLog = log
        if let last = abrupt.last {
            let more = abrupt.count > 1 ? " (and \(abrupt.count - 1) more)" : ""
            log("motionlab: the last session ended abruptly: \(last.path)\(more); replay it with: motionlab replay '\(last.path)' --check")
            studio.showMessage("The last session ended abruptly. Replay it with: motionlab replay '\(last.path)'", at: .zero)
        }
        // A state file set aside or left alone is said in the window too, not only on stderr,
        // which a user who opened the app from a menu never sees.
        studio.shell.report(warnings: store?.takeWarnings() ?? [])
        if let capture { log("motionlab: recording to \(capture); quit to save it") }
        let screenshots = xdg.picturesDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let loop = FrameLoop(window: window, scene: studio, clock: SystemClock(), screenshotDirectory: screenshots)
        loop.log = log
        loop.logsStats = stats
        // A capture dropped on the window opens as a session to travel through; the live
        // session ends there, saved as a quit would save it.
        let opener = SessionOpener(fonts: fonts, pixelScale: window.pixelScale, sessionsFolder: noRecord ? nil : sessions?.url, log: log, verbose: verbose)
        let drops = DroppedSessions(opener: opener, loop: loop, window: window, opened: nil) { studio.windowWillClose(at: $0) }
        loop.run()
        drops.close(at: loop.now)
    }
}
