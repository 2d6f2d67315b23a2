import Exercises
import Foundation
import Storage
import Studio

/// `screenshot --animations FILE.json`: the inspector's timeline model, capturing from the
/// first moment of the replay, written as it stands at `--at`.
struct AnimationsExport {
    let timeline: AnimationTimeline
    let path: String

    /// Starts capturing every animation the tab's layers get from now on.
    init(shell: AppShell, path: String) {
        timeline = AnimationTimeline(host: shell.host, tab: shell.contentLayer, accepts: shell.isInTab)
        timeline.companions = [shell.liftedLayer]
        self.path = path
        timeline.start()
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
