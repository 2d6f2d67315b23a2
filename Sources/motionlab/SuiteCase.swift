import Animation
import Exercises
import Foundation
import Geometry
import SDLFront
import Storage
import Studio
import StudioApp
import Suite

/// One file of a suite, checked as `replay --check` checks it, in a worker process of
/// its own (`motionlab test`): replayed headless, each mark's tree compared with the one
/// it stored and its picture with the headless baseline saved beside the capture
/// (`NAME.marks/mark-N.png`), and the session told in words. With `update`, the trees of
/// the marks that differ are rewritten from the replay and missing or differing baseline
/// pictures written; files that pass stay byte for byte.
struct SuiteCase {
    let path: String
    let update: Bool
    let fonts: FontLibrary

    /// What the worker hands back: a result, or why the file is no test; and, with
    /// `--update`, a line for each change.
    struct Outcome: Codable {
        var result: CaptureResult?
        var skipped: String?
        var updates: [String] = []
    }

    /// Where the baselines of `path`'s marks are kept.
    static func baselineFolder(of path: String) -> String {
        ((path as NSString).deletingPathExtension) + ".marks"
    }

    /// One mark as the replay met it.
    private struct Met {
        var number: Int
        var mark: CaptureMark
        var tree: LayerDump
        var differences: [DumpDifference]
        var picture: PixelImage
        /// The baseline picture's comparison, when there is one.
        var baseline: PictureComparison?
    }

    func run() -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        func seconds() -> Double { (clock.now - start).inSeconds }
        let capture: Capture
        do {
            capture = try Capture.load(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return Outcome(result: CaptureResult(path: path, status: .error, duration: seconds(),
                                                 error: "\(path): \(error.isCapture ? "a capture that cannot be read" : "not a capture or a script"): "
                                                     + "\(error.message); a suite's .json and .jsonl files must be captures or scripts"))
        }
        guard !capture.marks.isEmpty else {
            return Outcome(skipped: capture.header == nil ? "a script without marks: nothing to check" : "a capture without marks: nothing to check")
        }
        var configuration = AppShell.Configuration(size: capture.size ?? Size(width: 1024, height: 768), network: OfflineReplayClient())
        configuration.textMeasurer = fonts
        let scene: HeadlessScene
        do {
            scene = try HeadlessScene(capture: capture, configuration: configuration, verbose: false)
        } catch {
            return Outcome(result: CaptureResult(path: path, status: .error, duration: seconds(), error: "\(path): \(error)"))
        }
        let scale = capture.header?.scale ?? 1
        let folder = Self.baselineFolder(of: path)
        var met: [Met] = []
        var renderError: String?
        scene.replay.onMark = { [unowned scene] number, mark in
            let tree = scene.shell.rootLayer.sceneDump()
            let differences = mark.dump.map { DumpDifference.between(captured: $0, replayed: tree) } ?? []
            do {
                let canvas = try Surface.canvas(try Surface.pixels(for: scene.shell.size, scale: scale), scale: scale, fonts: fonts)
                canvas.render(scene.shell.rootLayer)
                let picture = PixelImage(width: canvas.pixelWidth, height: canvas.pixelHeight, pixels: canvas.argbPixels())
                let baselinePath = (folder as NSString).appendingPathComponent("mark-\(number).png")
                let baseline = (try? PixelImage.load(baselinePath, quietly: true)).map { PictureComparison(expected: $0, actual: picture) }
                met.append(Met(number: number, mark: mark, tree: tree, differences: differences, picture: picture, baseline: baseline))
            } catch {
                renderError = "\(error)"
            }
        }
        let actions = ActionNarrator.actions(of: capture, replay: scene.replay).map(\.line)
        if let renderError {
            return Outcome(result: CaptureResult(path: path, status: .error, duration: seconds(), error: "\(path): the replay's picture cannot be drawn: \(renderError)"))
        }
        var outcome = Outcome()
        var updateError: String?
        if update { (outcome.updates, updateError) = applyUpdates(met, capture: capture, folder: folder) }
        // An update that could not be written leaves the baselines as they were: the marks
        // are checked as without --update, and the file is an error that says why.
        let marks = met.map { markResult($0, updated: update && updateError == nil) }
        let failed = marks.contains { $0.status != .passed }
        outcome.result = CaptureResult(path: path, status: updateError != nil ? .error : failed ? .failed : .passed, duration: seconds(),
                                       error: updateError,
                                       summary: capture.listingHeader(name: path), recordedOn: capture.header.map { Self.platformLine($0.platform) },
                                       actions: actions, marks: marks)
        return outcome
    }

