import Animation
import Foundation
import Storage

/// "Save that" (Ctrl+Shift+S): a bug report of the session so far, in a folder beside F12's
/// pictures.
extension StudioScene {
    /// How many seconds before the moment the report's moving picture shows.
    static let reportSeconds = 10.0

    /// The window saved its picture in `folder`; adds the session so far, ending with a
    /// mark of this moment (`capture.json`), the tree with the studio's overlay, taken live
    /// (`tree.json`), a README with the platform and the commands that replay it, and, off
    /// the loop, the last seconds re-rendered (`last-10s.webp`) and the animations there
    /// (`animations.json`).
    public func saveReport(in folder: URL, picture: String, at time: MediaTime) {
        guard let s = session, s.isRecording else {
            showMessage("Saved \(picture), but no report: nothing is being recorded (run --no-record, a sessions folder that "
                        + "cannot be written, or a recording that stopped); Ctrl+R starts a fresh recording", at: time)
            return
        }
        let before = s.marks
        s.record(.mark(CaptureMark(time: lastFrame, picture: picture, dump: content.rootLayer.sceneDump())))
        guard s.marks > before else {
            showMessage("Saved \(picture), but no report: the recording reached its limit; Ctrl+R starts a fresh one", at: time)
            return
        }
        let mark = s.marks
        let capture = folder.appendingPathComponent("capture.json")
        let to = lastFrame.seconds, from = max(0, to - Self.reportSeconds)
        do {
            try s.writer.copy(to: capture, endingAt: s.lastTime)
            try SafeFile.write(try Self.treeJSON(scene: content.rootLayer.dump(), studio: overlay.dump()),
                               to: folder.appendingPathComponent("tree.json").path)
            try SafeFile.write(readme(folder: folder, mark: mark, from: from, to: to), to: folder.appendingPathComponent("README.txt").path)
        } catch {
            showMessage("The report could not be saved whole: \(error)", at: time)
            onLog?("motionlab: the report in \(folder.path) could not be saved whole: \(error)")
            return
        }
        guard let render = context.renderReport else {
            showMessage("Report saved: \(folder.path)", at: time)
            return
        }
        showMessage("Report saved: \(folder.path); the last \(Int(Self.reportSeconds)) s are being rendered", at: time)
        inbox.perform(render(folder, capture, mark, from, to), replayWaits: false) { [weak self] line in
            guard let self else { return }
            self.showMessage(line, at: self.mediaNow)
            self.onLog?("motionlab: \(line)")
        }
    }

    /// The live tree: the window's content and the studio's overlay, each under its root.
    static func treeJSON(scene: LayerDump, studio: LayerDump) throws -> Data {
        struct Tree: Encodable {
            let scene: LayerDump
            let studio: LayerDump
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(Tree(scene: scene, studio: studio))
    }

    func readme(folder: URL, mark: Int, from: Double, to: Double) -> String {
        let platform = context.platform.keys.sorted().map { "\($0) \(context.platform[$0]!)" }.joined(separator: ", ")
        let scene = content.launchState().sceneName
        func q(_ name: String) -> String { "'\(folder.appendingPathComponent(name).path)'" }
        return """
        MotionLab bug report
        Saved at \(String(format: "%.2f", to)) s of a session on \(scene), on \(platform.isEmpty ? "this machine" : platform).

        capture.json    the session so far; mark \(mark), its last, is this moment
        window.png      what the window showed (as F12 saves it)
        tree.json       the layer tree then, with the studio's overlay, taken live
        last-10s.webp   the last \(Int(Self.reportSeconds)) s, re-rendered headless from the capture
        animations.json the animations on the tab then, as the inspector's timeline holds them

        Replay and check it:   motionlab replay \(q("capture.json")) --check
        See that moment:       motionlab screenshot --script \(q("capture.json")) --mark \(mark) --out moment.png
        Render its last \(Int(Self.reportSeconds)) s:  motionlab record --script \(q("capture.json")) --from \(String(format: "%.2f", from)) --to \(String(format: "%.2f", to)) --out last.webp

        """
    }
}
