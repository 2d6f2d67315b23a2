import Animation
import ArgumentParser
import Exercises
import Foundation
import Geometry
import Gestures
import SDLFront
import Storage
import Widgets

/// `motionlab record`: renders a stretch of time headless, frame by frame, from the same
/// replay as `screenshot`, into an animated WebP, a contact sheet PNG, or a folder of
/// numbered PNG frames. Same inputs, same bytes.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record an animation headless: an animated WebP, a contact sheet PNG, or a folder of PNG frames.",
        discussion: "The output's form follows its name: FILE.webp, FILE.png (a contact sheet) or DIR/ (frame-0001.png, ...)."
    )










    @OptionGroup var scene: SceneArguments

    @Option(name: .long, help: ArgumentHelp("Media time of the first frame, in seconds (default 0).", valueName: "SECONDS"))
    var from: Double = 0

    @Option(name: .long, help: ArgumentHelp("Media time of the last frame, included (default: 0.5 s after the script's last event).", valueName: "SECONDS"))
    var to: Double?

    @Option(name: .long, help: "Frames per second of the recording, 1...120.")
    var fps: Int = 30

    @Option(name: .long, help: ArgumentHelp("Record this many times slower, as Ctrl+T shows it: more than 0, at most 100.", valueName: "K"))
    var slow: Double = 1

    @Flag(name: .long, help: "Make the WebP loop for ever (default: play once).")
    var loop = false

    @Flag(name: .long, help: "Tint what each frame redraws for a moment (paint flashing, as Ctrl+Shift+P in the window).")
    var paintFlashing = false

    @Option(name: .long, help: ArgumentHelp("Lossy WebP at this quality, 0...100 (default: lossless).", valueName: "N"))
    var quality: Int?

    @Option(name: .long, help: "Frames per row of a contact sheet.")
    var columns: Int = 6


    @Option(name: .long, help: ArgumentHelp("FILE.webp, FILE.png (a contact sheet) or DIR/ (numbered PNG frames).", valueName: "OUT"))
    var out: String

    /// The most frames one recording makes.
    static let maximumFrames = 10_000
    /// The most frames on one contact sheet (a bigger sheet is too large to look at).
    static let maximumSheetFrames = 600

    enum Form { case webp, sheet, frames }

    var form: Form? {
        if out.hasSuffix("/") { return .frames }
        switch (out as NSString).pathExtension.lowercased() {
        case "webp": return .webp
        case "png": return .sheet
        default: return nil
        }
    }

    func validate() throws {
        guard (1...120).contains(fps) else { throw ValidationError("--fps must be 1 to 120, got \(fps)") }
        guard slow.isFinite, slow > 0, slow <= 100 else { throw ValidationError("--slow must be more than 0 and at most 100, got \(slow)") }
        guard from.isFinite, from >= 0, from <= InputLimits.replaySpan else { throw ValidationError("--from must be 0 to \(Int(InputLimits.replaySpan)) s, got \(from)") }
        if let to, !(to.isFinite && to > from && to <= InputLimits.replaySpan) {
            throw ValidationError("--to must come after --from (\(from) s) and be at most \(Int(InputLimits.replaySpan)) s, got \(to)")
        }
        if let quality, !(0...100).contains(quality) { throw ValidationError("--quality must be 0 to 100, got \(quality)") }
        guard columns >= 1 && columns <= 50 else { throw ValidationError("--columns must be 1 to 50, got \(columns)") }
        guard form != nil else { throw ValidationError("--out must end in .webp (an animation), .png (a contact sheet) or / (a folder of frames); got '\(out.prefix(80))'") }
    }

    func run() throws {
        let inputs = scene.inputs
        let form = form!
        if form != .frames { try CLIError.checkWritable(out, option: "--out", inputs: inputs) }
        let (loaded, windowSize, pixels) = try scene.loadScript()
        let end = to ?? ((loaded?.entries.isEmpty == false ? loaded!.duration.seconds : 0) + 0.5)
        guard end > from else { throw CLIError.badInput("--to (\(end) s) must come after --from (\(from) s)") }
        // Output frames are 1/fps apart; --slow K spreads each second of media time over K.
        let step = 1 / (Double(fps) * slow)
        let count = Int(((end - from) / step + 1e-9).rounded(.down)) + 1
        guard count <= Self.maximumFrames else {
            throw CLIError.badInput("that is \(count) frames, more than \(Self.maximumFrames); shorten --from/--to, or lower --fps or --slow")
        }
        if form == .sheet && count > Self.maximumSheetFrames {
            throw CLIError.badInput("a contact sheet of \(count) frames is too large; at most \(Self.maximumSheetFrames), so shorten --from/--to or lower --fps")
        }
        // Every check is done before the folder is made, so a refused run leaves nothing.
        if form == .frames { try makeFolder(out) }
        let fonts = try CLIError.loadFonts()
        let replay = try scene.makeScene(capture: loaded, size: windowSize, fonts: fonts)

        // A contact sheet's frames are drawn straight at the cell's size.
        let cellScale = form == .sheet ? ContactSheet.cellScale(frameWidth: pixels.width, columns: columns) : 1
        let frameW = max(1, Int((Double(pixels.width) * cellScale).rounded())), frameH = max(1, Int((Double(pixels.height) * cellScale).rounded()))
        let canvas = try Surface.canvas((frameW, frameH), scale: scene.scale * cellScale, fonts: fonts)
        canvas.flashesPaint = paintFlashing
        let progress = Progress(total: count)
        let webp = form == .webp ? try AnimatedWebPWriter(width: frameW, height: frameH, quality: quality, loops: loop ? 0 : 1) : nil
        let sheet = form == .sheet ? try ContactSheet(cellWidth: frameW, cellHeight: frameH, count: count, columns: columns, fonts: fonts) : nil
        for i in 0..<count {
            let t = from + Double(i) * step
            replay.advance(to: MediaTime(seconds: t))
            canvas.render(replay.roots)
            switch form {
            case .webp: try webp!.add(canvas, atMilliseconds: Int((Double(i) * 1000 / Double(fps)).rounded()))
            case .sheet: try sheet!.add(canvas.argbPixels(), label: "\(Int((t * 1000).rounded())) ms")
            case .frames: try CLIError.savePNG(canvas, to: (out as NSString).appendingPathComponent(String(format: "frame-%04d.png", i + 1)), inputs: inputs)
            }
            progress.tick(i + 1)
        }
        progress.finish()
        for w in canvas.takeWarnings() { FileHandle.standardError.write(Data("motionlab: \(w)\n".utf8)) }
        let data: Data
        switch form {
        case .webp: data = try webp!.finish(endMilliseconds: Int((Double(count) * 1000 / Double(fps)).rounded()))
        case .sheet: data = try sheet!.pngData()
        case .frames: return
        }
        do {
            try SafeFile.write(data, to: out, inputs: inputs)
        } catch {
            throw CLIError(error)
        }
    }

    private func makeFolder(_ path: String) throws {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw CLIError.badInput("--out \(path) is a file, not a folder; end a folder's name with /") }
            // Frames of an earlier recording would mix with these: never overwrite, never mix.
            let old = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }
            guard old.isEmpty else {
                throw CLIError.badInput("--out \(path) already holds \(Plural.count(old.count, "frame")) of another recording; choose an empty folder")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CLIError.badInput("cannot make the folder \(path): \(error.localizedDescription); choose a writable place")
        }
    }
}

/// A progress bar on standard error, drawn only when it is a terminal.
private final class Progress {
    private let total: Int
    private let shown = isatty(2) != 0
    private var last = -1

    init(total: Int) { self.total = total }

    func tick(_ done: Int) {
        guard shown else { return }
        let percent = done * 100 / max(1, total)
        guard percent != last else { return }
        last = percent
        let bar = String(repeating: "#", count: percent / 4).padding(toLength: 25, withPad: " ", startingAt: 0)
        FileHandle.standardError.write(Data("\rmotionlab: recording [\(bar)] \(done)/\(total) frames".utf8))
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
