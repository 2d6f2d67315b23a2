import Animation
import Foundation
import Gestures
import Loop

/// Ctrl+Shift+T: the session, live from the playhead.
extension TimeTravelScene {
    /// Hands the replayed scene to live input at the playhead: work in flight there (an
    /// 8-Ball request) is waited for and delivered as it comes; the network and clipboard
    /// are live from then on; the files stay the replay's private copy, so the user's
    /// settings are never written; and a new session records in the sessions folder,
    /// starting with the capture's inputs and marks up to that moment.
    func takeOver(at time: MediaTime) {
        guard live == nil else { return }
        // Said before anything changes: a refused take-over leaves the session as it was
        // (its inspector, its mark, the replay's network offline).
        guard let header = cursor.capture.header else {
            showMessage("Cannot take over a script: it has no launch state to go on from. Open a capture.", at: time)
            return
        }
        stop()
        do {
            // The seek under way ends first, and a state the inspector touched is replayed
            // afresh, so what goes live is exactly the capture's moment.
            if cursor.replay.scene.recordedTimingDiffers { cursor.touch(); cursor.seek(toFrame: cursor.target) }
            try cursor.work()
        } catch {
            showMessage("Cannot take over: \(error.message)", at: time)
            return
        }
        hideMark()
        if inspector.isOpen { inspector.close(at: time) }
        let replay = cursor.replay
        let scene = replay.scene
        if scene.inbox.hasRunningWork { _ = scene.inbox.queue.waitUntilIdle(timeout: ScriptPlayer.workTimeout) }
        replay.replayNetwork?.goLive(setup.network)
        replay.replayPasteboard?.goLive(setup.pasteboard)
        scene.inbox.queue.setWaker(inbox.queue.currentWaker)
        let moment = cursor.time
        liveFile = scene.takeOver(at: time, context: setup.liveContext, header: header, source: setup.source, history: replay.played)
        live = scene
        // A press held at the moment is not the tester's: the real button is up. It is
        // cancelled, in the new session too, as a window cancels a touch it loses.
        for p in timeline.pointers(at: moment) where p.isDown {
            scene.handle(InputEvent(time: time, .pointer(PointerEvent(id: p.id, phase: .cancel, location: p.location,
                                                                      source: p.id == 0 ? .mouse : .touch))))
        }
        pointers.layer.isHidden = true
        bar.showLive(at: moment.seconds, recordingTo: liveFile)
        let recorded = liveFile.map { "; this session records as \($0.lastPathComponent)" } ?? "; this session is not recorded"
        showMessage("Live from \(String(format: "%.2f", moment.seconds)) s. The network and clipboard are live; the files are a private "
                    + "copy, so your settings are not changed\(recorded).", at: time)
    }
}
