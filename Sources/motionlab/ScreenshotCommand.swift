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






    @OptionGroup var scene: SceneArguments

    @Option(name: .long, help: ArgumentHelp("Media-clock time to capture, 0...3600 (default: 0.5 s after the script's last event, else 0).", valueName: "SECONDS"))
    var at: Double?

    @Option(name: .long, help: ArgumentHelp("Render the moment of mark N of the script or capture (F12 in the window, or a \"mark\" event), from 1.", valueName: "N"))
    var mark: Int?

    @Option(name: .long, help: ArgumentHelp("Also write the presentation layer tree as JSON.", valueName: "FILE.json"))
    var dump: String?

    @Option(name: .long, help: ArgumentHelp("Also write the inspector's timeline (every animation of the tab, captured from the start) as JSON.", valueName: "FILE.json"))
    var animations: String?

    @Option(name: .long, help: ArgumentHelp("Where to write the PNG.", valueName: "FILE.png"))
    var out: String

    func validate() throws {
        if let at, !(at >= 0 && at <= InputLimits.replaySpan) {
            throw ValidationError("--at must be a time in seconds from 0 to \(Int(InputLimits.replaySpan)) (an hour), got \(at)")
        }
        if let dump, dump == out { throw ValidationError("--dump and --out must be different files") }
        if let mark {
            guard mark >= 1 else { throw ValidationError("--mark counts marks from 1, got \(mark)") }
            guard at == nil else { throw ValidationError("--mark and --at both say when; give one") }
            guard scene.script != nil else { throw ValidationError("--mark needs --script: the capture or script whose mark to render") }
        }
        if let animations, animations == out || animations == dump { throw ValidationError("--animations must be a file of its own") }
    }

    func run() throws {
        let inputs = scene.inputs
        try CLIError.checkWritable(out, option: "--out", inputs: inputs)
        if let dump { try CLIError.checkWritable(dump, option: "--dump", inputs: inputs) }
        if let animations { try CLIError.checkWritable(animations, option: "--animations", inputs: inputs) }
        let (loaded, windowSize, pixels) = try scene.loadScript()
        if let mark, let loaded, mark > loaded.marks.count {
            throw CLIError.badInput("--mark \(mark): \(scene.script!) has \(loaded.marks.count) mark\(loaded.marks.count == 1 ? "" : "s"); "
                                    + "give one from 1 to \(loaded.marks.count)")
        }
        let endTime = at.map { MediaTime(seconds: $0) } ?? loaded.map { $0.duration + 0.5 } ?? .zero
        let fonts = try CLIError.loadFonts()
        let replay = try scene.makeScene(capture: loaded, size: windowSize, fonts: fonts)
        let export = animations.map { AnimationsExport(studio: replay.studio, path: $0) }
        if let mark {
            replay.replay.advance(throughMark: mark)
        } else {
            replay.advance(to: endTime)
        }
        let shell = replay.shell

        let canvas = try Surface.canvas(pixels, scale: scene.scale, fonts: fonts)
        canvas.render(replay.roots)
        for w in canvas.takeWarnings() { FileHandle.standardError.write(Data("motionlab: \(w)\n".utf8)) }
        try CLIError.savePNG(canvas, to: out, inputs: inputs)
        if let dump {
            do {
                let studio = replay.studio.overlayIsShown ? replay.studio.overlay : nil
                try SafeFile.write(try shell.rootLayer.dumpJSON(withStudio: studio), to: dump, inputs: inputs + [out])
            } catch let e as SafeFileError {
                throw CLIError(e)
            }
        }
        try export?.write(inputs: inputs + [out] + [dump].compactMap { $0 })
    }
}
