import Exercises
import Foundation
import Geometry
import SDLFront
import Services
import Studio
import StudioApp

/// Opens a capture in the window as a session to travel through (`motionlab open`, or a
/// capture dropped on the window): the replay, built afresh for each seek back, and the
/// live world a take-over goes on in.
struct SessionOpener {
    let fonts: FontLibrary
    let pixelScale: Double
    /// Where a taken-over session records; nil records none (`--no-record`).
    let sessionsFolder: URL?
    let log: (String) -> Void
    let verbose: Bool

    /// The scene for the capture at `path`, or a one-line error that names it.
    func open(_ path: String) throws -> TimeTravelScene {
        let url = URL(fileURLWithPath: path)
        let capture: Capture
        do {
            capture = try Capture.load(contentsOf: url)
        } catch {
            throw CLIError.badInput(error.description)
        }
        for w in capture.warnings { log("motionlab: \(w)") }
        if let drift = capture.header?.platformDifferences(from: PlatformInfo.current), !drift.isEmpty {
            log("motionlab: the capture was made on another machine (\(drift.joined(separator: "; "))); motion may drift slightly")
        }
        var configuration = AppShell.Configuration(size: capture.size ?? Size(width: 1024, height: 768), network: OfflineReplayClient())
        configuration.textMeasurer = fonts
        let log = self.log, verbose = self.verbose
        let make = { () throws(CaptureError) -> CaptureReplay in
            try CaptureReplay(capture: capture, configuration: configuration) { shell in
                shell.onWarning = { log("motionlab: \($0)") }
                if verbose { shell.onLog = { log("motionlab: \($0)") } }
            }
        }
        var context = StudioContext(platform: PlatformInfo.current, pixelScale: pixelScale, sessionsFolder: sessionsFolder, date: Date.init)
        context.capturesFolder = XDGDirectories().dataDirectory?.appendingPathComponent(CapturedFolders.capturesFolder)
        context.renderReport = ReportRenderer.work
        let clock = SystemClock()
        let setup = TimeTravelSetup(source: url.standardizedFileURL.path, liveContext: context, network: URLSessionNetworkClient(),
                                    pasteboard: SDLPasteboard(), workClock: { clock.now.seconds },
                                    pictures: try? WindowMarkPictures(fonts: fonts, scale: capture.header?.scale ?? pixelScale))
        do {
            return try TimeTravelScene(capture: capture, make: make, setup: setup)
        } catch {
            throw CLIError.badInput("\(path): \(error.message)")
        }
    }
}
