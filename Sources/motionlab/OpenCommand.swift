import Animation
import ArgumentParser
import Exercises
import Foundation
import Geometry
import SDLFront
import Services
import Studio

/// `motionlab open`: a capture in the window, to scrub, inspect and take over.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a capture in the window: scrub the session, inspect any moment, compare its marks, and take it over.",
        discussion: "The session replays exactly in a private copy of its files and asks no server; nothing you saved is read or "
            + "written. Space plays, ← → step a frame (Shift: 1 s), [ ] go to the previous / next input or mark, Home and End go "
            + "to the ends, Ctrl+Shift+I inspects the moment, and Ctrl+Shift+T takes over from the playhead: live input, the live "
            + "network, recorded as a new session. A capture dropped on any MotionLab window opens too."
    )

    @Argument(help: ArgumentHelp("The capture (a session, or one from 'run --capture' or Ctrl+R), or an input script.", valueName: "FILE"))
    var file: String

    @Option(name: .long, help: ArgumentHelp("How frames reach the screen: auto, gl, surface or full (as 'run').", valueName: "PATH"))
    var renderPath: WindowRenderPath = .auto

    @Flag(name: .long, help: "Record nothing when the session is taken over (by default it records as a new session).")
    var noRecord = false

    @Option(name: .long, help: ArgumentHelp("Start with the playhead at this many seconds into the session (default: its start).", valueName: "SECONDS"))
    var at: Double?

    @Option(name: .long, help: ArgumentHelp("Start at mark N (from 1), with its pictures and what differs.", valueName: "N"))
    var mark: Int?

    @Flag(name: .long, help: "Start with the inspector open on the moment.")
    var inspector = false

    @Option(name: .long, help: ArgumentHelp("Open no window: draw the session window as it first shows to this PNG, and exit (for docs).", valueName: "FILE.png"))
    var out: String?

    @Flag(name: .long, help: "Print what the exercises do on the way.")
    var verbose = false

    func validate() throws {
        if let at, !(at.isFinite && at >= 0 && at <= 28_800) { throw ValidationError("--at must be 0 to 28800 seconds, got \(at)") }
        if let mark, mark < 1 { throw ValidationError("--mark counts from 1, got \(mark)") }
        if at != nil && mark != nil { throw ValidationError("give --at or --mark, not both") }
    }

    /// Puts the playhead where the options say, and carries the seek out: whole when
    /// `finish` (a picture drawn once), else as much as a frame's slice allows, the window
    /// showing the rest with its progress bar.
    private func place(_ scene: TimeTravelScene, finish: Bool = false) throws {
        if let mark {
            guard mark <= scene.timeline.marks.count else {
                throw CLIError.badInput("--mark \(mark): \(file) has \(scene.timeline.marks.count) mark\(scene.timeline.marks.count == 1 ? "" : "s")")
            }
            scene.seek(toMark: mark)
        } else if let at {
            scene.seek(to: at)
        }
        scene.update(at: .zero)
        while finish && scene.cursor.isSeeking { scene.update(at: .zero) }
        if inspector { scene.perform(.inspector, at: .zero) }
        scene.update(at: .zero)
    }

    func run() throws {
        let fonts = try CLIError.loadFonts()
        let log: (String) -> Void = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
        let xdg = XDGDirectories()
        let sessions = noRecord ? nil : xdg.stateDirectory?.appendingPathComponent(CapturedFolders.sessionsFolder)
        // The capture is read before the window opens: a bad file costs no window.
        let probe = SessionOpener(fonts: fonts, pixelScale: 1, sessionsFolder: sessions, log: log, verbose: verbose)
        var scene = try probe.open(file)
        if let out {
            try CLIError.checkWritable(out, option: "--out", inputs: [file])
            try place(scene, finish: true)
            let canvas = try Surface.canvas(try Surface.pixels(for: scene.windowSize, scale: 1), fonts: fonts)
            canvas.render(scene.presentedRoots)
            try CLIError.savePNG(canvas, to: out, inputs: [file])
            return
        }
        let window: AppWindow
        do {
            window = try AppWindow(title: "MotionLab — \((file as NSString).lastPathComponent)", size: scene.windowSize, minimumSize: AppShell.minimumSize,
                                   fonts: fonts, assets: AssetLocator(), renderPath: renderPath)
        } catch let e as SDLError where e.kind == .noDisplay {
            throw CLIError.environment("no display to open a window on (\(e.detail)); run it under a desktop or Xvfb, "
                                       + "or look at a moment headless with 'motionlab screenshot --script FILE --at T'")
        }
        window.fitToDisplay()
        let opener = SessionOpener(fonts: fonts, pixelScale: window.pixelScale, sessionsFolder: sessions, log: log, verbose: verbose)
        if window.pixelScale != 1 { scene = try opener.open(file) }
        try place(scene)
        let screenshots = xdg.picturesDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let loop = FrameLoop(window: window, scene: scene, clock: SystemClock(), screenshotDirectory: screenshots)
        loop.log = log
        let drops = DroppedSessions(opener: opener, loop: loop, window: window, opened: scene, closeLive: nil)
        loop.run()
        drops.close(at: loop.now)
    }
}
