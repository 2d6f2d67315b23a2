import Animation
import Foundation
import Loop

extension StudioScene {
    /// Hands a replayed scene to live input at media time `now` (a tester took over a
    /// session opened with `motionlab open`): the content's clock goes on from its last
    /// replayed frame, results of work still running are delivered as they come, and a
    /// new session records in `context`'s sessions folder. Its header is the capture's,
    /// saying `takeover` with `source` and the moment, and it starts with `history`, the
    /// capture's entries up to that moment, so it replays whole. The caller has made the
    /// network and clipboard live, and waited for work in flight.
    /// Returns the new session's file, or nil when it cannot be recorded (said on screen).
    @discardableResult
    public func takeOver(at now: MediaTime, context live: StudioContext, header: CaptureHeader, source: String,
                         history: ArraySlice<CaptureEntry>) -> URL? {
        context = live
        let replayOffset = offset
        offset = now.seconds - lastFrame.seconds
        // Rounding must not put the live clock a hair before the last replayed frame.
        while now.seconds - offset < lastFrame.seconds { offset = offset.nextDown }
        // A message showing at the moment goes on from it, on the window's clock.
        toast.moveClock(by: offset - replayOffset)
        contentTime = lastFrame
        mediaNow = now
        inbox.delivery = DeliverAsPosted()
        var h = header
        h.started = .takeover
        h.takeover = CaptureHeader.Takeover(source: source, at: lastFrame)
        guard let folder = context.sessionsFolder.map(SessionFolder.init) else { return nil }
        folder.makeRoom()
        do {
            let writer = try CaptureWriter(destination: folder.newSession(at: context.date()), header: h, locks: true)
            let s = CaptureSession(writer: writer, startedAt: now, isExplicit: false)
            for entry in history { s.record(entry) }
            session = s
            lastAutoMark = lastFrame
            return writer.recordingFile
        } catch {
            showMessage("This session is not recorded: \(error.message)", at: now)
            onLog?("motionlab: the taken-over session is not recorded: \(error)")
            return nil
        }
    }
}