    /// A mark's verdict: its tree against the stored one, its picture against the
    /// baseline; a mark with neither has no baseline. After an update every mark agrees.
    private func markResult(_ m: Met, updated: Bool) -> MarkResult {
        let at = String(format: "%.3f", m.mark.time.seconds)
        var r = MarkResult(number: m.number, time: m.mark.time.seconds, status: .passed, differences: m.differences.map(\.description),
                           pictureSummary: m.baseline?.summary)
        guard !updated else {
            r.differences = []
            return r
        }
        let pictureDiffers = m.baseline.map { !$0.agrees } ?? false
        if m.mark.dump == nil && m.baseline == nil {
            r.status = .failed
            r.message = "mark \(m.number) at \(at) s has no baseline (no stored tree, no \(Self.baselineFolder(of: path))/mark-\(m.number).png); "
                + "run motionlab test --update to make one"
        } else if let first = m.differences.first {
            r.status = .failed
            r.message = "mark \(m.number) at \(at) s: \(first)" + (m.differences.count > 1 ? " (and \(m.differences.count - 1) more)" : "")
        } else if pictureDiffers {
            r.status = .failed
            r.message = "mark \(m.number) at \(at) s: the picture differs from its baseline: \(m.baseline!.summary)"
        }
        guard r.status == .failed else { return r }
        // The pictures a report shows: the baseline, else the window's own when it is here.
        let expected = m.baseline?.expected ?? m.mark.picture.flatMap { try? PixelImage.load($0, quietly: true) }
        r.actual = try? m.picture.pngData()
        if let expected {
            r.expected = try? expected.pngData()
            r.difference = try? PictureComparison(expected: expected, actual: m.picture).differenceImage()?.pngData()
        }
        return r
    }

    /// `--update`: the trees of the marks that differ or store none, rewritten in place,
    /// and the baseline pictures that are missing or differ, written. Returns a line per
    /// change, and why the update could not be finished, if it could not; a file with
    /// nothing to change is not touched.
    private func applyUpdates(_ met: [Met], capture: Capture, folder: String) -> (lines: [String], error: String?) {
        var lines: [String] = []
        var trees: [Int: LayerDump] = [:]
        // A mark with no tree that passes by its picture stays as it is: a file that passes
        // is left byte for byte.
        for m in met where !m.differences.isEmpty || (m.mark.dump == nil && m.baseline == nil) {
            trees[m.number] = m.tree
            lines.append("\(path): mark \(m.number): tree " + (m.mark.dump == nil ? "stored" : "rewritten (\(m.differences.count) "
                + "propert\(m.differences.count == 1 ? "y" : "ies") differed: \(m.differences[0]))"))
        }
        do {
            if !trees.isEmpty {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                try SafeFile.write(try Capture.replacingMarkTrees(in: data, with: trees), to: path)
            }
            for m in met where !(m.baseline?.agrees ?? false) {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let file = (folder as NSString).appendingPathComponent("mark-\(m.number).png")
                try SafeFile.write(try m.picture.pngData(), to: file)
                lines.append("\(path): mark \(m.number): baseline picture " + (m.baseline.map { "rewritten (\($0.summary))" } ?? "written") + ": \(file)")
            }
        } catch {
            let why = (error as? CocoaError).map { $0.localizedDescription } ?? "\(error)"
            return (lines, "\(path): cannot update: \(why); check that the file and \(folder) can be written")
        }
        return (lines, nil)
    }

    /// "x86_64 · SDL 2.26.5 · Chipmunk 7.0.3".
    static func platformLine(_ p: [String: String]) -> String {
        [p["arch"], p["sdl"].map { "SDL \($0)" }, p["chipmunk"].map { "Chipmunk \($0)" }].compactMap { $0 }.joined(separator: " · ")
    }
}
