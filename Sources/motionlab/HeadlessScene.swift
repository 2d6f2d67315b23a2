import Animation
import Exercises
import Foundation
import Geometry
import Gestures
import Loop
import SDLFront
import Studio
import StudioApp

/// The window's content with no window: the studio and its shell on a virtual clock, a
/// capture or an input script replayed into it as time is advanced. `screenshot`,
/// `record` and `replay` all draw from it, so the same inputs give the same pixels.
final class HeadlessScene {
    let replay: CaptureReplay

    var studio: StudioScene { replay.scene }
    var shell: AppShell { studio.shell }
    /// What to draw: the scene, then the studio's tools over it.
    var roots: [Layer] { studio.presentedRoots }

    /// A scene from the command's options, with `capture` (or nothing) to replay. A
    /// capture's header wins over `configuration` for everything that shapes the run.
    init(capture: Capture, configuration: AppShell.Configuration, verbose: Bool) throws {
        let log: (String) -> Void = { FileHandle.standardError.write(Data("motionlab: \($0)\n".utf8)) }
        do {
            replay = try CaptureReplay(capture: capture, configuration: configuration) { shell in
                shell.onWarning = log
                if verbose { shell.onLog = log }
            }
        } catch {
            throw CLIError.badInput("\(error)")
        }
        if let header = capture.header {
            let drift = header.platformDifferences(from: PlatformInfo.current)
            if !drift.isEmpty {
                log("the capture was made on another machine (\(drift.joined(separator: "; "))); motion may drift slightly, "
                    + "since floating-point results differ across architectures and libraries")
            }
        }
    }

    /// A scene of one tab, replaying `script` (the benchmarks' way in).
    convenience init(tab: ExerciseKind?, options: LaunchOptions, size: Size, seed: UInt64, script: InputScript?, fonts: FontLibrary, verbose: Bool) {
        var configuration = AppShell.Configuration(size: size, network: URLSessionNetworkClient())
        configuration.initialTab = tab ?? .circles
        configuration.seed = seed
        configuration.options = options
        configuration.textMeasurer = fonts
        // A scene without a header never fails to build: it reads no capture's files.
        try! self.init(capture: Capture(script: script ?? InputScript(events: [])), configuration: configuration, verbose: verbose)
    }

    /// Loads the capture or script a command was given, with one-line errors.
    static func loadCapture(_ path: String?) throws -> Capture? {
        guard let path else { return nil }
        do {
            let capture = try Capture.load(contentsOf: URL(fileURLWithPath: path))
            for w in capture.warnings { FileHandle.standardError.write(Data("motionlab: \(w)\n".utf8)) }
            return capture
        } catch {
            throw CLIError.badInput(error.description)
        }
    }

    /// Replays up to `time` and runs the scene on to it.
    func advance(to time: MediaTime) {
        replay.advance(to: time)
    }
}
