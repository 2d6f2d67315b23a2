import Exercises
import Foundation
import Storage
import Studio
import StudioApp

/// `screenshot --animations FILE.json`: the inspector's timeline model, capturing from the
/// first moment of the replay, written as it stands at `--at`.
struct AnimationsExport {
    let timeline: AnimationTimeline
    let path: String

    /// Starts capturing every animation the tab's layers get from now on, and, frame by
    /// frame, the stepped motion and text changes a seek does not show, as the panel does.
    init(studio: StudioScene, path: String) {
        let shell = studio.shell
        let timeline = AnimationTimeline(host: shell.host, tab: shell.contentLayer, accepts: shell.isInTab)
        timeline.companions = [shell.liftedLayer]
        self.timeline = timeline
        self.path = path
        timeline.start()
        studio.onFrame = { shell in timeline.frameDidUpdate(stepping: shell.stepsEveryFrame) }
    }

    /// Writes the model at the shell's time now, never over one of `inputs`.
    func write(inputs: [String]) throws {
        do {
            try SafeFile.write(try timeline.snapshot().json(), to: path, inputs: inputs)
        } catch let e as SafeFileError {
            throw CLIError(e)
        }
    }
}
