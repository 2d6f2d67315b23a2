import Animation
import ArgumentParser
import Exercises
import Foundation
import Geometry
import Gestures
import SDLFront

/// `motionlab screenshot`: renders a tab headless to PNG, optionally after replaying an
/// input script on the virtual clock, and dumps the layer tree.
struct ScreenshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshot",
        abstract: "Render a tab to a PNG with no display (deterministic: same inputs, same bytes)."
    )

    @Option(name: .long, help: "The tab to render: \(ExerciseKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var tab: ExerciseKind = .circles

    @Option(name: .long, help: ArgumentHelp("Window size in points (default: the script's size, else 1024x768).", valueName: "WIDTHxHEIGHT"))
    var size: WindowSize?

    @Option(name: .long, help: ArgumentHelp("Device pixels per point, for high-DPI images.", valueName: "SCALE"))
    var scale: Double = 1

    @Option(name: .long, help: ArgumentHelp("Media-clock time to capture (default: 0.5 s after the script's last event, else 0).", valueName: "SECONDS"))
    var at: Double?

    @Option(name: .long, help: ArgumentHelp("An input script (JSON) to replay first; see the README.", valueName: "FILE"))
    var script: String?

    @Option(name: .long, help: ArgumentHelp("Black Hole's starting squares (default: Assets/Layouts/squares.json if present, else three random squares).", valueName: "FILE"))
    var layout: String?

    @Option(name: .long, help: "Seed for the exercises' random colours.")
    var seed: UInt64 = 1

    @Option(name: .long, help: ArgumentHelp("Also write the presentation layer tree as JSON.", valueName: "FILE.json"))
    var dump: String?

    @Option(name: .long, help: ArgumentHelp("Where to write the PNG.", valueName: "FILE.png"))
    var out: String

    func validate() throws {
        guard scale > 0 && scale <= 4 else { throw ValidationError("--scale must lie in (0, 4], got \(scale)") }
        if let at, !(at >= 0 && at.isFinite) { throw ValidationError("--at must be a time in seconds >= 0, got \(at)") }
    }

    func run() throws {
        try OutputPath.checkWritable(out, what: "--out")
        if let dump { try OutputPath.checkWritable(dump, what: "--dump") }
        let loaded: InputScript?
        do {
            loaded = try script.map { try InputScript.load(contentsOf: URL(fileURLWithPath: $0)) }
        } catch let e as InputScriptError {
            throw CLIError.badInput(e.description)
        }
        let windowSize = size?.size ?? loaded?.size ?? Size(width: 1024, height: 768)
        let fonts = try CLIError.loadFonts()

        let shell = AppShell(size: windowSize, initialTab: tab, seed: seed, store: nil,
                             options: LaunchOptions(layout: layout, assets: AssetLocator()))
        shell.onWarning = { FileHandle.standardError.write(Data("motionlab: \($0)\n".utf8)) }
        let clock = VirtualClock()
        let endTime = at ?? loaded.map { $0.duration + 0.5 } ?? 0
        ScriptPlayer(script: loaded ?? InputScript(events: [])).play(into: shell, clock: clock, until: endTime)

        let canvas: OffscreenCanvas
        do {
            canvas = try OffscreenCanvas(pixelWidth: Int((windowSize.width * scale).rounded()),
                                         pixelHeight: Int((windowSize.height * scale).rounded()),
                                         pixelScale: scale, fonts: fonts)
        } catch {
            throw CLIError.environment("\(error)")
        }
        canvas.render(shell.rootLayer)
        for w in canvas.takeWarnings() { FileHandle.standardError.write(Data("motionlab: \(w)\n".utf8)) }
        do {
            try canvas.savePNG(to: out)
        } catch {
            throw CLIError.badInput("\(error)")
        }
        if let dump {
            do {
                try shell.rootLayer.dumpJSON().write(to: URL(fileURLWithPath: dump), options: .atomic)
            } catch {
                throw CLIError.badInput("cannot write --dump \(dump): \(error.localizedDescription)")
            }
        }
    }
}

/// Checks, before any work, that an output file can be written.
enum OutputPath {
    static func checkWritable(_ path: String, what: String) throws {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw CLIError.badInput("cannot write \(what) \(path): the folder \(dir) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: dir) else {
            throw CLIError.badInput("cannot write \(what) \(path): the folder \(dir) is not writable")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw CLIError.badInput("cannot write \(what) \(path): it is a folder")
        }
    }
}
