import Animation
import Exercises
import Foundation
import Geometry
import Gestures
import Loop
import SDLFront
import Studio

/// The window's content with no window: the app shell, in the studio that draws its tools
/// over it (the inspector a script opens with Ctrl+Shift+I), on a virtual clock, an input
/// script replayed into it as time is advanced. `screenshot` and `record` both draw from
/// it, so the same inputs give the same pixels.
struct HeadlessScene {
    let studio: StudioScene
    var shell: AppShell { studio.shell }
    /// The trees to draw, back to front: the scene, then the studio's tools.
    var roots: [Layer] { studio.presentedRoots }
    let clock = VirtualClock()
    let script: InputScript
    let size: Size
    private var next = 0

    init(tab: ExerciseKind?, options: LaunchOptions, size: Size, seed: UInt64, script: InputScript?, fonts: FontLibrary, verbose: Bool) {
        self.script = script ?? InputScript(events: [])
        self.size = size
        var configuration = AppShell.Configuration(size: size, network: URLSessionNetworkClient())
        configuration.initialTab = tab ?? .circles
        configuration.seed = seed
        configuration.options = options
        configuration.textMeasurer = fonts
        let prepare = { (shell: AppShell) in
            shell.onWarning = { FileHandle.standardError.write(Data("motionlab: \($0)\n".utf8)) }
            if verbose { shell.onLog = { FileHandle.standardError.write(Data("motionlab: \($0)\n".utf8)) } }
        }
        guard let studio = try? StudioScene(configuration: configuration, prepare: prepare) else {
            preconditionFailure("a studio that captures nothing has no file to fail on")
        }
        self.studio = studio
    }

    /// Loads the script a command was given, with one-line errors.
    static func loadScript(_ path: String?) throws -> InputScript? {
        guard let path else { return nil }
        do {
            let script = try InputScript.load(contentsOf: URL(fileURLWithPath: path))
            for w in script.warnings { FileHandle.standardError.write(Data("motionlab: \(w)\n".utf8)) }
            return script
        } catch {
            throw CLIError.badInput(error.description)
        }
    }

    /// Replays the events up to `time` and runs the scene on to it.
    mutating func advance(to time: MediaTime) {
        var chunk: [InputEvent] = []
        while next < script.events.count, script.events[next].time <= time {
            chunk.append(script.events[next])
            next += 1
        }
        ScriptPlayer(script: InputScript(events: chunk)).play(into: studio, clock: clock, until: time)
    }
}
