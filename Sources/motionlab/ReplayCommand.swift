import Animation
import ArgumentParser
import Exercises
import Foundation
import Geometry
import SDLFront
import Services
import Storage
import Studio
import StudioApp

/// `motionlab replay`: replays a capture headless and, with `--check`, compares the
/// replayed presentation tree with every mark's stored one, as a regression test.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a capture headless; with --check, compare it with its marks (exit 0: all agree, 1: a mark differs, 2: bad input).",
        discussion: "A replay reads the capture's own copy of the files it started from, in a private temporary folder, answers the 8-Ball "
            + "from the capture, and contacts no server; it never reads or writes your files."
    )

    @Argument(help: ArgumentHelp("The capture (from 'run --capture' or Ctrl+R), or an input script with marks.", valueName: "FILE.json"))
    var file: String

    @Flag(name: .long, help: "Compare the replayed presentation tree at every mark with the one the mark stored: frames within 0.5 pt, opacity within 0.01, same text, same hidden state.")
    var check = false

    @Option(name: .long, help: ArgumentHelp("For each mark that differs, write the replay's picture, the window picture's path and both trees' differences here (implies --check).", valueName: "DIR"))
    var diff: String?

    @Option(name: .long, help: ArgumentHelp("Device pixels per point of the --diff pictures: more than 0, at most 4.", valueName: "SCALE"))
    var scale: Double = 1

    @Flag(name: .long, help: "List what the user did, in words, with times: its header, then each action on a named target and what it changed (\"double-tap on canvas → circle appears\"), keys, tab switches, typing, answers and marks. It replays the capture to tell.")
    var list = false

    @Flag(name: .long, help: "With --list: list the capture's raw entries instead (each click and key at its coordinates), without replaying it.")
    var raw = false

    @Flag(name: .long, help: "Print what the exercises do on the way.")
    var verbose = false

    func validate() throws {
        if list && (check || diff != nil) { throw ValidationError("--list tells what the capture holds; it checks no mark. Give --list, or --check") }
        if raw && !list { throw ValidationError("--raw changes what --list prints; give it with --list") }
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be more than 0 and at most 4, got \(scale)") }
    }

    func run() throws {
        guard let capture = try HeadlessScene.loadCapture(file) else { return }
        if list && raw {
            try CLIError.writeToStandardOutput(capture.listing(name: file).map { $0 + "\n" }.joined())
            return
        }
        let checking = check || diff != nil
        let checked = capture.marks.filter { $0.mark.dump != nil }.count
        if checking && checked == 0 {
            throw CLIError.badInput("\(file) has no mark with a stored tree to check against; press F12 while capturing to make one")
        }
        if let diff { try Self.checkFolder(diff) }
        let fonts = try CLIError.loadFonts()
        var configuration = AppShell.Configuration(size: capture.size ?? Size(width: 1024, height: 768), network: OfflineReplayClient())
        configuration.textMeasurer = fonts
        let scene = try HeadlessScene(capture: capture, configuration: configuration, verbose: verbose)
        if list {
            try CLIError.writeToStandardOutput(capture.actionListing(name: file, replay: scene.replay).map { $0 + "\n" }.joined())
            return
        }
        var differing: [(number: Int, mark: CaptureMark, differences: [DumpDifference])] = []
        var writeError: Error?
        // The closure is the replay's, so it holds the scene weakly: the replay (and the
        // private folder of the capture's files it removes) must go when the command ends.
        scene.replay.onMark = { [unowned scene] number, mark in
            guard checking, let stored = mark.dump else { return }
            let replayed = scene.shell.rootLayer.sceneDump()
            let differences = DumpDifference.between(captured: stored, replayed: replayed)
            guard !differences.isEmpty else { return }
            differing.append((number, mark, differences))
            if let diff, writeError == nil {
                do {
                    try Self.writeDiff(into: diff, number: number, mark: mark, replayed: replayed, differences: differences, scene: scene, scale: scale, fonts: fonts)
                } catch {
                    writeError = error
                }
            }
        }
        scene.replay.finish()
        if let writeError { throw writeError }
        if let network = scene.replay.replayNetwork {
            for line in network.takeMismatches() { FileHandle.standardError.write(Data("motionlab: the replay drifted: \(line)\n".utf8)) }
        }
        var out = ""
        for d in differing {
            let more = d.differences.count > 1 ? " (and \(d.differences.count - 1) more difference\(d.differences.count == 2 ? "" : "s"))" : ""
            out += "mark \(d.number) at \(String(format: "%.3f", d.mark.time.seconds)) s: \(d.differences[0])\(more)\n"
        }
        let duration = String(format: "%.1f", capture.duration.seconds)
        if checking {
            out += differing.isEmpty ? "replayed \(duration) s: \(checked == 1 ? "its mark agrees" : "all \(checked) marks agree")\n"
                : "replayed \(duration) s: \(differing.count) of \(checked) mark\(checked == 1 ? "" : "s") differ\(differing.count == 1 && checked == 1 ? "s" : "")\(diff.map { "; details in \($0)" } ?? "")\n"
        } else {
            out += "replayed \(duration) s, \(capture.entries.count) events, \(capture.marks.count) marks (add --check to compare them)\n"
        }
        try CLIError.writeToStandardOutput(out)
        if !differing.isEmpty { throw ExitCode(1) }
    }

    /// A folder for --diff: made if missing, refused if it is a file.
    static func checkFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError.badInput("--diff \(path) is a file; give a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CLIError.badInput("--diff: cannot make the folder \(path) (\(error.localizedDescription)); choose a writable place")
        }
    }

    /// mark-N.png (the replay), mark-N.window.png (the window's F12 picture, when it can
    /// be read) and mark-N.diff.png (the window's picture faded, with what differs beyond
    /// antialiasing in magenta), mark-N.txt (both pictures' paths, how they differ, and
    /// every difference of the trees), and both trees as JSON, for a diff tool.
    static func writeDiff(into folder: String, number: Int, mark: CaptureMark, replayed: LayerDump, differences: [DumpDifference],
                          scene: HeadlessScene, scale: Double, fonts: FontLibrary) throws {
        let base = (folder as NSString).appendingPathComponent("mark-\(number)")
        let pixels = try Surface.pixels(for: scene.shell.size, scale: scale)
        let canvas = try Surface.canvas(pixels, scale: scale, fonts: fonts)
        canvas.render(scene.shell.rootLayer)
        try CLIError.savePNG(canvas, to: base + ".png", inputs: [])
        var text = "mark \(number) at \(mark.time.seconds) s\n"
        text += "replay's picture: \(base).png\n"
        if let picture = mark.picture {
            text += "window's picture: \(picture)\n"
            if let window = try? PixelImage.load(picture, quietly: true) {
                let replay = PixelImage(width: canvas.pixelWidth, height: canvas.pixelHeight, pixels: canvas.argbPixels())
                let comparison = PictureComparison(expected: window, actual: replay)
                do {
                    try SafeFile.write(try window.pngData(), to: base + ".window.png", inputs: [picture])
                    if let d = comparison.differenceImage() { try SafeFile.write(try d.pngData(), to: base + ".diff.png", inputs: [picture]) }
                } catch let e as SafeFileError {
                    throw CLIError(e)
                }
                text += "copied to: \(base).window.png\n"
                text += "pictures: \(comparison.summary)\(comparison.difference == nil ? "" : "; where: \(base).diff.png")"
                text += comparison.difference == nil && window.width != replay.width ? " (give --scale \(Double(window.width) / scene.shell.size.width))\n" : "\n"
            } else {
                text += "(that picture cannot be read here: it was made on another machine, or moved)\n"
            }
        } else {
            text += "window's picture: none (the mark stores the tree alone: a script's, or one the recording took by itself)\n"
        }
        text += "\n" + differences.map { "\($0)\n" }.joined()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            try SafeFile.write(text, to: base + ".txt")
            if let stored = mark.dump { try SafeFile.write(try encoder.encode(stored), to: base + ".capture.json") }
            try SafeFile.write(try encoder.encode(replayed), to: base + ".replay.json")
        } catch let e as SafeFileError {
            throw CLIError(e)
        }
    }
}

/// The network of a replay without a capture's header (a plain script): it refuses every
/// request, so a replay sends nothing anywhere.
struct OfflineReplayClient: NetworkClient {
    func get(_ url: URL, timeout: Double, maximumBytes: Int, for work: WorkID?) async throws(NetworkError) -> NetworkResponse {
        throw .failed("a replay asks no server")
    }
}
