import AppTestSupport
import Exercises
import Geometry
@testable import Studio
import StudioApp

/// What `replay --check` does, in process: replays `capture` offline and compares the tree
/// at each mark with the one it stored. One list of differences a mark, in order.
func markDifferences(_ capture: Capture, size: Size = Size(width: 1024, height: 700)) throws -> [[DumpDifference]] {
    let replay = try CaptureReplay(capture: capture, configuration: AppShell.Configuration(size: size, network: OfflineNetworkClient()))
    var out: [[DumpDifference]] = []
    replay.onMark = { [unowned replay] _, mark in
        out.append(DumpDifference.between(captured: mark.dump!, replayed: replay.scene.shell.rootLayer.sceneDump()))
    }
    replay.finish()
    return out
}
